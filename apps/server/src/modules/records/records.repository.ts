import type { Currency, LedgerTransferKind, LocalizedText } from '@member-site/contracts/constants';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  depositOrders,
  gameProviders,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  paymentChannels,
  withdrawalOrders,
} from '../../db/schema';

/** The member whose records are read, and the instants [from, to) the query covers. */
export type RecordScope = { siteId: number; memberId: number; from: Date; to: Date };
export type PageWindow = { limit: number; offset: number };

export type TransactionRow = {
  id: number;
  kind: LedgerTransferKind;
  currency: Currency;
  amount: bigint;
  memo: Record<string, unknown> | null;
  createdAt: Date;
  /** What the member's main wallet gained (negative: lost) in this transfer. */
  mainAmount: bigint;
  /** What all the member's wallets together gained. */
  netAmount: bigint;
  /** The code of the member's provider wallet the transfer touched, if any. */
  provider: string | null;
};

/**
 * Entries on the member's own wallets in the period, optionally of some kinds only. One transfer
 * has at most two entries on the member's wallets (a move between two of them).
 */
const transactionConditions = (
  scope: RecordScope,
  kinds: readonly LedgerTransferKind[] | undefined,
) => {
  const conditions: SQL[] = [
    eq(ledgerAccounts.siteId, scope.siteId),
    eq(ledgerAccounts.memberId, scope.memberId),
    eq(ledgerTransfers.siteId, scope.siteId),
    gte(ledgerTransfers.createdAt, scope.from),
    lt(ledgerTransfers.createdAt, scope.to),
  ];
  if (kinds) conditions.push(inArray(ledgerTransfers.kind, [...kinds]));
  return and(...conditions);
};

/** One page of the member's transfers, newest first, and how many there are in all. */
export const listMemberTransfers = async (
  db: Db,
  scope: RecordScope,
  kinds: readonly LedgerTransferKind[] | undefined,
  window: PageWindow,
): Promise<{ rows: TransactionRow[]; total: number }> => {
  const where = transactionConditions(scope, kinds);
  const [counted] = await db
    .select({ total: sql<number>`count(DISTINCT ${ledgerEntries.transferId})`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where);
  const total = counted?.total ?? 0;
  if (total === 0 || window.offset >= total) return { rows: [], total };
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      currency: ledgerTransfers.currency,
      amount: ledgerTransfers.amount,
      memo: ledgerTransfers.memo,
      createdAt: ledgerTransfers.createdAt,
      mainAmount: sql<string>`COALESCE(sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerAccounts.kind} = 'member_main'), 0)`,
      netAmount: sql<string>`sum(${ledgerEntries.amount})`,
      provider: sql<string | null>`max(${ledgerAccounts.provider})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where)
    .groupBy(ledgerTransfers.id)
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      mainAmount: BigInt(row.mainAmount),
      netAmount: BigInt(row.netAmount),
    })),
  };
};

export type ProviderName = { id: number; code: string; name: LocalizedText };

/** The site's game providers of these codes. */
export const findProviders = async (
  db: Db,
  siteId: number,
  codes: readonly string[],
): Promise<ProviderName[]> =>
  codes.length === 0
    ? []
    : db
        .select({ id: gameProviders.id, code: gameProviders.code, name: gameProviders.name })
        .from(gameProviders)
        .where(and(eq(gameProviders.siteId, siteId), inArray(gameProviders.code, [...codes])));

export type DwRow = {
  orderNumber: string;
  type: 'deposit' | 'withdrawal';
  currency: Currency;
  amount: bigint;
  status: string;
  channelName: LocalizedText | null;
  createdAt: Date;
  decidedAt: Date | null;
  reason: string;
};

export type DwFilter = {
  deposits: boolean;
  withdrawals: boolean;
  /** One status only, or every status. */
  status: string | undefined;
};

const depositConditions = (scope: RecordScope, status: string | undefined) =>
  and(
    eq(depositOrders.siteId, scope.siteId),
    eq(depositOrders.memberId, scope.memberId),
    gte(depositOrders.createdAt, scope.from),
    lt(depositOrders.createdAt, scope.to),
    status === undefined ? undefined : eq(depositOrders.status, status as 'pending'),
  );

const withdrawalConditions = (scope: RecordScope, status: string | undefined) =>
  and(
    eq(withdrawalOrders.siteId, scope.siteId),
    eq(withdrawalOrders.memberId, scope.memberId),
    gte(withdrawalOrders.createdAt, scope.from),
    lt(withdrawalOrders.createdAt, scope.to),
    status === undefined ? undefined : eq(withdrawalOrders.status, status as 'pending'),
  );

/**
 * One page of the member's deposit and withdrawal orders (one list, newest first) and how many
 * there are in all. Each side is counted on its (member_id, created_at) index.
 */
export const listMemberOrders = async (
  db: Db,
  scope: RecordScope,
  filter: DwFilter,
  window: PageWindow,
): Promise<{ rows: DwRow[]; total: number }> => {
  const counts = await Promise.all([
    filter.deposits
      ? db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(depositOrders)
          .where(depositConditions(scope, filter.status))
      : [{ total: 0 }],
    filter.withdrawals
      ? db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(withdrawalOrders)
          .where(withdrawalConditions(scope, filter.status))
      : [{ total: 0 }],
  ]);
  const total = counts.reduce((sum, [row]) => sum + (row?.total ?? 0), 0);
  if (total === 0 || window.offset >= total) return { rows: [], total };

  const deposits = db
    .select({
      orderNumber: depositOrders.orderNumber,
      type: sql<'deposit' | 'withdrawal'>`'deposit'`.as('type'),
      currency: depositOrders.currency,
      amount: depositOrders.amount,
      status: sql<string>`${depositOrders.status}`.as('status'),
      channelName: sql<LocalizedText | null>`${paymentChannels.name}`.as('channel_name'),
      createdAt: depositOrders.createdAt,
      decidedAt: depositOrders.decidedAt,
      reason: depositOrders.reason,
      id: depositOrders.id,
    })
    .from(depositOrders)
    .leftJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .where(depositConditions(scope, filter.status));
  const withdrawals = db
    .select({
      orderNumber: withdrawalOrders.orderNumber,
      type: sql<'deposit' | 'withdrawal'>`'withdrawal'`.as('type'),
      currency: withdrawalOrders.currency,
      amount: withdrawalOrders.amount,
      status: sql<string>`${withdrawalOrders.status}`.as('status'),
      channelName: sql<LocalizedText | null>`NULL::jsonb`.as('channel_name'),
      createdAt: withdrawalOrders.createdAt,
      decidedAt: withdrawalOrders.decidedAt,
      reason: withdrawalOrders.reason,
      id: withdrawalOrders.id,
    })
    .from(withdrawalOrders)
    .where(withdrawalConditions(scope, filter.status));
  const newestFirst = [sql`"created_at" DESC`, sql`"type" DESC`, sql`"id" DESC`];
  const rows =
    filter.deposits && filter.withdrawals
      ? await deposits
          .unionAll(withdrawals)
          .orderBy(...newestFirst)
          .limit(window.limit)
          .offset(window.offset)
      : await (filter.deposits ? deposits : withdrawals)
          .orderBy(...newestFirst)
          .limit(window.limit)
          .offset(window.offset);
  return {
    total,
    rows: rows.map((row) => ({
      orderNumber: row.orderNumber,
      type: row.type,
      currency: row.currency,
      amount: row.amount,
      status: row.status,
      channelName: row.channelName,
      createdAt: new Date(row.createdAt),
      decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
      reason: row.reason,
    })),
  };
};
