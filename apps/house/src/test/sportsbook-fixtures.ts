import type {
  SportBetView,
  SportFixtureView,
  SportMarketView,
  SportMenu,
} from '../features/sportsbook/api/sportsbook-calls';

/** A market with its selections' odds, in order; ids from the market's id. */
export const market = (
  marketId: number,
  type: SportMarketView['type'],
  odds: Record<string, number | null>,
  patch: Partial<SportMarketView> = {},
): SportMarketView => ({
  market_id: marketId,
  type,
  line: null,
  status: 'open',
  margin: 0.05,
  selections: Object.entries(odds).map(([key, value], index) => ({
    selection_id: marketId * 10 + index,
    key,
    odds: value,
    result: null,
  })),
  ...patch,
});

/** A football `MatchState` in the second half. */
export const footballState = (home: number, away: number, minute: number) => ({
  sport: 'football',
  status: 'in_play',
  home,
  away,
  period: 'second_half',
  clock: minute * 60,
  minute,
  addedMinute: 0,
  addedTime: 3,
  elapsed: minute / 90,
});

/** A live football match, Arsenal 2-1 Chelsea at 63', with its main markets. */
export const footballFixture = (patch: Partial<SportFixtureView> = {}): SportFixtureView => ({
  fixture_id: 1,
  sport: 'football',
  league: { id: 'premier', name: 'Premier League' },
  home: { id: 'ars', name: 'Arsenal' },
  away: { id: 'che', name: 'Chelsea' },
  starts_at: '2026-11-25T01:00:00.000Z',
  status: 'live',
  state: footballState(2, 1, 63),
  result: null,
  market_count: 24,
  markets: [
    market(11, '1x2', { home: 195, draw: 340, away: 410 }),
    market(12, 'ah', { home: 225, away: 165 }, { line: -1, margin: 0.04 }),
    market(13, 'ou', { over: 190, under: 190 }, { line: 14, margin: 0.045 }),
  ],
  ...patch,
});

/** A tennis match later today: Nadal against Federer, moneyline 1.50 / 2.60. */
export const tennisFixture = (patch: Partial<SportFixtureView> = {}): SportFixtureView => ({
  fixture_id: 2,
  sport: 'tennis',
  league: { id: 'atp', name: 'ATP Tour' },
  home: { id: 'nad', name: 'Nadal' },
  away: { id: 'fed', name: 'Federer' },
  starts_at: '2026-11-25T09:30:00.000Z',
  status: 'scheduled',
  state: null,
  result: null,
  market_count: 6,
  markets: [
    market(21, 'ml', { home: 150, away: 260 }),
    market(22, 'hcp', { home: 190, away: 190 }, { line: -14 }),
    market(23, 'total', { over: 185, under: 195 }, { line: 90 }),
  ],
  ...patch,
});

/** The football match with every market: two Asian lines, totals, BTTS, correct score. */
export const footballFull = (patch: Partial<SportFixtureView> = {}): SportFixtureView => {
  const base = footballFixture();
  const scores: Record<string, number> = {};
  for (let home = 0; home <= 4; home += 1)
    for (let away = 0; away <= 4; away += 1) scores[`${home}-${away}`] = 900 + home * 100 + away;
  scores.other = 2500;
  return {
    ...base,
    markets: [
      ...base.markets,
      market(14, 'ah', { home: 190, away: 195 }, { line: 2, margin: 0.04 }),
      market(15, 'ou', { over: 250, under: 150 }, { line: 18, status: 'suspended' }),
      market(16, 'btts', { yes: 170, no: 210 }, { margin: 0.06 }),
      market(17, 'cs', scores, { margin: 0.15 }),
    ],
    ...patch,
  };
};

export const sportMenu = (patch: Partial<SportMenu> = {}): SportMenu => ({
  hall: 4,
  odds_format: 'decimal',
  min_stake: '1.00',
  max_stake: '500.00',
  market_max_stake: {
    prematch: {
      '1x2': '500.00',
      ah: '500.00',
      ou: '500.00',
      btts: '250.00',
      cs: '50.00',
      ml: '500.00',
      hcp: '500.00',
      total: '500.00',
      map_hcp: '250.00',
      total_maps: '250.00',
    },
    live: {
      '1x2': '250.00',
      ah: '250.00',
      ou: '250.00',
      btts: '125.00',
      cs: '25.00',
      ml: '250.00',
      hcp: '250.00',
      total: '250.00',
      map_hcp: '125.00',
      total_maps: '125.00',
    },
  },
  sports: [
    {
      sport: 'football',
      live: 3,
      today: 8,
      early: 20,
      leagues: [
        { id: 'premier', name: 'Premier League', live: 2, today: 5, early: 12 },
        { id: 'laliga', name: 'La Liga', live: 1, today: 3, early: 8 },
      ],
    },
    {
      sport: 'basketball',
      live: 1,
      today: 4,
      early: 6,
      leagues: [{ id: 'nba', name: 'NBA', live: 1, today: 4, early: 6 }],
    },
    {
      sport: 'tennis',
      live: 0,
      today: 2,
      early: 5,
      leagues: [{ id: 'atp', name: 'ATP Tour', live: 0, today: 2, early: 5 }],
    },
  ],
  ...patch,
});

/** An open single on Arsenal at 1.95, cash-out offered at 12.00. */
export const sportBet = (patch: Partial<SportBetView> = {}): SportBetView => ({
  bet_id: 501,
  kind: 'single',
  status: 'open',
  stake: '10.00',
  odds: '1.95',
  potential_return: '19.50',
  returned: null,
  cash_out: '12.00',
  legs: [
    {
      selection_id: 110,
      key: 'home',
      fixture_id: 1,
      sport: 'football',
      home: 'Arsenal',
      away: 'Chelsea',
      starts_at: '2026-11-25T01:00:00.000Z',
      market_type: '1x2',
      line: null,
      odds: 195,
      result: null,
    },
  ],
  placed_at: '2026-11-25T01:10:00.000Z',
  settled_at: null,
  ...patch,
});
