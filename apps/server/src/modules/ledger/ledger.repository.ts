import type { Currency } from '@member-site/contracts/constants';
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { type LedgerAccountKind, ledgerAccounts, ledgerTransfers } from '../../db/schema';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

export type AccountOwner = {
  siteId: number;
  kind: LedgerAccountKind;
  memberId: number | null;
  provider: string | null;
  currency: Currency;
};

const ownerMatches = (owner: AccountOwner) =>
  and(
    eq(ledgerAccounts.siteId, owner.siteId),
    eq(ledgerAccounts.kind, owner.kind),
    sql`COALESCE(${ledgerAccounts.memberId}, 0) = ${owner.memberId ?? 0}`,
    sql`COALESCE(${ledgerAccounts.provider}, '') = ${owner.provider ?? ''}`,
    eq(ledgerAccounts.currency, owner.currency),
  );

/** Create the owner's account unless it exists (a concurrent creator wins), then read it. */
export const upsertAccount = async (
  db: Db,
  owner: AccountOwner & { mayGoNegative: boolean },
): Promise<LedgerAccount | undefined> => {
  const [inserted] = await db
    .insert(ledgerAccounts)
    .values(owner)
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(ledgerAccounts).where(ownerMatches(owner));
  return existing;
};

export const findAccount = async (db: Db, id: number): Promise<LedgerAccount | undefined> => {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row;
};

/**
 * Lock the accounts of a transfer for the rest of the transaction. Rows are locked in ascending id
 * order so two transfers between the same accounts in opposite directions never deadlock.
 */
export const lockAccounts = (db: Db, ids: number[]): Promise<LedgerAccount[]> =>
  db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');

export type BalanceMismatch = { accountId: number; balance: bigint; entriesSum: bigint };
export type UnbalancedTransfer = {
  transferId: number;
  amount: bigint;
  entriesSum: bigint;
  debits: number;
  credits: number;
  /** An entry on an account of another site or currency than the transfer's. */
  foreignEntries: number;
};
export type NegativeBalance = { accountId: number; balance: bigint };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/*
 * The checks below cast numbers to text in SQL: the two drivers return int8 and counts differently
 * when a query is not mapped by Drizzle, and text converts exactly on both.
 */

