import {
  type SportBetView,
  type SportFixtureView,
  demoPlayCall,
  gameLeaveCall,
  gamePlayCall,
  houseSessionCall,
  operatorSportsCancelCall,
  operatorSportsFixturesCall,
  operatorSportsResultCall,
  sportQuickbetUrlCall,
  sportsBetCall,
  sportsBetsCall,
  sportsCashOutCall,
  sportsFeaturedCall,
  sportsFixtureCall,
  sportsFixturesCall,
  sportsMenuCall,
  sportsPreferencesCall,
} from '@member-site/contracts';
import { parseMinorUnits } from '@member-site/contracts/constants';
import type { FixtureResult, MarketType, Sport } from '@member-site/house-games/sports';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, ledgerTransfers } from '../../db/schema';
import { isLedgerClean, verifyLedger } from '../../modules/ledger/ledger.service';
import { dataOf as data, launchTokenOf as launchToken } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember } from '../../test/members';
import type { FeedMarket } from './sports-feed';
import { marketsOf, setMarketStatus, setSelection, updateFixture } from './sportsbook.repository';

let t: TestApp;
let operator: { token: string };
const SPORTSBOOK = { gp_id: 1, game_type: 4, game_code: 's_sportsbook' };
const ESPORTS = { gp_id: 1, game_type: 9, game_code: 'g_esports' };

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'sports');
  if (!created) throw new Error('operator not created');
  operator = { token: created.key };
});
afterAll(async () => {
  await t.close();
});

let requests = 0;
const requestId = () => `sport-${Date.now()}-${(requests += 1)}`;
const cents = (text: string | null | undefined) => parseMinorUnits(text ?? '', 'RMB') ?? -1n;

/** A member with `amount` in the main wallet at a book: their game session token. */
const bettor = async (amount: bigint, book = SPORTSBOOK) => {
  const { member, token } = await createFundedMember(t, amount);
  const { game_url } = data(
    await t.call(gamePlayCall, { ...book, lobby_url: '/close', device: 'desktop' }, { token }),
  );
  const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
  return { member, game: session.session_token };
};

const as = (game: string) => ({ headers: { authorization: game } });

let fixtures = 0;
/** A fixture from the feed with these markets; it starts in an hour unless told. */
const fixture = async (
  sport: Sport,
  markets: { type: MarketType; line?: number; odds: Record<string, number | null> }[],
  startsInMs = 3_600_000,
): Promise<SportFixtureView> => {
  fixtures += 1;
  const feedMarkets: FeedMarket[] = markets.map((market, index) => ({
    type: market.type,
    line: market.line ?? null,
    main: index === 0,
    margin: 0.05,
    selections: Object.entries(market.odds).map(([key, odds]) => ({ key, odds })),
  }));
  const row = await t.app.deps.sportsSettlement.addFixture(1, {
    ref: `test-${fixtures}`,
    sport,
    league: { id: `${sport}-league`, name: `${sport} league` },
    home: { id: `home-${fixtures}`, name: `Home ${fixtures}` },
    away: { id: `away-${fixtures}`, name: `Away ${fixtures}` },
    startsAt: new Date(Date.now() + startsInMs),
    strengths: { secret: 42 },
    markets: feedMarkets,
  });
  return t.app.deps.sportsSettlement.viewOf(row);
};

const selectionOf = (view: SportFixtureView, type: MarketType, key: string, line?: number) => {
  const market = view.markets.find((entry) => entry.type === type && entry.line === (line ?? null));
  const selection = market?.selections.find((entry) => entry.key === key);
  if (!selection) throw new Error(`no ${type} ${key}`);
  return selection;
};

const place = (
  game: string,
  legs: { selection_id: number; odds: number | null }[],
  stake: string,
  extra: { accept_odds?: 'none' | 'higher' | 'any'; request_id?: string } = {},
) =>
  t.call(
    sportsBetCall,
    {
      legs: legs.map((leg) => ({ selection_id: leg.selection_id, odds: leg.odds ?? 0 })),
      stake,
      request_id: extra.request_id ?? requestId(),
      ...(extra.accept_odds ? { accept_odds: extra.accept_odds } : {}),
    },
    as(game),
  );

const refOf = (view: SportFixtureView) => `test-${view.home.id.slice(5)}`;
const finish = (view: SportFixtureView, result: FixtureResult) =>
  t.app.deps.sportsSettlement.apply(1, { kind: 'result', ref: refOf(view), result });

