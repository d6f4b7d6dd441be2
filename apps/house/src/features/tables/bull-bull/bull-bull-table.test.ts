import { BULL_BULL, BULL_BULL_THEORY } from '@member-site/house-games/bull-bull';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../../shared/i18n/i18n';
import { BULL_BULL_MAX_RETURN, BULL_BULL_TABLE, readBullBullOutcome } from './bull-bull-table';
import { DEALT, DEALT_2 } from './bull-bull-fixtures';
import { categoryCounts } from './bull-bull-stats';

const t = ((...args: Parameters<typeof i18n.t>) => i18n.t(...args)) as typeof i18n.t;

describe('the bull bull definition', () => {
  it('names the game and its bets and holds five stakes for the most it can return', () => {
    expect(BULL_BULL_TABLE.code).toBe('c_bull_bull');
    expect(BULL_BULL_TABLE.code).toBe(BULL_BULL.code);
    expect(BULL_BULL_TABLE.name(t)).toBe('Bull Bull');
    expect(BULL_BULL_TABLE.betLabel({ kind: 'player', pick: [3] }, t)).toBe('Player 3');
    expect(BULL_BULL_MAX_RETURN).toBe(500 + 95 * 5);
    expect(BULL_BULL_TABLE.maxReturn({ kind: 'player', pick: [1] })).toBe(975);
    // The most a bet returns is what the game settles for a five small beating the banker.
    expect(BULL_BULL.hold({ kind: 'player', pick: [1] })).toBe(500);
  });

  it('reads an outcome and says which hands beat the banker', () => {
    expect(DEALT.winners).toEqual([true, false, true, false, true]);
    expect(BULL_BULL_TABLE.outcomeLabel(DEALT, t)).toBe('Banker Bull 5 · winning hands: 1, 3, 5');
    expect(BULL_BULL_TABLE.outcomeLabel(JSON.parse(JSON.stringify(DEALT_2)), t)).toBe(
      'Banker Five face · winning hands: 2',
    );
    expect(readBullBullOutcome(null)).toBeNull();
    expect(readBullBullOutcome({ dice: [1, 2, 3] })).toBeNull();
    expect(readBullBullOutcome({ banker: { cards: [1, 2, 3] }, players: [] })).toBeNull();
    // Five hands sharing a card cannot come from one deck.
    const shared = { cards: [0, 1, 2, 3, 4] };
    expect(
      readBullBullOutcome({ banker: shared, players: [shared, shared, shared, shared, shared] }),
    ).toBeNull();
    expect(BULL_BULL_TABLE.outcomeLabel('nonsense', t)).toBe('');
  });

  it('lists the ranking with its multipliers and the theoretical return', () => {
    const rows = BULL_BULL_TABLE.rules(t);
    expect(rows.map((row) => row.key)).toEqual([
      'player',
      'five-small',
      'bomb',
      'five-face',
      'niu-niu',
      'bull-high',
      'bull-low',
      'no-bull',
    ]);
    expect(rows.find((row) => row.key === 'five-small')?.pays).toBe('×5 (a win pays 4.75 to 1)');
    expect(rows.find((row) => row.key === 'niu-niu')?.pays).toBe('×3 (a win pays 2.85 to 1)');
    expect(rows.find((row) => row.key === 'bull-high')?.bet).toContain('Bull 7–9');
    expect(rows.find((row) => row.key === 'bull-low')?.pays).toBe('×1 (a win pays 0.95 to 1)');
    expect(rows.every((row) => row.rtp === BULL_BULL_THEORY.returnPerStake)).toBe(true);
  });

  it('counts the hand categories of every hand dealt', () => {
    const counts = categoryCounts([DEALT, DEALT_2]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(counts[0]).toBe(2); // no bull
    expect(counts[5]).toBe(1); // bull 5
    expect(counts[10]).toBe(1); // niu niu
    expect(counts[11]).toBe(2); // five face
    expect(counts[12]).toBe(1); // bomb
  });
});
