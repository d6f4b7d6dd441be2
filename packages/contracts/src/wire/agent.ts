/**
 * The agent centre (spec sections 2, 3, 6 and 7): the member's agent status, the commission plans
 * on offer, the agreement, the application to become an agent, and for an active agent its
 * downline, promotion links and transfers from the agent wallet; and the operator's calls that
 * decide applications, set plans and the programme, and fund agent wallets (the calls:
 * ../calls/agent.ts). An agent only ever sees its own downline, and never a member's personal data.
 */
import { z } from 'zod';

import {
  AGENT_AGREEMENT_MAX,
  AGENT_APPLICATION_NOTE_MAX,
  AGENT_APPLICATION_STATUSES,
  AGENT_DOWNLINE_DEPTHS,
  AGENT_DOWNLINE_KINDS,
  AGENT_LINK_PAGES,
  AGENT_MAX_LINK_EXPIRE_DAYS,
  AGENT_MAX_TIERS,
  AGENT_MEMBER_STATUSES,
  AGENT_PLAN_BASES,
} from '../constants/agent';
import { boundedText, moneySchema, optionalText } from './account';
import { callSchemas } from './call';
import { currencySchema, idSchema, isoDateSchema, siteIdSchema } from './common';
import { amountInputSchema, operatorReasonSchema, requestIdSchema } from './money';
import { recordDateSchema } from './records';

/** Paging of the agent calls: `page` from 1, `page_size` rows (at most 100). */
const agentPageShape = {
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};
/** `count` is the number of rows on this page; `total_count` of every page. */
const agentPageResponseShape = {
  total_count: z.number(),
  page: z.number(),
  count: z.number(),
};

/** An optional range of calendar days of the site's time zone (both or neither: agent 110). */
const optionalRangeShape = {
  start_date: recordDateSchema.optional(),
  end_date: recordDateSchema.optional(),
};

/** A localized text as the operator writes it: en_US required, each language 1..max long. */
const localizedInput = (max: number) =>
  z.strictObject({
    zh_CN: boundedText(max).trim().min(1).optional(),
    zh_TW: boundedText(max).trim().min(1).optional(),
    en_US: boundedText(max).trim().min(1),
    vi_VN: boundedText(max).trim().min(1).optional(),
    hi_IN: boundedText(max).trim().min(1).optional(),
  });
const localizedOutput = z.record(z.string(), z.string());

/** Who counts as an active member of the agent's downline in a period. */
export const agentActiveRuleSchema = z.object({
  /** The least the member deposited in the period. */
  min_deposit: moneySchema,
  /** The least valid bet (settled stakes) of the member in the period. */
  min_valid_bet: moneySchema,
});
export type AgentActiveRule = z.infer<typeof agentActiveRuleSchema>;

export const agentPlanTierSchema = z.object({
  /** 1 for the lowest tier; tiers rise with their thresholds. */
  tier: z.number(),
  /** Active members the agent needs in the period to reach the tier. */
  min_active_members: z.number(),
  /** The least figure (net win/loss or valid bet, by the plan's basis) to reach the tier. */
  min_figure: moneySchema,
  /** The commission, in percent of the figure (two decimals at most). */
  rate: z.number(),
});
export type AgentPlanTier = z.infer<typeof agentPlanTierSchema>;

/** A commission plan as members see it, its name in the request's language. */
export const agentPlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  basis: z.enum(AGENT_PLAN_BASES),
  active_rule: agentActiveRuleSchema,
  tiers: z.array(agentPlanTierSchema),
});
export type AgentPlan = z.infer<typeof agentPlanSchema>;

/** A commission plan as the operator sees it. */
export const operatorAgentPlanSchema = agentPlanSchema.extend({
  currency: currencySchema,
  /** The name in every language it has. */
  names: localizedOutput,
  /** Offered to applicants. Agents already on an inactive plan keep it. */
  active: z.boolean(),
  /** Agents on this plan see their downline's main-wallet balances. */
  show_balances: z.boolean(),
  updated_at: isoDateSchema,
});
export type OperatorAgentPlan = z.infer<typeof operatorAgentPlanSchema>;

/** The member's own application, as the member sees it. */
export const agentApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  plan_id: z.number(),
  plan_name: z.string(),
  created_at: isoDateSchema,
  decided_at: isoDateSchema.nullable(),
  /** The operator's reason for the decision; '' while pending. */
  reason: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** An application as the operator sees it. */
