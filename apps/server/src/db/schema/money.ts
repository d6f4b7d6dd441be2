import { CURRENCY_CODES } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, listing, localized, money, siteId, timestamps } from './columns';
import { ledgerTransfers } from './ledger';

/*
 * The money side around the ledger: game providers and their wallets, payment channels, deposit
 * and withdrawal orders, payment-gateway callbacks, operators and their audit log. Amounts are
 * integer minor units of the row's currency; the ledger holds the balances.
 */

const isCurrencyColumn = isOneOf;

/**
 * A game provider ("platform") of a site. Its `id` is the spec's `gp_id`; `code` names its
 * adapter (ARCHITECTURE section 6) and its wallets in the ledger (`ledger_accounts.provider`).
 * A provider whose `status` is 'maintenance' takes no transfers.
 */
export const PROVIDER_STATUSES = ['active', 'maintenance'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    code: varchar({ length: 32 }).notNull(),
    /** The platform code of the static provider table ("GP" and letters, e.g. GPHO). */
    gpCode: varchar({ length: 16 }).notNull().default(''),
    name: localized().notNull(),
    /** Icons of the wallet panel: lit when the member has a balance there, dark otherwise. */
    iconLight: text().notNull().default(''),
    iconDark: text().notNull().default(''),
    /** The site's own provider (ARCHITECTURE section 6), served under /house/. */
    isHouse: boolean().notNull().default(false),
    /** Lists its games in a page of its own (a customised lobby) rather than the site's list. */
    customized: boolean().notNull().default(false),
    /** The short app id the Android app opens the provider with. */
    androidId: varchar({ length: 32 }).notNull().default(''),
    status: varchar({ length: 16 }).$type<ProviderStatus>().notNull().default('active'),
    ...listing,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_providers_site_code_key').on(t.siteId, t.code),
    check('game_providers_status_check', isOneOf(t.status, PROVIDER_STATUSES)),
    check('game_providers_code_check', sql`${t.code} ~ '^[a-z0-9_]{1,32}$'`),
    check('game_providers_gp_code_check', sql`${t.gpCode} ~ '^(GP[A-Z0-9]{1,14})?$'`),
  ],
);

export const PAYMENT_CHANNEL_KINDS = ['bank_transfer', 'fast_payment'] as const;
export type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

/**
 * A way to deposit, per site and currency. A bank-transfer channel shows the receiving account
 * (`details`: bank_name, account_name, account_number, branch) and waits for the operator; a
 * fast-payment channel sends the member to the payment gateway named by `gateway`.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    currency: currencyCode().notNull(),
    kind: varchar({ length: 16 }).$type<PaymentChannelKind>().notNull(),
    name: localized().notNull(),
    /** The gateway adapter of a fast-payment channel ('sandbox'); '' for bank transfers. */
    gateway: varchar({ length: 32 }).notNull().default(''),
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    minAmount: money().notNull(),
    maxAmount: money().notNull(),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.currency, t.sort),
    check('payment_channels_kind_check', isOneOf(t.kind, PAYMENT_CHANNEL_KINDS)),
    check('payment_channels_currency_check', isCurrencyColumn(t.currency, CURRENCY_CODES)),
    check(
      'payment_channels_limits_check',
      sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`,
    ),
    check(
      'payment_channels_gateway_check',
      sql`(${t.kind} = 'fast_payment') = (${t.gateway} <> '')`,
    ),
  ],
);

/** Withdrawal limits per site and currency. */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    minAmount: money().notNull(),
    maxAmount: money().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('withdrawal_settings_key').on(t.siteId, t.currency),
    check('withdrawal_settings_currency_check', isCurrencyColumn(t.currency, CURRENCY_CODES)),
    check(
      'withdrawal_settings_limits_check',
      sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`,
    ),
  ],
);

