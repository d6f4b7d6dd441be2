import type {
  CallParsedRequest,
  CallResponse,
  OperatorAgentSettlement,
  operatorAgentSettlementCloseCall,
  operatorAgentSettlementsCall,
  operatorAgentWeekStartCall,
} from '@member-site/contracts';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import { addDays, daysBetween, isCalendarDay } from '../../shared/time';
import type { LedgerService } from '../ledger/ledger.service';
import type { OperatorService } from '../operator/operator.service';
import {
  type AgentPeriodFigures,
  type NewSettlement,
  type SettlementRow,
  agentsPeriodFigures,
  decideSettlement,
  insertSettlements,
  isPeriodClosed,
  latestClosedPeriod,
  lockSettlement,
  lockSiteSettlement,
  markPeriodClosed,
  planTiers,
  saveWeekStart,
  settlementsPage,
  sitesWithAgents,
  weekStartOf,
} from './agent-reports.repository';
import { agentError, settlementView, siteDayOf } from './agent-reports.service';

/** The advisory lock class of the agent settlement ("agst" in ASCII); the key is the site. */
export const AGENT_SETTLEMENT_LOCK_CLASS = 0x61677374;

/**
 * The settlement's clock: the real clock moved `offsetDays` days ahead (the configuration's
 * `AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS`, 0 on a live site).
 */
export const settlementClock =
  (offsetDays: number): (() => Date) =>
  () =>
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);

/** A period of a site: first and last site day, both included. */
export type AgentPeriod = { start: string; end: string };

/** The ISO weekday (1 Monday .. 7 Sunday) of a calendar day. */
const isoWeekday = (day: string): number => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** The period (a week starting on `weekStartsOn`) that holds `day`. */
export const periodOf = (day: string, weekStartsOn: number): AgentPeriod => {
  const start = addDays(day, -((isoWeekday(day) - weekStartsOn + 7) % 7));
  return { start, end: addDays(start, 6) };
};

export type Tier = {
  tier: number;
  min_active_members: number;
  min_figure: string;
  rate_bp: number;
};

/**
 * One agent's commission for a period. On net win/loss, the figure is the house's net (minus the
 * members' win/loss, minus bonuses) plus the negative carried from the previous period; a figure
 * below zero pays nothing and is carried on. On valid bet, the figure is the valid bet and nothing
 * is carried. The tier is the highest whose active members and figure are both reached; the
 * commission is its rate of the figure, rounded down to the minor unit.
 */
export const commissionOf = (
  agent: AgentPeriodFigures,
  tiers: readonly Tier[],
): Pick<
  NewSettlement,
  'tier' | 'rateBp' | 'netWinLoss' | 'carriedIn' | 'figure' | 'carriedOut' | 'commission'
> => {
  const winLoss = BigInt(agent.win_loss);
  const netWinLoss = -winLoss - BigInt(agent.bonuses);
  const onValidBet = agent.basis === 'valid_bet';
  const carriedIn = onValidBet ? 0n : BigInt(agent.carried_in);
  const figure = onValidBet ? BigInt(agent.valid_bet) : netWinLoss + carriedIn;
  const carriedOut = figure < 0n ? figure : 0n;
  let reached: Tier | undefined;
  if (agent.basis !== null && figure > 0n) {
    for (const tier of tiers) {
      if (agent.active_members >= tier.min_active_members && figure >= BigInt(tier.min_figure)) {
        reached = tier;
      }
    }
  }
  const rateBp = reached?.rate_bp ?? 0;
  return {
    tier: reached?.tier ?? 0,
    rateBp,
    netWinLoss,
    carriedIn,
    figure,
    carriedOut,
    commission: reached ? (figure * BigInt(rateBp)) / 10_000n : 0n,
  };
};

export type CloseResult = {
  siteId: number;
  period: AgentPeriod;
  /** True when this close marked the period closed; false when it was closed before. */
  newlyClosed: boolean;
  /** Rows written by this close: one per active agent that had none for the period. */
  settlements: number;
};

