import {
  demoPlayCall,
  gamePlayCall,
  houseClientSeedCall,
  houseLeaveCall,
  houseRotateSeedCall,
  houseRoundCall,
  houseRoundsCall,
  houseSessionCall,
  houseSpinCall,
  myCashCall,
  oneKeyReturnCall,
} from '@member-site/contracts';
import { parseMinorUnits } from '@member-site/contracts/constants';
import { createFairRandom, hashServerSeed } from '@member-site/house-games/fair';
import { LOTUS_FORTUNE, playSlotRound } from '@member-site/house-games/slot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gameProviders, houseRounds, houseSessions, ledgerTransfers } from '../../db/schema';
import { isLedgerClean } from '../../modules/ledger/ledger.service';
import { dataOf as data, launchTokenOf as launchToken } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember } from '../../test/members';

let t: TestApp;
const LOTUS = { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune' };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let requests = 0;
const requestId = () => `spin-${Date.now()}-${(requests += 1)}`;

/** A member with `amount` in the main wallet who opened Lotus Fortune: their game session. */
const playingMember = async (amount: bigint) => {
  const { member, token } = await createFundedMember(t, amount);
  const { game_url } = data(
    await t.call(gamePlayCall, { ...LOTUS, lobby_url: '/close', device: 'desktop' }, { token }),
  );
  const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
  return { member, token, session, game: session.session_token };
};

const spin = (game: string, stake: string, id = requestId()) =>
  t.call(houseSpinCall, { stake, request_id: id }, { headers: { authorization: game } });

describe('the house game session', () => {
  it('opens once from its launch token, with the balance, stakes and the seed commitment', async () => {
    const { token } = await createFundedMember(t, 250_00n);
    const { game_url } = data(
      await t.call(gamePlayCall, { ...LOTUS, lobby_url: '/close', device: 'desktop' }, { token }),
    );
    const launch = launchToken(game_url);
    const session = data(await t.call(houseSessionCall, { launch_token: launch }));
    expect(session).toMatchObject({
      game_code: 'e_lotus_fortune',
      game_name: 'Lotus Fortune',
      currency: 'RMB',
      balance: '250.00',
      demo: false,
      default_stake: '1.00',
      lobby_url: '/close',
    });
    expect(session.stakes[0]).toBe('0.25');
    expect(session.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.seed.nonce).toBe(0);
    // The session token is not the member's token, nor the launch token.
    expect(session.session_token).not.toBe(token);
    expect(session.session_token).not.toBe(launch);
    // A replayed launch token opens nothing.
    expect((await t.call(houseSessionCall, { launch_token: launch })).envelope.code).toBe('106');
  });

  it('refuses an expired launch token and calls without a live game session', async () => {
    const { token } = await createFundedMember(t, 1_00n);
    const { game_url } = data(
      await t.call(gamePlayCall, { ...LOTUS, lobby_url: '/close', device: 'desktop' }, { token }),
    );
    await t.database.db
      .update(houseSessions)
      .set({ launchExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(houseSessions.gameCode, 'e_lotus_fortune'));
    const expired = await t.call(houseSessionCall, { launch_token: launchToken(game_url) });
    expect(expired.envelope.code).toBe('106');
    for (const authorization of ['', 'x'.repeat(43), token]) {
      const answer = await t.call(houseRoundsCall, {}, { headers: { authorization } });
      expect([answer.status, answer.envelope.code]).toEqual([401, '101']);
    }
  });
});

describe('spinning the slot', () => {
  it('moves the stake and the payout through the ledger and stores the round', async () => {
    const { session, game, token } = await playingMember(100_00n);
    let balance = parseMinorUnits(session.balance, 'RMB') ?? 0n;
    for (let i = 0; i < 30; i += 1) {
      const round = data(await spin(game, '1.00'));
      const win = parseMinorUnits(round.win, 'RMB') ?? 0n;
      balance = balance - 100n + win;
      expect(parseMinorUnits(round.balance_after, 'RMB')).toBe(balance);
      expect(round.fair.nonce).toBe(i);
      expect(round.fair.server_seed).toBeNull();
      expect(round.spins.length).toBe(1 + round.free_spins);
    }
    const history = data(
      await t.call(houseRoundsCall, { page: 1, count: 50 }, { headers: { authorization: game } }),
    );
    expect(history.total_count).toBe(30);
    expect(history.list[0]?.fair.nonce).toBe(29);
    // The wallet panel shows the same balance at the house.
    const cash = data(await t.call(myCashCall, {}, { token }));
    expect(parseMinorUnits(cash.my_cash_list[0]?.cash ?? '', 'RMB')).toBe(balance);
  });

  it('refuses stakes off the ladder, above the balance, and a request id reused for another stake', async () => {
    const { game } = await playingMember(2_00n);
    expect((await spin(game, '1.10')).envelope.code).toBe('102');
    expect((await spin(game, '0.10')).envelope.code).toBe('102');
    expect((await spin(game, 'abc')).envelope.code).toBe('102');
    expect((await spin(game, '2.50')).envelope.code).toBe('103');
    const id = requestId();
    const first = data(await spin(game, '0.25', id));
    // The same request again answers the same round and moves nothing more.
    const again = data(await spin(game, '0.25', id));
    expect(again).toEqual(first);
    expect((await spin(game, '0.50', id)).envelope.code).toBe('112');
    const rounds = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.requestId, id));
    expect(rounds).toHaveLength(1);
  });

  it('reproduces every stored round from its revealed seed, in the open', async () => {
    const { game } = await playingMember(50_00n);
    const played = [];
    for (let i = 0; i < 5; i += 1) played.push(data(await spin(game, '0.50')));
    const seedBefore = played[0]?.fair;
    const headers = { headers: { authorization: game } };
    const changed = data(
      await t.call(houseClientSeedCall, { client_seed: 'my-lucky-seed' }, headers),
    );
    expect(changed.client_seed).toBe('my-lucky-seed');
    expect(changed.nonce).toBe(5);
    played.push(data(await spin(game, '0.50')));

    const rotated = data(await t.call(houseRotateSeedCall, {}, headers));
    expect(rotated.revealed.rounds).toBe(6);
    expect(hashServerSeed(rotated.revealed.server_seed)).toBe(seedBefore?.server_seed_hash);
    expect(rotated.seed.server_seed_hash).not.toBe(seedBefore?.server_seed_hash);
    expect(rotated.seed.nonce).toBe(0);

    for (const round of played) {
      const stored = data(await t.call(houseRoundCall, { round_id: round.round_id }, headers));
      expect(stored.fair.server_seed).toBe(rotated.revealed.server_seed);
      const replay = playSlotRound(
        LOTUS_FORTUNE,
        createFairRandom({
          serverSeed: rotated.revealed.server_seed,
          clientSeed: stored.fair.client_seed,
          nonce: stored.fair.nonce,
        }),
        50,
      );
      expect(parseMinorUnits(stored.win, 'RMB')).toBe(BigInt(replay.win));
      expect(stored.spins.map((spin) => spin.stops)).toEqual(
        replay.spins.map((spin) => spin.stops),
      );
    }
    expect(played[5]?.fair.client_seed).toBe('my-lucky-seed');
    expect((await t.call(houseClientSeedCall, { client_seed: 'has space' }, headers)).status).toBe(
      400,
    );
  });

  it('shows a member none of another member’s rounds', async () => {
    const first = await playingMember(5_00n);
    const round = data(await spin(first.game, '0.25'));
    const second = await playingMember(5_00n);
    const answer = await t.call(
      houseRoundCall,
      { round_id: round.round_id },
      { headers: { authorization: second.game } },
    );
    expect(answer.envelope.code).toBe('105');
  });

  it('keeps 200 simultaneous spins of 20 members exact to the last cent', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => playingMember(20_00n)));
    const answers = await Promise.all(
      players.flatMap((player) => Array.from({ length: 10 }, () => spin(player.game, '1.00'))),
    );
    expect(answers.every((answer) => answer.envelope.code === '100')).toBe(true);
    for (const player of players) {
      const rounds = await t.database.db
        .select()
        .from(houseRounds)
        .where(eq(houseRounds.memberId, player.member.id));
      expect(rounds).toHaveLength(10);
      expect(new Set(rounds.map((round) => round.nonce)).size).toBe(10);
      const expected = rounds.reduce((sum, round) => sum - round.stake + round.win, 2000n);
      const cash = data(await t.call(myCashCall, {}, { token: player.token }));
      expect(parseMinorUnits(cash.my_cash_list[0]?.cash ?? '', 'RMB')).toBe(expected);
    }
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });
});

