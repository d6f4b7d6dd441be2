import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { isValidBet } from '../rounds/round-game';
import {
  RACING,
  RACING_CHECKPOINTS,
  type RacingCard,
  type RacingOutcome,
  type RacingState,
  drawFinishingOrder,
  drawRaceScript,
  expectedReturn,
} from './racing';
import { MILLION, RACING_MARGINS, forecastChance, placeChances } from './racing-odds';
import { RACING_STABLE } from './stable';

/** A random source that answers the given values in order, for races set up by hand. */
const scripted = (values: number[]): RandomSource => {
  let next = 0;
  return {
    int(n: number) {
      const value = values[next] ?? 0;
      next += 1;
      if (value >= n) throw new Error(`scripted ${value} is not below ${n}`);
      return value;
    },
  };
};

/** A fast, seeded random source for simulations (mulberry32), never for real rounds. */
const simulation = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return {
    int(n: number) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
    },
  };
};

const SEED = {
  serverSeed: '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0',
  clientSeed: 'derby',
};

/** Runs `count` races from `state` on the fair stream, carrying the state along. */
const races = (count: number, state: RacingState = RACING.initialState()) => {
  const played: { card: RacingCard; outcome: RacingOutcome; before: RacingState }[] = [];
  let current = state;
  for (let nonce = 0; nonce < count; nonce += 1) {
    const random = createFairRandom({ ...SEED, nonce });
    const card = RACING.card(random, current);
    const outcome = RACING.draw(random, card, current);
    played.push({ card, outcome, before: current });
    current = RACING.nextState(current, outcome);
  }
  return { played, state: current };
};

describe('the racing stable', () => {
  it('has at least 24 horses with names and fixed ratings', () => {
    expect(RACING_STABLE.length).toBeGreaterThanOrEqual(24);
    expect(new Set(RACING_STABLE.map((horse) => horse.name)).size).toBe(RACING_STABLE.length);
    RACING_STABLE.forEach((horse, id) => {
      expect(horse.id).toBe(id);
      expect(Number.isInteger(horse.rating)).toBe(true);
    });
    expect(RACING_STABLE.map((horse) => horse.name)).toContain('Golden Lotus');
  });
});

