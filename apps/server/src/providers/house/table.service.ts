import type {
  TableBetView,
  TableRoundCheck,
  TableRoundView,
  TableState,
  TableView,
} from '@member-site/contracts';
import { type Currency, formatMinorUnits, parseMinorUnits } from '@member-site/contracts/constants';
import {
  type RoundBet,
  isValidBet,
  playSharedRound,
  returnOf,
} from '@member-site/house-games/rounds';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import type { HouseTableStatus } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { CatalogueService } from '../../modules/games/catalogue.service';
import type { LedgerAccount, LedgerService } from '../../modules/ledger/ledger.service';
import type { OperatorService } from '../../modules/operator/operator.service';
import { type PreparedChain, prepareChain, previousSeed, walkChainMarks } from './chain-walk';
import { houseAccounts } from './house-accounts';
import { type HouseSessionRow, findSessionById } from './house.repository';
import {
  type TableClock,
  type TableGame,
  type TableLimits,
  defaultLimits,
  tableGame,
} from './table-games';
import {
  type ChainRow,
  type TableBetRow,
  type TableRoundRow,
  type TableRow,
  betsOnRound,
  betsPage,
  findActiveChain,
  findBetByRequest,
  findChain,
  findRound,
  findRoundAt,
  findTable,
  findTableOf,
  findUnfinishedRound,
  finishBet,
  finishedRounds,
  giveDemoMoney,
  insertBet,
  insertChain,
  insertRound,
  insertTable,
  lastRoundNumber,
  listTables,
  lockRound,
  placedBets,
  retireChains,
  setChainUsed,
  stakedOnRound,
  takeDemoMoney,
  updateRound,
  updateTable,
  voidedRoundsToRefund,
  sumSettledTableStakes,
  sumSettledTableStakesByMember,
} from './table.repository';

const houseError = (code: string) => new AppError(code, { family: 'house' });

/** A table game page's session: who plays, at which game. */
export type TableContext = { session: HouseSessionRow; table: TableGame };

/** Rounds a newly published chain serves: about a month of a table dealing every 30 s. */
export const DEFAULT_CHAIN_LENGTH = 100_000;
/** Every this many seeds of a chain are kept in memory; a seed between is hashed down to. */
const CHECKPOINT_EVERY = 256;
/** Bets settled or refunded in one transaction. */
const SETTLE_BATCH = 100;
/** A player places at most this many bets a second at one table. */
const BET_RATE = { points: 10, durationSeconds: 1 } as const;
/** The runner looks at a table at least this often, whatever its clock says. */
const MAX_WAIT_MS = 1000;

const iso = (date: Date) => date.toISOString();

const roundBet = (bet: Pick<TableBetRow, 'kind' | 'pick'>): RoundBet => ({
  kind: bet.kind,
  pick: bet.pick,
});

/**
 * The house's shared-round tables (ARCHITECTURE section 6): every player at a table bets on the
 * same round, drawn from the next seed of the table's published hash chain. A bet holds its
 * stake from the member's house wallet by a ledger transfer committed with the bet; settling pays
 * each bet's return back once (its own idempotency key), and a voided round refunds every hold.
 * Demo sessions bet play money on the same rounds and never touch the ledger.
 *
 * One runner advances each table (`advance`, under the table's lock in `table-runner.ts`); the
 * clock lives in the rows, so a runner that starts after a crash resumes where the last stopped:
 * an open round past its draw draws, a settling round finishes settling, and a voided round
 * finishes its refunds. No step can pay twice.
 */
