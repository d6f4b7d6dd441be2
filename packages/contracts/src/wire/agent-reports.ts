/**
 * The agent centre's reports and commission settlement (spec sections 2 and 6: OperationTable,
 * StratifiedTable, PerformanceSettlement) and the operator's settlement review (the calls:
 * ../calls/agent-reports.ts). Every figure covers only the calling agent's own downline, in the
 * agent's currency, by calendar days of the site's time zone.
 */
import { z } from 'zod';

import { AGENT_SETTLEMENT_STATUSES } from '../constants/agent-reports';
import { boundedText, moneySchema } from './account';
import { callSchemas } from './call';
import { currencySchema, isoDateSchema, siteIdSchema } from './common';
import { operatorReasonSchema } from './money';
import { recordDateSchema } from './records';

/**
 * The figures of a set of downline members over some days. Amounts are decimal strings of the
 * currency's digits.
 */
export const agentFiguresSchema = z.object({
  /** Members who registered in the days. */
  registrations: z.number(),
  /** Members whose first deposit ever was credited in the days, and what those deposits were. */
  first_deposit_count: z.number(),
  first_deposit_amount: moneySchema,
  /** Deposits credited. */
  deposits: moneySchema,
  /** Withdrawals requested, less those rejected (returned to the member). */
  withdrawals: moneySchema,
  /** Stakes of the bets and rounds of every game, less voided stakes returned. */
  valid_bet: moneySchema,
  /**
   * The members' result: what the games paid them minus their stakes. Positive when the members
   * won (the house lost), negative when they lost.
   */
  win_loss: moneySchema,
  /** Bonuses, sign-in rewards, red envelopes and recommend awards credited, less forfeits. */
  bonuses: moneySchema,
  /**
   * Members active in the days by the agent's plan's rule: deposits and valid bet each at least
   * the rule's minimum, and one of them more than zero.
   */
  active_members: z.number(),
});
export type AgentFigures = z.infer<typeof agentFiguresSchema>;

/** One calendar day's figures, for the charts. */
export const agentDayFiguresSchema = agentFiguresSchema.extend({ date: recordDateSchema });
export type AgentDayFigures = z.infer<typeof agentDayFiguresSchema>;

/** One downline member's figures over the range. */
export const agentMemberFiguresSchema = agentFiguresSchema.extend({
  member_account: z.string(),
  /** 1 for the agent's direct members, 2 for their members, and so on. */
  depth: z.number(),
  is_agent: z.boolean(),
  registered_at: isoDateSchema,
});
export type AgentMemberFigures = z.infer<typeof agentMemberFiguresSchema>;

/** One level of the agent's hierarchy. */
export const agentLevelFiguresSchema = z.object({
  depth: z.number(),
  /** Downline members at this depth (whenever they registered). */
  members: z.number(),
  totals: agentFiguresSchema,
  series: z.array(agentDayFiguresSchema),
});
export type AgentLevelFigures = z.infer<typeof agentLevelFiguresSchema>;

/** One period's commission of one agent. */
export const agentSettlementSchema = z.object({
  id: z.number(),
  /** First and last calendar day of the period, both included. */
  period_start: recordDateSchema,
  period_end: recordDateSchema,
  currency: currencySchema,
  plan_name: z.string().nullable(),
  /** What the plan pays on: the house's net win/loss, or the valid bet. */
  basis: z.enum(['net_win_loss', 'valid_bet']).nullable(),
  /** The tier reached (1 for the lowest), 0 when none. */
  tier: z.number(),
  /** The tier's rate in percent of the figure. */
  rate_percent: z.number(),
  active_members: z.number(),
  valid_bet: moneySchema,
  /** The members' win/loss (positive when they won), as in the reports. */
  win_loss: moneySchema,
  bonuses: moneySchema,
  /** The house's net: minus the members' win/loss, minus bonuses. */
  net_win_loss: moneySchema,
  /** A negative net carried from the previous period (zero or less). */
  carried_in: moneySchema,
  /** What the commission was computed on: valid bet, or net win/loss plus the carry. */
  figure: moneySchema,
  /** A negative figure carried to the next period (zero or less). */
  carried_out: moneySchema,
  commission: moneySchema,
  status: z.enum(AGENT_SETTLEMENT_STATUSES),
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  created_at: isoDateSchema,
  decided_at: isoDateSchema.nullable(),
  paid_at: isoDateSchema.nullable(),
});
export type AgentSettlement = z.infer<typeof agentSettlementSchema>;