export const operatorAgentApplicationSchema = agentApplicationSchema.extend({
  member_id: z.number(),
  member_account: z.string(),
  currency: currencySchema,
  /** What the member wrote with the application. */
  note: z.string(),
  decided_by: z.string().nullable(),
});
export type OperatorAgentApplication = z.infer<typeof operatorAgentApplicationSchema>;

/** A member of the agent's downline. Personal data (name, phone, email) is never given. */
export const agentDownlineMemberSchema = z.object({
  member_id: z.number(),
  member_account: z.string(),
  is_agent: z.boolean(),
  /** 1 for a member who registered under the agent itself, 2 under its sub-agent, and so on. */
  depth: z.number(),
  /** The account of the agent the member registered under. */
  upline_account: z.string(),
  registered_at: isoDateSchema,
  last_login_at: isoDateSchema.nullable(),
  status: z.enum(AGENT_MEMBER_STATUSES),
  currency: currencySchema,
  /** The main-wallet balance, or null when the agent's plan does not show balances. */
  balance: moneySchema.nullable(),
});
export type AgentDownlineMember = z.infer<typeof agentDownlineMemberSchema>;

export const agentLinkSchema = z.object({
  currency: currencySchema,
  page: z.enum(AGENT_LINK_PAGES),
  /** The link's path on this site (`/?id=<agent id>&currency=RMB`); the web makes it absolute. */
  path: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;

export const agentTransferSchema = z.object({
  /** The ledger transfer's id. */
  transfer_id: z.number(),
  member_id: z.number(),
  member_account: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  created_at: isoDateSchema,
});
export type AgentTransfer = z.infer<typeof agentTransferSchema>;

/** The agent programme of a currency of the site, as the operator sees it. */
export const agentSettingsSchema = z.object({
  currency: currencySchema,
  active: z.boolean(),
  link_expire_days: z.number(),
  /** The agreement in every language it has, or null when none was written. */
  agreement: z.object({ title: localizedOutput, content: localizedOutput }).nullable(),
  updated_at: isoDateSchema,
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

const tierInputSchema = z.strictObject({
  min_active_members: z.number().int().min(0).max(1_000_000),
  min_figure: amountInputSchema,
  /** Percent with two decimals at most (checked by the service: agent 113). */
  rate: z.number().min(0).max(100),
});

/** The schemas of the agent-centre calls, by path. */
export const agentWire = callSchemas({
  '/arks/web/agent/status': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      is_agent: z.boolean(),
      agent_active: z.boolean(),
      agent_type: z.number(),
      agent_level: z.number(),
      /** The level's name in the request's language ('' when the site names none). */
      level_name: z.string(),
      currency: currencySchema,
      /** The agent programme is open for the member's currency. */
      programme_active: z.boolean(),
      /** The agent wallet's balance ('0.00' for a member who has none). */
      wallet: moneySchema,
      /** The agent's commission plan, or null. */
      plan_id: z.number().nullable(),
      /** The member's latest application, or null when there is none. */
      application: agentApplicationSchema.nullable(),
      /** The agent the member registered under, or null. */
      upline_agent_id: z.number().nullable(),
    }),
  },
  '/arks/web/agent/plans': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** The plans on offer for the member's currency (none when the programme is closed). */
    response: z.object({ currency: currencySchema, list: z.array(agentPlanSchema) }),
  },
  '/arks/web/agent/agreement': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** In the request's language, else en_US; empty texts when the site wrote none. */
    response: z.object({ title: z.string(), content: z.string(), updated_at: isoDateSchema }),
  },
  '/arks/web/agent/apply': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      plan_id: idSchema,
      accept_agreement: z.literal(true),
      note: optionalText(AGENT_APPLICATION_NOTE_MAX),
    }),
    response: agentApplicationSchema,
  },
  '/arks/web/agent/downline': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      /** Part of a member's account. */
      account: boundedText(12).optional(),
      depth: z.enum(AGENT_DOWNLINE_DEPTHS).default('all'),
      kind: z.enum(AGENT_DOWNLINE_KINDS).default('all'),
      status: z.enum(AGENT_MEMBER_STATUSES).optional(),
      /** Registered between these days of the site's time zone. */
      ...optionalRangeShape,
      ...agentPageShape,
    }),
    /** Newest registrations first. */
    response: z.object({ list: z.array(agentDownlineMemberSchema), ...agentPageResponseShape }),
  },
  '/arks/web/agent/links': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      agent_id: z.number(),
      /** Days a visitor's browser remembers the link (the member_agent cookie's lifetime). */
      link_expire_days: z.number(),
      list: z.array(agentLinkSchema),
    }),
  },
  '/arks/web/agent/transfer': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      member_id: idSchema,
      amount: amountInputSchema,
      withdraw_password: z.string().max(32),
      request_id: requestIdSchema,
    }),
    response: z.object({
      transfer_id: z.number(),
      member_id: z.number(),
      member_account: z.string(),
      amount: moneySchema,
      currency: currencySchema,
      /** The agent wallet's balance after the transfer. */
      wallet: moneySchema,
      /** True when this request id had already moved the money: nothing moved this time. */
      replayed: z.boolean(),
    }),
  },
  '/arks/web/agent/transfers': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      ...optionalRangeShape,
      ...agentPageShape,
    }),
    /** Newest first. */
    response: z.object({
      list: z.array(agentTransferSchema),
      ...agentPageResponseShape,
      /** Over every transfer of the range, not only this page. */
      totals: z.object({ transfers: z.number(), amount: moneySchema }),
    }),
  },
  '/operator/agent/applications': {
    request: z.strictObject({
      status: z.enum(AGENT_APPLICATION_STATUSES).optional(),
      ...agentPageShape,
    }),
    /** Newest first. */
    response: z.object({
      list: z.array(operatorAgentApplicationSchema),
      ...agentPageResponseShape,
    }),
  },
  '/operator/agent/applications/approve': {
    request: z.strictObject({ application_id: idSchema, reason: operatorReasonSchema }),
    response: operatorAgentApplicationSchema,
  },
  '/operator/agent/applications/reject': {
    request: z.strictObject({ application_id: idSchema, reason: operatorReasonSchema }),
    response: operatorAgentApplicationSchema,
  },
  '/operator/agent/plans': {
    request: z.strictObject({ currency: currencySchema.optional() }),
    response: z.object({ list: z.array(operatorAgentPlanSchema) }),
  },
  '/operator/agent/plans/set': {
    request: z.strictObject({
      /** The plan to change; absent to create one. */
      id: idSchema.optional(),
      currency: currencySchema,
      name: localizedInput(64),
      basis: z.enum(AGENT_PLAN_BASES),
      active: z.boolean(),
      show_balances: z.boolean().default(false),
      active_rule: z.strictObject({
        min_deposit: amountInputSchema,
        min_valid_bet: amountInputSchema,
      }),
      tiers: z.array(tierInputSchema).min(1).max(AGENT_MAX_TIERS),
      reason: operatorReasonSchema,
    }),
    response: operatorAgentPlanSchema,
  },
  '/operator/agent/settings': {
    request: z.strictObject({ currency: currencySchema.optional() }),
    response: z.object({ list: z.array(agentSettingsSchema) }),
  },
  '/operator/agent/settings/set': {
    request: z.strictObject({
      currency: currencySchema,
      active: z.boolean(),
      /** The agreement in one or more languages (en_US required); absent keeps the current one. */
      agreement: z
        .strictObject({
          title: localizedInput(200),
          content: localizedInput(AGENT_AGREEMENT_MAX),
        })
        .optional(),
      /** Absent keeps the current lifetime (30 days for a new programme). */
      link_expire_days: z.number().int().min(1).max(AGENT_MAX_LINK_EXPIRE_DAYS).optional(),
      reason: operatorReasonSchema,
    }),
    response: agentSettingsSchema,
  },
  '/operator/agent/wallet/credit': {
    request: z.strictObject({
      member_id: idSchema,
      amount: amountInputSchema,
      reason: operatorReasonSchema,
      request_id: requestIdSchema,
    }),
    response: z.object({
      transfer_id: z.number(),
      member_id: z.number(),
      member_account: z.string(),
      amount: moneySchema,
      currency: currencySchema,
      /** The agent wallet's balance after the credit. */
      wallet: moneySchema,
      replayed: z.boolean(),
    }),
  },
});