export const createTableService = (
  db: Db,
  {
    ledger,
    events,
    operators,
    limiter,
    catalogue,
    now = () => new Date(),
  }: {
    ledger: LedgerService;
    events: DomainEventBus;
    operators: Pick<OperatorService, 'audit'>;
    limiter: Pick<RateLimiter, 'hit'>;
    catalogue: Pick<CatalogueService, 'everything'>;
    now?: () => Date;
  },
) => {
  /** Chains never change what they commit to: their commitment and checkpoints are kept. */
  const commitments = new Map<number, string>();
  const checkpoints = new Map<number, Promise<string[]>>();

  const commitmentOf = async (chainId: number): Promise<string> => {
    const known = commitments.get(chainId);
    if (known) return known;
    const chain = await findChain(db, chainId);
    if (!chain) throw new Error(`house chain ${chainId} is missing`);
    commitments.set(chainId, chain.commitment);
    return chain.commitment;
  };

  /**
   * Every CHECKPOINT_EVERY-th seed of a chain: walked down once per process (or kept from its
   * publication) while the event loop goes on answering.
   */
  const checkpointsOf = (chain: ChainRow): Promise<string[]> => {
    let marks = checkpoints.get(chain.id);
    if (!marks) {
      marks = walkChainMarks(chain.lastSeed, chain.length, CHECKPOINT_EVERY);
      checkpoints.set(chain.id, marks);
    }
    return marks;
  };

  /** The seed of round `index` (from 1) of a chain. */
  const seedAt = async (chain: ChainRow, index: number): Promise<string> => {
    if (index < 1 || index > chain.length) throw new RangeError('seed index outside the chain');
    const marks = await checkpointsOf(chain);
    // The checkpoint at or after the index, hashed down to it.
    const mark = Math.min(Math.ceil((index - 1) / CHECKPOINT_EVERY), marks.length - 1);
    let at = mark * CHECKPOINT_EVERY + 1;
    let seed = marks[mark];
    if (seed === undefined) throw new Error('house chain checkpoint missing');
    if (at < index) {
      // The last checkpoint sits before the index: walk down from the chain's end instead.
      at = chain.length;
      seed = chain.lastSeed;
    }
    while (at > index) {
      seed = previousSeed(seed);
      at -= 1;
    }
    return seed;
  };

  const tableView = async (table: TableRow): Promise<TableView> => {
    const chain = await findActiveChain(db, table.id);
    const money = (minor: bigint) => formatMinorUnits(minor, table.currency);
    return {
      table_id: table.id,
      game_code: table.gameCode,
      currency: table.currency,
      status: table.status,
      round_seconds: table.roundSeconds,
      close_seconds: table.closeSeconds,
      show_seconds: table.showSeconds,
      min_stake: money(table.minStake),
      max_stake: money(table.maxStake),
      stake_step: money(table.stakeStep),
      commitment: chain?.commitment ?? null,
    };
  };

  const roundView = async (round: TableRoundRow): Promise<TableRoundView> => {
    const finished = round.status !== 'open';
    return {
      round_id: round.id,
      table_id: round.tableId,
      number: round.number,
      status: round.status,
      opens_at: iso(round.opensAt),
      closes_at: iso(round.closesAt),
      draws_at: iso(round.drawsAt),
      card: round.card,
      outcome: finished ? (round.outcome ?? null) : null,
      seed: finished ? (round.seed ?? null) : null,
      chain: { commitment: await commitmentOf(round.chainId), index: round.chainIndex },
      void_reason: round.voidReason ?? null,
    };
  };

  const betView = (bet: TableBetRow, roundNumber: number, currency: Currency): TableBetView => ({
    bet_id: bet.id,
    round_id: bet.roundId,
    round_number: roundNumber,
    kind: bet.kind,
    pick: bet.pick,
    stake: formatMinorUnits(bet.stake, currency),
    hold: formatMinorUnits(bet.hold, currency),
    returned: bet.returned === null ? null : formatMinorUnits(bet.returned, currency),
    status: bet.status,
    created_at: iso(bet.createdAt),
  });

  const ownerOf = (session: HouseSessionRow) =>
    session.memberId === null ? { sessionId: session.id } : { memberId: session.memberId };

  const accountsOf = (siteId: number, currency: Currency, memberId: number) =>
    houseAccounts(ledger, siteId, currency, memberId);

  const balanceOf = async (session: HouseSessionRow): Promise<bigint> => {
    if (session.memberId === null) {
      // The play money as committed now, not as the session row was read.
      return (await findSessionById(db, session.id))?.demoBalance ?? 0n;
    }
    const { wallet } = await accountsOf(session.siteId, session.currency, session.memberId);
    return ledger.balanceOf(wallet.id);
  };

  const publishRound = (round: TableRoundRow) => {
    events.publish('house_round', {
      siteId: round.siteId,
      tableId: round.tableId,
      roundId: round.id,
    });
  };

  /** The session's table; house 108 when there is none for its game and currency. */
  const tableOf = async (context: TableContext): Promise<TableRow> => {
    const { session } = context;
    const table = await findTableOf(db, {
      siteId: session.siteId,
      gameId: session.gameId,
      currency: session.currency,
    });
    if (!table) throw houseError('108');
    return table;
  };

  /** Start a table with the game's clock, the currency's limits and a fresh chain. */
  const createTable = async (input: {
    siteId: number;
    gameId: number;
    game: TableGame;
    currency: Currency;
  }): Promise<TableRow> => {
    const found = await findTableOf(db, input);
    if (found) return found;
    // Walked before the transaction, which then only writes.
    const prepared = await prepareChain(DEFAULT_CHAIN_LENGTH, CHECKPOINT_EVERY);
    const created = await db.transaction(async (tx) => {
      const existing = await findTableOf(tx, input);
      if (existing) return { table: existing };
      const table = await insertTable(tx, {
        siteId: input.siteId,
        gameId: input.gameId,
        gameCode: input.game.code,
        currency: input.currency,
        ...input.game.clock,
        ...defaultLimits(input.currency),
        state: input.game.game.initialState(),
      });
      return { table, chain: await startChain(tx, table, prepared) };
    });
    if (created.chain) checkpoints.set(created.chain.id, Promise.resolve(prepared.marks));
    return created.table;
  };

  /** Store a prepared chain as the table's active one, retiring the chain it had. */
  const startChain = async (
    tx: Db,
    table: TableRow,
    prepared: PreparedChain,
  ): Promise<ChainRow> => {
    await retireChains(tx, table.id, now());
    return insertChain(tx, {
      siteId: table.siteId,
      tableId: table.id,
      lastSeed: prepared.lastSeed,
      commitment: prepared.commitment,
      length: prepared.length,
    });
  };

  // The clock of a table, one step at a time.

  /** Open the table's next round from the next seed of its active chain. */
  const openRound = async (
    table: TableRow,
    game: TableGame,
    at: Date,
  ): Promise<TableRoundRow | undefined> => {
    // A chain this process has not walked yet is walked before the transaction, not inside it.
    const active = await findActiveChain(db, table.id);
    if (active) await checkpointsOf(active);
    return db.transaction(async (tx) => {
      const locked = await findTable(tx, table.id, true);
      if (locked?.status !== 'open') return undefined;
      if (await findUnfinishedRound(tx, table.id)) return undefined;
      const chain = await findActiveChain(tx, table.id, true);
      if (!chain || chain.used >= chain.length) return undefined;
      const index = chain.used + 1;
      const seed = await seedAt(chain, index);
      const { card } = playSharedRound(game.game, seed, locked.state);
      const opensAt = at;
      const drawsAt = new Date(at.getTime() + locked.roundSeconds * 1000);
      const closesAt = new Date(drawsAt.getTime() - locked.closeSeconds * 1000);
      const round = await insertRound(tx, {
        siteId: locked.siteId,
        tableId: locked.id,
        chainId: chain.id,
        chainIndex: index,
        number: (await lastRoundNumber(tx, locked.id)) + 1,
        opensAt,
        closesAt,
        drawsAt,
        card: card,
        stateBefore: locked.state,
      });
      await setChainUsed(tx, chain.id, index);
      return round;
    });
  };

  /** Draw an open round: its outcome from its seed, the seed revealed, the table's next state. */
  const drawRound = async (
    round: TableRoundRow,
    game: TableGame,
  ): Promise<TableRoundRow | undefined> =>
    db.transaction(async (tx) => {
      const locked = await lockRound(tx, round.id, 'update');
      if (locked?.status !== 'open') return undefined;
      const chain = await findChain(tx, locked.chainId);
      if (!chain) throw new Error('house round without its chain');
      const seed = await seedAt(chain, locked.chainIndex);
      const played = playSharedRound(game.game, seed, locked.stateBefore);
      const drawn = await updateRound(tx, locked.id, 'open', {
        status: 'settling',
        outcome: played.outcome,
        seed,
      });
      await updateTable(tx, locked.tableId, { state: played.state });
      return drawn;
    });

  /**
   * Settle or refund the next batch of a round's bets in one transaction: every account it
   * touches is locked first, in id order, so it never waits in a circle with a bet being placed.
   * Answers whether bets remain.
   */
  const finishBets = async (
    round: TableRoundRow,
    table: TableRow,
    returnOfBet: (bet: TableBetRow) => bigint,
    status: 'settled' | 'refunded',
  ): Promise<boolean> => {
    const bets = await placedBets(db, round.id, SETTLE_BATCH);
    if (bets.length === 0) return false;
    const memberIds = [
      ...new Set(bets.flatMap((bet) => (bet.memberId === null ? [] : [bet.memberId]))),
    ];
    const accounts = new Map<number, { wallet: LedgerAccount; house: LedgerAccount }>();
    for (const memberId of memberIds) {
      accounts.set(memberId, await accountsOf(table.siteId, table.currency, memberId));
    }
    const at = now();
    await db.transaction(async (tx) => {
      const ids = [...accounts.values()].flatMap(({ wallet, house }) => [wallet.id, house.id]);
      if (ids.length > 0) await ledger.lockAccountsWithin(tx, [...new Set(ids)]);
      for (const bet of bets) {
        const returned = returnOfBet(bet);
        let returnTransferId: number | null = null;
        const owner = bet.memberId === null ? undefined : accounts.get(bet.memberId);
        if (owner && returned > 0n) {
          const transfer = await ledger.transferWithin(tx, {
            siteId: table.siteId,
            idempotencyKey: `table-${status === 'settled' ? 'return' : 'refund'}:${bet.id}`,
            kind: status === 'settled' ? 'game_payout' : 'game_refund',
            currency: table.currency,
            amount: returned,
            from: owner.house.id,
            to: owner.wallet.id,
            memo: { game: table.gameCode, round_id: round.id, bet_id: bet.id },
          });
          returnTransferId = transfer.transferId;
        } else if (bet.memberId === null && returned > 0n) {
          await giveDemoMoney(tx, bet.sessionId, returned);
        }
        await finishBet(tx, bet.id, { status, returned, returnTransferId, settledAt: at });
      }
    });
    return bets.length === SETTLE_BATCH;
  };

  const settleRound = async (round: TableRoundRow, table: TableRow, game: TableGame) => {
    const card = round.card;
    const outcome = round.outcome;
    const settle = (bet: TableBetRow) =>
      returnOf(bet.stake, game.game.settle(roundBet(bet), card, outcome));
    while (await finishBets(round, table, settle, 'settled')) {
      // next batch
    }
    // Bets placed are all settled: nothing can be placed on a round that is settling.
    const settled = await updateRound(db, round.id, 'settling', {
      status: 'settled',
      finishedAt: now(),
    });
    if (settled) publishRound(settled);
  };

  const refundRound = async (round: TableRoundRow, table: TableRow) => {
    while (await finishBets(round, table, (bet) => bet.hold, 'refunded')) {
      // next batch
    }
  };

  const lastFinishedAt = async (tableId: number): Promise<Date | undefined> => {
    const { rows } = await finishedRounds(db, tableId, { limit: 1, offset: 0 });
    return rows[0]?.finishedAt ?? undefined;
  };

  /** A table game of the site's catalogue by its code; house 108 for any other code. */
  const siteTableGame = async (
    siteId: number,
    gameCode: string,
  ): Promise<{ gameId: number; game: TableGame }> => {
    const game = tableGame(gameCode);
    const row = (await catalogue.everything(siteId)).games.find(
      (entry) => entry.gameCode === gameCode,
    );
    if (!game || !row) throw houseError('108');
    return { gameId: row.id, game };
  };

  /** Change a table with the operator's audit entry, and tell its players' pages. */
  const changeTable = async (
    tableId: number,
    values: Partial<TableLimits & TableClock & { status: HouseTableStatus }>,
    actor: string,
    action: string,
    details?: Record<string, unknown>,
  ): Promise<TableRow> => {
    const table = await db.transaction(async (tx) => {
      const changed = await updateTable(tx, tableId, values);
      if (!changed) throw houseError('108');
      await operators.audit(
        {
          siteId: changed.siteId,
          actor,
          action,
          targetType: 'house_table',
          targetId: String(changed.id),
          ...(details ? { details } : {}),
        },
        tx,
      );
      return changed;
    });
    events.publish('house_table.changed', { siteId: table.siteId, tableId: table.id });
    return table;
  };

  return {
    seedAt,

    /** The stakes of the member's table bets settled in a turnover window. */
    settledStakesWithin: (tx: Db, window: TurnoverWindow): Promise<bigint> =>
      sumSettledTableStakes(tx, window),

    /**
     * The stakes of each member's settled table bets in a currency, by member: part of the turnover
     * that recommend-a-friend awards count.
     */
    settledStakesOf: async (
      memberIds: readonly number[],
      currency: Currency,
    ): Promise<Map<number, bigint>> =>
      new Map(
        (await sumSettledTableStakesByMember(db, memberIds, currency)).map((row) => [
          row.memberId,
          BigInt(row.stakes),
        ]),
      ),

    /**
     * One step of a table's clock; answers how long until the next is due. The runner holding
     * the table's lock calls it again after that long.
     */
    async advance(tableId: number, game: TableGame): Promise<number> {
      const table = await findTable(db, tableId);
      if (!table) return MAX_WAIT_MS;
      for (const voided of await voidedRoundsToRefund(db, table.id)) {
        await refundRound(voided, table);
      }
      const round = await findUnfinishedRound(db, table.id);
      const at = now();
      if (round?.status === 'settling') {
        await settleRound(round, table, game);
        return 0;
      }
      if (round?.status === 'open') {
        const wait = round.drawsAt.getTime() - at.getTime();
        if (wait > 0) return Math.min(wait, MAX_WAIT_MS);
        const drawn = await drawRound(round, game);
        if (drawn) {
          publishRound(drawn);
          await settleRound(drawn, table, game);
        }
        return 0;
      }
      if (table.status !== 'open') return MAX_WAIT_MS;
      const finishedAt = await lastFinishedAt(table.id);
      const nextAt = (finishedAt?.getTime() ?? 0) + table.showSeconds * 1000;
      if (nextAt > at.getTime()) return Math.min(nextAt - at.getTime(), MAX_WAIT_MS);
      const opened = await openRound(table, game, at);
      if (opened) {
        publishRound(opened);
        return Math.min(opened.drawsAt.getTime() - at.getTime(), MAX_WAIT_MS);
      }
      return MAX_WAIT_MS;
    },

    /** Every table of every site (or of one), for the runner and the operator. */
    tables: (siteId?: number): Promise<TableRow[]> => listTables(db, siteId),

    /** The table of a game and currency, started with its defaults on first use. */
    ensureTable: createTable,

    /** The session's table, its round now, recent rounds, the player's bets and balance. */
    async state(context: TableContext, historyCount: number): Promise<TableState> {
      const table = await tableOf(context);
      const [round, history, balance] = await Promise.all([
        findUnfinishedRound(db, table.id),
        finishedRounds(db, table.id, { limit: historyCount, offset: 0 }),
        balanceOf(context.session),
      ]);
      const bets = round ? await betsOnRound(db, round.id, ownerOf(context.session)) : [];
      return {
        table: await tableView(table),
        round: round ? await roundView(round) : null,
        history: await Promise.all(history.rows.map(roundView)),
        bets: bets.map((bet) => betView(bet, round?.number ?? 0, table.currency)),
        balance: formatMinorUnits(balance, table.currency),
        server_time: iso(now()),
      };
    },

    /**
     * Bet on the open round. Refused with nothing moved: house 108 at a closed table, 107 after
     * the round closed (or on any other round), 109 for a bet the game does not take, 102 for a
     * stake off the table's step, 110 outside its limits (a player's whole stake on the round
     * counts against the maximum), 103 without the balance, 113 faster than a player bets, 112
     * for a request id used for another bet.
     */
    async placeBet(
      context: TableContext,
      input: { roundId: number; kind: string; pick: number[]; stake: string; requestId: string },
    ): Promise<{ bet: TableBetView; balance: string }> {
      const { session } = context;
      const table = await tableOf(context);
      const owner = ownerOf(session);
      const existing = await findBetByRequest(db, owner, input.requestId);
      const answer = async (bet: TableBetRow) => {
        const round = await findRound(db, bet.roundId);
        return {
          bet: betView(bet, round?.number ?? 0, table.currency),
          balance: formatMinorUnits(await balanceOf(session), table.currency),
        };
      };
      const stake = parseMinorUnits(input.stake, table.currency);
      const bet: RoundBet = { kind: input.kind, pick: input.pick };
      if (existing) {
        const same =
          existing.roundId === input.roundId &&
          existing.kind === bet.kind &&
          existing.pick.join() === bet.pick.join() &&
          existing.stake === stake;
        if (!same) throw houseError('112');
        return answer(existing);
      }
      if (table.status !== 'open') throw houseError('108');
      if (!isValidBet(context.table.game, bet)) throw houseError('109');
      if (stake === undefined || stake <= 0n || stake % table.stakeStep !== 0n) {
        throw houseError('102');
      }
      if (stake < table.minStake || stake > table.maxStake) throw houseError('110');
      const limited = await limiter.hit('house-table-bet', String(session.id), BET_RATE);
      if (!limited.allowed) throw houseError('113');
      const hold = returnOf(stake, context.table.game.hold(bet));
      const accounts =
        session.memberId === null
          ? undefined
          : await accountsOf(session.siteId, session.currency, session.memberId);

      try {
        const placed = await db.transaction(async (tx) => {
          // The round stays open until this bet commits: its draw waits for the share lock.
          const round = await lockRound(tx, input.roundId, 'share');
          if (
            round?.tableId !== table.id ||
            round.status !== 'open' ||
            round.closesAt.getTime() <= now().getTime()
          ) {
            throw houseError('107');
          }
          const staked = await stakedOnRound(tx, round.id, owner);
          if (staked + stake > table.maxStake) throw houseError('110');
          let holdTransferId: number | null = null;
          if (accounts && session.memberId !== null) {
            const locked = await ledger.lockAccountsWithin(tx, [
              accounts.wallet.id,
              accounts.house.id,
            ]);
            const balance =
              locked.find((account) => account.id === accounts.wallet.id)?.balance ?? 0n;
            if (balance < hold) throw houseError('103');
            const transfer = await ledger.transferWithin(tx, {
              siteId: session.siteId,
              idempotencyKey: `table-bet:${session.memberId}:${input.requestId}`,
              kind: 'game_bet',
              currency: table.currency,
              amount: hold,
              from: accounts.wallet.id,
              to: accounts.house.id,
              memo: { game: table.gameCode, round_id: round.id },
            });
            holdTransferId = transfer.transferId;
          } else if ((await takeDemoMoney(tx, session.id, hold)) === undefined) {
            throw houseError('103');
          }
          return insertBet(tx, {
            siteId: session.siteId,
            roundId: round.id,
            tableId: table.id,
            sessionId: session.id,
            memberId: session.memberId,
            kind: bet.kind,
            pick: [...bet.pick],
            stake,
            hold,
            requestId: input.requestId,
            holdTransferId,
          });
        });
        return await answer(placed);
      } catch (error) {
        // Two sends of one request id at the same moment: the first committed, answer it.
        const committed = await findBetByRequest(db, owner, input.requestId).catch(() => undefined);
        if (committed) {
          if (committed.roundId !== input.roundId || committed.stake !== stake)
            throw houseError('112');
          return answer(committed);
        }
        throw error;
      }
    },

    /** The table's finished rounds, newest first. */
    async rounds(context: TableContext, page: number, count: number) {
      const table = await tableOf(context);
      const { rows, total } = await finishedRounds(db, table.id, {
        limit: count,
        offset: (page - 1) * count,
      });
      return { list: await Promise.all(rows.map(roundView)), total_count: total };
    },

    /** The player's bets at the table, newest first. */
    async bets(context: TableContext, page: number, count: number) {
      const table = await tableOf(context);
      const { rows, total } = await betsPage(db, table.id, ownerOf(context.session), {
        limit: count,
        offset: (page - 1) * count,
      });
      return {
        list: rows.map(({ bet, round }) => betView(bet, round.number, table.currency)),
        total_count: total,
      };
    },

    /** A round as the realtime channel and the history show it. */
    async roundView(roundId: number): Promise<TableRoundView | undefined> {
      const round = await findRound(db, roundId);
      return round ? roundView(round) : undefined;
    },

    /** Any round of the site's tables with what checks it (house 105 for an unknown one). */
    async check(siteId: number, roundId: number): Promise<TableRoundCheck> {
      const round = await findRound(db, roundId);
      if (round?.siteId !== siteId) throw houseError('105');
      const table = await findTable(db, round.tableId);
      if (!table) throw houseError('105');
      const before =
        round.chainIndex === 1
          ? undefined
          : await findRoundAt(db, round.chainId, round.chainIndex - 1);
      const previous =
        round.chainIndex === 1
          ? await commitmentOf(round.chainId)
          : // The round before was voided or settled, so its seed is revealed.
            (before?.seed ?? '');
      return {
        game_code: table.gameCode,
        round: await roundView(round),
        previous,
        state_before: round.stateBefore,
      };
    },

    // The operator's actions, each in the audit log.

    /** Every table of a site as the operator lists them. */
    async views(siteId: number): Promise<TableView[]> {
      return Promise.all((await listTables(db, siteId)).map(tableView));
    },

    /**
     * Open or close a table, or change its limits or clock (given in the table's currency and in
     * seconds); the table starts with its game's defaults first if it has not yet. Limits and
     * clock are checked as a whole, with what is not changed: a 400 with the fields otherwise.
     */
    async configure(
      input: {
        siteId: number;
        gameCode: string;
        currency: Currency;
        status?: HouseTableStatus | undefined;
        limits?: { minStake?: string; maxStake?: string; stakeStep?: string };
        clock?: Partial<TableClock>;
      },
      actor: string,
    ): Promise<TableView> {
      let table = await createTable({
        siteId: input.siteId,
        currency: input.currency,
        ...(await siteTableGame(input.siteId, input.gameCode)),
      });
      const problems: { field: string; message: string }[] = [];
      const money = (field: string, text: string | undefined, current: bigint): bigint => {
        if (text === undefined) return current;
        const value = parseMinorUnits(text, input.currency);
        if (value === undefined || value <= 0n) {
          problems.push({ field, message: `not an amount of ${input.currency}` });
          return current;
        }
        return value;
      };
      const limits = {
        minStake: money('min_stake', input.limits?.minStake, table.minStake),
        maxStake: money('max_stake', input.limits?.maxStake, table.maxStake),
        stakeStep: money('stake_step', input.limits?.stakeStep, table.stakeStep),
      };
      if (limits.minStake % limits.stakeStep !== 0n) {
        problems.push({ field: 'min_stake', message: 'must be a multiple of stake_step' });
      }
      if (limits.maxStake < limits.minStake) {
        problems.push({ field: 'max_stake', message: 'must be at least min_stake' });
      }
      const clock: TableClock = {
        roundSeconds: input.clock?.roundSeconds ?? table.roundSeconds,
        closeSeconds: input.clock?.closeSeconds ?? table.closeSeconds,
        showSeconds: input.clock?.showSeconds ?? table.showSeconds,
      };
      if (clock.roundSeconds <= clock.closeSeconds) {
        problems.push({ field: 'close_seconds', message: 'must be less than round_seconds' });
      }
      if (problems.length > 0) {
        throw new AppError('400', {
          family: 'common',
          httpStatus: 400,
          data: { errors: problems },
        });
      }
      const limitsChanged =
        limits.minStake !== table.minStake ||
        limits.maxStake !== table.maxStake ||
        limits.stakeStep !== table.stakeStep;
      if (limitsChanged) {
        table = await changeTable(table.id, limits, actor, 'house_table_limits', {
          min_stake: String(limits.minStake),
          max_stake: String(limits.maxStake),
          stake_step: String(limits.stakeStep),
        });
      }
      const clockChanged =
        clock.roundSeconds !== table.roundSeconds ||
        clock.closeSeconds !== table.closeSeconds ||
        clock.showSeconds !== table.showSeconds;
      if (clockChanged) {
        table = await changeTable(table.id, clock, actor, 'house_table_clock', { ...clock });
      }
      if (input.status !== undefined && input.status !== table.status) {
        const action = input.status === 'open' ? 'house_table_opened' : 'house_table_closed';
        table = await changeTable(table.id, { status: input.status }, actor, action);
      }
      return tableView(table);
    },

    /**
     * Publish a new chain for the table of a game and currency (started with its defaults if it
     * has not yet): it serves the table from its next round on.
     */
    async publishChain(
      input: { siteId: number; gameCode: string; currency: Currency; length: number },
      actor: string,
    ): Promise<ChainRow> {
      const { id: tableId } = await createTable({
        siteId: input.siteId,
        currency: input.currency,
        ...(await siteTableGame(input.siteId, input.gameCode)),
      });
      const { length } = input;
      const prepared = await prepareChain(length, CHECKPOINT_EVERY);
      const chain = await db.transaction(async (tx) => {
        const table = await findTable(tx, tableId, true);
        if (!table) throw houseError('108');
        const started = await startChain(tx, table, prepared);
        await operators.audit(
          {
            siteId: table.siteId,
            actor,
            action: 'house_chain_published',
            targetType: 'house_table',
            targetId: String(table.id),
            details: { commitment: started.commitment, length },
          },
          tx,
        );
        return started;
      });
      checkpoints.set(chain.id, Promise.resolve(prepared.marks));
      events.publish('house_table.changed', { siteId: chain.siteId, tableId: chain.tableId });
      return chain;
    },

    /**
     * Void a round that is still open: its seed is revealed (the chain stays checkable) and every
     * bet is refunded. House 107 for a round that has drawn.
     */
    async voidRound(
      target: { siteId: number; roundId: number },
      reason: string,
      actor: string,
    ): Promise<TableRoundView> {
      const voided = await db.transaction(async (tx) => {
        const round = await lockRound(tx, target.roundId, 'update');
        if (round?.siteId !== target.siteId) throw houseError('105');
        if (round.status !== 'open') throw houseError('107');
        const chain = await findChain(tx, round.chainId);
        if (!chain) throw new Error('house round without its chain');
        const done = await updateRound(tx, round.id, 'open', {
          status: 'voided',
          seed: await seedAt(chain, round.chainIndex),
          finishedAt: now(),
          voidReason: reason,
        });
        if (!done) throw houseError('107');
        await operators.audit(
          {
            siteId: round.siteId,
            actor,
            action: 'house_round_voided',
            targetType: 'house_round',
            targetId: String(round.id),
            reason,
          },
          tx,
        );
        return done;
      });
      publishRound(voided);
      const table = await findTable(db, voided.tableId);
      if (table) await refundRound(voided, table);
      return roundView(voided);
    },
  };
};

export type TableService = ReturnType<typeof createTableService>;
