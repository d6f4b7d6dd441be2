import {
  type TableBetView,
  type TableRoundView,
  demoPlayCall,
  gamePlayCall,
  houseSessionCall,
  operatorTableCall,
  operatorTableChainCall,
  operatorTablesCall,
  operatorVoidRoundCall,
  tableBetCall,
  tableBetsCall,
  tableRoundCheckCall,
  tableRoundsCall,
  tableStateCall,
} from '@member-site/contracts';
import { parseMinorUnits } from '@member-site/contracts/constants';
import { DICE_LOTTERY } from '@member-site/house-games/dice';
import {
  chainCommitment,
  chainSeeds,
  isNextLink,
  playSharedRound,
  returnOf,
} from '@member-site/house-games/rounds';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  games,
  houseChains,
  houseTableBets,
  houseTableRounds,
  houseTables,
  ledgerTransfers,
} from '../../db/schema';
import { isLedgerClean } from '../../modules/ledger/ledger.service';
import { dataOf as data, launchTokenOf as launchToken } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember } from '../../test/members';
import { tableGame } from './table-games';
import { createTableService } from './table.service';

let t: TestApp;
const DICE = { gp_id: 1, game_type: 5, game_code: 'l_dice_lottery' };
const dice = tableGame('l_dice_lottery');
if (!dice) throw new Error('the dice lottery is not a house table game');

beforeAll(async () => {
  t = await buildTestApp();
  // The demo site's catalogue has the dice lottery on, with a demo.
  const [row] = await t.database.db
    .select()
    .from(games)
    .where(eq(games.gameCode, 'l_dice_lottery'));
  expect([row?.isActive, row?.demoAllowed]).toEqual([true, true]);
});
afterAll(async () => {
  await t.close();
});

let requests = 0;
const requestId = () => `bet-${Date.now()}-${(requests += 1)}`;

/** A member with `amount` in the main wallet at the dice lottery: their game session token. */
const player = async (amount: bigint, currency: 'RMB' | 'USD' = 'RMB') => {
  const { member, token } = await createFundedMember(t, amount, { currency });
  const { game_url } = data(
    await t.call(gamePlayCall, { ...DICE, lobby_url: '/close', device: 'desktop' }, { token }),
  );
  const session = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
  return { member, token, game: session.session_token };
};

const as = (game: string) => ({ headers: { authorization: game } });
const state = (game: string) => t.call(tableStateCall, { history: 50 }, as(game));
const bet = (
  game: string,
  round: { round_id: number },
  kind: string,
  stake: string,
  pick: number[] = [],
  id = requestId(),
) =>
  t.call(tableBetCall, { round_id: round.round_id, kind, pick, stake, request_id: id }, as(game));

const tableIdOf = async (currency: 'RMB' | 'USD' = 'RMB'): Promise<number> => {
  const [row] = await t.database.db
    .select()
    .from(houseTables)
    .where(and(eq(houseTables.gameCode, 'l_dice_lottery'), eq(houseTables.currency, currency)));
  if (!row) throw new Error('no dice table');
  return row.id;
};

/** Step the table's clock until nothing is due now. */
const settle = async (tableId: number) => {
  for (let steps = 0; steps < 20; steps += 1) {
    if ((await t.app.deps.tables.advance(tableId, dice)) > 0) return;
  }
};

/** Move the table's open round past its closing and draw times, as if its time had passed. */
const timePasses = async (tableId: number) => {
  const past = new Date(Date.now() - 1000);
  await t.database.db
    .update(houseTableRounds)
    .set({ opensAt: new Date(past.getTime() - 60_000), closesAt: past, drawsAt: past })
    .where(and(eq(houseTableRounds.tableId, tableId), eq(houseTableRounds.status, 'open')));
};