describe('a race card', () => {
  const { played } = races(300);

  it('runs eight different horses numbered in draw order, with their form and no ratings', () => {
    expect(RACING.code).toBe('t_virtual_racing');
    for (const { card, before } of played) {
      expect(card.runners.map((runner) => runner.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(card.runners.map((runner) => runner.horseId)).size).toBe(8);
      for (const runner of card.runners) {
        expect(runner.name).toBe(RACING_STABLE[runner.horseId]?.name);
        expect(runner.form).toEqual(before.form[runner.horseId]);
      }
      expect(JSON.stringify(card)).not.toContain('rating');
      expect(JSON.parse(JSON.stringify(card))).toEqual(card);
      expect(card.margins).toEqual(RACING_MARGINS);
    }
  });

  it('states chances as whole millionths adding up to exactly a million', () => {
    for (const { card } of played) {
      expect(card.probabilities).toHaveLength(8);
      expect(card.probabilities.every((q) => Number.isInteger(q) && q > 0)).toBe(true);
      expect(card.probabilities.reduce((sum, q) => sum + q, 0)).toBe(MILLION);
    }
  });

  it('pays every bet at most 1 - margin on average, less only by rounding its odds', () => {
    let bets = 0;
    for (const { card } of played) {
      const chances = card.probabilities.map((q) => q / MILLION);
      const places = placeChances(chances);
      for (let first = 1; first <= 8; first += 1) {
        const chance = chances[first - 1] ?? 0;
        const place = places[first - 1] ?? 0;
        const checks: [Parameters<typeof expectedReturn>[0], number, number][] = [
          [{ kind: 'win', pick: [first] }, RACING_MARGINS.win, chance],
          [{ kind: 'place', pick: [first] }, RACING_MARGINS.place, place],
        ];
        for (let second = 1; second <= 8; second += 1)
          if (second !== first)
            checks.push([
              { kind: 'forecast', pick: [first, second] },
              RACING_MARGINS.forecast,
              forecastChance(chances, first - 1, second - 1),
            ]);
        for (const [bet, margin, p] of checks) {
          const value = expectedReturn(bet, card);
          expect(value).toBeLessThanOrEqual(1 - margin + 1e-12);
          // Rounding the odds down loses less than a hundredth of a stake times the chance.
          expect(value).toBeGreaterThanOrEqual(1 - margin - p / 100 - 1e-12);
          bets += 1;
        }
      }
      expect(Math.min(...card.odds.win, ...card.odds.place)).toBeGreaterThanOrEqual(101);
      card.odds.forecast.forEach((row, i) =>
        row.forEach((odds, j) => expect(odds).toBe(i === j ? 0 : Math.max(odds, 101))),
      );
    }
    expect(bets).toBe(300 * (8 + 8 + 56));
  });

  it('is the same card and race from the same seed', () => {
    const again = races(5).played;
    expect(again).toEqual(played.slice(0, 5));
    expect(played[1]?.card).not.toEqual(played[0]?.card);
  });
});

describe('a race', () => {
  it('draws the finishing order against the millionths left', () => {
    const millionths = [500_000, 300_000, 200_000];
    // 499,999 is the last millionth of runner 1; then of 500,000 left, runner 2 covers 0..299,999.
    expect(drawFinishingOrder(scripted([499_999, 299_999, 0]), millionths)).toEqual([1, 2, 3]);
    expect(drawFinishingOrder(scripted([500_000, 0, 0]), millionths)).toEqual([2, 1, 3]);
    expect(drawFinishingOrder(scripted([999_999, 500_000, 0]), millionths)).toEqual([3, 2, 1]);
    expect(drawFinishingOrder(scripted([999_999, 499_999, 0]), millionths)).toEqual([3, 1, 2]);
  });

  it('wins about as often as the card says over 4,000 simulated races', () => {
    const card = races(1).played[0]?.card;
    if (!card) throw new Error('no card');
    const random = simulation(7);
    const count = 4000;
    const wins = new Array<number>(8).fill(0);
    const places = new Array<number>(8).fill(0);
    for (let race = 0; race < count; race += 1) {
      const order = drawFinishingOrder(random, card.probabilities);
      expect([...order].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      wins[(order[0] ?? 0) - 1] = (wins[(order[0] ?? 0) - 1] ?? 0) + 1;
      order.slice(0, 3).forEach((runner) => (places[runner - 1] = (places[runner - 1] ?? 0) + 1));
    }
    const place = placeChances(card.probabilities.map((q) => q / MILLION));
    card.probabilities.forEach((q, i) => {
      // A share's standard error over 4,000 races is below 0.008: 0.04 is five of them.
      expect(Math.abs((wins[i] ?? 0) / count - q / MILLION)).toBeLessThan(0.04);
      expect(Math.abs((places[i] ?? 0) / count - (place[i] ?? 0))).toBeLessThan(0.04);
    });
  });

  it('scripts a race that finishes in the drawn order', () => {
    const { played } = races(300);
    let leadChanges = 0;
    for (const { outcome } of played) {
      const { order, checkpoints, times } = outcome;
      expect([...order].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(checkpoints).toHaveLength(RACING_CHECKPOINTS);
      const wellFormed = checkpoints.every(
        (row, k) =>
          row.length === 8 &&
          row.every(
            (distance, runner) =>
              Number.isInteger(distance) &&
              distance > 0 &&
              distance <= 1000 &&
              distance >= (checkpoints[k - 1]?.[runner] ?? 0),
          ),
      );
      expect(wellFormed).toBe(true);
      expect(checkpoints.at(-1)).toEqual(new Array<number>(8).fill(1000));
      // Before the post the field stands in finishing order, and they reach it in that order.
      const home = checkpoints.at(-2) ?? [];
      const reached = (runner: number) => checkpoints.findIndex((row) => row[runner - 1] === 1000);
      for (let place = 1; place < 8; place += 1) {
        const ahead = order[place - 1] ?? 0;
        const behind = order[place] ?? 0;
        expect(home[ahead - 1]).toBeGreaterThanOrEqual(home[behind - 1] ?? 0);
        expect(reached(ahead)).toBeLessThanOrEqual(reached(behind));
        expect(times[ahead - 1]).toBeLessThan(times[behind - 1] ?? 0);
      }
      const winnerTime = times[(order[0] ?? 0) - 1] ?? 0;
      expect(winnerTime).toBeGreaterThanOrEqual(7000);
      expect(winnerTime).toBeLessThanOrEqual(7300);
      const leaders = checkpoints.map((row) => row.indexOf(Math.max(...row)));
      leaders.forEach((leader, k) => {
        if (k > 0 && leader !== leaders[k - 1]) leadChanges += 1;
      });
    }
    // The lead changes hands in most races, not in every checkpoint.
    expect(leadChanges / played.length).toBeGreaterThan(1);
    expect(leadChanges / played.length).toBeLessThan(8);
  });

  it('scripts from the stream after the order, the same every time', () => {
    const order = [3, 1, 2, 8, 7, 6, 5, 4];
    const first = drawRaceScript(simulation(5), order);
    expect(drawRaceScript(simulation(5), order)).toEqual(first);
    expect(first.times[2]).toBeLessThan(first.times[0] ?? 0);
  });
});

describe('the form and the bets', () => {
  it('pushes each runner position onto its horse form, newest first, six at most', () => {
    const { played, state } = races(40);
    expect(RACING.initialState().form).toEqual(RACING_STABLE.map(() => []));
    const expected = RACING_STABLE.map(() => [] as number[]);
    for (const { card, outcome } of played)
      outcome.order.forEach((number, place) => {
        const horse = card.runners[number - 1]?.horseId ?? -1;
        expected[horse] = [place + 1, ...(expected[horse] ?? [])].slice(0, 6);
      });
    expect(state.form).toEqual(expected);
    expect(state.form.some((form) => form.length === 6)).toBe(true);
    expect(played.at(-1)?.outcome.horseIds).toEqual(
      played.at(-1)?.card.runners.map((runner) => runner.horseId),
    );
  });

  it('takes win, place and forecast bets', () => {
    expect(isValidBet(RACING, { kind: 'win', pick: [1] })).toBe(true);
    expect(isValidBet(RACING, { kind: 'place', pick: [8] })).toBe(true);
    expect(isValidBet(RACING, { kind: 'forecast', pick: [2, 5] })).toBe(true);
    expect(isValidBet(RACING, { kind: 'forecast', pick: [5, 5] })).toBe(false);
    expect(isValidBet(RACING, { kind: 'win', pick: [9] })).toBe(false);
    expect(isValidBet(RACING, { kind: 'show', pick: [1] })).toBe(false);
    expect(RACING.hold({ kind: 'forecast', pick: [1, 2] })).toBe(100);
  });

  it('pays the card odds on a winning bet and nothing otherwise', () => {
    const { card, outcome: drawn } = races(1).played[0] ?? {};
    if (!card || !drawn) throw new Error('no race');
    const outcome = { ...drawn, order: [4, 2, 7, 1, 3, 5, 6, 8] };
    const settle = (kind: string, pick: number[]) => RACING.settle({ kind, pick }, card, outcome);
    expect(settle('win', [4])).toBe(card.odds.win[3]);
    expect(settle('win', [2])).toBe(0);
    expect(settle('place', [4])).toBe(card.odds.place[3]);
    expect(settle('place', [2])).toBe(card.odds.place[1]);
    expect(settle('place', [7])).toBe(card.odds.place[6]);
    expect(settle('place', [1])).toBe(0);
    expect(settle('forecast', [4, 2])).toBe(card.odds.forecast[3]?.[1]);
    expect(settle('forecast', [2, 4])).toBe(0);
    expect(settle('forecast', [4, 7])).toBe(0);
  });
});
