import type { Currency, LedgerTransferKind } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';
import {
  type AgentFigureMismatch,
  type BalanceMismatch,
  type FigureMismatch,
  type LedgerAccount,
  type NegativeBalance,
  type UnbalancedTransfer,
  countLedger,
  findAccount,
  findAgentFigureMismatches,
  findBalanceMismatches,
  findFigureMismatches,
  findNegativeBalances,
  findUnbalancedTransfers,
  lockAccounts,
  upsertAccount,
} from './ledger.repository';

export type { LedgerAccount } from './ledger.repository';

export type LedgerErrorReason =
  | 'invalid_transfer'
  | 'account_not_found'
  | 'currency_mismatch'
  | 'insufficient_funds'
  | 'idempotency_conflict';

/** A refused ledger operation. Nothing was written when it is thrown. */
export class LedgerError extends Error {
  readonly reason: LedgerErrorReason;

  constructor(reason: LedgerErrorReason, message?: string) {
    super(message ?? reason);
    this.name = 'LedgerError';
    this.reason = reason;
  }
}

/**
 * The house's accounts where money enters or leaves the site: their balance is the mirror of what
 * members hold, so they run negative. A member's wallet and the withdrawals held never do.
 */
const HOUSE_SOURCE_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  'house_deposits',
  'house_bonus',
  'house_adjustments',
  'house_provider',
  'house_agent_commission',
]);

export type EnsureAccountInput = {
  siteId: number;
  kind: LedgerAccountKind;
  memberId?: number;
  provider?: string;
  currency: Currency;
};

export type TransferInput = {
  siteId: number;
  /** Unique per site: the same key always names the same movement, however often it is sent. */
  idempotencyKey: string;
  /** One of the kinds the contracts declare; the transfer record reports it as is. */
  kind: LedgerTransferKind;
  currency: Currency;
  /** Minor units, greater than zero. */
  amount: bigint;
  from: number;
  to: number;
  memo?: Record<string, unknown>;
};

export type TransferResult = {
  transferId: number;
  /** True when the key had already moved this money: nothing moved this time. */
  replayed: boolean;
  /** Balances of the two accounts after the transfer (now, for a replay). */
  balances: { from: bigint; to: bigint };
};

export type LedgerReport = {
  accounts: number;
  transfers: number;
  balanceMismatches: BalanceMismatch[];
  unbalancedTransfers: UnbalancedTransfer[];
  negativeBalances: NegativeBalance[];
  /** Members' days whose agent figures differ from a recomputation from the ledger and bets. */
  figureMismatches: FigureMismatch[];
  /** Agents' days whose figures differ from a recomputation from their downline's. */
  agentFigureMismatches: AgentFigureMismatch[];
};

/** Whether the report found nothing wrong. */
export const isLedgerClean = (report: LedgerReport): boolean =>
  report.balanceMismatches.length === 0 &&
  report.unbalancedTransfers.length === 0 &&
  report.negativeBalances.length === 0 &&
  report.figureMismatches.length === 0 &&
  report.agentFigureMismatches.length === 0;

/** Recompute every balance from its entries and check every transfer, all in SQL. */
export const verifyLedger = async (db: Db): Promise<LedgerReport> => {
  const counts = await countLedger(db);
  return {
    ...counts,
    balanceMismatches: await findBalanceMismatches(db),
    unbalancedTransfers: await findUnbalancedTransfers(db),
    negativeBalances: await findNegativeBalances(db),
    figureMismatches: await findFigureMismatches(db),
    agentFigureMismatches: await findAgentFigureMismatches(db),
  };
};

const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
const MAX_KIND_LENGTH = 32;

const checkTransferInput = (input: TransferInput): void => {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) {
    throw new LedgerError('invalid_transfer', 'amount must be a positive bigint');
  }
  if (input.from === input.to) {
    throw new LedgerError('invalid_transfer', 'from and to must be different accounts');
  }
  if (
    input.idempotencyKey.length === 0 ||
    input.idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH
  ) {
    throw new LedgerError('invalid_transfer', 'idempotency key must be 1 to 128 characters');
  }
  if (input.kind.length === 0 || input.kind.length > MAX_KIND_LENGTH) {
    throw new LedgerError('invalid_transfer', 'kind must be 1 to 32 characters');
  }
};

