import { randomBytes } from 'node:crypto';

import { type CallRequest, operatorRedEnvelopeScheduleCall } from '@member-site/contracts';
import {
  type Currency,
  type LedgerTransferKind,
  MEMBER_STATUSES,
} from '@member-site/contracts/constants';
import { eq, sql } from 'drizzle-orm';

import { ledgerAccounts, ledgerTransfers, members, redEnvelopePromotions } from '../../db/schema';
import type { TestApp } from '../../test/helpers';

/** A schedule request starting a minute ago and ending in an hour, overridable. */
export const scheduleBody = (
  body: Partial<CallRequest<typeof operatorRedEnvelopeScheduleCall>> = {},
): CallRequest<typeof operatorRedEnvelopeScheduleCall> => ({
  currency: 'RMB',
  start_at: new Date(Date.now() - 60_000).toISOString(),
  end_at: new Date(Date.now() + 3_600_000).toISOString(),
  pool: '100.00',
  count: 10,
  reason: 'launch party',
  ...body,
});

/** Move a promotion's window (to make it upcoming or ended without waiting). */
export const moveWindow = (t: TestApp, id: number, startAt: Date, endAt: Date) =>
  t.database.db
    .update(redEnvelopePromotions)
    .set({ startAt, endAt })
    .where(eq(redEnvelopePromotions.id, id));

/** How many ledger transfers exist (of one kind when given): a refusal leaves this unchanged. */
export const transferCount = async (t: TestApp, kind?: LedgerTransferKind): Promise<number> => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(kind === undefined ? undefined : eq(ledgerTransfers.kind, kind));
  return row?.n ?? -1;
};

/** The balance of the site's house bonus account in a currency (0 when it has none yet). */
export const bonusBalance = async (t: TestApp, currency: Currency = 'RMB'): Promise<bigint> => {
  const rows = await t.database.db
    .select({ balance: ledgerAccounts.balance, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.currency, currency));
  return rows.find((row) => row.kind === 'house_bonus')?.balance ?? 0n;
};

/**
 * Insert many members at once (no password worth checking): for claim storms, which call the
 * service with the member rows directly.
 */
export const insertMembers = async (t: TestApp, count: number, currency: Currency = 'RMB') => {
  const prefix = randomBytes(3).toString('hex');
  const rows = [];
  for (let i = 0; i < count; i += 1000) {
    rows.push(
      ...(await t.database.db
        .insert(members)
        .values(
          Array.from({ length: Math.min(1000, count - i) }, (_, k) => ({
            siteId: 1,
            account: `s${prefix}${String(i + k).padStart(5, '0')}`,
            currency,
            status: MEMBER_STATUSES.active,
            recommendCode: `${prefix}${String(i + k).padStart(5, '0')}`.toUpperCase(),
            passwordHash: 'x',
          })),
        )
        .returning()),
    );
  }
  return rows;
};
