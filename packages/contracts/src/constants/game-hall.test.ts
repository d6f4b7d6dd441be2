import { describe, expect, it } from 'vitest';

import { GAME_HALLS, GAME_HALL_IDS, isGameHallId } from './game-hall';

describe('GAME_HALLS', () => {
  it('has the hall ids and code prefixes of spec section 9', () => {
    const prefixes = Object.fromEntries(
      Object.entries(GAME_HALLS).map(([id, hall]) => [id, hall.prefix]),
    );
    expect(prefixes).toEqual({
      '2': 'e_',
      '3': 'v_',
      '4': 's_',
      '5': 'l_',
      '6': 'c_',
      '7': 't_',
      '8': 'd_',
      '9': 'g_',
    });
    expect([...GAME_HALL_IDS].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('names each hall as the spec does', () => {
    const english = Object.fromEntries(
      Object.entries(GAME_HALLS).map(([id, hall]) => [id, hall.name.en_US]),
    );
    expect(english).toEqual({
      '2': 'Slots',
      '3': 'Live Casino',
      '4': 'Sports',
      '5': 'Lottery',
      '6': 'Card Games',
      '7': 'Virtual Sports',
      '8': 'Cockfight',
      '9': 'Esports',
    });
  });

  it('gives each hall a distinct key and short code', () => {
    const halls = Object.values(GAME_HALLS);
    expect(new Set(halls.map((hall) => hall.key)).size).toBe(8);
    expect(new Set(halls.map((hall) => hall.shortCode)).size).toBe(8);
  });

  it('isGameHallId accepts numbers 2..9 only', () => {
    expect(isGameHallId(2)).toBe(true);
    expect(isGameHallId(9)).toBe(true);
    expect(isGameHallId(1)).toBe(false);
    expect(isGameHallId(10)).toBe(false);
    expect(isGameHallId('2')).toBe(false);
    expect(isGameHallId(undefined)).toBe(false);
  });
});
