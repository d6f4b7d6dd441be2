import {
  gamePlayCall,
  houseLeaveCall,
  houseSessionCall,
  sportsBetCall,
} from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataOf as data, launchTokenOf as launchToken } from '../../test/answers';
import {
  connectEcho,
  eventOn,
  listen,
  untilInChannel,
  untilOutOfChannel,
} from '../../test/echo-clients';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember } from '../../test/members';

let t: TestApp;
let url: string;
beforeAll(async () => {
  // Game sessions that end leave their channel on the sweep, every 200 ms here.
  t = await buildTestApp({ build: { realtimeLimits: { sessionSweepMs: 200 } } });
  url = await listen(t);
});
afterAll(async () => {
  await t.close();
});

const SPORTSBOOK = { gp_id: 1, game_type: 4, game_code: 's_sportsbook' };

/** A funded member with the book open: its game session's token and private channel. */
const openBook = async () => {
  const { member, token } = await createFundedMember(t, 100_00n);
  const { game_url } = data(
    await t.call(
      gamePlayCall,
      { ...SPORTSBOOK, lobby_url: '/close', device: 'desktop' },
      { token },
    ),
  );
  const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
  return { member, token, game: session.session_token, channel: session.channel };
};

describe('the sportsbook’s realtime channels', () => {
  it('pushes odds, market status and fixture status to the book, and bet results to the player’s game page', async () => {
    const { member, game, channel } = await openBook();
    expect(channel).toBe(`house.${member.id}`);
    const visitor = connectEcho(url);
    const own = connectEcho(url, { token: game });
    try {
      visitor.echo.channel('sportsbook');
      own.echo.private(`house.${member.id}`);
      await untilInChannel(t, visitor, 'sportsbook');
      await untilInChannel(t, own, `private-house.${member.id}`);

      const settlement = t.app.deps.sportsSettlement;
      const fixture = await settlement.addFixture(1, {
        ref: 'live-1',
        sport: 'basketball',
        league: { id: 'nba', name: 'NBA' },
        home: { id: 'h', name: 'Home' },
        away: { id: 'a', name: 'Away' },
        startsAt: new Date(Date.now() + 60_000),
        markets: [
          {
            type: 'ml',
            line: null,
            main: true,
            margin: 0.04,
            selections: [
              { key: 'home', odds: 180 },
              { key: 'away', odds: 200 },
            ],
          },
        ],
      });
      const added = await visitor.next(eventOn('sport_update', 'sportsbook'));
      expect(added.args[1]).toMatchObject({
        fixtures: [{ fixture_id: fixture.id, status: 'scheduled' }],
      });
      const view = await settlement.viewOf(fixture);
      const [home, away] = view.markets[0]?.selections ?? [];
      if (!home || !away) throw new Error('no selections');

      await settlement.apply(1, {
        kind: 'odds',
        ref: 'live-1',
        markets: [
          {
            type: 'ml',
            line: null,
            selections: [
              { key: 'home', odds: 170 },
              { key: 'away', odds: 200 },
            ],
          },
        ],
      });
      const odds = await visitor.next(
        (event) =>
          event.event === 'sport_update' &&
          JSON.stringify(event.args[1]).includes('"selections":[{'),
      );
      // Only the selection whose odds moved, in one batch.
      expect(odds.args[1]).toEqual({
        fixtures: [],
        markets: [],
        selections: [
          { selection_id: home.selection_id, market_id: view.markets[0]?.market_id, odds: 170 },
        ],
      });

      await settlement.apply(1, { kind: 'suspend', ref: 'live-1' });
      const suspended = await visitor.next(
        (event) =>
          event.event === 'sport_update' && JSON.stringify(event.args[1]).includes('suspended'),
      );
      expect(suspended.args[1]).toMatchObject({
        markets: [{ market_id: view.markets[0]?.market_id, status: 'suspended' }],
      });
      await settlement.apply(1, { kind: 'resume', ref: 'live-1' });

      const { bet } = data(
        await t.call(
          sportsBetCall,
          {
            legs: [{ selection_id: home.selection_id, odds: 170 }],
            stake: '10.00',
            request_id: 'realtime-bet-00000001',
          },
          { headers: { authorization: game } },
        ),
      );
      await settlement.apply(1, {
        kind: 'result',
        ref: 'live-1',
        result: { sport: 'basketball', home: 99, away: 90 },
      });
      const finished = await visitor.next(
        (event) =>
          event.event === 'sport_update' && JSON.stringify(event.args[1]).includes('finished'),
      );
      expect(finished.args[1]).toMatchObject({
        fixtures: [{ fixture_id: fixture.id, status: 'finished' }],
      });
      const settled = await own.next(eventOn('sport_bet', `private-house.${member.id}`));
      expect(settled.args[1]).toEqual({ bet_id: bet.bet_id, status: 'settled', returned: '17.00' });
      // The private event never reaches the public channel.
      expect(visitor.received.some((event) => event.event === 'sport_bet')).toBe(false);
    } finally {
      visitor.close();
      own.close();
    }
  });

  it('opens a game page’s channel to its own live game session only', async () => {
    const first = await openBook();
    const second = await openBook();
    const clients = [
      // The member's site session is not a game session.
      connectEcho(url, { token: first.token }),
      // Another member's game session.
      connectEcho(url, { token: second.game }),
      connectEcho(url),
    ];
    try {
      const [siteSession, stranger, anonymous] = clients;
      if (!siteSession || !stranger || !anonymous) throw new Error('no clients');
      siteSession.echo.private(`house.${first.member.id}`);
      stranger.echo.private(`house.${first.member.id}`);
      anonymous.echo.private(`house.${first.member.id}`);
      const refusal = async (client: typeof siteSession) =>
        (await client.next(eventOn('subscription_error', `private-house.${first.member.id}`)))
          .args[1];
      expect(await refusal(siteSession)).toBe(401);
      expect(await refusal(stranger)).toBe(403);
      expect(await refusal(anonymous)).toBe(401);

      // A game page whose session ends (its lobby button) is taken out of the channel.
      const own = connectEcho(url, { token: first.game });
      clients.push(own);
      own.echo.private(`house.${first.member.id}`);
      await untilInChannel(t, own, `private-house.${first.member.id}`);
      data(await t.call(houseLeaveCall, {}, { headers: { authorization: first.game } }));
      await untilOutOfChannel(t, own, `private-house.${first.member.id}`);
    } finally {
      for (const client of clients) client.close();
    }
  });
});