export const countLedger = async (db: Db): Promise<{ accounts: number; transfers: number }> => {
  const [row] = rowsOf<{ accounts: string; transfers: string }>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM ${ledgerAccounts})::text AS accounts,
             (SELECT count(*) FROM ${ledgerTransfers})::text AS transfers`),
  );
  return { accounts: Number(row?.accounts ?? 0), transfers: Number(row?.transfers ?? 0) };
};

/** Accounts whose stored balance differs from the sum of their entries. */
export const findBalanceMismatches = async (db: Db): Promise<BalanceMismatch[]> => {
  const rows = rowsOf<{ account_id: string; balance: string; entries_sum: string }>(
    await db.execute(sql`
      SELECT a.id::text AS account_id, a.balance::text AS balance, s.total::text AS entries_sum
      FROM ledger_accounts a
      CROSS JOIN LATERAL (
        SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e WHERE e.account_id = a.id
      ) s
      WHERE a.balance <> s.total
      ORDER BY a.id`),
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    balance: BigInt(row.balance),
    entriesSum: BigInt(row.entries_sum),
  }));
};

/**
 * The figures a member's day keeps (member_day_figures); an agent's day adds its registrations and
 * its active members.
 */
const MEMBER_DAY_FIGURES = [
  'deposit_count',
  'deposits',
  'first_deposit_count',
  'first_deposit_amount',
  'withdrawals',
  'valid_bet',
  'win_loss',
  'bonuses',
] as const;
const AGENT_DAY_FIGURES = ['registrations', ...MEMBER_DAY_FIGURES, 'active_members'] as const;

/** Whether any figure of the kept row `k` differs from the recomputed `x`, a missing row as zeros. */
const anyFigureDiffers = (figures: readonly string[]): SQL =>
  sql.join(
    figures.map(
      (figure) =>
        sql`COALESCE(k.${sql.identifier(figure)}, 0) <> COALESCE(x.${sql.identifier(figure)}, 0)`,
    ),
    sql` OR `,
  );

/** A member's day whose kept agent figures differ from those recomputed from the ledger and bets. */
export type FigureMismatch = { memberId: number; day: string; currency: string };

/**
 * Compare the agent figures' rollup (member_day_figures, migration 0017) with the view that
 * recomputes it from the ledger's entries and the games' settled bets; a row missing on one side
 * counts as zeros. Also a day whose running totals are not the sums of the member's days up to it,
 * and a first deposit that is not one of the member's deposits.
 */
export const findFigureMismatches = async (db: Db): Promise<FigureMismatch[]> => {
  const rows = rowsOf<{ member_id: string; day: string; currency: string }>(
    await db.execute(sql`
      SELECT COALESCE(k.member_id, x.member_id)::text AS member_id,
             COALESCE(k.day, x.day)::text AS day, COALESCE(k.currency, x.currency) AS currency
      FROM member_day_figures k
      FULL JOIN member_day_figures_expected x
        ON x.member_id = k.member_id AND x.day = k.day AND x.currency = k.currency
      WHERE ${anyFigureDiffers(MEMBER_DAY_FIGURES)}
      UNION
      SELECT r.member_id::text, r.day::text, r.currency
      FROM (
        SELECT f.member_id, f.day, f.currency, f.cum_deposits, f.cum_valid_bet,
               sum(f.deposits) OVER w AS deposits, sum(f.valid_bet) OVER w AS valid_bet
        FROM member_day_figures f
        WINDOW w AS (PARTITION BY f.member_id, f.currency ORDER BY f.day)
      ) r
      WHERE r.cum_deposits <> r.deposits OR r.cum_valid_bet <> r.valid_bet
      UNION
      SELECT d.member_id::text, d.day::text, d.currency
      FROM member_first_deposits d
      WHERE NOT EXISTS (
        SELECT 1 FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE e.transfer_id = d.transfer_id AND a.member_id = d.member_id
          AND t.kind = 'deposit' AND e.amount = d.amount)
      ORDER BY 1, 2
      LIMIT 1000`),
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    day: row.day,
    currency: row.currency,
  }));
};

/** An agent's day and depth whose kept figures differ from those recomputed from its downline. */
export type AgentFigureMismatch = { agentId: number; day: string; depth: number; currency: string };

/**
 * Compare the agents' rollup (agent_day_figures, migration 0018: its slots summed) with the view
 * that recomputes it from the members' rollup, the agent tree and the members' registrations; a
 * key missing on one side counts as zeros.
 */
export const findAgentFigureMismatches = async (db: Db): Promise<AgentFigureMismatch[]> => {
  const rows = rowsOf<{ agent_id: string; day: string; depth: string; currency: string }>(
    await db.execute(sql`
      WITH kept AS (
        SELECT ancestor_id, currency, day, depth, ${sql.join(
          AGENT_DAY_FIGURES.map(
            (figure) => sql`sum(${sql.identifier(figure)}) AS ${sql.identifier(figure)}`,
          ),
          sql`, `,
        )}
        FROM agent_day_figures
        GROUP BY ancestor_id, currency, day, depth
      )
      SELECT COALESCE(k.ancestor_id, x.ancestor_id)::text AS agent_id,
             COALESCE(k.day, x.day)::text AS day, COALESCE(k.depth, x.depth)::text AS depth,
             COALESCE(k.currency, x.currency) AS currency
      FROM kept k
      FULL JOIN agent_day_figures_expected x
        ON x.ancestor_id = k.ancestor_id AND x.currency = k.currency AND x.day = k.day
       AND x.depth = k.depth
      WHERE ${anyFigureDiffers(AGENT_DAY_FIGURES)}
      ORDER BY 1, 2, 3
      LIMIT 1000`),
  );
  return rows.map((row) => ({
    agentId: Number(row.agent_id),
    day: row.day,
    depth: Number(row.depth),
    currency: row.currency,
  }));
};

/**
 * Transfers that are not exactly one debit and one credit of the transfer's amount, on accounts of
 * the transfer's site and currency.
 */
export const findUnbalancedTransfers = async (db: Db): Promise<UnbalancedTransfer[]> => {
  const rows = rowsOf<{
    transfer_id: string;
    amount: string;
    entries_sum: string;
    debits: string;
    credits: string;
    foreign_entries: string;
  }>(
    await db.execute(sql`
      SELECT t.id::text AS transfer_id, t.amount::text AS amount,
             COALESCE(SUM(e.amount), 0)::text AS entries_sum,
             (COUNT(*) FILTER (WHERE e.amount < 0))::text AS debits,
             (COUNT(*) FILTER (WHERE e.amount > 0))::text AS credits,
             (COUNT(*) FILTER (WHERE a.site_id <> t.site_id OR a.currency <> t.currency))::text
               AS foreign_entries
      FROM ledger_transfers t
      LEFT JOIN ledger_entries e ON e.transfer_id = t.id
      LEFT JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY t.id
      HAVING COALESCE(SUM(e.amount), 0) <> 0
          OR COUNT(*) FILTER (WHERE e.amount < 0) <> 1
          OR COUNT(*) FILTER (WHERE e.amount > 0) <> 1
          OR COALESCE(SUM(e.amount) FILTER (WHERE e.amount < 0), 0) <> -t.amount
          OR COUNT(*) FILTER (WHERE a.site_id <> t.site_id OR a.currency <> t.currency) > 0
      ORDER BY t.id`),
  );
  return rows.map((row) => ({
    transferId: Number(row.transfer_id),
    amount: BigInt(row.amount),
    entriesSum: BigInt(row.entries_sum),
    debits: Number(row.debits),
    credits: Number(row.credits),
    foreignEntries: Number(row.foreign_entries),
  }));
};

/** Accounts below zero that must never be (the CHECK constraint should make this empty). */
export const findNegativeBalances = async (db: Db): Promise<NegativeBalance[]> => {
  const rows = rowsOf<{ account_id: string; balance: string }>(
    await db.execute(sql`
      SELECT id::text AS account_id, balance::text AS balance
      FROM ledger_accounts
      WHERE balance < 0 AND NOT may_go_negative
      ORDER BY id`),
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), balance: BigInt(row.balance) }));
};
