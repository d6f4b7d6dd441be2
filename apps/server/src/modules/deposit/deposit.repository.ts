import type { Currency } from '@member-site/contracts/constants';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  type PaymentChannelKind,
  depositOrders,
  members,
  paymentCallbacks,
  paymentChannels,
} from '../../db/schema';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type OrderWithKind = DepositOrderRow & { kind: PaymentChannelKind; memberAccount: string };

export const listActiveChannels = (db: Db, siteId: number, currency: Currency) =>
  db
    .select()
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.siteId, siteId),
        eq(paymentChannels.currency, currency),
        eq(paymentChannels.isActive, true),
      ),
    )
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));

/** Every payment channel of a site, active or not, for the operator. */
export const listAllChannels = (db: Db, siteId: number) =>
  db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.siteId, siteId))
    .orderBy(asc(paymentChannels.currency), asc(paymentChannels.sort), asc(paymentChannels.id));

export const setChannelActive = async (
  db: Db,
  siteId: number,
  channelId: number,
  isActive: boolean,
): Promise<ChannelRow | undefined> => {
  const [row] = await db
    .update(paymentChannels)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(paymentChannels.id, channelId), eq(paymentChannels.siteId, siteId)))
    .returning();
  return row;
};

export const findActiveChannel = async (
  db: Db,
  siteId: number,
  channelId: number,
): Promise<ChannelRow | undefined> => {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.id, channelId),
        eq(paymentChannels.siteId, siteId),
        eq(paymentChannels.isActive, true),
      ),
    );
  return row;
};

const orderColumns = {
  order: depositOrders,
  kind: paymentChannels.kind,
  memberAccount: members.account,
};

const withKind = (row: {
  order: DepositOrderRow;
  kind: PaymentChannelKind;
  memberAccount: string;
}): OrderWithKind => ({ ...row.order, kind: row.kind, memberAccount: row.memberAccount });

/** An order of a site by its number, locked for update when `lock` is set. */
export const findOrderByNumber = async (
  db: Db,
  siteId: number,
  orderNumber: string,
  lock = false,
): Promise<OrderWithKind | undefined> => {
  const query = db
    .select(orderColumns)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.siteId, siteId), eq(depositOrders.orderNumber, orderNumber)));
  const [row] = await (lock ? query.for('update', { of: depositOrders }) : query);
  return row ? withKind(row) : undefined;
};

/** The order a gateway's callback names: its number and the gateway's payment id, locked. */
export const lockOrderForCallback = async (
  db: Db,
  gateway: string,
  orderNumber: string,
  reference: string,
): Promise<OrderWithKind | undefined> => {
  const [row] = await db
    .select(orderColumns)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(
      and(
        eq(depositOrders.orderNumber, orderNumber),
        eq(depositOrders.gatewayReference, reference),
        eq(paymentChannels.gateway, gateway),
      ),
    )
    .for('update', { of: depositOrders });
  return row ? withKind(row) : undefined;
};

export const findOrderByRequest = async (
  db: Db,
  memberId: number,
  requestId: string,
): Promise<OrderWithKind | undefined> => {
  const [row] = await db
    .select(orderColumns)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return row ? withKind(row) : undefined;
};

export const listOrders = async (
  db: Db,
  siteId: number,
  status: DepositOrderRow['status'],
  limit: number,
): Promise<OrderWithKind[]> => {
  const rows = await db
    .select(orderColumns)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.siteId, siteId), eq(depositOrders.status, status)))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(limit);
  return rows.map(withKind);
};

/** Insert an order; undefined when its number or its request id is taken. */
export const insertOrder = async (
  db: Db,
  values: typeof depositOrders.$inferInsert,
): Promise<DepositOrderRow | undefined> => {
  const [row] = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return row;
};

export const updateOrder = async (
  db: Db,
  id: number,
  values: Partial<typeof depositOrders.$inferInsert>,
): Promise<void> => {
  await db.update(depositOrders).set(values).where(eq(depositOrders.id, id));
};

/** Count one more successful deposit of the member; returns the new count. */
export const incrementDepositTimes = async (db: Db, memberId: number): Promise<number> => {
  const [row] = await db
    .update(members)
    .set({ depositTimes: sql`${members.depositTimes} + 1` })
    .where(eq(members.id, memberId))
    .returning({ depositTimes: members.depositTimes });
  if (!row) throw new Error('member of a deposit order is gone');
  return row.depositTimes;
};

/** Record a callback; undefined when this gateway already sent this event. */
export const insertCallback = async (
  db: Db,
  values: typeof paymentCallbacks.$inferInsert,
): Promise<{ id: number } | undefined> => {
  const [row] = await db
    .insert(paymentCallbacks)
    .values(values)
    .onConflictDoNothing({ target: [paymentCallbacks.gateway, paymentCallbacks.eventId] })
    .returning({ id: paymentCallbacks.id });
  return row;
};

export const findCallback = async (db: Db, gateway: string, eventId: string) => {
  const [row] = await db
    .select()
    .from(paymentCallbacks)
    .where(and(eq(paymentCallbacks.gateway, gateway), eq(paymentCallbacks.eventId, eventId)));
  return row;
};

export const setCallbackOutcome = async (db: Db, id: number, outcome: string): Promise<void> => {
  await db.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));
};

/** What a member's credited deposits add up to, in minor units, decided at or after `since`. */
export const sumCreditedDeposits = async (
  db: Db,
  memberId: number,
  since: Date | null,
): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        inArray(depositOrders.status, ['approved', 'paid']),
        since === null ? undefined : gte(depositOrders.decidedAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
};
