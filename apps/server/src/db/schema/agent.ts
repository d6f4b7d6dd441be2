import {
  type AgentApplicationStatus,
  type AgentPlanBasis,
  type LocalizedText,
  AGENT_APPLICATION_STATUSES,
  AGENT_DEFAULT_LINK_EXPIRE_DAYS,
  AGENT_PLAN_BASES,
  CURRENCY_CODES,
} from '@member-site/contracts/constants';
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
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, localized, money, siteId, timestamps } from './columns';
import { ledgerTransfers } from './ledger';

/*
 * The agent centre: the hierarchy of agents and their downlines as a closure table, the
 * commission plans with their tiers, the programme of each currency, the applications to become
 * an agent and the transfers from agent wallets to downline members. Decision record 0028.
 */

/**
 * Every (ancestor agent, member) pair of the hierarchy: a member who registered under an agent has
 * a row at depth 1 for that agent, depth 2 for the agent's own upline, and so on. Written in the
 * registration's transaction, never changed after, so "the downline of X" is one indexed range of
 * the primary key and "the uplines of Y" one of the member index: no query walks the tree.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 for the agent the member registered under. */
    depth: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('agent_tree_member_idx').on(t.memberId),
    check('agent_tree_depth_check', sql`${t.depth} >= 1`),
    check('agent_tree_not_self_check', sql`${t.ancestorId} <> ${t.memberId}`),
  ],
);

/**
 * A commission plan of one currency. An agent's commission for a period is `rate` of the tier its
 * downline reached, applied to the plan's basis; a downline member counts as active in the period
 * when they deposited `minDeposit` and bet `minValidBet` at least. Plans are never deleted:
 * `active` false takes one off offer while its agents keep it.
 */
export const agentPlans = pgTable(
  'agent_plans',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    currency: currencyCode().notNull(),
    name: localized().notNull(),
    basis: varchar({ length: 16 }).$type<AgentPlanBasis>().notNull(),
    active: boolean().notNull().default(true),
    /** Agents on this plan see their downline's main-wallet balances. */
    showBalances: boolean().notNull().default(false),
    minDeposit: money()
      .notNull()
      .default(sql`0`),
    minValidBet: money()
      .notNull()
      .default(sql`0`),
    updatedBy: varchar({ length: 100 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.currency),
    check('agent_plans_basis_check', isOneOf(t.basis, AGENT_PLAN_BASES)),
    check('agent_plans_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check('agent_plans_active_rule_check', sql`${t.minDeposit} >= 0 AND ${t.minValidBet} >= 0`),
  ],
);

/** A tier of a plan: reaching both thresholds in a period earns `rateBp` basis points. */
export const agentPlanTiers = pgTable(
  'agent_plan_tiers',
  {
    planId: integer()
      .notNull()
      .references(() => agentPlans.id, { onDelete: 'cascade' }),
    /** 1 for the lowest tier; tiers rise with their thresholds. */
    tier: smallint().notNull(),
    minActiveMembers: integer().notNull(),
    /** The least net win/loss or valid bet (by the plan's basis), in minor units. */
    minFigure: money().notNull(),
    /** The commission in basis points of the figure (0 to 10000: 1234 is 12.34 %). */
    rateBp: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.tier] }),
    check(
      'agent_plan_tiers_values_check',
      sql`${t.tier} >= 1 AND ${t.minActiveMembers} >= 0 AND ${t.minFigure} >= 0 AND ${t.rateBp} BETWEEN 0 AND 10000`,
    ),
  ],
);

/** The agreement an applicant accepts, per language (en_US is every language's fallback). */
export type AgentAgreement = { title: LocalizedText; content: LocalizedText };

/** The agent programme of one currency of a site: closed when there is no row. */
export const agentSettings = pgTable(
  'agent_settings',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    active: boolean().notNull().default(false),
    agreement: jsonb().$type<AgentAgreement>(),
    /** Days a visitor's browser remembers a promotion link. */
    linkExpireDays: integer().notNull().default(AGENT_DEFAULT_LINK_EXPIRE_DAYS),
    updatedBy: varchar({ length: 100 }).notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('agent_settings_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check('agent_settings_link_expire_days_check', sql`${t.linkExpireDays} BETWEEN 1 AND 365`),
  ],
);

/**
 * A member's application to become an agent on a plan. A member has at most one pending
 * application (the partial unique index), and the operator's decision is one conditional update
 * of a pending row, so two decisions at once decide once.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => agentPlans.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    status: varchar({ length: 16 }).$type<AgentApplicationStatus>().notNull().default('pending'),
    note: varchar({ length: 500 }).notNull().default(''),
    reason: varchar({ length: 200 }).notNull().default(''),
    decidedBy: varchar({ length: 100 }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.memberId, t.createdAt),
    index().on(t.siteId, t.status, t.createdAt),
    check('agent_applications_status_check', isOneOf(t.status, AGENT_APPLICATION_STATUSES)),
  ],
);

/**
 * A transfer from an agent's wallet to a downline member's main wallet. The agent's request id is
 * unique per agent, so a retry finds the first transfer and moves nothing.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    agentId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    requestId: varchar({ length: 64 }).notNull(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_transfers_request_key').on(t.agentId, t.requestId),
    index().on(t.agentId, t.createdAt),
    index().on(t.memberId, t.createdAt),
    check('agent_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);
