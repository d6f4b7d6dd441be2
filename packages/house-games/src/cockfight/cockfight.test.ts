import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { type RoundBet, isValidBet } from '../rounds/round-game';
import { COCKFIGHT_BIRDS, birdById } from './birds';
import {
  COCKFIGHT,
  COCKFIGHT_DRAW_CHANCE,
  COCKFIGHT_MARGIN,
  COCKFIGHT_MAX_WIN_CHANCE,
  COCKFIGHT_MIN_WIN_CHANCE,
  type CockfightCard,
  type CockfightOutcome,
  type CockfightState,
  COCKFIGHT_MILLION,
  drawFightScript,
  expectedReturn,
  cockfightSideOdds,
  cockfightWinChance,
} from './cockfight';

/** A random source that answers the given values in order, then 0. */
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

const bet = (kind: string): RoundBet => ({ kind, pick: [] });
const MARGIN = COCKFIGHT_MARGIN / COCKFIGHT_MILLION;

/** Cards of many fights, each from its own seed, the stable kept between them. */
const cards = (count: number): CockfightCard[] => {
  let state = COCKFIGHT.initialState();
  return Array.from({ length: count }, (_, nonce) => {
    const random = createFairRandom({ serverSeed: 'c'.repeat(64), clientSeed: 'pit', nonce });
    const card = COCKFIGHT.card(random, state);
    state = COCKFIGHT.nextState(state, COCKFIGHT.draw(random, card, state));
    return card;
  });
};

/** Checks that a script tells the fight its result says. */
const expectConsistent = (outcome: CockfightOutcome) => {
  const { winner, exchanges, health } = outcome;
  expect(exchanges.length).toBeGreaterThanOrEqual(3);
  expect(exchanges.length).toBeLessThanOrEqual(10);
  const replayed = { meron: 100, wala: 100 };
  for (const [i, exchange] of exchanges.entries()) {
    const target = exchange.attacker === 'meron' ? 'wala' : 'meron';
    expect(exchange.damage).toBe(exchange.hit ? exchange.damage : 0);
    if (exchange.hit) expect(exchange.damage).toBeGreaterThan(0);
    replayed[target] -= exchange.damage;
    const last = i === exchanges.length - 1;
    if (!last || winner === 'draw') {
      expect(replayed.meron).toBeGreaterThan(0);
      expect(replayed.wala).toBeGreaterThan(0);
    }
  }
  expect(replayed).toEqual(health);
  if (winner === 'draw') {
    expect(health.meron).toBeGreaterThan(0);
    expect(health.wala).toBeGreaterThan(0);
  } else {
    const loser = winner === 'meron' ? 'wala' : 'meron';
    expect(health[loser]).toBe(0);
    expect(health[winner]).toBeGreaterThan(0);
    expect(exchanges.at(-1)).toMatchObject({ attacker: winner, hit: true });
  }
  expect(outcome.seconds).toBeGreaterThanOrEqual(2 * exchanges.length);
  expect(outcome.seconds).toBeLessThanOrEqual(8 * exchanges.length);
};

describe('the stable', () => {
  it('has at least 16 birds with different ids and names, all at 0-0-0 to begin', () => {
    expect(COCKFIGHT_BIRDS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(COCKFIGHT_BIRDS.map((bird) => bird.id)).size).toBe(COCKFIGHT_BIRDS.length);
    expect(new Set(COCKFIGHT_BIRDS.map((bird) => bird.name)).size).toBe(COCKFIGHT_BIRDS.length);
    const state = COCKFIGHT.initialState();
    expect(state.birds).toHaveLength(COCKFIGHT_BIRDS.length);
    expect(state.birds.every((r) => r.wins === 0 && r.losses === 0 && r.draws === 0)).toBe(true);
    expect(birdById(1).name).toBe('Kidlat');
    expect(() => birdById(999)).toThrow(RangeError);
  });
});