/** Finish the round in progress, let the show after it end, and open the next round. */
const nextRound = async (tableId: number, game: string): Promise<TableRoundView> => {
  await timePasses(tableId);
  await settle(tableId);
  await t.database.db
    .update(houseTableRounds)
    .set({ finishedAt: new Date(Date.now() - 60_000) })
    .where(
      and(
        eq(houseTableRounds.tableId, tableId),
        inArray(houseTableRounds.status, ['settled', 'voided']),
      ),
    );
  await settle(tableId);
  const round = data(await state(game)).round;
  if (round?.status !== 'open') throw new Error('no open round');
  return round;
};

const cents = (text: string | null | undefined) => parseMinorUnits(text ?? '', 'RMB') ?? 0n;

const transferCount = async () =>
  (await t.database.db.select({ n: count() }).from(ledgerTransfers))[0]?.n ?? 0;

describe('a dice lottery table', () => {
  it('opens its rounds from a published chain and answers its clock and limits', async () => {
    const { game } = await player(100_00n);
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, game);
    const view = data(await state(game));
    expect(view.table).toMatchObject({
      game_code: 'l_dice_lottery',
      currency: 'RMB',
      status: 'open',
      round_seconds: 52,
      close_seconds: 5,
      min_stake: '5.00',
      max_stake: '20000.00',
      stake_step: '1.00',
    });
    expect(view.balance).toBe('100.00');
    // The round closes 5 s before its draw; its outcome and seed stay secret until then.
    expect(Date.parse(round.draws_at) - Date.parse(round.closes_at)).toBe(5000);
    expect([round.outcome, round.seed]).toEqual([null, null]);
    // The commitment is the hash of the chain's first seed, which only the server holds.
    const [chain] = await t.database.db
      .select()
      .from(houseChains)
      .where(and(eq(houseChains.tableId, tableId), eq(houseChains.status, 'active')));
    if (!chain) throw new Error('no chain');
    expect(round.chain.commitment).toBe(chain.commitment);
    expect(chainCommitment(chainSeeds(chain.lastSeed, chain.length))).toBe(chain.commitment);
  });

  it('holds each stake through the ledger and pays what the game’s math says, once', async () => {
    const { game } = await player(200_00n);
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, game);
    const placed: TableBetView[] = [];
    for (const [kind, stake, pick] of [
      ['big', '10.00', []],
      ['small', '10.00', []],
      ['sum', '5.00', [10]],
      ['single', '7.00', [3]],
      ['any_triple', '5.00', []],
    ] as const) {
      placed.push(data(await bet(game, round, kind, stake, [...pick])).bet);
    }
    expect(data(await state(game)).balance).toBe('163.00');
    expect(data(await state(game)).bets).toHaveLength(5);

    await timePasses(tableId);
    await settle(tableId);
    const [drawn] = data(await t.call(tableRoundsCall, { page: 1, count: 1 }, as(game))).list;
    expect(drawn?.round_id).toBe(round.round_id);
    expect(drawn?.status).toBe('settled');
    // The revealed seed replays the round: the same dice, the same payouts.
    const check = data(await t.call(tableRoundCheckCall, { round_id: round.round_id }));
    const replay = playSharedRound(DICE_LOTTERY, check.round.seed ?? '', null);
    expect(check.round.outcome).toEqual(replay.outcome);
    const outcome = replay.outcome;
    let expected = 200_00n - 37_00n;
    const settled = data(await t.call(tableBetsCall, { page: 1, count: 10 }, as(game))).list;
    for (const one of placed) {
      const stored = settled.find((entry) => entry.bet_id === one.bet_id);
      const paid = returnOf(
        cents(one.stake),
        DICE_LOTTERY.settle({ kind: one.kind, pick: one.pick }, null, outcome),
      );
      expect(stored?.status).toBe('settled');
      expect(cents(stored?.returned)).toBe(paid);
      expected += paid;
    }
    expect(cents(data(await state(game)).balance)).toBe(expected);
    // Stepping the clock again pays nothing more.
    const transfers = await transferCount();
    await settle(tableId);
    expect(await transferCount()).toBe(transfers);
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });

  it('refuses bad bets with their code and moves nothing', async () => {
    const { game } = await player(30_00n);
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, game);
    const transfers = await transferCount();
    const refusals: [string, Awaited<ReturnType<typeof bet>>][] = [
      ['109', await bet(game, round, 'jackpot', '5.00')],
      ['109', await bet(game, round, 'sum', '5.00', [19])],
      ['109', await bet(game, round, 'big', '5.00', [1])],
      ['102', await bet(game, round, 'big', '5.50')],
      ['102', await bet(game, round, 'big', 'abc')],
      ['110', await bet(game, round, 'big', '4.00')],
      ['110', await bet(game, round, 'big', '20001.00')],
      ['103', await bet(game, round, 'big', '31.00')],
      ['107', await bet(game, { round_id: round.round_id + 1000 }, 'big', '5.00')],
    ];
    for (const [code, answer] of refusals) expect(answer.envelope.code).toBe(code);
    expect(await transferCount()).toBe(transfers);

    // The same request id answers the same bet; with other details it is refused.
    const id = requestId();
    const first = data(await bet(game, round, 'odd', '5.00', [], id));
    expect(data(await bet(game, round, 'odd', '5.00', [], id)).bet).toEqual(first.bet);
    expect((await bet(game, round, 'odd', '6.00', [], id)).envelope.code).toBe('112');
    expect(data(await state(game)).balance).toBe('25.00');

    // After the round closes, and once it has settled, bets on it are refused.
    await timePasses(tableId);
    expect((await bet(game, round, 'even', '5.00')).envelope.code).toBe('107');
    await settle(tableId);
    expect((await bet(game, round, 'even', '5.00')).envelope.code).toBe('107');
  });

  it('keeps a member of another currency to the table of that currency', async () => {
    const rmb = await player(50_00n);
    const usd = await player(50_00n, 'USD');
    const rmbTable = await tableIdOf('RMB');
    const usdTable = await tableIdOf('USD');
    expect(usdTable).not.toBe(rmbTable);
    const round = await nextRound(rmbTable, rmb.game);
    expect((await bet(usd.game, round, 'big', '5.00')).envelope.code).toBe('107');
    await nextRound(usdTable, usd.game);
    expect(data(await state(usd.game)).table.currency).toBe('USD');
  });

  it('refuses bets faster than a player places them', async () => {
    const { game } = await player(500_00n);
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, game);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => bet(game, round, 'big', '5.00')),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    const accepted = codes.filter((code) => code === '100').length;
    // Ten a second: the 40 sent at once straddle at most two of the limit's windows.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(20);
    expect(codes.filter((code) => code !== '100').every((code) => code === '113')).toBe(true);
    expect(cents(data(await state(game)).balance)).toBe(500_00n - BigInt(accepted) * 5_00n);
  });

  // Fifty members are registered (a password hash each) before the bets: slow on a busy machine.
  it('settles 500 simultaneous bets of 50 members exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => player(100_00n)));
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, players[0]?.game ?? '');
    const kinds = ['big', 'small', 'odd', 'even', 'any_triple'];
    const answers = await Promise.all(
      players.flatMap((one) =>
        Array.from({ length: 10 }, (_, index) =>
          bet(one.game, round, kinds[index % kinds.length] ?? 'big', '5.00'),
        ),
      ),
    );
    expect(answers.every((answer) => answer.envelope.code === '100')).toBe(true);
    await timePasses(tableId);
    // Two steppers at once (a second process would be refused the table's lock): still one payout
    // per bet.
    await Promise.all([settle(tableId), settle(tableId)]);
    const bets = await t.database.db
      .select()
      .from(houseTableBets)
      .where(eq(houseTableBets.roundId, round.round_id));
    expect(bets).toHaveLength(500);
    expect(bets.every((row) => row.status === 'settled')).toBe(true);
    const payouts = await t.database.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'game_payout'));
    const winners = bets.filter((row) => (row.returned ?? 0n) > 0n);
    expect(winners.length).toBeGreaterThan(0);
    for (const one of players) {
      const mine = bets.filter((row) => row.memberId === one.member.id);
      const expected = mine.reduce((sum, row) => sum - row.hold + (row.returned ?? 0n), 100_00n);
      expect(cents(data(await state(one.game)).balance)).toBe(expected);
    }
    expect(payouts[0]?.n).toBeGreaterThanOrEqual(winners.length);
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  }, 120_000);

  it('finishes paying a round after a crash in the middle of its settlement', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(100_00n)));
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, players[0]?.game ?? '');
    // Whatever the dice show, every player wins one of these bets (a triple loses the first four
    // and wins the last): the round has six payouts at least.
    for (const one of players) {
      for (const kind of ['big', 'small', 'odd', 'even', 'any_triple']) {
        data(await bet(one.game, round, kind, '10.00'));
      }
    }
    await timePasses(tableId);
    // A process whose ledger fails after a few payouts: it dies half-way through the round.
    const { ledger } = t.app.deps;
    let payouts = 0;
    const failing = createTableService(t.database.db, {
      ledger: {
        ...ledger,
        transferWithin: async (tx, input) => {
          payouts += 1;
          if (payouts > 3) throw new Error('process killed');
          return ledger.transferWithin(tx, input);
        },
      },
      events: t.app.deps.events,
      operators: t.app.deps.operators,
      limiter: t.app.deps.rateLimiter,
      catalogue: t.app.deps.catalogue,
    });
    // Its steps draw the round, then pay it until the ledger fails: a step that finds nothing due
    // yet is followed by the next a moment later, as the runner does, for at most ten seconds.
    const runUntilKilled = async () => {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        await failing.advance(tableId, dice);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await expect(runUntilKilled()).rejects.toThrow('process killed');
    const [halfway] = await t.database.db
      .select()
      .from(houseTableRounds)
      .where(eq(houseTableRounds.id, round.round_id));
    expect(halfway?.status).toBe('settling');

    // The next runner finishes the round: every bet paid once, balances exact.
    await settle(tableId);
    const bets = await t.database.db
      .select()
      .from(houseTableBets)
      .where(eq(houseTableBets.roundId, round.round_id));
    expect(bets.every((row) => row.status === 'settled')).toBe(true);
    for (const one of players) {
      const mine = bets.filter((row) => row.memberId === one.member.id);
      const expected = mine.reduce((sum, row) => sum - row.hold + (row.returned ?? 0n), 100_00n);
      expect(cents(data(await state(one.game)).balance)).toBe(expected);
    }
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });

  it('refunds every bet of a voided round and reveals its seed', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => player(40_00n)));
    const tableId = await tableIdOf();
    const round = await nextRound(tableId, players[0]?.game ?? '');
    for (const one of players) {
      data(await bet(one.game, round, 'big', '10.00'));
      data(await bet(one.game, round, 'sum', '5.00', [9]));
    }
    const voided = await t.app.deps.tables.voidRound(
      { siteId: 1, roundId: round.round_id },
      'dealer error',
      'ops',
    );
    expect(voided.status).toBe('voided');
    for (const one of players) expect(data(await state(one.game)).balance).toBe('40.00');
    const check = data(await t.call(tableRoundCheckCall, { round_id: round.round_id }));
    expect(check.round.status).toBe('voided');
    expect(isNextLink(check.round.seed ?? '', check.previous)).toBe(true);
    // A voided round takes no bets, and it cannot be voided twice.
    expect((await bet(players[0]?.game ?? '', round, 'big', '5.00')).envelope.code).toBe('107');
    await expect(
      t.app.deps.tables.voidRound({ siteId: 1, roundId: round.round_id }, 'again', 'ops'),
    ).rejects.toThrow();
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });

  it('lets a visitor bet play money on the same live rounds', async () => {
    const member = await player(20_00n);
    const tableId = await tableIdOf();
    const { game_url } = data(await t.call(demoPlayCall, DICE));
    const demo = data(await t.call(houseSessionCall, { launch_token: launchToken(game_url) }));
    expect(demo.demo).toBe(true);
    const round = await nextRound(tableId, member.game);
    expect(data(await state(demo.session_token)).round?.round_id).toBe(round.round_id);
    const transfers = await transferCount();
    data(await bet(demo.session_token, round, 'small', '100.00'));
    expect(data(await state(demo.session_token)).balance).toBe('1900.00');
    await timePasses(tableId);
    await settle(tableId);
    const [mine] = data(await t.call(tableBetsCall, {}, as(demo.session_token))).list;
    expect(cents(data(await state(demo.session_token)).balance)).toBe(
      1900_00n + cents(mine?.returned),
    );
    expect(await transferCount()).toBe(transfers);
  });

  it('chains every round’s revealed seed to the one before, from the commitment on', async () => {
    const { game } = await player(10_00n);
    const tableId = await tableIdOf();
    for (let i = 0; i < 5; i += 1) {
      await nextRound(tableId, game);
      await timePasses(tableId);
      await settle(tableId);
    }
    const rounds = data(await t.call(tableRoundsCall, { page: 1, count: 100 }, as(game))).list;
    expect(rounds.length).toBeGreaterThanOrEqual(5);
    const ordered = [...rounds].sort((a, b) => a.chain.index - b.chain.index);
    expect(ordered[0]?.chain.index).toBe(1);
    let previous = ordered[0]?.chain.commitment ?? '';
    for (const [index, round] of ordered.entries()) {
      expect(round.chain.index).toBe(index + 1);
      expect(isNextLink(round.seed ?? '', previous)).toBe(true);
      const check = data(await t.call(tableRoundCheckCall, { round_id: round.round_id }));
      expect(check.previous).toBe(previous);
      if (round.status === 'settled') {
        expect(playSharedRound(DICE_LOTTERY, round.seed ?? '', null).outcome).toEqual(
          round.outcome,
        );
      }
      previous = round.seed ?? '';
    }
  });

  it('answers the operator’s calls: a table’s limits and clock, a new chain, a voided round', async () => {
    const created = await t.app.deps.operators.create(1, 'tables');
    if (!created) throw new Error('operator not created');
    const operator = { token: created.key };
    const key = { game_code: 'l_dice_lottery', currency: 'RMB' };
    const changed = data(
      await t.call(
        operatorTableCall,
        { ...key, min_stake: '10', max_stake: '1000', round_seconds: 30, close_seconds: 4 },
        operator,
      ),
    );
    expect(changed).toMatchObject({ min_stake: '10.00', max_stake: '1000.00', round_seconds: 30 });
    // Refused as a whole, with the fields: a minimum off the step, a close after the draw.
    const offStep = await t.call(operatorTableCall, { ...key, stake_step: '3.00' }, operator);
    expect([offStep.status, offStep.envelope.code]).toEqual([400, '400']);
    const late = await t.call(operatorTableCall, { ...key, close_seconds: 45 }, operator);
    expect([late.status, late.envelope.code]).toEqual([400, '400']);
    const slot = await t.call(
      operatorTableCall,
      { ...key, game_code: 'e_lotus_fortune' },
      operator,
    );
    expect(slot.envelope.code).toBe('108');
    // Operator calls need the operator's key, before anything is read.
    expect((await t.call(operatorTablesCall, {})).status).toBe(401);
    const { list } = data(await t.call(operatorTablesCall, {}, operator));
    expect(list.find((table) => table.table_id === changed.table_id)?.min_stake).toBe('10.00');

    const chain = data(await t.call(operatorTableChainCall, { ...key, length: 50 }, operator));
    expect(chain.length).toBe(50);
    const { game } = await player(30_00n);
    const round = await nextRound(await tableIdOf(), game);
    expect(round.chain).toEqual({ commitment: chain.commitment, index: 1 });
    data(await bet(game, round, 'big', '10.00'));
    const voided = data(
      await t.call(operatorVoidRoundCall, { round_id: round.round_id, reason: 'test' }, operator),
    );
    expect(voided.status).toBe('voided');
    expect(data(await state(game)).balance).toBe('30.00');
    const again = await t.call(
      operatorVoidRoundCall,
      { round_id: round.round_id, reason: 'test' },
      operator,
    );
    expect(again.envelope.code).toBe('107');
  });
});