/** What the database's `ledger_transfer` answers (numbers as text: exact on both drivers). */
type TransferRow = {
  outcome:
    | 'moved'
    | 'replayed'
    | 'account_not_found'
    | 'currency_mismatch'
    | 'insufficient_funds'
    | 'idempotency_conflict';
  transfer_id: string | null;
  from_balance: string | null;
  to_balance: string | null;
};

/**
 * One transfer in one round trip: the database function `ledger_transfer` (migration 0007) inserts
 * the transfer under its idempotency key, locks both accounts in id order, checks them and the
 * balance, and writes both balances and both entries, or writes nothing and answers why.
 */
const applyTransfer = async (executor: Db, input: TransferInput): Promise<TransferResult> => {
  const memo = input.memo === undefined ? null : JSON.stringify(input.memo);
  const result = await executor.execute(sql`
    SELECT r_outcome AS outcome, r_transfer::text AS transfer_id,
           r_from_balance::text AS from_balance, r_to_balance::text AS to_balance
    FROM ledger_transfer(${input.siteId}::integer, ${input.idempotencyKey}::varchar,
                         ${input.kind}::varchar, ${input.currency}::varchar,
                         ${input.amount.toString()}::bigint, ${input.from}::integer,
                         ${input.to}::integer, ${memo}::jsonb)`);
  const [row] = (result as { rows: TransferRow[] }).rows;
  if (!row) throw new Error('ledger_transfer answered no row');
  if (row.outcome === 'moved' || row.outcome === 'replayed') {
    return {
      transferId: Number(row.transfer_id),
      replayed: row.outcome === 'replayed',
      balances: { from: BigInt(row.from_balance ?? 0), to: BigInt(row.to_balance ?? 0) },
    };
  }
  if (row.outcome === 'idempotency_conflict') {
    throw new LedgerError(
      'idempotency_conflict',
      'the idempotency key was used for a different transfer',
    );
  }
  throw new LedgerError(row.outcome);
};

export const createLedgerService = (db: Db) => {
  return {
    /** The account of this owner, created on first use (inside `tx` when one is given). */
    ensureAccount: async (input: EnsureAccountInput, tx: Db = db): Promise<LedgerAccount> => {
      const account = await upsertAccount(tx, {
        siteId: input.siteId,
        kind: input.kind,
        memberId: input.memberId ?? null,
        provider: input.provider ?? null,
        currency: input.currency,
        mayGoNegative: HOUSE_SOURCE_KINDS.has(input.kind),
      });
      if (!account) throw new Error('ledger account upsert returned no row');
      return account;
    },

    /**
     * Move `amount` from one account to another in one statement (its own transaction): the
     * transfer row, both balances and both entries are written together or not at all. Sending
     * the same idempotency key again returns the first transfer and moves nothing.
     */
    transfer: async (input: TransferInput): Promise<TransferResult> => {
      checkTransferInput(input);
      return applyTransfer(db, input);
    },

    /**
     * The same movement inside the caller's open transaction, for services that write their own
     * rows with it (an order's status and its credit commit together). A LedgerError thrown here
     * must roll the caller's transaction back.
     */
    transferWithin: async (tx: Db, input: TransferInput): Promise<TransferResult> => {
      checkTransferInput(input);
      return applyTransfer(tx, input);
    },

    /**
     * Lock these accounts for the rest of the caller's transaction, in id order like every
     * transfer, so two movements over the same accounts queue instead of deadlocking.
     */
    lockAccountsWithin: (tx: Db, ids: number[]): Promise<LedgerAccount[]> => lockAccounts(tx, ids),

    /** Recompute every balance from its entries and check every transfer (`ledger:verify`). */
    verify: (): Promise<LedgerReport> => verifyLedger(db),

    /** The account's balance in minor units. */
    balanceOf: async (accountId: number): Promise<bigint> => {
      const account = await findAccount(db, accountId);
      if (!account) throw new LedgerError('account_not_found');
      return account.balance;
    },
  };
};

export type LedgerService = ReturnType<typeof createLedgerService>;
