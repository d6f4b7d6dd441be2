import { type Currency, isCurrency } from '@member-site/contracts/constants';
import secureJson from 'secure-json-parse';
import { z } from 'zod';

import type { SandboxGateway } from '../sandbox-gateway/sandbox-gateway.service';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  isValidSignature,
} from '../sandbox-gateway/signature';

/**
 * A payment gateway as the site sees it (ARCHITECTURE section 6): it opens a checkout for an
 * order and verifies the callbacks it sends. Adapters never touch the site's tables.
 */
export type CheckoutOrder = {
  orderNumber: string;
  currency: Currency;
  /** Minor units. */
  amount: bigint;
  /** Where the gateway posts its callback (built from the request's origin). */
  callbackUrl: string;
  /** Where the gateway sends the member's browser afterwards. */
  returnUrl: string;
};

export type Checkout = { payUrl: string; reference: string };

export type GatewayEvent = {
  eventId: string;
  orderNumber: string;
  /** The gateway's own payment id (the order's `gateway_reference`). */
  reference: string;
  amount: bigint;
  currency: Currency;
  status: 'paid' | 'declined';
  payload: Record<string, unknown>;
};

export type CallbackRefusal = 'signature' | 'stale' | 'malformed';

export type VerifiedCallback =
  | { ok: true; event: GatewayEvent }
  | { ok: false; reason: CallbackRefusal; payload: Record<string, unknown> };

export type PaymentGateway = {
  name: string;
  createCheckout: (order: CheckoutOrder, origin: string) => Promise<Checkout>;
  verifyCallback: (
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ) => Promise<VerifiedCallback>;
};

/** How old (or how far in the future) a callback's timestamp may be. */
export const CALLBACK_MAX_AGE_SECONDS = 5 * 60;

const sandboxCallbackSchema = z.object({
  event_id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  merchant_order: z.string().min(1).max(32),
  amount: z.string().regex(/^\d{1,18}$/),
  currency: z.string().refine(isCurrency),
  status: z.enum(['paid', 'declined']),
  timestamp: z.string().regex(/^\d{1,12}$/),
});

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/** The adapter of the sandbox gateway hosted by this server. */
export const createSandboxAdapter = (
  gateway: SandboxGateway,
  now: () => Date = () => new Date(),
): PaymentGateway => ({
  name: 'sandbox',

  createCheckout: async (order, origin) => {
    const payment = await gateway.createPayment({
      merchantOrder: order.orderNumber,
      currency: order.currency,
      amount: order.amount,
      callbackUrl: order.callbackUrl,
      returnUrl: order.returnUrl,
    });
    return {
      payUrl: `${origin}/sandbox-gateway/checkout/${payment.id}`,
      reference: payment.id,
    };
  },

  verifyCallback: async (headers, rawBody) => {
    let payload: Record<string, unknown> = {};
    try {
      const parsed: unknown = secureJson.parse(rawBody, {
        protoAction: 'error',
        constructorAction: 'error',
      });
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        payload = parsed as Record<string, unknown>;
      }
    } catch {
      return { ok: false, reason: 'malformed', payload: { raw: rawBody.slice(0, 500) } };
    }
    const timestamp = header(headers, SANDBOX_TIMESTAMP_HEADER);
    const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
    if (!isValidSignature(await gateway.secret(), timestamp, rawBody, signature)) {
      return { ok: false, reason: 'signature', payload };
    }
    const body = sandboxCallbackSchema.safeParse(payload);
    if (!body.success || body.data.timestamp !== timestamp) {
      return { ok: false, reason: 'malformed', payload };
    }
    const age = Math.floor(now().getTime() / 1000) - Number(timestamp);
    if (Math.abs(age) > CALLBACK_MAX_AGE_SECONDS) return { ok: false, reason: 'stale', payload };
    return {
      ok: true,
      event: {
        eventId: body.data.event_id,
        orderNumber: body.data.merchant_order,
        reference: body.data.payment_id,
        amount: BigInt(body.data.amount),
        currency: body.data.currency,
        status: body.data.status,
        payload,
      },
    };
  },
});