describe('a cockfight card', () => {
  it('draws two different birds and their form, the likelier winner as meron', () => {
    // Birds 20 (Tapang, 62) off form and 1 (Kidlat, 96) on top form, drawn in that order.
    const last = COCKFIGHT_BIRDS.length - 1;
    const card = COCKFIGHT.card(scripted([last, 0, 0, 20]), COCKFIGHT.initialState());
    expect(card.meron).toEqual({
      id: 1,
      name: 'Kidlat',
      colour: 'red',
      wins: 0,
      losses: 0,
      draws: 0,
      form: 10,
    });
    expect(card.wala).toMatchObject({ id: 20, name: 'Tapang', form: -10 });
    // 950,000 x 106² / (106² + 52²) is above the bound: meron 70 %, wala 25 %.
    expect(card.probabilities).toEqual({ meron: 700_000, wala: 250_000, draw: 50_000 });
    expect(card.odds).toEqual({ meron: 128, wala: 360, draw: 1900 });
    expect(card.margin).toBe(COCKFIGHT_MARGIN);
  });

  it('skips the first bird when drawing the second, and counts form in the chances', () => {
    // First bird index 3 (Kulog, 85); second draw 3 is index 4 (Habagat, 83). Kulog off form.
    const card = COCKFIGHT.card(scripted([3, 3, 0, 20]), COCKFIGHT.initialState());
    expect(card.meron).toMatchObject({ id: 5, name: 'Habagat', form: 10 });
    expect(card.wala).toMatchObject({ id: 4, name: 'Kulog', form: -10 });
    const meron = Math.floor((950_000 * 93 * 93) / (93 * 93 + 75 * 75));
    expect(card.probabilities).toEqual({ meron, wala: 950_000 - meron, draw: 50_000 });
    expect(card.odds.meron).toBe(Math.floor(90_000_000 / meron));
  });

  it('keeps each side between 25 % and 70 % and the odds rounded down from the exact ones', () => {
    for (const card of cards(500)) {
      const { meron, wala, draw } = card.probabilities;
      expect(meron + wala + draw).toBe(COCKFIGHT_MILLION);
      expect(draw).toBe(COCKFIGHT_DRAW_CHANCE);
      expect(meron).toBeGreaterThanOrEqual(wala);
      for (const side of ['meron', 'wala'] as const) {
        const chance = card.probabilities[side];
        expect(Number.isInteger(chance)).toBe(true);
        expect(chance).toBeGreaterThanOrEqual(COCKFIGHT_MIN_WIN_CHANCE);
        expect(chance).toBeLessThanOrEqual(COCKFIGHT_MAX_WIN_CHANCE);
        const odds = card.odds[side];
        expect(Number.isInteger(odds)).toBe(true);
        expect(odds).toBeGreaterThanOrEqual(101);
        // Rounded down: these odds return at most 1 - margin, one hundredth more would not.
        const exact = (100 * (COCKFIGHT_MILLION - COCKFIGHT_MARGIN - draw)) / chance;
        expect(odds).toBeLessThanOrEqual(exact);
        expect(odds + 1).toBeGreaterThan(exact);
      }
      expect(card.meron.id).not.toBe(card.wala.id);
      expect(card.odds.draw).toBe(1900);
    }
  });

  it('returns 1 - margin on each side, a little less for the rounding, and 9 x p(draw) on a draw', () => {
    for (const card of cards(500)) {
      for (const side of ['meron', 'wala']) {
        const expected = expectedReturn(bet(side), card);
        expect(expected).toBeLessThanOrEqual(1 - MARGIN);
        expect(expected).toBeGreaterThanOrEqual(1 - MARGIN - 0.01);
      }
      expect(expectedReturn(bet('draw'), card)).toBeCloseTo(
        (19 * card.probabilities.draw) / COCKFIGHT_MILLION,
        12,
      );
    }
  });

  it('shows the records the stable has kept', () => {
    const state: CockfightState = {
      birds: COCKFIGHT.initialState().birds.map((record) =>
        record.id === 1 ? { ...record, wins: 7, losses: 2, draws: 1 } : record,
      ),
    };
    const card = COCKFIGHT.card(scripted([0, 0, 10, 10]), state);
    expect(card.meron).toMatchObject({ id: 1, wins: 7, losses: 2, draws: 1 });
    expect(card.wala).toMatchObject({ id: 2, wins: 0, losses: 0, draws: 0 });
  });
});

