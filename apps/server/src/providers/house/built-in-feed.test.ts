import { sportsBetCall, sportsBetsCall } from '@member-site/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sportFixtures } from '../../db/schema';
import { isLedgerClean, verifyLedger } from '../../modules/ledger/ledger.service';
import { dataOf as data } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { HOUSE_SPORTSBOOK, openHouseGame } from '../../test/house';
import { createFundedMember } from '../../test/members';
import { createBuiltInFeed } from './built-in-feed';
import { marketsOf } from './sportsbook.repository';

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
});
