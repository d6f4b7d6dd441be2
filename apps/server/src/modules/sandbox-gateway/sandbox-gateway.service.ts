import { randomBytes } from 'node:crypto';

import type { Currency } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { type SandboxPaymentStatus, sandboxPayments } from '../../db/schema';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  createSecretLoader,
  signCallback,
} from './signature';

/**
 * The sandbox payment gateway: a separate system that happens to run in the same server. It keeps
 * its own `sandbox_payments`, shows a checkout page where the member pays or declines, and tells
 * the merchant (the site) with a signed HTTP callback.
 */

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export type CallbackRequest = { url: string; headers: Record<string, string>; body: string };
export type CallbackDelivery = { status: number; text: string };
/** Sends a callback to the merchant. Tests replace it with `app.inject`. */
export type CallbackDeliverer = (request: CallbackRequest) => Promise<CallbackDelivery>;

const DELIVERY_TIMEOUT_MS = 10_000;

export const fetchDeliverer: CallbackDeliverer = async ({ url, headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
};

export const SANDBOX_CHECKOUT_PREFIX = '/sandbox-gateway/checkout';

export type CreatePaymentInput = {
  merchantOrder: string;
  currency: Currency;
  amount: bigint;
  callbackUrl: string;
  returnUrl: string;
};

export const createSandboxGateway = (
  db: Db,
  options: { deliver?: CallbackDeliverer; now?: () => Date } = {},
) => {
  const secret = createSecretLoader(db);
  let deliver = options.deliver ?? fetchDeliverer;
  const now = options.now ?? (() => new Date());

  const find = async (id: string): Promise<SandboxPayment | undefined> => {
    if (!/^sp_[A-Za-z0-9_-]{20,60}$/.test(id)) return undefined;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  };

  /** The signed callback telling the merchant how the payment ended. */
  const callbackFor = async (payment: SandboxPayment): Promise<CallbackRequest> => {
    const timestamp = Math.floor(now().getTime() / 1000).toString();
    const body = JSON.stringify({
      // One event per outcome of a payment: sending it again is the same event.
      event_id: `${payment.id}.${payment.status}`,
      payment_id: payment.id,
      merchant_order: payment.merchantOrder,
      amount: payment.amount.toString(),
      currency: payment.currency,
      status: payment.status,
      timestamp,
    });
    return {
      url: payment.callbackUrl,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: timestamp,
        [SANDBOX_SIGNATURE_HEADER]: signCallback(await secret(), timestamp, body),
      },
      body,
    };
  };

  return {
    /** The merchant secret (the site's adapter verifies callbacks with it). */
    secret,

    /** Replace how callbacks are sent (tests deliver them with `app.inject`). */
    useDeliverer: (deliverer: CallbackDeliverer): void => {
      deliver = deliverer;
    },

    /**
     * Open a checkout for a merchant order, or return the one already open for it: the merchant
     * may ask again for the same order and gets the same payment.
     */
    createPayment: async (input: CreatePaymentInput): Promise<SandboxPayment> => {
      await db
        .insert(sandboxPayments)
        .values({
          id: `sp_${randomBytes(24).toString('base64url')}`,
          merchantOrder: input.merchantOrder,
          currency: input.currency,
          amount: input.amount,
          callbackUrl: input.callbackUrl,
          returnUrl: input.returnUrl,
        })
        .onConflictDoNothing({ target: sandboxPayments.merchantOrder });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.merchantOrder, input.merchantOrder));
      if (!row) throw new Error('sandbox payment insert returned no row');
      if (row.amount !== input.amount || row.currency !== input.currency) {
        throw new Error('sandbox payment exists with another amount');
      }
      return row;
    },

    find,

    /**
     * The member paid or declined. Only an open payment changes; either way the merchant is told
     * the payment's outcome (again, when it was already decided: the callback is idempotent).
     */
    decide: async (
      id: string,
      status: Exclude<SandboxPaymentStatus, 'open'>,
    ): Promise<
      { payment: SandboxPayment; delivered: CallbackDelivery | undefined } | undefined
    > => {
      const [updated] = await db
        .update(sandboxPayments)
        .set({ status })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
        .returning();
      const payment = updated ?? (await find(id));
      if (!payment) return undefined;
      let delivered: CallbackDelivery | undefined;
      try {
        delivered = await deliver(await callbackFor(payment));
      } catch {
        delivered = undefined;
      }
      return { payment, delivered };
    },

    callbackFor,
  };
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
