import { describe, expect, it } from 'vitest';

import { footballFixture } from '../../../test/sportsbook-fixtures';
import { applySportUpdate } from './book-state';
import {
  EMPTY_SLIP,
  checkParlay,
  parlayOdds,
  parlayReturn,
  returnAt,
  togglePick,
  type SlipPick,
} from './bet-slip';
import { lineText } from './labels';
import { readMatch, pointLabel } from './match-state';
import {
  exceededMax,
  maxStakeOfRefusal,
  needsAccepting,
  oddsOfRefusal,
  slipBlock,
  type SlipLimits,
} from './use-slip';

const pick = (patch: Partial<SlipPick> = {}): SlipPick => ({
  selectionId: 1,
  fixtureId: 1,
  marketId: 1,
  marketType: '1x2',
  line: null,
  key: 'home',
  sport: 'football',
  home: 'A',
  away: 'B',
  odds: 195,
  accepted: 195,
  locked: false,
  live: false,
  stake: 0n,
  ...patch,
});

describe('the slip arithmetic', () => {
  it('returns stake times odds, rounded down once, and the parlay product', () => {
    expect(returnAt(1000n, 195)).toBe(1950n);
    expect(returnAt(333n, 187)).toBe(622n);
    expect(parlayReturn(1000n, [195, 150])).toBe(2925n);
    expect(parlayReturn(1n, [199, 199, 199])).toBe(7n);
    expect(parlayOdds([195, 150])).toBe(292);
  });

  it('checks a parlay: two to ten legs from different matches', () => {
    expect(checkParlay([pick()])).toBe('too_few');
    expect(checkParlay([pick(), pick({ selectionId: 2, fixtureId: 2 })])).toBe('ok');
    expect(checkParlay([pick(), pick({ selectionId: 2 })])).toBe('correlated');
    const eleven = Array.from({ length: 11 }, (_, n) => pick({ selectionId: n, fixtureId: n }));
    expect(checkParlay(eleven)).toBe('too_many');
  });

  it('takes a selection in and out, and never one without odds', () => {
    const added = togglePick(EMPTY_SLIP, pick());
    expect(added.picks).toHaveLength(1);
    expect(togglePick(added, pick()).picks).toHaveLength(0);
    expect(togglePick(EMPTY_SLIP, pick({ odds: null })).picks).toHaveLength(0);
  });

  it('asks before taking other odds unless the choice allows them', () => {
    const lower = pick({ odds: 180 });
    const higher = pick({ odds: 210 });
    expect(needsAccepting(lower, 'none')).toBe(true);
    expect(needsAccepting(higher, 'none')).toBe(true);
    expect(needsAccepting(lower, 'higher')).toBe(true);
    expect(needsAccepting(higher, 'higher')).toBe(false);
    expect(needsAccepting(lower, 'any')).toBe(false);
    expect(needsAccepting(pick(), 'none')).toBe(false);
  });

  it('reads the odds of a 120 refusal', () => {
    expect([
      ...oddsOfRefusal({
        legs: [
          { selection_id: 5, odds: 180 },
          { selection_id: 6, odds: null },
        ],
      }),
    ]).toEqual([
      [5, 180],
      [6, null],
    ]);
    expect(oddsOfRefusal(null).size).toBe(0);
    expect(oddsOfRefusal({ legs: 'x' }).size).toBe(0);
  });
});

