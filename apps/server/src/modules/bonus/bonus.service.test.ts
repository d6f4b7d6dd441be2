import { randomUUID } from 'node:crypto';

import {
  type SportFixtureView,
  bonusListCall,
  createWithdrawalCall,
  gamePlayCall,
  houseSessionCall,
  houseSpinCall,
  myCashCall,
  sportsBetCall,
  tableBetCall,
  tableStateCall,
  withdrawalInfoCall,
} from '@member-site/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  bonusGrants,
  discountAwards,
  houseTableRounds,
  houseTables,
  ledgerTransfers,
  memberBankAccounts,
  members,
} from '../../db/schema';
import { tableGame } from '../../providers/house/table-games';
import { dataOf as data, launchTokenOf as launchToken } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createFundedMember, createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { type GrantInput, createBonusService } from './bonus.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const nextKey = () => `test-${Date.now()}-${(keys += 1)}`;

const accountOf = async (member: TestMember, kind: 'member_main' | 'member_bonus') =>
  (
    await t.app.deps.ledger.ensureAccount({
      siteId: member.siteId,
      kind,
      memberId: member.id,
      currency: member.currency,
    })
  ).balance;

const grant = (member: TestMember, input: Partial<GrantInput> & { amount: bigint }) =>
  t.database.db.transaction((tx) =>
    t.app.deps.bonus.grantWithin(tx, {
      siteId: member.siteId,
      memberId: member.id,
      currency: member.currency,
      source: { kind: 'operator', id: null },
      idempotencyKey: nextKey(),
      ...input,
    }),
  );

const owner = (member: TestMember) => ({
  siteId: member.siteId,
  memberId: member.id,
  currency: member.currency,
});

const grantsOf = (member: TestMember) =>
  t.database.db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.memberId, member.id))
    .orderBy(bonusGrants.id);

const kindCount = async (kind: 'bonus_release' | 'bonus_grant' | 'bonus_forfeit', ids: number[]) =>
  (
    await t.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.kind, kind),
          inArray(
            ledgerTransfers.idempotencyKey,
            ids.map(
              (id) => `${kind === 'bonus_release' ? 'bonus-release' : 'bonus-forfeit'}:${id}`,
            ),
          ),
        ),
      )
  ).length;

const expectClean = async () => {
  expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
};