/**
 * Commission settlement: closing a site's ended period writes the commission row of every active
 * agent that has none for it yet, from the figures of its downline (the ledger-kept rollup); a row
 * once written never changes. An operator approves (the commission is paid into the agent wallet
 * through the ledger, once) or rejects each row.
 *
 * `now` is the settlement clock: a site given one ahead of the real clock (the configuration's
 * settlement clock offset, for staging and tests) closes its running week early. Everything else
 * (the figures' days, the ledger) keeps the real clock.
 */
export const createAgentSettlementService = (
  db: Db,
  deps: {
    ledger: LedgerService;
    operators: Pick<OperatorService, 'audit'>;
    events: DomainEventBus;
    now?: () => Date;
  },
) => {
  const now = deps.now ?? (() => new Date());

  /**
   * Close one period of a site: the rows of the agents without one, the closed mark and, for an
   * operator's close, its audit, in one transaction under the site's settlement lock, so two
   * closes at once write each row once.
   */
  const closePeriod = (
    siteId: number,
    period: AgentPeriod,
    by?: { actor: string; reason: string },
  ): Promise<CloseResult> =>
    db.transaction(async (tx) => {
      await lockSiteSettlement(tx, AGENT_SETTLEMENT_LOCK_CLASS, siteId);
      // The period was worked out before the lock: a week start changed since would make it
      // overlap the periods after it.
      if (periodOf(period.start, await weekStartOf(tx, siteId)).start !== period.start) {
        throw new Error(`the period ${period.start} no longer starts a week of the site`);
      }
      const newlyClosed = !(await isPeriodClosed(tx, siteId, period.start));
      const agents = await agentsPeriodFigures(tx, siteId, period.start, period.end);
      const planIds = [...new Set(agents.flatMap((agent) => agent.plan_id ?? []))];
      const tiersByPlan = new Map<number, Tier[]>();
      for (const tier of await planTiers(tx, planIds)) {
        const list = tiersByPlan.get(tier.plan_id) ?? [];
        list.push(tier);
        tiersByPlan.set(tier.plan_id, list);
      }
      const rows: NewSettlement[] = agents.map((agent) => ({
        siteId,
        agentId: agent.agent_id,
        currency: agent.currency,
        periodStart: period.start,
        periodEnd: period.end,
        planId: agent.plan_id,
        planName: agent.plan_name,
        basis: agent.basis,
        activeMembers: agent.active_members,
        validBet: BigInt(agent.valid_bet),
        winLoss: BigInt(agent.win_loss),
        bonuses: BigInt(agent.bonuses),
        ...commissionOf(
          agent,
          agent.plan_id === null ? [] : (tiersByPlan.get(agent.plan_id) ?? []),
        ),
      }));
      const settlements = await insertSettlements(tx, rows);
      await markPeriodClosed(tx, siteId, period.start, period.end, settlements);
      if (by) {
        await deps.operators.audit(
          {
            siteId,
            actor: by.actor,
            action: 'agent.settlement.close',
            targetType: 'agent_period',
            targetId: period.start,
            reason: by.reason,
            details: { period_end: period.end, settlements, newly_closed: newlyClosed },
          },
          tx,
        );
      }
      return { siteId, period, newlyClosed, settlements };
    });

  /** The period of a site holding `day`, and whether it has ended by the settlement clock. */
  const periodHolding = async (
    siteId: number,
    day: string,
  ): Promise<{ period: AgentPeriod; ended: boolean }> => {
    const period = periodOf(day, await weekStartOf(db, siteId));
    return { period, ended: daysBetween(period.end, siteDayOf(now())) >= 1 };
  };

  const decided = async (siteId: number, id: number): Promise<OperatorAgentSettlement> => {
    const row = await lockSettlement(db, siteId, id, false);
    if (!row) throw agentError('121');
    return operatorView(row);
  };

  return {
    periodOf,

    /** The site's first weekday of a period (1 Monday .. 7 Sunday). */
    weekStartOf: (siteId: number): Promise<number> => weekStartOf(db, siteId),

    /**
     * Set the site's first weekday of a period (the command's `agent week-start`), under the
     * settlement lock: periods never overlap, so it changes only while no period of the site is
     * closed (agent 124 after; setting the weekday it has is no change). A change is audited with
     * who made it and why.
     */
    setWeekStart: (
      siteId: number,
      weekStartsOn: number,
      by: { actor: string; reason: string },
    ): Promise<CallResponse<typeof operatorAgentWeekStartCall>> => {
      if (!Number.isInteger(weekStartsOn) || weekStartsOn < 1 || weekStartsOn > 7) {
        throw new Error('the first weekday of a period is 1 (Monday) to 7 (Sunday)');
      }
      return db.transaction(async (tx) => {
        await lockSiteSettlement(tx, AGENT_SETTLEMENT_LOCK_CLASS, siteId);
        const previous = await weekStartOf(tx, siteId);
        if (previous !== weekStartsOn) {
          if ((await latestClosedPeriod(tx, siteId)) !== undefined) throw agentError('124');
          await saveWeekStart(tx, siteId, weekStartsOn);
          await deps.operators.audit(
            {
              siteId,
              actor: by.actor,
              action: 'agent.settlement.week_start',
              targetType: 'agent_period_settings',
              targetId: String(siteId),
              reason: by.reason,
              details: { week_starts_on: weekStartsOn, previous },
            },
            tx,
          );
        }
        return { week_starts_on: weekStartsOn, previous };
      });
    },

    /**
     * Close the period holding `day` (the command's `--period`), which must have ended by the
     * settlement clock. Closing it again writes only the rows of agents that have none for it.
     */
    closePeriodOf: async (siteId: number, day: string): Promise<CloseResult> => {
      if (!isCalendarDay(day)) throw new Error(`${day} is not a day written YYYY-MM-DD`);
      const { period, ended } = await periodHolding(siteId, day);
      if (!ended) throw new Error(`the period ${period.start} to ${period.end} has not ended`);
      return closePeriod(siteId, period);
    },

    /**
     * The operator's close of the period holding `day`, audited with the reason: agent 123 when
     * it has not ended by the settlement clock (nothing is written then).
     */
    closeByOperator: async (
      siteId: number,
      input: { day: string; reason: string; actor: string },
    ): Promise<CallResponse<typeof operatorAgentSettlementCloseCall>> => {
      if (!isCalendarDay(input.day)) throw agentError('110');
      const { period, ended } = await periodHolding(siteId, input.day);
      if (!ended) throw agentError('123');
      const result = await closePeriod(siteId, period, input);
      return {
        period_start: period.start,
        period_end: period.end,
        newly_closed: result.newlyClosed,
        settlements_written: result.settlements,
      };
    },

    /**
     * The timer's step: for every site with agents, close each ended period after the latest
     * closed one (the last ended period when none was ever closed), oldest first.
     */
    closeEndedPeriods: async (): Promise<CloseResult[]> => {
      const today = siteDayOf(now());
      const results: CloseResult[] = [];
      for (const siteId of await sitesWithAgents(db)) {
        const weekStartsOn = await weekStartOf(db, siteId);
        const latest = await latestClosedPeriod(db, siteId);
        let period =
          latest === undefined
            ? periodOf(addDays(periodOf(today, weekStartsOn).start, -1), weekStartsOn)
            : periodOf(addDays(latest, 7), weekStartsOn);
        while (period.end < today) {
          results.push(await closePeriod(siteId, period));
          period = periodOf(addDays(period.end, 1), weekStartsOn);
        }
      }
      return results;
    },

    /** The site's settlements, newest period first. */
    list: async (
      siteId: number,
      body: CallParsedRequest<typeof operatorAgentSettlementsCall>,
    ): Promise<CallResponse<typeof operatorAgentSettlementsCall>> => {
      const rows = await settlementsPage(
        db,
        {
          siteId,
          status: body.status,
          periodStart: body.period_start,
          agentAccount: body.agent_account,
        },
        { limit: body.page_size, offset: (body.page - 1) * body.page_size },
      );
      return {
        list: rows.map(operatorView),
        total_count: rows[0]?.total_count ?? 0,
        page: body.page,
        count: rows.length,
      };
    },

    /**
     * Approve a pending settlement: its commission moves from the house's commission account into
     * the agent wallet under the key `agent-commission:<id>`, in the transaction that marks it
     * paid. The row lock queues a second approval, which then finds it paid and answers it as is.
     */
    approve: async (
      siteId: number,
      input: { settlementId: number; reason: string; actor: string },
    ): Promise<OperatorAgentSettlement> => {
      const paid = await db.transaction(async (tx) => {
        const row = await lockSettlement(tx, siteId, input.settlementId);
        if (!row) throw agentError('121');
        if (row.status === 'paid') return undefined;
        if (row.status !== 'pending') throw agentError('122');
        const amount = BigInt(row.commission);
        let transferId: number | null = null;
        if (amount > 0n) {
          const owner = { siteId, currency: row.currency };
          const wallet = await deps.ledger.ensureAccount(
            { ...owner, kind: 'member_agent', memberId: row.agent_id },
            tx,
          );
          const house = await deps.ledger.ensureAccount(
            { ...owner, kind: 'house_agent_commission' },
            tx,
          );
          const transfer = await deps.ledger.transferWithin(tx, {
            siteId,
            idempotencyKey: `agent-commission:${row.id}`,
            kind: 'agent_commission',
            currency: row.currency,
            amount,
            from: house.id,
            to: wallet.id,
            memo: {
              settlement_id: row.id,
              period_start: row.period_start,
              member_id: row.agent_id,
            },
          });
          transferId = transfer.transferId;
        }
        await decideSettlement(tx, row.id, {
          status: 'paid',
          reason: null,
          decidedBy: input.actor,
          transferId,
          paid: true,
        });
        await deps.operators.audit(
          {
            siteId,
            actor: input.actor,
            action: 'agent.settlement.approve',
            targetType: 'agent_settlement',
            targetId: String(row.id),
            reason: input.reason,
            details: {
              agent_id: row.agent_id,
              commission: row.commission,
              transfer_id: transferId,
            },
          },
          tx,
        );
        return { agentId: row.agent_id, amount };
      });
      if (paid && paid.amount > 0n) {
        deps.events.publish('agent.commission', {
          siteId,
          memberId: paid.agentId,
          settlementId: input.settlementId,
        });
      }
      return decided(siteId, input.settlementId);
    },

    /** Reject a pending settlement with a reason: nothing is paid (a rejected one stays so). */
    reject: async (
      siteId: number,
      input: { settlementId: number; reason: string; actor: string },
    ): Promise<OperatorAgentSettlement> => {
      await db.transaction(async (tx) => {
        const row = await lockSettlement(tx, siteId, input.settlementId);
        if (!row) throw agentError('121');
        if (row.status === 'rejected') return;
        if (row.status !== 'pending') throw agentError('122');
        await decideSettlement(tx, row.id, {
          status: 'rejected',
          reason: input.reason,
          decidedBy: input.actor,
          transferId: null,
          paid: false,
        });
        await deps.operators.audit(
          {
            siteId,
            actor: input.actor,
            action: 'agent.settlement.reject',
            targetType: 'agent_settlement',
            targetId: String(row.id),
            reason: input.reason,
            details: { agent_id: row.agent_id, commission: row.commission },
          },
          tx,
        );
      });
      return decided(siteId, input.settlementId);
    },
  };
};

const operatorView = (row: SettlementRow): OperatorAgentSettlement => ({
  ...settlementView(row),
  agent_account: row.agent_account,
});

export type AgentSettlementService = ReturnType<typeof createAgentSettlementService>;