describe('the match readers', () => {
  it('read a tennis and an esports state, a result, and survive anything else', () => {
    const tennis = readMatch({
      sport: 'tennis',
      status: 'in_play',
      home: 1,
      away: 0,
      sets: [[6, 4]],
      games: [2, 3],
      points: [3, 4],
      tiebreak: false,
      server: 'home',
    });
    expect(tennis.score).toEqual([1, 0]);
    expect(tennis.sets).toEqual([[6, 4]]);
    expect(tennis.games).toEqual([2, 3]);
    expect(pointLabel(tennis, 'home')).toBe('40');
    expect(pointLabel(tennis, 'away')).toBe('AD');
    const esports = readMatch({
      sport: 'cs2',
      home: 1,
      away: 1,
      maps: ['home', 'away'],
      map: 3,
      score: [7, 5],
      mapLive: true,
    });
    expect(esports.score).toEqual([1, 1]);
    expect(esports.map).toBe(3);
    expect(esports.mapScore).toEqual([7, 5]);
    expect(
      readMatch(null, {
        sport: 'tennis',
        sets: [
          [6, 4],
          [3, 6],
          [7, 6],
        ],
      }).score,
    ).toEqual([2, 1]);
    expect(readMatch(null, { sport: 'lol', maps: ['away', 'away'] }).score).toEqual([0, 2]);
    expect(readMatch('nonsense').score).toBeNull();
    expect(readMatch({ home: 'x', sets: 'y', maps: [1] }).sets).toEqual([]);
  });

  it('write lines in quarters', () => {
    expect(lineText(-1, true)).toBe('-0.25');
    expect(lineText(2, true)).toBe('+0.5');
    expect(lineText(0, true)).toBe('0');
    expect(lineText(10, false)).toBe('2.5');
  });
});

describe('a feed update', () => {
  it('changes only what it names and keeps the rest as it was', () => {
    const fixture = footballFixture();
    const same = applySportUpdate(fixture, { fixtures: [], markets: [], selections: [] });
    expect(same).toBe(fixture);
    const moved = applySportUpdate(fixture, {
      fixtures: [{ fixture_id: 1, status: 'finished' }],
      markets: [{ market_id: 12, fixture_id: 1, status: 'suspended' }],
      selections: [{ selection_id: 110, market_id: 11, odds: 200 }],
    });
    expect(moved.status).toBe('finished');
    expect(moved.state).toBe(fixture.state);
    expect(moved.markets[0]?.selections[0]?.odds).toBe(200);
    expect(moved.markets[1]?.status).toBe('suspended');
    expect(moved.markets[2]).toBe(fixture.markets[2]);
    // Another fixture's update leaves this one alone.
    expect(
      applySportUpdate(fixture, {
        fixtures: [{ fixture_id: 9, status: 'finished' }],
        markets: [{ market_id: 12, fixture_id: 9, status: 'suspended' }],
        selections: [],
      }),
    ).toBe(fixture);
  });
});

describe('the stake limits of a market', () => {
  // The book takes 1.00 to 500.00 a bet; correct score 50.00, and half of each in play.
  const limits: SlipLimits = {
    min: 100n,
    max: 50_000n,
    market: (item) => (item.marketType === 'cs' ? 5000n : 50_000n) / (item.live ? 2n : 1n),
  };

  it('holds a single to its market and a parlay to its smallest market', () => {
    const scores = pick({
      selectionId: 2,
      fixtureId: 2,
      marketType: 'cs',
      key: '1-0',
      stake: 6000n,
    });
    const singles = { ...EMPTY_SLIP, picks: [pick({ stake: 6000n }), scores] };
    expect(exceededMax(singles, limits)).toBe(5000n);
    expect(slipBlock(singles, limits, 1_000_000n, 'none')).toBe('above_max');
    const within = { ...singles, picks: [pick({ stake: 6000n }), { ...scores, stake: 5000n }] };
    expect(slipBlock(within, limits, 1_000_000n, 'none')).toBeNull();
    const live = {
      ...within,
      picks: [pick({ stake: 6000n }), { ...scores, stake: 5000n, live: true }],
    };
    expect(exceededMax(live, limits)).toBe(2500n);
    const parlay = { ...within, mode: 'parlay' as const, parlayStake: 3000n };
    expect(exceededMax(parlay, limits)).toBeNull();
    expect(exceededMax({ ...parlay, parlayStake: 5001n }, limits)).toBe(5000n);
  });

  it('reads what is left from a refusal, and nothing from a malformed one', () => {
    expect(maxStakeOfRefusal({ selection_id: 3, max_stake: '12.50' })).toBe('12.50');
    expect(maxStakeOfRefusal({ max_stake: '<b>' })).toBeNull();
    expect(maxStakeOfRefusal(null)).toBeNull();
  });
});