/**
 * Deposit orders. pending → approved (bank transfer, by the operator) or paid (fast payment, by
 * the gateway's callback), or pending → rejected (operator) / declined (member at the gateway).
 * `ledger_transfer_id` is the credit, set exactly when the order reaches approved or paid.
 */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'declined'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    channelId: integer()
      .notNull()
      .references(() => paymentChannels.id, { onDelete: 'restrict' }),
    /** The order number members and operators see ("D" + date + digits), unique per site. */
    orderNumber: varchar({ length: 32 }).notNull(),
    /** The client's key for this request: a repeated submit returns the same order. */
    requestId: varchar({ length: 64 }).notNull(),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    status: varchar({ length: 16 }).$type<DepositStatus>().notNull().default('pending'),
    payerName: varchar({ length: 64 }).notNull().default(''),
    reference: varchar({ length: 64 }).notNull().default(''),
    /** The gateway's own id of the payment, for fast payments. */
    gatewayReference: varchar({ length: 64 }),
    ledgerTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id),
    /** Who decided the order: an operator's name, or the gateway. */
    decidedBy: varchar({ length: 64 }),
    decidedAt: timestamp({ withTimezone: true }),
    reason: varchar({ length: 200 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('deposit_orders_number_key').on(t.siteId, t.orderNumber),
    uniqueIndex('deposit_orders_request_key').on(t.memberId, t.requestId),
    index().on(t.memberId, t.createdAt),
    index().on(t.siteId, t.status, t.createdAt),
    check('deposit_orders_status_check', isOneOf(t.status, DEPOSIT_STATUSES)),
    check('deposit_orders_amount_check', sql`${t.amount} > 0`),
    check(
      'deposit_orders_credit_check',
      sql`(${t.status} IN ('approved', 'paid')) = (${t.ledgerTransferId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Withdrawal orders. The amount moves from the member's main wallet to the house's withdrawals
 * held at request (`hold_transfer_id`); the operator approves (paid: held → house deposits, the
 * money leaves the site) or rejects (returned: held → the member's main wallet).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    orderNumber: varchar({ length: 32 }).notNull(),
    requestId: varchar({ length: 64 }).notNull(),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    status: varchar({ length: 16 }).$type<WithdrawalStatus>().notNull().default('pending'),
    /** The bound bank account at the time of the request. */
    bankName: varchar({ length: 64 }).notNull(),
    accountName: varchar({ length: 64 }).notNull(),
    accountNumber: varchar({ length: 34 }).notNull(),
    holdTransferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    settleTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id),
    decidedBy: varchar({ length: 64 }),
    decidedAt: timestamp({ withTimezone: true }),
    reason: varchar({ length: 200 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('withdrawal_orders_number_key').on(t.siteId, t.orderNumber),
    uniqueIndex('withdrawal_orders_request_key').on(t.memberId, t.requestId),
    index().on(t.memberId, t.createdAt),
    index().on(t.siteId, t.status, t.createdAt),
    check('withdrawal_orders_status_check', isOneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawal_orders_amount_check', sql`${t.amount} > 0`),
    check(
      'withdrawal_orders_settle_check',
      sql`(${t.status} = 'pending') = (${t.settleTransferId} IS NULL)`,
    ),
  ],
);

/**
 * Every callback a payment gateway sent, valid or not. The unique (gateway, event id) makes a
 * replayed callback a no-op; `outcome` says what it did.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gateway: varchar({ length: 32 }).notNull(),
    eventId: varchar({ length: 64 }).notNull(),
    orderNumber: varchar({ length: 32 }).notNull().default(''),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** 'credited', 'declined', 'duplicate', 'rejected_signature', 'rejected_stale', ... */
    outcome: varchar({ length: 32 }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_event_key').on(t.gateway, t.eventId),
    index().on(t.orderNumber),
  ],
);

/**
 * The sandbox payment gateway's own record of a checkout. The gateway is hosted by the server so
 * the whole fast-payment flow runs on one machine; it keeps its state apart from the site's.
 */
export const SANDBOX_PAYMENT_STATUSES = ['open', 'paid', 'declined'] as const;
export type SandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The gateway's payment id, random and unguessable: it is the checkout page's address. */
    id: varchar({ length: 64 }).primaryKey(),
    merchantOrder: varchar({ length: 32 }).notNull(),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    callbackUrl: text().notNull(),
    returnUrl: text().notNull().default(''),
    status: varchar({ length: 16 }).$type<SandboxPaymentStatus>().notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_payments_merchant_order_key').on(t.merchantOrder),
    check('sandbox_payments_status_check', isOneOf(t.status, SANDBOX_PAYMENT_STATUSES)),
  ],
);

/**
 * An operator's API key for the operator calls. Only the SHA-256 of the key is stored; a revoked
 * key stops working at once.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    name: varchar({ length: 64 }).notNull(),
    keyHash: varchar({ length: 64 }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('operators_key_hash_key').on(t.keyHash),
    uniqueIndex('operators_site_name_key').on(t.siteId, t.name),
  ],
);

/** What operators did: approvals, rejections and manual adjustments, with their reasons. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    /** 'operator:<name>' for a call, 'cli:<user>' for the command line. */
    actor: varchar({ length: 96 }).notNull(),
    action: varchar({ length: 48 }).notNull(),
    targetType: varchar({ length: 32 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    reason: varchar({ length: 200 }).notNull().default(''),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId, t.createdAt), index().on(t.targetType, t.targetId)],
);
