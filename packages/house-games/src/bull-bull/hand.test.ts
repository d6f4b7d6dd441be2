import { describe, expect, it } from 'vitest';

import {
  BULL_BULL_MULTIPLIERS,
  bullLevel,
  cardStrength,
  compareHands,
  evaluateHand,
  handScore,
} from './hand';

const SUITS = { s: 0, h: 1, c: 2, d: 3 } as const;
const RANKS: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };

/** Cards written as rank and suit: 'As', 'Th', '7c', 'Kd'. */
const hand = (text: string): number[] =>
  text.split(' ').map((name) => {
    const rank = RANKS[name.slice(0, -1)] ?? Number(name.slice(0, -1));
    const suit = SUITS[name.slice(-1) as keyof typeof SUITS];
    return suit * 13 + rank - 1;
  });

describe('a bull bull hand', () => {
  it('reads ranks and suits from card numbers', () => {
    expect(hand('As 2h Kc Td Qs')).toEqual([0, 14, 38, 48, 11]);
    expect(cardStrength(hand('Ks')[0] ?? -1)).toBeGreaterThan(cardStrength(hand('Kh')[0] ?? -1));
    expect(cardStrength(hand('Kd')[0] ?? -1)).toBeGreaterThan(cardStrength(hand('Qs')[0] ?? -1));
  });

  it('is five small when every card is below 5 and the ranks add up to 10 or less', () => {
    expect(evaluateHand(hand('As Ah 2c 2d 3s'))).toEqual({
      cards: hand('As Ah 2c 2d 3s'),
      category: 'five-small',
      bull: 0,
      multiplier: 5,
      bullCards: [],
    });
    expect(evaluateHand(hand('4s 3h Ac Ad Ah')).category).toBe('five-small');
    // Four aces and a four: a bomb too, and five small ranks higher.
    expect(evaluateHand(hand('As Ah Ac Ad 4s')).category).toBe('five-small');
    // Small cards adding up to 13 are no special hand, and no three of them make 10 here.
    expect(evaluateHand(hand('4s 4h 3c Ad Ah')).category).toBe('no-bull');
  });

  it('is a bomb with four of a kind, above five face', () => {
    expect(evaluateHand(hand('7s 7h 7c 7d 3s'))).toMatchObject({
      category: 'bomb',
      bull: 0,
      multiplier: 4,
      bullCards: [],
    });
    const faces = evaluateHand(hand('Ks Kh Kc Kd Qs'));
    expect(faces).toMatchObject({ category: 'bomb', bull: 10, multiplier: 4 });
    expect(faces.bullCards).toEqual(hand('Ks Kh Kc'));
  });

  it('is five face with jacks, queens and kings only', () => {
    expect(evaluateHand(hand('Js Qh Kc Kd Jh'))).toMatchObject({
      category: 'five-face',
      bull: 10,
      multiplier: 4,
      bullCards: hand('Js Qh Kc'),
    });
  });

  it('finds the bull and its three cards', () => {
    expect(evaluateHand(hand('Ts Kh 5c 5d Js'))).toEqual({
      cards: hand('Ts Kh 5c 5d Js'),
      category: 'niu-niu',
      bull: 10,
      multiplier: 3,
      bullCards: hand('Ts Kh Js'),
    });
    expect(evaluateHand(hand('2s 8h Kc 4d 5s'))).toMatchObject({
      category: 'bull',
      bull: 9,
      multiplier: 2,
      bullCards: hand('2s 8h Kc'),
    });
    expect(evaluateHand(hand('As 3h 6c Qd 7s'))).toMatchObject({
      category: 'bull',
      bull: 7,
      multiplier: 2,
      bullCards: hand('As 3h 6c'),
    });
    expect(evaluateHand(hand('Qs 6h 4c 3d 3s'))).toMatchObject({
      category: 'bull',
      bull: 6,
      multiplier: 1,
      bullCards: hand('Qs 6h 4c'),
    });
    expect(evaluateHand(hand('9s 9h 2c Kd Ad'))).toMatchObject({
      category: 'bull',
      bull: 1,
      multiplier: 1,
      bullCards: hand('9s 9h 2c'),
    });
  });

  it('has no bull when no three cards add up to a multiple of 10', () => {
    expect(evaluateHand(hand('As 2h 4c 8d 9s'))).toEqual({
      cards: hand('As 2h 4c 8d 9s'),
      category: 'no-bull',
      bull: 0,
      multiplier: 1,
      bullCards: [],
    });
  });

  it('ranks five small > bomb > five face > niu niu > bull 9 > ... > bull 1 > no bull', () => {
    const ladder = [
      'As 2h 4c 8d 9s', // no bull
      '9s 9h 2c Kd Ad', // bull 1
      'Qs 6h 4c 3d 3s', // bull 6
      'As 3h 6c Qd 7s', // bull 7
      '2s 8h Kc 4d 5s', // bull 9
      'Ts Kh 5c 5d Js', // niu niu
      'Js Qh Kc Kd Jh', // five face
      '7s 7h 7c 7d 3s', // bomb
      'As Ah 2c 2d 3s', // five small
    ].map(hand);
    for (let i = 1; i < ladder.length; i += 1) {
      expect(compareHands(ladder[i] ?? [], ladder[i - 1] ?? [])).toBeGreaterThan(0);
      expect(compareHands(ladder[i - 1] ?? [], ladder[i] ?? [])).toBeLessThan(0);
    }
    // The levels the table lists rise with the multiplier.
    for (let level = 1; level < BULL_BULL_MULTIPLIERS.length; level += 1)
      expect(BULL_BULL_MULTIPLIERS[level]?.multiplier).toBeGreaterThanOrEqual(
        BULL_BULL_MULTIPLIERS[level - 1]?.multiplier ?? 0,
      );
  });

  it('breaks equal categories on the highest card, by rank and then suit', () => {
    // Bull 9 both, kings high: spades beat hearts.
    expect(compareHands(hand('Ks 2s 8h 4d 5s'), hand('Kh 3h 7c 4c 5d'))).toBeGreaterThan(0);
    // Bull 9 both: a king beats a queen whatever the suits.
    expect(compareHands(hand('Kd 2s 8h 4d 5s'), hand('Qs 3h 7c 4c 5d'))).toBeGreaterThan(0);
    // No bull both: the nine of spades beats the nine of hearts.
    expect(compareHands(hand('As 2h 4c 8d 9s'), hand('Ah 2c 4d 8s 9h'))).toBeGreaterThan(0);
    // A bull 2 with a low top card still beats no bull with a king.
    expect(compareHands(hand('As 2h 7c 3d 9s'), hand('Ks Ac 2d 4s 3h'))).toBeGreaterThan(0);
  });

  it('agrees between the fast level and the full evaluation', () => {
    for (let a = 0; a < 52; a += 7) {
      const cards = [a, (a + 11) % 52, (a + 23) % 52, (a + 30) % 52, (a + 44) % 52];
      const evaluated = evaluateHand(cards);
      const row = BULL_BULL_MULTIPLIERS[bullLevel(cards)];
      expect(evaluated.category).toBe(row?.category);
      expect(evaluated.multiplier).toBe(row?.multiplier);
      expect(handScore(cards)).toBeGreaterThan(0);
    }
  });

  it('refuses anything but five different cards', () => {
    expect(() => evaluateHand([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateHand([1, 2, 3, 4, 4])).toThrow(RangeError);
    expect(() => evaluateHand([1, 2, 3, 4, 52])).toThrow(RangeError);
  });
});
