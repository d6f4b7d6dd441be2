import type {
  AgentApplication,
  CallParsedRequest,
  CallResponse,
  agentApplyCall,
  agentDownlineCall,
  agentLinksCall,
  agentStatusCall,
} from '@member-site/contracts';
import {
  AGENT_DEFAULT_LINK_EXPIRE_DAYS,
  AGENT_LINK_PAGES,
  type Currency,
  MEMBER_STATUSES,
  agentLinkPath,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import {
  type AgentMemberRow,
  downlinePage,
  findAgentMember,
  findLatestApplication,
  findLevelName,
  findPlan,
  findSettings,
  findWalletBalance,
  hasPendingApplication,
  insertApplication,
  listPlans,
} from './agent.repository';
import {
  type AgentCaller,
  agentError,
  applicationView,
  applyError,
  isActiveAgent,
  memberStatusName,
  optionalRange,
  pageWindow,
  planView,
} from './agent.shared';

const STATUS_OF_NAME = {
  active: MEMBER_STATUSES.active,
  disabled: MEMBER_STATUSES.disabled,
  frozen: MEMBER_STATUSES.frozen,
} as const;

/**
 * The agent centre's member side (spec sections 2 and 6): the member's agent status, the plans on
 * offer and the agreement, the application to become an agent, and for an active agent its
 * downline and promotion links. An agent's downline is every member below it in `agent_tree`;
 * whoever asks, the query is bounded by the caller's own id, so another agent's members are
 * never in reach. Personal data (name, phone, email) is never read here.
 */
export const createAgentService = (db: Db) => {
  /** The caller's row, fresh (a frozen or demoted agent loses access at once). */
  const memberOf = async (caller: AgentCaller): Promise<AgentMemberRow> => {
    const member = await findAgentMember(db, caller.siteId, caller.member.id);
    if (!member) throw agentError('101');
    return member;
  };

  /** The caller, who must be an active agent (agent 101 otherwise). */
  const requireAgent = async (caller: AgentCaller): Promise<AgentMemberRow> => {
    const member = await memberOf(caller);
    if (!isActiveAgent(member)) throw agentError('101');
    return member;
  };

  const programmeOf = async (siteId: number, currency: Currency) => {
    const settings = await findSettings(db, siteId, currency);
    return { active: settings?.active ?? false, settings };
  };

  return {
    requireAgent,

    /** The member's agent standing, agent wallet, latest application and upline. */
    status: async (caller: AgentCaller): Promise<CallResponse<typeof agentStatusCall>> => {
      const member = await memberOf(caller);
      const [levelName, programme, wallet, application] = await Promise.all([
        member.isAgent ? findLevelName(db, caller.siteId, member.agentLevel) : undefined,
        programmeOf(caller.siteId, member.currency),
        findWalletBalance(db, caller.siteId, member.id, 'member_agent', member.currency),
        findLatestApplication(db, member.id),
      ]);
      return {
        is_agent: member.isAgent,
        agent_active: member.agentActive,
        agent_type: member.agentType,
        agent_level: member.agentLevel,
        level_name: levelName ? pickLocalized(levelName, caller.language) : '',
        currency: member.currency,
        programme_active: programme.active,
        wallet: formatMinorUnits(wallet ?? 0n, member.currency),
        plan_id: member.isAgent ? member.agentPlanId : null,
        application: application ? applicationView(application, caller.language) : null,
        upline_agent_id: member.agentId,
      };
    },

    /** The plans on offer for the member's currency (none while the programme is closed). */
    plans: async (caller: AgentCaller) => {
      const member = await memberOf(caller);
      const programme = await programmeOf(caller.siteId, member.currency);
      const plans = programme.active
        ? await listPlans(db, caller.siteId, { currency: member.currency, activeOnly: true })
        : [];
      return {
        currency: member.currency,
        list: plans.map((plan) => planView(plan, caller.language)),
      };
    },

    /** The agreement of the member's currency in the request's language (en_US otherwise). */
    agreement: async (caller: AgentCaller) => {
      const member = await memberOf(caller);
      const { settings } = await programmeOf(caller.siteId, member.currency);
      const agreement = settings?.agreement;
      return {
        title: agreement ? pickLocalized(agreement.title, caller.language) : '',
        content: agreement ? pickLocalized(agreement.content, caller.language) : '',
        updated_at: (settings?.updatedAt ?? new Date(0)).toISOString(),
      };
    },

    /**
     * Apply to become an agent on a plan of the member's currency. The checks run in the order
     * the member would meet them; the partial unique index keeps a second pending application
     * out even when two arrive at once (applyForAgent 103).
     */
    apply: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentApplyCall>,
    ): Promise<AgentApplication> => {
      const member = await memberOf(caller);
      if (member.isAgent) throw applyError('101');
      if (member.agentId !== null) throw applyError('104');
      const programme = await programmeOf(caller.siteId, member.currency);
      if (!programme.active) throw applyError('102');
      if (await hasPendingApplication(db, member.id)) throw applyError('103');
      const plan = await findPlan(db, caller.siteId, body.plan_id);
      if (!plan?.active || plan.currency !== member.currency) throw applyError('105');
      const id = await insertApplication(db, {
        siteId: caller.siteId,
        memberId: member.id,
        planId: plan.id,
        currency: member.currency,
        note: body.note.trim(),
      });
      if (id === undefined) throw applyError('103');
      const application = await findLatestApplication(db, member.id);
      if (!application) throw new Error('agent application not saved');
      return applicationView(application, caller.language);
    },

    /** The agent's downline at every depth (or the direct members), newest first. */
    downline: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentDownlineCall>,
    ): Promise<CallResponse<typeof agentDownlineCall>> => {
      const agent = await requireAgent(caller);
      const window = optionalRange(body.start_date, body.end_date);
      const account = body.account?.trim();
      const plan =
        agent.agentPlanId === null
          ? undefined
          : await findPlan(db, caller.siteId, agent.agentPlanId);
      const showBalances = plan?.showBalances ?? false;
      const { rows, total } = await downlinePage(
        db,
        agent.id,
        {
          ...window,
          ...(account ? { account } : {}),
          depth: body.depth,
          kind: body.kind,
          ...(body.status ? { status: STATUS_OF_NAME[body.status] } : {}),
        },
        pageWindow(body.page, body.page_size),
      );
      return {
        list: rows.map((row) => ({
          member_id: row.id,
          member_account: row.account,
          is_agent: row.isAgent,
          depth: row.depth,
          upline_account: row.uplineAccount,
          registered_at: row.createdAt.toISOString(),
          last_login_at: row.lastLoginAt?.toISOString() ?? null,
          status: memberStatusName(row.status),
          currency: row.currency,
          balance: showBalances ? formatMinorUnits(row.balance ?? 0n, row.currency) : null,
        })),
        total_count: total,
        page: body.page,
        count: rows.length,
      };
    },

    /** The agent's promotion links: its currency, on the lobby and on the register page. */
    links: async (caller: AgentCaller): Promise<CallResponse<typeof agentLinksCall>> => {
      const agent = await requireAgent(caller);
      const { settings } = await programmeOf(caller.siteId, agent.currency);
      return {
        agent_id: agent.id,
        link_expire_days: settings?.linkExpireDays ?? AGENT_DEFAULT_LINK_EXPIRE_DAYS,
        list: AGENT_LINK_PAGES.map((page) => ({
          currency: agent.currency,
          page,
          path: agentLinkPath(agent.id, agent.currency, page),
        })),
      };
    },
  };
};

export type AgentService = ReturnType<typeof createAgentService>;