const betsOf = async (game: string): Promise<SportBetView[]> =>
  data(await t.call(sportsBetsCall, { status: 'all', count: 100 }, as(game))).list;
const walletBalance = async (game: string): Promise<bigint> => {
  const { session } = (await t.app.deps.house.authenticate(game)) ?? {};
  if (!session?.memberId) return session?.demoBalance ?? -1n;
  return t.app.deps.house.memberBalance({
    siteId: session.siteId,
    memberId: session.memberId,
    currency: session.currency,
  });
};

const code = async (answer: Promise<{ envelope: { code: string } }>) =>
  (await answer).envelope.code;

const transferCount = async () =>
  (await t.database.db.select({ n: count() }).from(ledgerTransfers))[0]?.n ?? 0;
const ledgerClean = async () => isLedgerClean(await verifyLedger(t.database.db));

describe('the sportsbook', () => {
  it('opens in hall 4 with its menu, lists and match pages, and hides the feed’s strengths', async () => {
    const { game } = await bettor(100_00n);
    const match = await fixture('football', [
      { type: '1x2', odds: { home: 210, draw: 330, away: 360 } },
      { type: 'ou', line: 10, odds: { over: 190, under: 190 } },
    ]);
    const menu = data(await t.call(sportsMenuCall, {}, as(game)));
    expect(menu.hall).toBe(4);
    expect(menu.sports.map((entry) => entry.sport)).toEqual(['football', 'basketball', 'tennis']);
    expect(menu.min_stake).toBe('1.00');
    const football = menu.sports.find((entry) => entry.sport === 'football');
    expect((football?.today ?? 0) + (football?.early ?? 0)).toBeGreaterThan(0);

    const page = await t.call(sportsFixtureCall, { fixture_id: match.fixture_id }, as(game));
    expect(data(page).markets).toHaveLength(2);
    expect(JSON.stringify(page.envelope)).not.toContain('secret');
    // A football fixture is not on the esports book.
    const esports = await bettor(10_00n, ESPORTS);
    const other = await t.call(
      sportsFixtureCall,
      { fixture_id: match.fixture_id },
      as(esports.game),
    );
    expect(other.envelope.code).toBe('127');
    expect(data(await t.call(sportsMenuCall, {}, as(esports.game))).hall).toBe(9);

    // The match kicks off in an hour: today or, late in the book's day (UTC+8), among the early
    // ones; it is listed under exactly one of the two tabs.
    const listedIn = async (tab: 'today' | 'early') =>
      data(
        await t.call(sportsFixturesCall, { tab, sport: 'football', count: 100 }, as(game)),
      ).list.filter((entry) => entry.fixture_id === match.fixture_id);
    const found = [...(await listedIn('today')), ...(await listedIn('early'))];
    expect(found).toHaveLength(1);
    const [mine] = found;
    // Lists carry the main market only.
    expect(mine?.markets.map((market) => market.type)).toEqual(['1x2']);
    expect(mine?.market_count).toBe(2);

    expect(data(await t.call(sportsPreferencesCall, { odds_format: 'malay' }, as(game)))).toEqual({
      odds_format: 'malay',
    });
    expect(data(await t.call(sportsMenuCall, {}, as(game))).odds_format).toBe('malay');

    const featured = data(await t.call(sportsFeaturedCall, { count: 20 }));
    expect(featured.list.length).toBeGreaterThan(0);
    const frame = data(await t.call(sportQuickbetUrlCall, { support_device: 'desktop' }));
    expect(frame.gp_id).toBe(1);
    expect(frame.url).toMatch(/^\/house\/sportsbook\/quickbet\?/);
  });

  it('opens at the match a play request names in `extra`, and ignores anything else there', async () => {
    const { token } = await createFundedMember(t, 10_00n);
    const launchWith = async (extra?: string) => {
      const answer = await t.call(
        gamePlayCall,
        {
          ...SPORTSBOOK,
          lobby_url: '/close',
          device: 'desktop',
          ...(extra === undefined ? {} : { extra }),
        },
        { token },
      );
      const url = data(answer).game_url;
      // One game at a time: leave this one before the next launch.
      data(await t.call(gameLeaveCall, {}, { token }));
      return url;
    };
    expect(await launchWith('{"fixture_id":42}')).toMatch(
      /^\/house\/sportsbook\?fixture=42#launch=/,
    );
    for (const extra of ['{"fixture_id":-1}', '{"fixture_id":"42"}', 'not json', '[]']) {
      expect(await launchWith(extra)).toMatch(/^\/house\/sportsbook#launch=/);
    }
    expect(await launchWith()).toMatch(/^\/house\/sportsbook#launch=/);
  });

  it('settles every market type with its push and half results', async () => {
    const { game } = await bettor(1_000_00n);
    const football = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 340, away: 380 } },
      { type: 'ah', line: -4, odds: { home: 190, away: 195 } },
      { type: 'ah', line: -5, odds: { home: 210, away: 175 } },
      { type: 'ah', line: -3, odds: { home: 180, away: 205 } },
      { type: 'ou', line: 10, odds: { over: 190, under: 190 } },
      { type: 'ou', line: 12, odds: { over: 195, under: 185 } },
      { type: 'btts', odds: { yes: 170, no: 210 } },
      { type: 'cs', odds: { '2-1': 850, '1-1': 600 } },
    ]);
    const basketball = await fixture('basketball', [
      { type: 'ml', odds: { home: 150, away: 250 } },
      { type: 'hcp', line: -10, odds: { home: 190, away: 190 } },
      { type: 'total', line: 800, odds: { over: 190, under: 190 } },
    ]);
    const tennis = await fixture('tennis', [
      { type: 'ml', odds: { home: 160, away: 230 } },
      { type: 'hcp', line: -6, odds: { home: 190, away: 190 } },
      { type: 'total', line: 150, odds: { over: 190, under: 190 } },
    ]);
    // [fixture, type, line, key, the return of 10.00 a user sees]
    const cases: [SportFixtureView, MarketType, number | undefined, string, string][] = [
      [football, '1x2', undefined, 'home', '20.00'],
      [football, '1x2', undefined, 'draw', '0.00'],
      [football, 'ah', -4, 'home', '10.00'], // -1 on a one-goal win: push
      [football, 'ah', -5, 'home', '5.00'], // -1.25: half lost
      [football, 'ah', -3, 'home', '14.00'], // -0.75: half won, 10 x (1.80 + 1) / 2
      [football, 'ah', -3, 'away', '5.00'],
      [football, 'ou', 10, 'over', '19.00'], // 3 goals over 2.5
      [football, 'ou', 12, 'under', '10.00'], // 3 goals on 3.0: push
      [football, 'btts', undefined, 'yes', '17.00'],
      [football, 'cs', undefined, '2-1', '85.00'],
      [football, 'cs', undefined, '1-1', '0.00'],
      [basketball, 'ml', undefined, 'home', '15.00'],
      [basketball, 'hcp', -10, 'home', '0.00'], // won by 2 on -2.5
      [basketball, 'total', 800, 'over', '10.00'], // 200 points on 200.0: push
      [tennis, 'ml', undefined, 'home', '16.00'],
      [tennis, 'hcp', -6, 'away', '19.00'], // 16-16 in games: away +1.5 wins
      [tennis, 'total', 150, 'under', '19.00'], // 32 games under 37.5
    ];
    const placed: [number, string][] = [];
    for (const [index, [view, type, line, key, expected]] of cases.entries()) {
      // A bettor places at most 10 bets a second.
      if (index > 0 && index % 9 === 0) await new Promise((resolve) => setTimeout(resolve, 1100));
      const bet = data(await place(game, [selectionOf(view, type, key, line)], '10.00')).bet;
      expect(bet.potential_return).not.toBe('0.00');
      placed.push([bet.bet_id, expected]);
    }
    expect(await walletBalance(game)).toBe(1_000_00n - BigInt(cases.length) * 10_00n);
    await finish(football, { sport: 'football', home: 2, away: 1 });
    await finish(basketball, { sport: 'basketball', home: 101, away: 99 });
    await finish(tennis, {
      sport: 'tennis',
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
    });
    const bets = await betsOf(game);
    for (const [betId, expected] of placed) {
      const bet = bets.find((entry) => entry.bet_id === betId);
      expect([betId, bet?.status, bet?.returned]).toEqual([betId, 'settled', expected]);
    }
    const returned = placed.reduce((total, [, expected]) => total + cents(expected), 0n);
    expect(await walletBalance(game)).toBe(1_000_00n - BigInt(cases.length) * 10_00n + returned);

    // Esports in hall 9: maps handicap and total maps.
    const esports = await bettor(100_00n, ESPORTS);
    const match = await fixture('cs2', [
      { type: 'ml', odds: { home: 170, away: 210 } },
      { type: 'map_hcp', line: -6, odds: { home: 250, away: 150 } },
      { type: 'total_maps', line: 10, odds: { over: 200, under: 180 } },
    ]);
    const legs = [
      selectionOf(match, 'ml', 'home'),
      selectionOf(match, 'map_hcp', 'home', -6),
      selectionOf(match, 'total_maps', 'over', 10),
    ];
    const ids: number[] = [];
    for (const leg of legs) ids.push(data(await place(esports.game, [leg], '10.00')).bet.bet_id);
    await finish(match, { sport: 'cs2', maps: ['home', 'away', 'home'] });
    const settled = await betsOf(esports.game);
    expect(ids.map((id) => settled.find((bet) => bet.bet_id === id)?.returned)).toEqual([
      '17.00',
      '0.00',
      '20.00',
    ]);
    expect(await ledgerClean()).toBe(true);
  });

  it('voids a cancelled fixture: a single refunded, a parlay’s leg counted void', async () => {
    const { game } = await bettor(100_00n);
    const cancelled = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 300, away: 400 } },
    ]);
    const played = await fixture('basketball', [{ type: 'ml', odds: { home: 180, away: 200 } }]);
    const single = data(await place(game, [selectionOf(cancelled, '1x2', 'away')], '10.00')).bet;
    const parlay = data(
      await place(
        game,
        [selectionOf(cancelled, '1x2', 'home'), selectionOf(played, 'ml', 'home')],
        '10.00',
      ),
    ).bet;
    expect([parlay.kind, parlay.odds, parlay.potential_return]).toEqual([
      'parlay',
      '3.60',
      '36.00',
    ]);
    const voided = data(
      await t.call(
        operatorSportsCancelCall,
        { fixture_id: cancelled.fixture_id, reason: 'rain' },
        operator,
      ),
    );
    expect(voided.status).toBe('cancelled');
    expect(voided.markets.every((market) => market.status === 'voided')).toBe(true);
    let bets = await betsOf(game);
    expect(bets.find((bet) => bet.bet_id === single.bet_id)).toMatchObject({
      status: 'settled',
      returned: '10.00',
    });
    expect(bets.find((bet) => bet.bet_id === parlay.bet_id)?.status).toBe('open');
    await finish(played, { sport: 'basketball', home: 90, away: 80 });
    bets = await betsOf(game);
    const paid = bets.find((bet) => bet.bet_id === parlay.bet_id);
    expect([paid?.status, paid?.returned, paid?.legs.map((leg) => leg.result)]).toEqual([
      'settled',
      '18.00',
      ['void', 'win'],
    ]);
    expect(await walletBalance(game)).toBe(100_00n - 20_00n + 10_00n + 18_00n);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sport_fixture_cancelled'));
    expect(audits.map((entry) => entry.targetId)).toContain(String(cancelled.fixture_id));
    expect(await ledgerClean()).toBe(true);
  });

  it('resettles a corrected result by the difference, and refuses the same result with 126', async () => {
    const { game } = await bettor(100_00n);
    const loser = await bettor(100_00n);
    const match = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 300, away: 400 } },
    ]);
    data(await place(game, [selectionOf(match, '1x2', 'home')], '10.00'));
    data(await place(loser.game, [selectionOf(match, '1x2', 'away')], '10.00'));
    await finish(match, { sport: 'football', home: 1, away: 0 });
    expect([await walletBalance(game), await walletBalance(loser.game)]).toEqual([110_00n, 90_00n]);

    const correct = (home: number, away: number) =>
      t.call(
        operatorSportsResultCall,
        { fixture_id: match.fixture_id, result: { sport: 'football', home, away }, reason: 'VAR' },
        operator,
      );
    const corrected = data(await correct(0, 1));
    expect(corrected.result).toEqual({ sport: 'football', home: 0, away: 1 });
    // The home bettor gives back 20.00; the away bettor is paid 40.00.
    expect([await walletBalance(game), await walletBalance(loser.game)]).toEqual([90_00n, 130_00n]);
    const before = await transferCount();
    expect((await correct(0, 1)).envelope.code).toBe('126');
    expect(await transferCount()).toBe(before);
    data(await correct(2, 0));
    expect([await walletBalance(game), await walletBalance(loser.game)]).toEqual([110_00n, 90_00n]);
    // Settling again changes nothing.
    for (const bet of await betsOf(game)) await t.app.deps.sportsSettlement.settleBet(bet.bet_id);
    expect(await walletBalance(game)).toBe(110_00n);
    expect(await ledgerClean()).toBe(true);
    const listed = data(await t.call(operatorSportsFixturesCall, { status: 'finished' }, operator));
    expect(listed.list.some((entry) => entry.fixture_id === match.fixture_id)).toBe(true);
    expect(
      (
        await t.call(operatorSportsResultCall, {
          fixture_id: match.fixture_id,
          result: { sport: 'football', home: 1, away: 1 },
          reason: 'x',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses every bad bet with its code and moves nothing', async () => {
    const { game } = await bettor(50_00n);
    const match = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 300, away: 400 } },
      { type: 'btts', odds: { yes: 180, no: 190 } },
    ]);
    const other = await fixture('basketball', [{ type: 'ml', odds: { home: 180, away: null } }]);
    const home = selectionOf(match, '1x2', 'home');
    const before = await transferCount();

    // Odds moved since the slip was built.
    await t.app.deps.sportsSettlement.apply(1, {
      kind: 'odds',
      ref: refOf(match),
      markets: [{ type: '1x2', line: null, selections: [{ key: 'home', odds: 190 }] }],
    });
    const moved = await place(game, [home], '10.00');
    expect(moved.envelope.code).toBe('120');
    expect(moved.envelope.apiResponseData).toMatchObject({
      legs: [{ selection_id: home.selection_id, odds: 190 }],
    });
    expect(await code(place(game, [home], '10.00', { accept_odds: 'higher' }))).toBe('120');
    expect(
      await code(place(game, [{ ...selectionOf(other, 'ml', 'away'), odds: 190 }], '10.00')),
    ).toBe('122');
    expect(await code(place(game, [home, selectionOf(match, 'btts', 'yes')], '10.00'))).toBe('123');
    expect(await code(place(game, [home, home], '10.00'))).toBe('123');
    expect(await code(place(game, [{ ...home, odds: 190 }], '20000.01'))).toBe('110');
    expect(await code(place(game, [{ ...home, odds: 190 }], '0.50'))).toBe('110');
    expect(await code(place(game, [{ ...home, odds: 190 }], '50.01'))).toBe('103');
    expect(await code(place(game, [{ selection_id: 999_999, odds: 190 }], '1.00'))).toBe('127');
    await t.app.deps.sportsSettlement.apply(1, { kind: 'suspend', ref: refOf(match) });
    expect(await code(place(game, [{ ...home, odds: 190 }], '10.00'))).toBe('121');
    expect(await transferCount()).toBe(before);
    expect(await walletBalance(game)).toBe(50_00n);

    await t.app.deps.sportsSettlement.apply(1, { kind: 'resume', ref: refOf(match) });
    const id = requestId();
    const first = data(
      await place(game, [{ ...home, odds: 170 }], '10.00', { request_id: id, accept_odds: 'any' }),
    );
    expect(first.bet.legs[0]?.odds).toBe(190);
    const again = data(await place(game, [{ ...home, odds: 190 }], '10.00', { request_id: id }));
    expect(again.bet.bet_id).toBe(first.bet.bet_id);
    expect(await code(place(game, [{ ...home, odds: 190 }], '11.00', { request_id: id }))).toBe(
      '112',
    );
    expect(await walletBalance(game)).toBe(40_00n);

    await finish(match, { sport: 'football', home: 0, away: 0 });
    expect(await code(place(game, [{ ...home, odds: 190 }], '1.00'))).toBe('122');
    const cashOut = await t.call(
      sportsCashOutCall,
      { bet_id: first.bet.bet_id, value: '1.00', request_id: requestId() },
      as(game),
    );
    expect(cashOut.envelope.code).toBe('124');
    expect(await walletBalance(game)).toBe(40_00n);
    expect(await ledgerClean()).toBe(true);
  });

  it('cashes a bet out at its shown value, refusing a changed value unless accepted', async () => {
    const { game } = await bettor(100_00n);
    const match = await fixture('tennis', [{ type: 'ml', odds: { home: 200, away: 190 } }]);
    const bet = data(await place(game, [selectionOf(match, 'ml', 'home')], '10.00')).bet;
    const shown = (await betsOf(game)).find((entry) => entry.bet_id === bet.bet_id)?.cash_out;
    expect(shown).not.toBeNull();
    await t.app.deps.sportsSettlement.apply(1, {
      kind: 'odds',
      ref: refOf(match),
      markets: [{ type: 'ml', line: null, selections: [{ key: 'home', odds: 150 }] }],
    });
    const changed = await t.call(
      sportsCashOutCall,
      { bet_id: bet.bet_id, value: shown ?? '', request_id: requestId() },
      as(game),
    );
    expect(changed.envelope.code).toBe('125');
    const now = (changed.envelope.apiResponseData as unknown as { value: string }).value;
    expect(cents(now)).toBeGreaterThan(cents(shown));
    await t.app.deps.sportsSettlement.apply(1, { kind: 'suspend', ref: refOf(match) });
    expect(
      (
        await t.call(
          sportsCashOutCall,
          { bet_id: bet.bet_id, value: now, request_id: requestId() },
          as(game),
        )
      ).envelope.code,
    ).toBe('124');
    await t.app.deps.sportsSettlement.apply(1, { kind: 'resume', ref: refOf(match) });
    const cashed = data(
      await t.call(
        sportsCashOutCall,
        { bet_id: bet.bet_id, value: shown ?? '', accept_change: true, request_id: requestId() },
        as(game),
      ),
    );
    expect([cashed.bet.status, cashed.bet.returned]).toEqual(['cashed_out', now]);
    expect(await walletBalance(game)).toBe(90_00n + cents(now));
    // Settlement leaves a cashed-out bet alone.
    await finish(match, {
      sport: 'tennis',
      sets: [
        [6, 0],
        [6, 0],
      ],
    });
    expect(await walletBalance(game)).toBe(90_00n + cents(now));
    expect(await ledgerClean()).toBe(true);
  });

  it('answers a repeated cash-out as the first, and pays it once', async () => {
    const { game } = await bettor(100_00n);
    const match = await fixture('tennis', [{ type: 'ml', odds: { home: 200, away: 190 } }]);
    const bet = data(await place(game, [selectionOf(match, 'ml', 'home')], '10.00')).bet;
    const value = (await betsOf(game)).find((entry) => entry.bet_id === bet.bet_id)?.cash_out;
    const id = requestId();
    const send = () =>
      t.call(
        sportsCashOutCall,
        { bet_id: bet.bet_id, value: value ?? '', request_id: id },
        as(game),
      );
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    const answers = [first, second, third].map((answer) => data(answer));
    expect(
      answers.map((answer) => [answer.bet.status, answer.bet.returned, answer.balance]),
    ).toEqual(Array.from({ length: 3 }, () => ['cashed_out', value, answers[0]?.balance]));
    expect(await walletBalance(game)).toBe(90_00n + cents(value));
    // The bets list answers the balance the cash-out left.
    const listed = data(await t.call(sportsBetsCall, { status: 'settled' }, as(game)));
    expect(listed.balance).toBe(answers[0]?.balance);
    // Another request id for the closed bet is refused.
    const other = await t.call(
      sportsCashOutCall,
      { bet_id: bet.bet_id, value: value ?? '', request_id: requestId() },
      as(game),
    );
    expect(other.envelope.code).toBe('124');
    expect(await ledgerClean()).toBe(true);
  });

  it('holds each member to what a market takes, across their bets, before the start and in play', async () => {
    // RMB: the book takes 1.00 to 20,000.00 a bet; a correct score market 10 % of that, half in play.
    const { game } = await bettor(10_000_00n);
    const menu = data(await t.call(sportsMenuCall, {}, as(game)));
    expect([menu.market_max_stake.prematch.cs, menu.market_max_stake.live.cs]).toEqual([
      '2000.00',
      '1000.00',
    ]);
    expect(menu.market_max_stake.prematch['1x2']).toBe('20000.00');
    const match = await fixture('football', [
      { type: '1x2', odds: { home: 210, draw: 330, away: 360 } },
      { type: 'cs', odds: { '1-0': 700, '0-0': 900, other: 300 } },
    ]);
    const oneNil = selectionOf(match, 'cs', '1-0');
    const nilNil = selectionOf(match, 'cs', '0-0');
    data(await place(game, [oneNil], '1500.00'));
    const before = await transferCount();
    const over = await place(game, [nilNil], '600.00');
    expect(over.envelope.code).toBe('110');
    expect(over.envelope.apiResponseData).toEqual({
      selection_id: nilNil.selection_id,
      max_stake: '500.00',
    });
    expect(await transferCount()).toBe(before);
    expect(await walletBalance(game)).toBe(8_500_00n);
    // A parlay's stake counts on each of its markets.
    const other = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 320, away: 380 } },
    ]);
    expect(await code(place(game, [nilNil, selectionOf(other, '1x2', 'home')], '501.00'))).toBe(
      '110',
    );
    data(await place(game, [nilNil, selectionOf(other, '1x2', 'home')], '500.00'));
    expect(await code(place(game, [oneNil], '1.00'))).toBe('110');

    // Another member has their own allowance on the same market.
    const { game: second } = await bettor(3_000_00n);
    data(await place(second, [oneNil], '2000.00'));

    // In play the market takes half: 1,000.00 in all, and 2,000.00 was staked before.
    const live = await fixture(
      'football',
      [{ type: 'cs', odds: { '1-0': 700, other: 300 } }],
      -60_000,
    );
    await t.app.deps.sportsSettlement.apply(1, {
      kind: 'state',
      ref: refOf(live),
      live: true,
      state: null,
    });
    const inPlay = await place(game, [selectionOf(live, 'cs', '1-0')], '1000.01');
    expect(inPlay.envelope.apiResponseData).toEqual({
      selection_id: selectionOf(live, 'cs', '1-0').selection_id,
      max_stake: '1000.00',
    });
    data(await place(game, [selectionOf(live, 'cs', '1-0')], '1000.00'));
    expect(await ledgerClean()).toBe(true);
  });

  it('settles exactly once when a cash-out races the settlement', async () => {
    const { game } = await bettor(1_000_00n);
    const matches: SportFixtureView[] = [];
    for (let index = 0; index < 8; index += 1) {
      matches.push(await fixture('basketball', [{ type: 'ml', odds: { home: 190, away: 190 } }]));
    }
    const bets: SportBetView[] = [];
    for (const match of matches) {
      bets.push(data(await place(game, [selectionOf(match, 'ml', 'home')], '10.00')).bet);
    }
    const shown = await betsOf(game);
    const outcomes = await Promise.all(
      matches.map(async (match, index) => {
        const bet = bets[index];
        if (!bet) throw new Error('no bet');
        const value = shown.find((entry) => entry.bet_id === bet.bet_id)?.cash_out ?? '';
        const [cashOut] = await Promise.all([
          t.call(
            sportsCashOutCall,
            { bet_id: bet.bet_id, value, request_id: requestId() },
            as(game),
          ),
          finish(match, { sport: 'basketball', home: 100, away: 90 }),
        ]);
        return cashOut.envelope.code;
      }),
    );
    expect(outcomes.every((code) => code === '100' || code === '124')).toBe(true);
    const final = await betsOf(game);
    let total = 0n;
    for (const bet of bets) {
      const row = final.find((entry) => entry.bet_id === bet.bet_id);
      expect(['settled', 'cashed_out']).toContain(row?.status);
      if (row?.status === 'settled') expect(row.returned).toBe('19.00');
      total += cents(row?.returned);
    }
    expect(await walletBalance(game)).toBe(1_000_00n - 80_00n + total);
    expect(await ledgerClean()).toBe(true);
  });

  it('keeps balances exact through 1,000 concurrent bets while the odds move', async () => {
    const match = await fixture('football', [
      { type: '1x2', odds: { home: 200, draw: 300, away: 400 } },
    ]);
    const home = selectionOf(match, '1x2', 'home');
    const players: { game: string }[] = [];
    for (let index = 0; index < 100; index += 1) players.push(await bettor(100_00n));
    const houseBefore = await houseBalance();
    const prices = [200, 205, 195, 210, 200];
    const moves = (async () => {
      for (const odds of prices) {
        await t.app.deps.sportsSettlement.apply(1, {
          kind: 'odds',
          ref: refOf(match),
          markets: [{ type: '1x2', line: null, selections: [{ key: 'home', odds }] }],
        });
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => {
        const asked = prices[index % prices.length] ?? 200;
        const player = players[index % players.length];
        if (!player) throw new Error('no player');
        return place(player.game, [{ ...home, odds: asked }], '1.00').then((answer) => ({
          answer,
          asked,
        }));
      }),
    );
    await moves;
    let staked = 0n;
    for (const { answer, asked } of answers) {
      expect(['100', '120']).toContain(answer.envelope.code);
      if (answer.envelope.code === '100') {
        const { bet } = data(answer);
        expect(bet.legs[0]?.odds).toBe(asked);
        staked += cents(bet.stake);
      }
    }
    expect(staked).toBeGreaterThan(0n);
    expect((await houseBalance()) - houseBefore).toBe(staked);
    let wallets = 0n;
    for (const player of players) wallets += await walletBalance(player.game);
    expect(wallets).toBe(100n * 100_00n - staked);
    expect(await ledgerClean()).toBe(true);
  }, 120_000);

  it('pays the bets of a match graded just before the server stopped, once, on the next pass', async () => {
    const { game } = await bettor(100_00n);
    const graded = await fixture('basketball', [{ type: 'ml', odds: { home: 200, away: 190 } }]);
    const later = await fixture('basketball', [{ type: 'ml', odds: { home: 150, away: 250 } }]);
    const single = data(await place(game, [selectionOf(graded, 'ml', 'home')], '10.00')).bet;
    const parlay = data(
      await place(
        game,
        [selectionOf(graded, 'ml', 'home'), selectionOf(later, 'ml', 'home')],
        '10.00',
      ),
    ).bet;
    const sweep = () =>
      t.app.deps.sportsSettlement.settleOverdue(1, (betId, error) => {
        throw new Error(`bet ${betId} failed: ${String(error)}`);
      });
    // Nothing has finished yet: no bet is due.
    expect(await sweep()).toBe(0);

    // What grading commits, with the process gone before it paid a single bet.
    const db = t.database.db;
    const [market] = await marketsOf(db, [graded.fixture_id]);
    if (!market) throw new Error('no market');
    for (const selection of market.selections) {
      await setSelection(db, selection.id, { result: selection.key === 'home' ? 'win' : 'lose' });
    }
    await setMarketStatus(db, [market.id], 'settled');
    await updateFixture(db, graded.fixture_id, {
      status: 'finished',
      result: { sport: 'basketball', home: 101, away: 99 },
      resultVersion: 1,
    });
    expect((await betsOf(game)).map((bet) => bet.status)).toEqual(['open', 'open']);
    const before = await transferCount();

    // Two processes sweep at once: each bet is looked at, the single paid exactly once.
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    const bets = await betsOf(game);
    expect(bets.find((bet) => bet.bet_id === single.bet_id)).toMatchObject({
      status: 'settled',
      returned: '20.00',
    });
    // The parlay has its first leg's result and waits for the other match.
    const waiting = bets.find((bet) => bet.bet_id === parlay.bet_id);
    expect([waiting?.status, waiting?.legs.map((leg) => leg.result)]).toEqual([
      'open',
      ['win', null],
    ]);
    expect(await walletBalance(game)).toBe(100_00n - 20_00n + 20_00n);
    expect(await transferCount()).toBe(before + 1);
    // Nothing is left due: the next passes change nothing.
    expect(await sweep()).toBe(0);
    expect(await transferCount()).toBe(before + 1);
    expect(await ledgerClean()).toBe(true);
  });

  it('lets a demo session bet play money without the ledger', async () => {
    const { game_url } = data(
      await t.call(demoPlayCall, { ...SPORTSBOOK, device: 'desktop', currency: 'RMB' }),
    );
    const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
    const match = await fixture('basketball', [{ type: 'ml', odds: { home: 150, away: 260 } }]);
    const before = await transferCount();
    const start = cents(session.balance);
    data(await place(session.session_token, [selectionOf(match, 'ml', 'home')], '10.00'));
    await finish(match, { sport: 'basketball', home: 80, away: 70 });
    expect(await walletBalance(session.session_token)).toBe(start + 5_00n);
    expect(await transferCount()).toBe(before);
  });
});

const houseBalance = async (): Promise<bigint> => {
  const house = await t.app.deps.ledger.ensureAccount({
    siteId: 1,
    kind: 'house_provider',
    provider: 'house',
    currency: 'RMB',
  });
  return t.app.deps.ledger.balanceOf(house.id);
};
