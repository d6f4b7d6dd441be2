import { sportsBetCall, sportsBetsCall } from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { dataOf as data } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { HOUSE_SPORTSBOOK, openHouseGame } from '../../test/house';
import { createFundedMember } from '../../test/members';
import type { FeedUpdate, SportsFeed } from './sports-feed';
import { findFixtureByRef, marketsOf, setSelection, updateFixture } from './sportsbook.repository';
import { startSportsRunner } from './sports-runner';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

/** A feed that reports a script of updates at their times: what a real feed would push. */
const scriptedFeed = (script: { atMs: number; update: FeedUpdate }[]): SportsFeed => ({
  updates: (_siteId, from, to) =>
    script
      .filter(({ atMs }) => atMs > from.getTime() && atMs <= to.getTime())
      .map(({ update }) => update),
});

describe('the sportsbook feed runner', () => {
  it('applies a feed on a fast clock: a fixture, live, repriced, suspended, finished and settled', async () => {
    const start = Date.now();
    let clock = start;
    const ref = 'runner-1';
    const feed = scriptedFeed([
      {
        atMs: start + MINUTE,
        update: {
          kind: 'fixture',
          fixture: {
            ref,
            sport: 'football',
            league: { id: 'runner-league', name: 'Runner League' },
            home: { id: 'h', name: 'Home' },
            away: { id: 'a', name: 'Away' },
            startsAt: new Date(start + 3 * MINUTE),
            markets: [
              {
                type: '1x2',
                line: null,
                main: true,
                margin: 0.05,
                selections: [
                  { key: 'home', odds: 210 },
                  { key: 'draw', odds: 320 },
                  { key: 'away', odds: 350 },
                ],
              },
            ],
          },
        },
      },
      {
        atMs: start + 3 * MINUTE,
        update: { kind: 'state', ref, live: true, state: { minute: 1 } },
      },
      {
        atMs: start + 4 * MINUTE,
        update: {
          kind: 'odds',
          ref,
          markets: [{ type: '1x2', line: null, selections: [{ key: 'home', odds: 150 }] }],
        },
      },
      { atMs: start + 5 * MINUTE, update: { kind: 'suspend', ref } },
      { atMs: start + 6 * MINUTE, update: { kind: 'resume', ref } },
      {
        atMs: start + 7 * MINUTE,
        update: { kind: 'result', ref, result: { sport: 'football', home: 2, away: 0 } },
      },
    ]);
    const runner = startSportsRunner({
      settlement: t.app.deps.sportsSettlement,
      feed,
      siteIds: async () => [1],
      database: t.database,
      log: { warn: () => undefined, error: () => undefined },
      everyMs: 10,
      now: () => new Date(clock),
    });
    const db = t.database.db;
    const fixture = async () => findFixtureByRef(db, 1, ref);
    const market = async () => {
      const row = await fixture();
      return row ? (await marketsOf(db, [row.id]))[0] : undefined;
    };
    try {
      clock = start + MINUTE;
      await vi.waitFor(async () => expect((await fixture())?.status).toBe('scheduled'));
      expect(runner.running()).toEqual([1]);

      const { token } = await createFundedMember(t, 100_00n);
      const game = await openHouseGame(t, token, HOUSE_SPORTSBOOK);
      const home = (await market())?.selections.find((selection) => selection.key === 'home');
      if (!home) throw new Error('no home selection');
      let sent = 0;
      const bet = (odds: number) =>
        t.call(
          sportsBetCall,
          {
            legs: [{ selection_id: home.id, odds }],
            stake: '10.00',
            request_id: `runner-${(sent += 1)}`,
          },
          { headers: { authorization: game } },
        );
      data(await bet(210));

      clock = start + 3 * MINUTE;
      await vi.waitFor(async () => expect((await fixture())?.status).toBe('live'));
      clock = start + 4 * MINUTE;
      await vi.waitFor(async () =>
        expect((await market())?.selections.find((s) => s.key === 'home')?.odds).toBe(150),
      );
      expect((await bet(210)).envelope.code).toBe('120');
      clock = start + 5 * MINUTE;
      await vi.waitFor(async () => expect((await market())?.status).toBe('suspended'));
      expect((await bet(150)).envelope.code).toBe('121');
      clock = start + 6 * MINUTE;
      await vi.waitFor(async () => expect((await market())?.status).toBe('open'));
      clock = start + 7 * MINUTE;
      await vi.waitFor(async () => expect((await fixture())?.status).toBe('finished'));
      await vi.waitFor(async () => {
        const { list } = data(
          await t.call(sportsBetsCall, {}, { headers: { authorization: game } }),
        );
        expect(list.map((entry) => [entry.status, entry.returned])).toEqual([['settled', '21.00']]);
      });
      expect((await market())?.status).toBe('settled');
    } finally {
      await runner.stop();
    }
  });

  it('pays, at its next step, a bet a match graded before the server stopped left open', async () => {
    const db = t.database.db;
    const added = await t.app.deps.sportsSettlement.addFixture(1, {
      ref: 'runner-2',
      sport: 'basketball',
      league: { id: 'runner-league', name: 'Runner League' },
      home: { id: 'h2', name: 'Home' },
      away: { id: 'a2', name: 'Away' },
      startsAt: new Date(Date.now() + 60 * MINUTE),
      markets: [
        {
          type: 'ml',
          line: null,
          main: true,
          margin: 0.05,
          selections: [
            { key: 'home', odds: 180 },
            { key: 'away', odds: 200 },
          ],
        },
      ],
    });
    const { token } = await createFundedMember(t, 100_00n);
    const game = await openHouseGame(t, token, HOUSE_SPORTSBOOK);
    const [market] = await marketsOf(db, [added.id]);
    const home = market?.selections.find((selection) => selection.key === 'home');
    if (!market || !home) throw new Error('no home selection');
    data(
      await t.call(
        sportsBetCall,
        { legs: [{ selection_id: home.id, odds: 180 }], stake: '10.00', request_id: 'runner-due' },
        { headers: { authorization: game } },
      ),
    );
    // The match was graded and the process stopped before it paid the bet.
    for (const selection of market.selections) {
      await setSelection(db, selection.id, { result: selection.key === 'home' ? 'win' : 'lose' });
    }
    await updateFixture(db, added.id, {
      status: 'finished',
      result: { sport: 'basketball', home: 90, away: 80 },
      resultVersion: 1,
    });

    const errors: unknown[] = [];
    const runner = startSportsRunner({
      settlement: t.app.deps.sportsSettlement,
      feed: scriptedFeed([]),
      siteIds: async () => [1],
      database: t.database,
      log: { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) },
      everyMs: 10,
    });
    try {
      await vi.waitFor(async () => {
        const { list } = data(
          await t.call(sportsBetsCall, {}, { headers: { authorization: game } }),
        );
        expect(list.map((entry) => [entry.status, entry.returned])).toEqual([['settled', '18.00']]);
      });
      expect(errors).toEqual([]);
    } finally {
      await runner.stop();
    }
  });
});