const LOTUS = { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune' };
const DICE = { gp_id: 1, game_type: 5, game_code: 'l_dice_lottery' };
const SPORTSBOOK = { gp_id: 1, game_type: 4, game_code: 's_sportsbook' };

/** A funded member who opened a house game: their member row, token and game session. */
const playing = async (amount: bigint, game: typeof LOTUS) => {
  const { member, token } = await createFundedMember(t, amount);
  const { game_url } = data(
    await t.call(gamePlayCall, { ...game, lobby_url: '/close', device: 'desktop' }, { token }),
  );
  const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
  return { member, token, game: session.session_token };
};
const as = (game: string) => ({ headers: { authorization: game } });
const spin = async (game: string, stake: string) =>
  data(await t.call(houseSpinCall, { stake, request_id: `spin-${nextKey()}` }, as(game)));

describe('bonus grants', () => {
  it('pays a grant without turnover straight into cash, once per key', async () => {
    const { member } = await createLoggedInMember(t);
    const key = nextKey();
    const first = await grant(member, { amount: 12_00n, idempotencyKey: key });
    expect(first).toMatchObject({ held: false, grantId: null, replayed: false, cash: 12_00n });
    const again = await grant(member, { amount: 12_00n, idempotencyKey: key });
    expect(again.replayed).toBe(true);
    expect(await accountOf(member, 'member_main')).toBe(12_00n);
    expect(await accountOf(member, 'member_bonus')).toBe(0n);
    expect(await grantsOf(member)).toHaveLength(0);
    await expectClean();
  });

  it('holds a grant with turnover apart from cash, once per key, and lists its progress', async () => {
    const { member, token } = await createFundedMember(t, 5_00n);
    const key = nextKey();
    const first = await grant(member, { amount: 10_00n, turnoverMultiple: 3, idempotencyKey: key });
    expect(first.held).toBe(true);
    const again = await grant(member, { amount: 10_00n, turnoverMultiple: 3, idempotencyKey: key });
    expect(again).toMatchObject({ replayed: true, grantId: first.grantId });
    expect(await accountOf(member, 'member_main')).toBe(5_00n);
    expect(await accountOf(member, 'member_bonus')).toBe(10_00n);
    const listed = data(await t.call(bonusListCall, {}, { token }));
    expect(listed.held).toBe('10.00');
    // The wallet panel shows it apart: neither in the main wallet nor in the total.
    expect(data(await t.call(myCashCall, {}, { token }))).toMatchObject({
      main: '5.00',
      total: '5.00',
      bonus_held: '10.00',
    });
    expect(listed.list).toEqual([
      expect.objectContaining({
        id: first.grantId,
        amount: '10.00',
        required_turnover: '30.00',
        turnover: '0.00',
        status: 'active',
        expires_at: null,
      }),
    ]);
    await expectClean();
  });

  it('releases a grant exactly when the stakes of slot rounds since the grant reach its turnover', async () => {
    const { member, token, game } = await playing(100_00n, LOTUS);
    // Played before the grant: does not count.
    await spin(game, '5.00');
    await pause();
    const { grantId } = await grant(member, { amount: 8_00n, requiredTurnover: 10_00n });
    await pause();
    await spin(game, '5.00');
    const cashBefore = await accountOf(member, 'member_main');
    let listed = data(await t.call(bonusListCall, {}, { token }));
    expect(listed.list[0]).toMatchObject({ id: grantId, turnover: '5.00', status: 'active' });
    for (let i = 0; i < 4; i += 1) await spin(game, '1.00');
    listed = data(await t.call(bonusListCall, {}, { token }));
    expect(listed.list[0]).toMatchObject({ turnover: '9.00', status: 'active' });
    // The stakes come from the house wallet: the main wallet has not moved.
    expect(await accountOf(member, 'member_main')).toBe(cashBefore);
    await spin(game, '1.00');
    listed = data(await t.call(bonusListCall, {}, { token }));
    expect(listed.list[0]).toMatchObject({ turnover: '10.00', status: 'released' });
    expect(listed.held).toBe('0.00');
    expect(await accountOf(member, 'member_main')).toBe(cashBefore + 8_00n);
    expect(await accountOf(member, 'member_bonus')).toBe(0n);
    await expectClean();
  });

  it('counts a bet once across two grants, oldest first', async () => {
    const { member, game } = await playing(100_00n, LOTUS);
    const older = await grant(member, { amount: 3_00n, requiredTurnover: 3_00n });
    const newer = await grant(member, { amount: 3_00n, requiredTurnover: 3_00n });
    await pause();
    await spin(game, '5.00');
    await t.app.deps.bonus.settle(owner(member));
    const rows = await grantsOf(member);
    expect(rows.map((row) => [row.id, row.status, row.turnover])).toEqual([
      [older.grantId, 'released', 3_00n],
      [newer.grantId, 'active', 2_00n],
    ]);
    // Counting again finds nothing new.
    await t.app.deps.bonus.settle(owner(member));
    expect((await grantsOf(member))[1]?.turnover).toBe(2_00n);
    await expectClean();
  });

  it('does not give a grant the bets settled before it', async () => {
    const { member, game } = await playing(100_00n, LOTUS);
    const older = await grant(member, { amount: 1_00n, requiredTurnover: 50_00n });
    await pause();
    await spin(game, '1.00');
    await pause();
    const newer = await grant(member, { amount: 1_00n, requiredTurnover: 50_00n });
    await pause();
    await spin(game, '5.00');
    await t.app.deps.bonus.settle(owner(member));
    const rows = await grantsOf(member);
    expect(rows.map((row) => [row.id, row.turnover])).toEqual([
      [older.grantId, 6_00n],
      [newer.grantId, 0n],
    ]);
  });

  it('counts the stakes of settled table bets', async () => {
    const dice = tableGame('l_dice_lottery');
    if (!dice) throw new Error('no dice lottery');
    const { member, game } = await playing(100_00n, DICE);
    const [table] = await t.database.db
      .select()
      .from(houseTables)
      .where(and(eq(houseTables.gameCode, 'l_dice_lottery'), eq(houseTables.currency, 'RMB')));
    if (!table) throw new Error('no dice table');
    const step = async () => {
      for (let steps = 0; steps < 20; steps += 1) {
        if ((await t.app.deps.tables.advance(table.id, dice)) > 0) return;
      }
    };
    await step();
    const state = data(await t.call(tableStateCall, { history: 5 }, as(game)));
    if (state.round?.status !== 'open') throw new Error('no open round');
    const { grantId } = await grant(member, { amount: 2_00n, requiredTurnover: 6_00n });
    await pause();
    data(
      await t.call(
        tableBetCall,
        {
          round_id: state.round.round_id,
          kind: 'big',
          pick: [],
          stake: '6.00',
          request_id: `bet-${nextKey()}`,
        },
        as(game),
      ),
    );
    await t.app.deps.bonus.settle(owner(member));
    expect((await grantsOf(member))[0]?.status).toBe('active');
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(houseTableRounds)
      .set({ opensAt: new Date(past.getTime() - 60_000), closesAt: past, drawsAt: past })
      .where(and(eq(houseTableRounds.tableId, table.id), eq(houseTableRounds.status, 'open')));
    await step();
    await t.app.deps.bonus.settle(owner(member));
    const [row] = await grantsOf(member);
    expect([row?.id, row?.status, row?.turnover]).toEqual([grantId, 'released', 6_00n]);
    await expectClean();
  });

  it('counts the stakes of settled sport bets', async () => {
    const { member, game } = await playing(100_00n, SPORTSBOOK);
    const fixture = await t.app.deps.sportsSettlement.addFixture(1, {
      ref: `bonus-${nextKey()}`,
      sport: 'football',
      league: { id: 'football-league', name: 'football league' },
      home: { id: `home-${nextKey()}`, name: 'Home' },
      away: { id: `away-${nextKey()}`, name: 'Away' },
      startsAt: new Date(Date.now() + 3_600_000),
      strengths: { secret: 42 },
      markets: [
        {
          type: '1x2',
          line: null,
          main: true,
          margin: 0.05,
          selections: [
            { key: 'home', odds: 200 },
            { key: 'draw', odds: 340 },
            { key: 'away', odds: 380 },
          ],
        },
      ],
    });
    const view: SportFixtureView = await t.app.deps.sportsSettlement.viewOf(fixture);
    const home = view.markets[0]?.selections.find((entry) => entry.key === 'home');
    if (!home) throw new Error('no home selection');
    const { grantId } = await grant(member, { amount: 2_00n, requiredTurnover: 7_00n });
    await pause();
    data(
      await t.call(
        sportsBetCall,
        {
          legs: [{ selection_id: home.selection_id, odds: home.odds ?? 0 }],
          stake: '7.00',
          request_id: `sport-${nextKey()}`,
        },
        as(game),
      ),
    );
    await t.app.deps.bonus.settle(owner(member));
    expect((await grantsOf(member))[0]?.status).toBe('active');
    await t.app.deps.sportsSettlement.apply(1, {
      kind: 'result',
      ref: fixture.feedRef,
      result: { sport: 'football', home: 0, away: 1 },
    });
    await t.app.deps.bonus.settle(owner(member));
    const [row] = await grantsOf(member);
    expect([row?.id, row?.status, row?.turnover]).toEqual([grantId, 'released', 7_00n]);
    await expectClean();
  });

  it('pays a release once when many counts run at the same time', async () => {
    const { member, game } = await playing(100_00n, LOTUS);
    const { grantId } = await grant(member, { amount: 5_00n, requiredTurnover: 2_00n });
    await pause();
    await spin(game, '1.00');
    await spin(game, '1.00');
    const cashBefore = await accountOf(member, 'member_main');
    const heard: string[] = [];
    const stop = t.app.deps.events.subscribe('member.cash', (event) => {
      if (event.memberId === member.id) heard.push(event.cash);
    });
    await Promise.all([
      ...Array.from({ length: 6 }, () => t.app.deps.bonus.settle(owner(member))),
      t.app.deps.bonus.settleDue(),
      t.app.deps.bonus.list(owner(member)),
    ]);
    expect(await kindCount('bonus_release', [grantId ?? 0])).toBe(1);
    expect(await accountOf(member, 'member_main')).toBe(cashBefore + 5_00n);
    // The member's pages hear the new cash once, on their private channel's member.cash.
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    stop();
    await expectClean();
  });

  it('forfeits an expired grant back to the house', async () => {
    const { member } = await createLoggedInMember(t);
    const { grantId } = await grant(member, {
      amount: 4_00n,
      requiredTurnover: 40_00n,
      expiresAt: new Date(Date.now() + 20),
    });
    await pause(40);
    await t.app.deps.bonus.settleDue();
    const [row] = await grantsOf(member);
    expect(row?.status).toBe('forfeited');
    expect(await kindCount('bonus_forfeit', [grantId ?? 0])).toBe(1);
    expect(await accountOf(member, 'member_bonus')).toBe(0n);
    expect(await accountOf(member, 'member_main')).toBe(0n);
    await t.app.deps.bonus.settleDue();
    expect(await kindCount('bonus_forfeit', [grantId ?? 0])).toBe(1);
    await expectClean();
  });

  it('keeps held bonus out of a withdrawal', async () => {
    const { member, token } = await createFundedMember(t, 150_00n, { withdrawPassword: '1234' });
    await t.database.db.insert(memberBankAccounts).values({
      memberId: member.id,
      bankName: 'ICBC',
      accountName: 'Zhang San',
      accountNumber: '6222020000001234567',
    });
    await grant(member, { amount: 500_00n, requiredTurnover: 5000_00n });
    const withdraw = (amount: string) =>
      t.call(
        createWithdrawalCall,
        { amount, withdraw_password: '1234', request_id: randomUUID() },
        { token },
      );
    const refused = await withdraw('200.00');
    expect(refused.envelope.code).toBe('105');
    expect(await accountOf(member, 'member_bonus')).toBe(500_00n);
    expect(await accountOf(member, 'member_main')).toBe(150_00n);
    const taken = await withdraw('150.00');
    expect(taken.envelope.code).toBe('100');
    expect(await accountOf(member, 'member_main')).toBe(0n);
    expect(await accountOf(member, 'member_bonus')).toBe(500_00n);
    await expectClean();
  });

  it('releases what is due when the member opens the withdrawal page', async () => {
    const { member, token, game } = await playing(20_00n, LOTUS);
    expect(await accountOf(member, 'member_main')).toBe(0n);
    await grant(member, { amount: 5_00n, requiredTurnover: 1_00n });
    await pause();
    await spin(game, '1.00');
    const info = data(await t.call(withdrawalInfoCall, {}, { token }));
    expect(info.main_balance).toBe('5.00');
    expect((await grantsOf(member))[0]?.status).toBe('released');
    await expectClean();
  });

  it('counts a bet that committed after a count began, at the next count', async () => {
    const member = (await createLoggedInMember(t)).member;
    let clock = Date.now();
    // Bets this fake game family has committed so far: stamped when their transaction began.
    const bets: { at: number; stake: bigint }[] = [];
    const bonus = createBonusService(t.database.db, {
      ledger: t.app.deps.ledger,
      events: t.app.deps.events,
      countLagMs: 1000,
      now: () => new Date(clock),
      turnover: [
        {
          settledStakesWithin: async (_tx, window) =>
            bets
              .filter(
                (bet) =>
                  bet.at > window.after.getTime() &&
                  bet.at <= window.until.getTime() &&
                  bet.at >= window.placedFrom.getTime(),
              )
              .reduce((sum, bet) => sum + bet.stake, 0n),
        },
      ],
    });
    const { grantId } = await t.database.db.transaction((tx) =>
      bonus.grantWithin(tx, {
        ...owner(member),
        amount: 1_00n,
        requiredTurnover: 10_00n,
        source: { kind: 'operator', id: null },
        idempotencyKey: nextKey(),
      }),
    );
    clock += 5000;
    bets.push({ at: clock - 100, stake: 3_00n });
    await bonus.settle(owner(member));
    // Within the lag: not counted yet.
    expect((await grantsOf(member))[0]?.turnover).toBe(0n);
    // A bet whose transaction began before this count commits only after it.
    clock += 2000;
    await bonus.settle(owner(member));
    bets.push({ at: clock - 500, stake: 4_00n });
    expect((await grantsOf(member))[0]?.turnover).toBe(3_00n);
    clock += 2000;
    await bonus.settle(owner(member));
    const [row] = await grantsOf(member);
    expect([row?.id, row?.turnover]).toEqual([grantId, 7_00n]);
  });

  it('seeds the demo member a partly played bonus and a discount taking applications', async () => {
    const [seeded] = await t.database.db
      .select({ grant: bonusGrants })
      .from(bonusGrants)
      .innerJoin(members, eq(members.id, bonusGrants.memberId))
      .where(eq(members.account, 'demo001'));
    expect(seeded?.grant).toMatchObject({
      status: 'active',
      currency: 'RMB',
      amount: 100_00n,
      requiredTurnover: 1_000_00n,
      turnover: 360_00n,
    });
    const awards = await t.database.db.select().from(discountAwards);
    expect(awards.map((award) => award.currency).sort()).toEqual(['RMB', 'USD', 'VND']);
    await expectClean();
  });
});
