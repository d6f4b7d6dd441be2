import type {
  AgentSettings,
  CallParsedRequest,
  CallResponse,
  OperatorAgentApplication,
  OperatorAgentPlan,
  operatorAgentApplicationsCall,
  operatorAgentPlanSetCall,
  operatorAgentSettingsSetCall,
} from '@member-site/contracts';
import {
  type AgentApplicationStatus,
  type Currency,
  type LocalizedText,
  parseMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { currencyNotOpen } from '../../http/app-error';
import type { OperatorService } from '../operator/operator.service';
import {
  type AgentApplicationRecord,
  type AgentSettingsRow,
  decideApplication,
  findAgentMember,
  findAgentMemberByAccount,
  findApplication,
  findPlan,
  listApplications,
  listPlans,
  listSettings,
  makeAgent,
  savePlan,
  saveSettings,
  setAgentActive,
} from './agent.repository';
import {
  agentError,
  applicationView,
  operatorPlanView,
  pageWindow,
  percentToBp,
} from './agent.shared';

export type AgentAdminServiceDeps = { operators: Pick<OperatorService, 'audit'> };

/** The site an operator call acts on, with the currencies it offers. */
export type AgentAdminSite = { id: number; currencies: readonly Currency[] };

/** A plan that cannot be: 113 with the field it is about. */
const invalidPlan = (field: string, message: string) =>
  agentError('113', { message, data: { field } });

const applicationForOperator = (row: AgentApplicationRecord): OperatorAgentApplication => ({
  ...applicationView(row, 'en_US'),
  member_id: row.memberId,
  member_account: row.memberAccount,
  currency: row.currency,
  note: row.note,
  decided_by: row.decidedBy,
});

const settingsView = (row: AgentSettingsRow): AgentSettings => ({
  currency: row.currency,
  active: row.active,
  link_expire_days: row.linkExpireDays,
  agreement: row.agreement
    ? { title: { ...row.agreement.title }, content: { ...row.agreement.content } }
    : null,
  updated_at: row.updatedAt.toISOString(),
});

/** Drop the languages not given, so the stored text holds only what the operator wrote. */
const localizedOf = (text: Partial<Record<string, string | undefined>> & { en_US: string }) =>
  Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as LocalizedText;

/**
 * The operator's side of the agent centre: the programme of each currency, the commission plans,
 * and the applications to decide. Every change is audited in its own transaction; deciding an
 * application is a conditional update of a pending row, so two decisions at once decide once.
 */
export const createAgentAdminService = (db: Db, deps: AgentAdminServiceDeps) => {
  const { operators } = deps;

  /** Make the member an active agent on the plan, in the caller's transaction. */
  const promoteWithin = async (
    tx: Db,
    siteId: number,
    memberId: number,
    planId: number,
    level: number,
  ): Promise<void> => {
    await makeAgent(tx, { siteId, memberId, planId, level });
  };

  const decide = async (
    site: AgentAdminSite,
    input: { application_id: number; reason: string },
    status: Exclude<AgentApplicationStatus, 'pending'>,
    actor: string,
  ): Promise<OperatorAgentApplication> => {
    await db.transaction(async (tx) => {
      const decided = await decideApplication(tx, {
        siteId: site.id,
        id: input.application_id,
        status,
        reason: input.reason,
        actor,
      });
      if (!decided) {
        const existing = await findApplication(tx, site.id, input.application_id);
        throw agentError(existing ? '112' : '111');
      }
      if (status === 'approved') {
        await promoteWithin(tx, site.id, decided.memberId, decided.planId, 0);
      }
      await operators.audit(
        {
          siteId: site.id,
          actor,
          action: `agent.application.${status === 'approved' ? 'approve' : 'reject'}`,
          targetType: 'agent_application',
          targetId: String(input.application_id),
          reason: input.reason,
          details: { member_id: decided.memberId, plan_id: decided.planId },
        },
        tx,
      );
    });
    const row = await findApplication(db, site.id, input.application_id);
    if (!row) throw new Error('agent application vanished');
    return applicationForOperator(row);
  };

  return {
    /** The site's applications, newest first, by status. */
    applications: async (
      siteId: number,
      body: CallParsedRequest<typeof operatorAgentApplicationsCall>,
    ): Promise<CallResponse<typeof operatorAgentApplicationsCall>> => {
      const { rows, total } = await listApplications(
        db,
        siteId,
        body.status,
        pageWindow(body.page, body.page_size),
      );
      return {
        list: rows.map(applicationForOperator),
        total_count: total,
        page: body.page,
        count: rows.length,
      };
    },

    /** Approve a pending application: the member becomes an active agent on its plan. */
    approve: (
      site: AgentAdminSite,
      input: { application_id: number; reason: string },
      actor: string,
    ) => decide(site, input, 'approved', actor),

    /** Reject a pending application. */
    reject: (
      site: AgentAdminSite,
      input: { application_id: number; reason: string },
      actor: string,
    ) => decide(site, input, 'rejected', actor),

    /**
     * Make a member an agent without an application (the operator's command): on a plan of their
     * currency, under their upline agent if they have one (a sub-agent), at `level`.
     */
    make: async (
      site: AgentAdminSite,
      input: { account: string; planId: number; level: number; reason: string },
      actor: string,
    ): Promise<{ memberId: number; account: string }> => {
      const member = await findAgentMemberByAccount(db, site.id, input.account);
      if (!member) throw agentError('114');
      const plan = await findPlan(db, site.id, input.planId);
      if (plan?.currency !== member.currency) throw agentError('115');
      await db.transaction(async (tx) => {
        await promoteWithin(tx, site.id, member.id, plan.id, input.level);
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: 'agent.make',
            targetType: 'member',
            targetId: String(member.id),
            reason: input.reason,
            details: { plan_id: plan.id, level: input.level },
          },
          tx,
        );
      });
      return { memberId: member.id, account: member.account };
    },

    /** Switch an agent on or off (an inactive agent keeps its downline but loses the centre). */
    setActive: async (
      site: AgentAdminSite,
      input: { memberId: number; active: boolean; reason: string },
      actor: string,
    ): Promise<void> => {
      const member = await findAgentMember(db, site.id, input.memberId);
      if (!member?.isAgent) throw agentError('114');
      await db.transaction(async (tx) => {
        await setAgentActive(tx, site.id, member.id, input.active);
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: input.active ? 'agent.activate' : 'agent.deactivate',
            targetType: 'member',
            targetId: String(member.id),
            reason: input.reason,
            details: {},
          },
          tx,
        );
      });
    },

    /** A member of the site by account (any case): its id and account, or undefined. */
    memberByAccount: async (
      siteId: number,
      account: string,
    ): Promise<{ id: number; account: string; isAgent: boolean } | undefined> => {
      const member = await findAgentMemberByAccount(db, siteId, account);
      return member
        ? { id: member.id, account: member.account, isAgent: member.isAgent }
        : undefined;
    },

    /** The site's plans, every currency or one. */
    plans: async (siteId: number, currency?: Currency): Promise<{ list: OperatorAgentPlan[] }> => ({
      list: (await listPlans(db, siteId, currency ? { currency } : {})).map(operatorPlanView),
    }),

    /**
     * Create a plan or change one with its tiers: 461 for a currency the site does not offer,
     * 115 for a plan id the site does not have (or of another currency), 113 (data.field) for an
     * amount that is not one of the currency, a rate with more than two decimals, or tiers that
     * do not rise. Audited.
     */
    setPlan: async (
      site: AgentAdminSite,
      input: CallParsedRequest<typeof operatorAgentPlanSetCall>,
      actor: string,
    ): Promise<OperatorAgentPlan> => {
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      const { currency } = input;
      if (input.id !== undefined) {
        const existing = await findPlan(db, site.id, input.id);
        if (existing?.currency !== currency) throw agentError('115');
      }
      const amount = (field: string, text: string): bigint => {
        const value = parseMinorUnits(text, currency);
        if (value === undefined || value < 0n) {
          throw invalidPlan(field, `${field} is not an amount of ${currency}.`);
        }
        return value;
      };
      const tiers = input.tiers.map((tier, index) => {
        const rateBp = percentToBp(tier.rate);
        if (rateBp === undefined) {
          throw invalidPlan(`tiers.${index}.rate`, 'rate has at most two decimals, 0 to 100.');
        }
        return {
          minActiveMembers: tier.min_active_members,
          minFigure: amount(`tiers.${index}.min_figure`, tier.min_figure),
          rateBp,
        };
      });
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1];
        if (
          before &&
          (tier.minActiveMembers < before.minActiveMembers ||
            tier.minFigure < before.minFigure ||
            (tier.minActiveMembers === before.minActiveMembers &&
              tier.minFigure === before.minFigure))
        ) {
          throw invalidPlan(`tiers.${index}`, 'Each tier asks more than the one before.');
        }
      });
      const plan = {
        siteId: site.id,
        currency,
        name: localizedOf(input.name),
        basis: input.basis,
        active: input.active,
        showBalances: input.show_balances,
        minDeposit: amount('active_rule.min_deposit', input.active_rule.min_deposit),
        minValidBet: amount('active_rule.min_valid_bet', input.active_rule.min_valid_bet),
        updatedBy: actor,
        tiers,
      };
      const id = await db.transaction(async (tx) => {
        const saved = await savePlan(tx, input.id, plan);
        if (saved === undefined) throw agentError('115');
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: input.id === undefined ? 'agent.plan.create' : 'agent.plan.update',
            targetType: 'agent_plan',
            targetId: String(saved),
            reason: input.reason,
            details: { currency, basis: input.basis, active: input.active, tiers: input.tiers },
          },
          tx,
        );
        return saved;
      });
      const saved = await findPlan(db, site.id, id);
      if (!saved) throw new Error('agent plan not saved');
      return operatorPlanView(saved);
    },

    /** The programme of every currency of the site (or one). */
    settings: async (siteId: number, currency?: Currency): Promise<{ list: AgentSettings[] }> => ({
      list: (await listSettings(db, siteId, currency)).map(settingsView),
    }),

    /** Open or close the programme of a currency, with its agreement and link lifetime. Audited. */
    setSettings: async (
      site: AgentAdminSite,
      input: CallParsedRequest<typeof operatorAgentSettingsSetCall>,
      actor: string,
    ): Promise<AgentSettings> => {
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      return db.transaction(async (tx) => {
        const row = await saveSettings(tx, {
          siteId: site.id,
          currency: input.currency,
          active: input.active,
          ...(input.agreement
            ? {
                agreement: {
                  title: localizedOf(input.agreement.title),
                  content: localizedOf(input.agreement.content),
                },
              }
            : {}),
          ...(input.link_expire_days === undefined
            ? {}
            : { linkExpireDays: input.link_expire_days }),
          updatedBy: actor,
        });
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: 'agent.settings.set',
            targetType: 'agent_settings',
            targetId: input.currency,
            reason: input.reason,
            details: {
              active: input.active,
              link_expire_days: row.linkExpireDays,
              agreement_changed: input.agreement !== undefined,
            },
          },
          tx,
        );
        return settingsView(row);
      });
    },
  };
};

export type AgentAdminService = ReturnType<typeof createAgentAdminService>;
