import {
  operatorAgentPlanSetCall,
  operatorAgentSettingsSetCall,
  operatorAgentWalletCreditCall,
} from '@member-site/contracts';
import { randomBytes } from 'node:crypto';

import { dataOf } from '../../test/answers';
import type { TestApp } from '../../test/helpers';
import { type TestMemberInput, createLoggedInMember } from '../../test/members';

/** An RMB plan on net win/loss with two tiers, as most tests use it. */
export const RMB_PLAN = {
  currency: 'RMB' as const,
  name: { en_US: 'Standard', zh_CN: '标准方案' },
  basis: 'net_win_loss' as const,
  active: true,
  show_balances: false,
  active_rule: { min_deposit: '100', min_valid_bet: '500' },
  tiers: [
    { min_active_members: 5, min_figure: '1000', rate: 20 },
    { min_active_members: 20, min_figure: '10000', rate: 35.5 },
  ],
  reason: 'test plan',
};

export const setPlan = async (t: TestApp, key: string, plan: Record<string, unknown> = {}) =>
  dataOf(await t.call(operatorAgentPlanSetCall, { ...RMB_PLAN, ...plan }, { token: key }));

export const openProgramme = async (t: TestApp, key: string, active = true) =>
  dataOf(
    await t.call(
      operatorAgentSettingsSetCall,
      {
        currency: 'RMB',
        active,
        agreement: {
          title: { en_US: 'Agent agreement', zh_CN: '代理协议' },
          content: { en_US: '<p>Be fair.</p>', zh_CN: '<p>公平。</p>' },
        },
        link_expire_days: 14,
        reason: 'test programme',
      },
      { token: key },
    ),
  );

export const requestId = (): string => `req-${randomBytes(8).toString('hex')}`;

/**
 * A logged-in active agent on `planId` (withdraw password 1234), under `upline` when given: the
 * hierarchy rows are written as registration writes them.
 */
export const createAgent = async (
  t: TestApp,
  planId: number,
  input: TestMemberInput & { upline?: number } = {},
) => {
  const { upline, ...columns } = input;
  const agent = await createLoggedInMember(t, {
    isAgent: true,
    agentActive: true,
    agentType: 1,
    memberType: 2,
    agentPlanId: planId,
    withdrawPassword: '1234',
    ...(upline === undefined ? {} : { agentId: upline }),
    ...columns,
  });
  if (upline !== undefined) {
    await t.app.deps.agentTree.joinWithin(t.database.db, {
      memberId: agent.member.id,
      agentId: upline,
    });
  }
  return agent;
};

/** A logged-in ordinary member under the agent, with the hierarchy rows registration writes. */
export const createDownlineMember = async (
  t: TestApp,
  agentId: number,
  input: TestMemberInput = {},
) => {
  const member = await createLoggedInMember(t, { agentId, ...input });
  await t.app.deps.agentTree.joinWithin(t.database.db, {
    memberId: member.member.id,
    agentId,
  });
  return member;
};

/** Fund the agent's wallet from the house. */
export const creditWallet = async (t: TestApp, key: string, memberId: number, amount: string) =>
  dataOf(
    await t.call(
      operatorAgentWalletCreditCall,
      { member_id: memberId, amount, reason: 'test funds', request_id: requestId() },
      { token: key },
    ),
  );
