import { sportsBetCall, sportsBetsCall } from '@member-site/contracts';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sportFixtures, sportMarkets, sportSelections } from '../../db/schema';
import { isLedgerClean, verifyLedger } from '../../modules/ledger/ledger.service';
import { dataOf as data } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { HOUSE_SPORTSBOOK, openHouseGame } from '../../test/house';
import { createFundedMember } from '../../test/members';
import { createBuiltInFeed } from './built-in-feed';
import { marketsOf, setSelection } from './sportsbook.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('the built-in simulated feed', () => {
  it('schedules fixtures, plays one live with moving odds and suspensions, and settles it', async () => {
    const feed = createBuiltInFeed({
      seed: 'feed-test',
      matchMs: MINUTE,
      aheadMs: 60 * MINUTE,
      leagues: ['fb-northmark'],
    });
    const settlement = t.app.deps.sportsSettlement;
    const db = t.database.db;
    const start = Date.UTC(2026, 10, 25, 12, 0);
    let clock = start;
    const stepTo = async (to: number) => {
      await settlement.step(1, feed, new Date(clock), new Date(to));
      clock = to;
    };
    await stepTo(start + 1000);
    const [next] = await db
      .select()
      .from(sportFixtures)
      .where(and(eq(sportFixtures.siteId, 1), gt(sportFixtures.startsAt, new Date(clock))))
      .orderBy(asc(sportFixtures.startsAt))
      .limit(1);
    if (!next) throw new Error('the feed scheduled nothing ahead');
    expect(next.sport).toBe('football');
    const markets = await marketsOf(db, [next.id]);
    expect(markets.map((market) => market.type)).toEqual(
      expect.arrayContaining(['1x2', 'ah', 'ou', 'btts', 'cs']),
    );
    const home = markets
      .find((market) => market.type === '1x2')
      ?.selections.find((selection) => selection.key === 'home');
    if (!home?.odds) throw new Error('no home price');

    const { token } = await createFundedMember(t, 100_00n);
    const game = await openHouseGame(t, token, HOUSE_SPORTSBOOK);
    data(
      await t.call(
        sportsBetCall,
        {
          legs: [{ selection_id: home.id, odds: home.odds }],
          stake: '10.00',
          request_id: 'built-in-feed-bet',
        },
        { headers: { authorization: game } },
      ),
    );

    // Play the clock on in 2-second steps through the match and a little after.
    const seen = { live: false, suspended: false, moved: false };
    const end = next.startsAt.getTime() + 4 * MINUTE;
    while (clock < end) {
      await stepTo(clock + 2000);
      const [row] = await db.select().from(sportFixtures).where(eq(sportFixtures.id, next.id));
      const now = await marketsOf(db, [next.id]);
      const price = now
        .find((market) => market.type === '1x2')
        ?.selections.find((selection) => selection.key === 'home')?.odds;
      if (row?.status === 'live') seen.live = true;
      if (now.some((market) => market.status === 'suspended')) seen.suspended = true;
      if (row?.status === 'live' && price !== home.odds) seen.moved = true;
      if (row?.status === 'finished') break;
    }
    expect(seen).toEqual({ live: true, suspended: true, moved: true });
    const [finished] = await db.select().from(sportFixtures).where(eq(sportFixtures.id, next.id));
    expect(finished?.status).toBe('finished');
    expect(finished?.result).toMatchObject({ sport: 'football' });
    const { list } = data(await t.call(sportsBetsCall, {}, { headers: { authorization: game } }));
    expect(list[0]?.status).toBe('settled');
    expect(['0.00', list[0]?.potential_return]).toContain(list[0]?.returned);
    expect(isLedgerClean(await verifyLedger(db))).toBe(true);
  }, 120_000);

  it('opens each announced market with its own selections, and keeps them when a restarted feed announces them again', async () => {
    const options = { seed: 'restart-test', matchMs: MINUTE, aheadMs: 30 * MINUTE };
    const settlement = t.app.deps.sportsSettlement;
    const db = t.database.db;
    const at = new Date(Date.UTC(2026, 10, 26, 8, 0));
    const feed = createBuiltInFeed(options);
    // The fixtures still to kick off: those live already have moved on from their opening odds.
    const announced = (await feed.updates(1, at, at)).flatMap((update) =>
      update.kind === 'fixture' && update.fixture.startsAt > at ? [update.fixture] : [],
    );
    expect(announced.length).toBeGreaterThan(1);
    await settlement.step(1, createBuiltInFeed(options), at, at);

    const refs = announced.map((fixture) => fixture.ref);
    const rows = await db
      .select()
      .from(sportFixtures)
      .where(and(eq(sportFixtures.siteId, 1), inArray(sportFixtures.feedRef, refs)));
    expect(rows).toHaveLength(announced.length);
    for (const fixture of announced) {
      const row = rows.find((candidate) => candidate.feedRef === fixture.ref);
      if (!row) throw new Error(`fixture ${fixture.ref} was not added`);
      const stored = await marketsOf(db, [row.id]);
      const shape = (
        markets: {
          type: string;
          line: number | null;
          selections: { key: string; odds: number | null }[];
        }[],
      ) =>
        markets
          .map((market) => ({
            market: `${market.type} ${market.line ?? ''}`,
            selections: market.selections
              .map((selection) => `${selection.key} ${selection.odds ?? '-'}`)
              .sort(),
          }))
          .sort((a, b) => a.market.localeCompare(b.market));
      expect(shape(stored)).toEqual(shape(fixture.markets));
    }

    // An operator's book moves on after the announcement; a restart must not undo that.
    const first = rows[0];
    if (!first) throw new Error('no fixture');
    const [market] = await marketsOf(db, [first.id]);
    const selection = market?.selections[0];
    if (!selection) throw new Error('no selection');
    await setSelection(db, selection.id, { odds: 777 });
    const counted = async () => {
      const [fixtures] = await db
        .select({ n: count() })
        .from(sportFixtures)
        .where(eq(sportFixtures.siteId, 1));
      const [markets] = await db
        .select({ n: count() })
        .from(sportMarkets)
        .where(eq(sportMarkets.siteId, 1));
      const [selections] = await db
        .select({ n: count() })
        .from(sportSelections)
        .where(eq(sportSelections.siteId, 1));
      return [fixtures?.n, markets?.n, selections?.n];
    };
    const before = await counted();
    const restarted = createBuiltInFeed(options);
    await settlement.step(1, restarted, at, at);
    expect(await counted()).toEqual(before);
    const [kept] = await db
      .select()
      .from(sportSelections)
      .where(eq(sportSelections.id, selection.id));
    expect(kept?.odds).toBe(777);
  });
});