describe('the chances and odds', () => {
  it('split the non-draw chance by the squares of the strengths, within the bounds', () => {
    expect(cockfightWinChance(80, 80)).toBe(475_000);
    expect(cockfightWinChance(80, 60)).toBe(Math.floor((950_000 * 6400) / 10_000));
    expect(cockfightWinChance(100, 50)).toBe(COCKFIGHT_MAX_WIN_CHANCE);
    expect(cockfightWinChance(50, 100)).toBe(COCKFIGHT_MIN_WIN_CHANCE);
  });

  it('price a side so that its return with the refund on a draw is 1 - margin', () => {
    expect(cockfightSideOdds(475_000, 50_000)).toBe(189); // 0.90 / 0.475 = 1.8947...
    expect(cockfightSideOdds(450_000, 50_000)).toBe(200); // exactly 2
    expect(cockfightSideOdds(700_000, 50_000)).toBe(128);
  });
});

describe('a fight', () => {
  const card = COCKFIGHT.card(scripted([0, 18, 10, 10]), COCKFIGHT.initialState());

  it('is won by the side the roll falls on, by the card in millionths', () => {
    const { meron, wala } = card.probabilities;
    expect(COCKFIGHT.draw(scripted([0]), card, COCKFIGHT.initialState()).winner).toBe('meron');
    expect(COCKFIGHT.draw(scripted([meron - 1]), card, COCKFIGHT.initialState()).winner).toBe(
      'meron',
    );
    expect(COCKFIGHT.draw(scripted([meron]), card, COCKFIGHT.initialState()).winner).toBe('wala');
    expect(
      COCKFIGHT.draw(scripted([meron + wala - 1]), card, COCKFIGHT.initialState()).winner,
    ).toBe('wala');
    expect(COCKFIGHT.draw(scripted([meron + wala]), card, COCKFIGHT.initialState()).winner).toBe(
      'draw',
    );
    expect(
      COCKFIGHT.draw(scripted([COCKFIGHT_MILLION - 1]), card, COCKFIGHT.initialState()).winner,
    ).toBe('draw');
  });

  it('names both birds in the outcome', () => {
    const outcome = COCKFIGHT.draw(scripted([0]), card, COCKFIGHT.initialState());
    expect(outcome.meron).toBe(card.meron.id);
    expect(outcome.wala).toBe(card.wala.id);
  });

  it('plays out a script set by hand', () => {
    // Four exchanges: wala lands 30 on meron, meron misses, meron lands 20, then the final blow.
    const script = drawFightScript(scripted([1, 3, 1, 29, 0, 0, 0, 1, 19, 12]), 'meron');
    expect(script.exchanges).toEqual([
      { attacker: 'wala', hit: true, damage: 30 },
      { attacker: 'meron', hit: false, damage: 0 },
      { attacker: 'meron', hit: true, damage: 20 },
      { attacker: 'meron', hit: true, damage: 80 },
    ]);
    expect(script.health).toEqual({ meron: 70, wala: 0 });
    expect(script.seconds).toBe(8 + 12);
  });

  it('never strikes a bird at 1 health before the end', () => {
    // The highest value every time: ten exchanges of a draw, wala landing all it can on meron.
    const highest: RandomSource = { int: (n) => n - 1 };
    const script = drawFightScript(highest, 'draw');
    expect(script.exchanges.map((exchange) => exchange.damage)).toEqual([
      35, 35, 29, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(script.exchanges.every((exchange) => exchange.attacker === 'wala')).toBe(true);
    expect(script.exchanges.filter((exchange) => exchange.hit)).toHaveLength(3);
    expect(script.health).toEqual({ meron: 1, wala: 100 });
    expect(script.seconds).toBe(80);
  });

  it('tells a script consistent with its result, whatever the stream', () => {
    const random = simulation(7);
    for (let i = 0; i < 2000; i += 1) {
      const winner = (['meron', 'wala', 'draw'] as const)[i % 3] ?? 'draw';
      expectConsistent({ winner, meron: 1, wala: 2, ...drawFightScript(random, winner) });
    }
  });

  it('replays the same card and fight from the same seeds', () => {
    const inputs = { serverSeed: 'e'.repeat(64), clientSeed: 'sabong', nonce: 3 };
    const state = COCKFIGHT.initialState();
    const play = () => {
      const random = createFairRandom(inputs);
      const fairCard = COCKFIGHT.card(random, state);
      return { card: fairCard, outcome: COCKFIGHT.draw(random, fairCard, state) };
    };
    const first = play();
    expect(play()).toEqual(first);
    expectConsistent(first.outcome);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});

describe('the records', () => {
  it('give the winner a win, the loser a loss, and both a draw', () => {
    const card = COCKFIGHT.card(scripted([0, 0, 10, 10]), COCKFIGHT.initialState());
    const [meron, wala] = [card.meron.id, card.wala.id];
    const record = (state: CockfightState, id: number) =>
      state.birds.find((bird) => bird.id === id);
    let state = COCKFIGHT.initialState();
    state = COCKFIGHT.nextState(state, COCKFIGHT.draw(scripted([0]), card, state));
    expect(record(state, meron)).toEqual({ id: meron, wins: 1, losses: 0, draws: 0 });
    expect(record(state, wala)).toEqual({ id: wala, wins: 0, losses: 1, draws: 0 });
    state = COCKFIGHT.nextState(
      state,
      COCKFIGHT.draw(scripted([COCKFIGHT_MILLION - 1]), card, state),
    );
    expect(record(state, meron)).toEqual({ id: meron, wins: 1, losses: 0, draws: 1 });
    expect(record(state, wala)).toEqual({ id: wala, wins: 0, losses: 1, draws: 1 });
    const walaWins = COCKFIGHT.draw(scripted([card.probabilities.meron]), card, state);
    const before = state;
    state = COCKFIGHT.nextState(state, walaWins);
    expect(record(state, wala)).toEqual({ id: wala, wins: 1, losses: 1, draws: 1 });
    expect(record(before, wala)).toEqual({ id: wala, wins: 0, losses: 1, draws: 1 });
    const others = state.birds.filter((bird) => bird.id !== meron && bird.id !== wala);
    expect(others.every((bird) => bird.wins + bird.losses + bird.draws === 0)).toBe(true);
  });

  it('add up over a run of fights, and the next card shows them', () => {
    let state = COCKFIGHT.initialState();
    const random = simulation(11);
    for (let i = 0; i < 300; i += 1) {
      const card = COCKFIGHT.card(random, state);
      for (const side of [card.meron, card.wala]) {
        const kept = state.birds.find((bird) => bird.id === side.id);
        expect([side.wins, side.losses, side.draws]).toEqual([
          kept?.wins,
          kept?.losses,
          kept?.draws,
        ]);
      }
      state = COCKFIGHT.nextState(state, COCKFIGHT.draw(random, card, state));
    }
    const total = (key: 'wins' | 'losses' | 'draws') =>
      state.birds.reduce((sum, bird) => sum + bird[key], 0);
    expect(total('wins')).toBe(total('losses'));
    expect(total('wins') * 2 + total('draws')).toBe(600);
  });
});

describe('cockfight bets', () => {
  const card = COCKFIGHT.card(scripted([0, 18, 10, 10]), COCKFIGHT.initialState());
  const outcome = (winner: 'meron' | 'wala' | 'draw'): CockfightOutcome => ({
    winner,
    meron: card.meron.id,
    wala: card.wala.id,
    exchanges: [],
    health: { meron: 100, wala: 100 },
    seconds: 0,
  });

  it('pay a side its odds, refund it on a draw, and pay the draw 18 to 1', () => {
    expect(COCKFIGHT.settle(bet('meron'), card, outcome('meron'))).toBe(card.odds.meron);
    expect(COCKFIGHT.settle(bet('meron'), card, outcome('wala'))).toBe(0);
    expect(COCKFIGHT.settle(bet('meron'), card, outcome('draw'))).toBe(100);
    expect(COCKFIGHT.settle(bet('wala'), card, outcome('wala'))).toBe(card.odds.wala);
    expect(COCKFIGHT.settle(bet('wala'), card, outcome('meron'))).toBe(0);
    expect(COCKFIGHT.settle(bet('wala'), card, outcome('draw'))).toBe(100);
    expect(COCKFIGHT.settle(bet('draw'), card, outcome('draw'))).toBe(1900);
    expect(COCKFIGHT.settle(bet('draw'), card, outcome('meron'))).toBe(0);
    expect(COCKFIGHT.settle(bet('draw'), card, outcome('wala'))).toBe(0);
  });

  it('take three kinds without picks, each holding its stake', () => {
    expect(COCKFIGHT.code).toBe('d_cockfight');
    for (const kind of ['meron', 'wala', 'draw']) {
      expect(isValidBet(COCKFIGHT, bet(kind))).toBe(true);
      expect(COCKFIGHT.hold(bet(kind))).toBe(100);
    }
    expect(isValidBet(COCKFIGHT, { kind: 'meron', pick: [1] })).toBe(false);
    expect(isValidBet(COCKFIGHT, bet('constructor'))).toBe(false);
    expect(() => COCKFIGHT.settle(bet('both'), card, outcome('draw'))).toThrow(RangeError);
    expect(() => expectedReturn(bet('both'), card)).toThrow(RangeError);
  });
});

describe('many fights', () => {
  it('go as their cards say, within loose bounds', () => {
    const random = simulation(2026);
    let state = COCKFIGHT.initialState();
    const fights = 5000;
    let expectedMeron = 0;
    let meronWins = 0;
    let draws = 0;
    let meronReturn = 0;
    let walaReturn = 0;
    for (let i = 0; i < fights; i += 1) {
      const card = COCKFIGHT.card(random, state);
      const outcome = COCKFIGHT.draw(random, card, state);
      expectedMeron += card.probabilities.meron / COCKFIGHT_MILLION;
      if (outcome.winner === 'meron') meronWins += 1;
      if (outcome.winner === 'draw') draws += 1;
      meronReturn += COCKFIGHT.settle(bet('meron'), card, outcome) / 100;
      walaReturn += COCKFIGHT.settle(bet('wala'), card, outcome) / 100;
      state = COCKFIGHT.nextState(state, outcome);
    }
    // Standard errors are near 0.007 (wins), 0.003 (draws) and 0.01 to 0.03 (returns).
    expect(Math.abs(meronWins - expectedMeron) / fights).toBeLessThan(0.04);
    expect(draws / fights).toBeGreaterThan(0.03);
    expect(draws / fights).toBeLessThan(0.07);
    expect(meronReturn / fights).toBeGreaterThan(0.85);
    expect(meronReturn / fights).toBeLessThan(1.05);
    expect(walaReturn / fights).toBeGreaterThan(0.8);
    expect(walaReturn / fights).toBeLessThan(1.1);
    // Every bird fights: each is drawn about one time in ten.
    expect(state.birds.every((bird) => bird.wins + bird.losses + bird.draws > 250)).toBe(true);
  });
});
