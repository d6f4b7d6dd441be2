import { type LedgerTransferKind } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, money, siteId } from './columns';

/*
 * The double-entry ledger. Every movement of money is one transfer with exactly two entries (a
 * debit and a credit of the same amount); an account's balance is the sum of its entries and is
 * kept on the account row so it can be checked with a conditional update. Amounts are integer
 * minor units of the currency.
 */

export const LEDGER_ACCOUNT_KINDS = [
  'member_main',
  'member_provider',
  'house_deposits',
  'house_withdrawals_held',
  'house_bonus',
  'house_provider',
  'house_adjustments',
  /**
   * One of a red-envelope promotion's accounts (`provider` names the promotion and the shard):
   * funded with exactly its envelopes' amounts at scheduling, so it never goes negative.
   */
  'house_promotion',
  /**
   * A member's held bonus: grants that still ask turnover wait here, apart from the main wallet
   * (so no withdrawal or game can spend them), until they are released into it or forfeited.
   */
  'member_bonus',
  /** An agent's wallet: funded by the house and by commissions, paid out to its downline. */
  'member_agent',
  /** Where agent commissions come from: the mirror of every commission paid, so it runs negative. */
  'house_agent_commission',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * A member's wallet (main or one per game provider) or one of the house's accounts. Only the
 * house's source accounts (where money enters or leaves the site) may go negative; a member's
 * wallet and the withdrawals-held account never can, enforced by the CHECK as the last line.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    kind: varchar({ length: 32 }).$type<LedgerAccountKind>().notNull(),
    memberId: integer().references(() => members.id, { onDelete: 'restrict' }),
    /** The game provider's gp code, for the provider wallets. */
    provider: varchar({ length: 32 }),
    currency: currencyCode().notNull(),
    balance: money()
      .notNull()
      .default(sql`0`),
    mayGoNegative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per owner: NULL member or provider count as equal values.
    uniqueIndex('ledger_accounts_owner_key').on(
      t.siteId,
      t.kind,
      sql`COALESCE(${t.memberId}, 0)`,
      sql`COALESCE(${t.provider}, '')`,
      t.currency,
    ),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_kind_check', isOneOf(t.kind, LEDGER_ACCOUNT_KINDS)),
    check('ledger_accounts_balance_check', sql`${t.mayGoNegative} OR ${t.balance} >= 0`),
    check(
      'ledger_accounts_owner_check',
      sql`(left(${t.kind}, 7) = 'member_') = (${t.memberId} IS NOT NULL)`,
    ),
  ],
);

/** One movement of money, identified per site by the caller's idempotency key. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    idempotencyKey: varchar({ length: 128 }).notNull(),
    /** What the movement is for: one of LEDGER_TRANSFER_KINDS of the contracts. */
    kind: varchar({ length: 32 }).$type<LedgerTransferKind>().notNull(),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    memo: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(t.siteId, t.idempotencyKey),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);

/** One side of a transfer: negative debits the account, positive credits it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);