export const operatorAgentSettlementSchema = agentSettlementSchema.extend({
  agent_account: z.string(),
});
export type OperatorAgentSettlement = z.infer<typeof operatorAgentSettlementSchema>;

/** The answer of an operator's close of a period. */
export const operatorAgentSettlementCloseSchema = z.object({
  /** First and last calendar day of the period closed, both included. */
  period_start: recordDateSchema,
  period_end: recordDateSchema,
  /** False when the period had been closed before (by the timer, a command or a call). */
  newly_closed: z.boolean(),
  /** Rows this close wrote: one per active agent that had none for the period. */
  settlements_written: z.number(),
});
export type OperatorAgentSettlementClose = z.infer<typeof operatorAgentSettlementCloseSchema>;

/** A site's first weekday of its commission periods, after a change, and the one before it. */
export const operatorAgentWeekStartSchema = z.object({
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  week_starts_on: z.number(),
  previous: z.number(),
});
export type OperatorAgentWeekStart = z.infer<typeof operatorAgentWeekStartSchema>;

/** The earliest day a period may be closed for: no site kept figures before it. */
const EARLIEST_PERIOD_DAY = '2000-01-01';

/** Whether `day` (YYYY-MM-DD) is a real calendar day. */
const isCalendarDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

const pageShape = {
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};
/** `count` is the number of rows on this page; `total_count` of every page (as the agent calls). */
const pageResponseShape = { total_count: z.number(), page: z.number(), count: z.number() };

/** A range of calendar days of the site's time zone, start first, at most 90 days (agent 110). */
const rangeShape = { start_date: recordDateSchema, end_date: recordDateSchema };

/** The schemas of the agent report and settlement calls, by path. */
export const agentReportsWire = callSchemas({
  '/arks/web/agent/operation': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      ...rangeShape,
      /** Part of a downline member's account: only their rows are listed (totals stay whole). */
      account: boundedText(32).optional(),
      ...pageShape,
    }),
    response: z.object({
      currency: currencySchema,
      start_date: recordDateSchema,
      end_date: recordDateSchema,
      /** Over the whole downline and range. */
      totals: agentFiguresSchema,
      /** Every day of the range, oldest first. */
      series: z.array(agentDayFiguresSchema),
      /** Downline members, the biggest valid bet first. */
      list: z.array(agentMemberFiguresSchema),
      ...pageResponseShape,
    }),
  },
  '/arks/web/agent/stratified': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), ...rangeShape }),
    response: z.object({
      currency: currencySchema,
      start_date: recordDateSchema,
      end_date: recordDateSchema,
      /** Depth 1 first; only levels that have members. */
      levels: z.array(agentLevelFiguresSchema),
    }),
  },
  '/arks/web/agent/settlements': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), ...pageShape }),
    response: z.object({ list: z.array(agentSettlementSchema), ...pageResponseShape }),
  },
  '/operator/agent/settlements': {
    request: z.strictObject({
      status: z.enum(AGENT_SETTLEMENT_STATUSES).optional(),
      /** Settlements of the period starting on this day. */
      period_start: recordDateSchema.optional(),
      agent_account: boundedText(32).optional(),
      ...pageShape,
    }),
    response: z.object({ list: z.array(operatorAgentSettlementSchema), ...pageResponseShape }),
  },
  '/operator/agent/settlements/approve': {
    request: z.strictObject({
      settlement_id: z.number().int().positive().max(2_147_483_647),
      reason: operatorReasonSchema,
    }),
    /** The settlement after approval: paid into the agent's wallet (once, however often asked). */
    response: operatorAgentSettlementSchema,
  },
  '/operator/agent/settlements/close': {
    request: z.strictObject({
      /** A day of the period to close, of the site's time zone. */
      day: recordDateSchema.refine(
        (day) => isCalendarDay(day) && day >= EARLIEST_PERIOD_DAY,
        `expected a calendar day from ${EARLIEST_PERIOD_DAY}`,
      ),
      reason: operatorReasonSchema,
    }),
    response: operatorAgentSettlementCloseSchema,
  },
  '/operator/agent/settlements/week-start': {
    request: z.strictObject({
      /** ISO weekday the periods start on: 1 Monday .. 7 Sunday. */
      week_starts_on: z.number().int().min(1).max(7),
      reason: operatorReasonSchema,
    }),
    response: operatorAgentWeekStartSchema,
  },
  '/operator/agent/settlements/reject': {
    request: z.strictObject({
      settlement_id: z.number().int().positive().max(2_147_483_647),
      reason: operatorReasonSchema,
    }),
    response: operatorAgentSettlementSchema,
  },
});