describe('leaving and the one-key return', () => {
  it('brings the house balance home from the game page’s lobby button', async () => {
    const { game, token } = await playingMember(30_00n);
    const round = data(await spin(game, '1.00'));
    data(await t.call(houseLeaveCall, {}, { headers: { authorization: game } }));
    const cash = data(await t.call(myCashCall, {}, { token }));
    expect(cash.main).toBe(round.balance_after);
    // The ended session plays no more.
    expect((await spin(game, '1.00')).envelope.code).toBe('101');
  });

  it('answers 102 while the game is open and returns the house balance once it is not', async () => {
    const open = await playingMember(40_00n);
    data(await spin(open.game, '0.25'));
    expect((await t.call(oneKeyReturnCall, {}, { token: open.token })).envelope.code).toBe('102');

    // A game page closed without leaving: once its session expires the balance comes home.
    const closed = await playingMember(40_00n);
    const round = data(await spin(closed.game, '0.25'));
    await t.database.db
      .update(houseSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(houseSessions.memberId, closed.member.id));
    const back = await t.call(oneKeyReturnCall, {}, { token: closed.token });
    expect(back.envelope.code).toBe('100');
    expect(back.envelope.apiResponseData.list[0]).toMatchObject({
      gp_id: 1,
      status: 'success',
      amount: round.balance_after,
    });
    expect(back.envelope.apiResponseData.main).toBe(round.balance_after);
    // The play it belonged to is over: the member may open a game again.
    const again = await t.call(
      gamePlayCall,
      { ...LOTUS, lobby_url: '/close', device: 'desktop' },
      { token: closed.token },
    );
    expect(again.envelope.code).toBe('100');
  });
  it('answers the spec’s codes for the house wallet: 101 empty, 103 maintenance, 105 too soon', async () => {
    // Nothing at the house: 101, and nothing moves.
    const idle = await createFundedMember(t, 5_00n);
    expect((await t.call(oneKeyReturnCall, {}, { token: idle.token })).envelope.code).toBe('101');
    expect(data(await t.call(myCashCall, {}, { token: idle.token })).main).toBe('5.00');

    // A house wallet whose transfers are down keeps the money where it is: 103.
    const stranded = await playingMember(20_00n);
    const round = data(await spin(stranded.game, '0.50'));
    await t.database.db
      .update(houseSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(houseSessions.memberId, stranded.member.id));
    const setHouseStatus = (status: 'active' | 'maintenance') =>
      t.database.db.update(gameProviders).set({ status }).where(eq(gameProviders.code, 'house'));
    await setHouseStatus('maintenance');
    try {
      const down = await t.call(oneKeyReturnCall, {}, { token: stranded.token });
      expect(down.envelope.code).toBe('103');
      expect(down.envelope.apiResponseData.list).toEqual([
        expect.objectContaining({ gp_id: 1, status: 'maintenance', code: '103' }),
      ]);
      const held = data(await t.call(myCashCall, {}, { token: stranded.token }));
      expect(held.main).toBe('0.00');
      expect(held.my_cash_list.find((entry) => entry.gp_id === 1)?.cash).toBe(round.balance_after);
    } finally {
      await setHouseStatus('active');
    }

    // Back in service, a second press within 10 s of the first answers 105 and moves nothing.
    const soon = await t.call(oneKeyReturnCall, {}, { token: stranded.token });
    expect(soon.envelope.code).toBe('105');
    const still = data(await t.call(myCashCall, {}, { token: stranded.token }));
    expect(still.my_cash_list.find((entry) => entry.gp_id === 1)?.cash).toBe(round.balance_after);
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });
});

describe('demo play', () => {
  it('spins with play money and writes nothing to the ledger', async () => {
    const transfersBefore = (await t.database.db.select().from(ledgerTransfers)).length;
    const { game_url } = data(await t.call(demoPlayCall, LOTUS));
    const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
    expect([session.demo, session.balance]).toEqual([true, '2000.00']);
    const round = data(await spin(session.session_token, '1.00'));
    expect(round.round_id).toBe(0);
    expect(parseMinorUnits(round.balance_after, 'RMB')).toBe(
      200_000n - 100n + (parseMinorUnits(round.win, 'RMB') ?? 0n),
    );
    expect((await t.database.db.select().from(ledgerTransfers)).length).toBe(transfersBefore);
  });
});
