import {
  type AgentDayFigures,
  type AgentFigures,
  type CallContract,
  type CallResponse,
  agentAgreementCall,
  agentDownlineCall,
  agentLinksCall,
  agentOperationCall,
  agentPlansCall,
  agentSettlementsCall,
  agentStatusCall,
  agentStratifiedCall,
  agentTransfersCall,
  applyForAgentCheckCall,
  callUrl,
} from '@member-site/contracts';
import { vi } from 'vitest';

import { envelopeResponse } from '../../test/render';
import { addAgentMessages } from './hooks/use-agent-messages';
import en from './locales/en_US.json';

/** The agent strings in English, as the agent centre loads them with its chunk. */
export const loadAgentTestMessages = (): void => {
  addAgentMessages('en_US', en);
};

export const MEMBER_STATUS: CallResponse<typeof agentStatusCall> = {
  is_agent: false,
  agent_active: false,
  agent_type: 0,
  agent_level: 0,
  level_name: '',
  currency: 'RMB',
  programme_active: true,
  wallet: '0.00',
  plan_id: null,
  application: null,
  upline_agent_id: null,
};

export const AGENT_STATUS: CallResponse<typeof agentStatusCall> = {
  ...MEMBER_STATUS,
  is_agent: true,
  agent_active: true,
  agent_type: 1,
  agent_level: 2,
  level_name: 'Gold partner',
  wallet: '5000.00',
  plan_id: 1,
};

export const PLANS: CallResponse<typeof agentPlansCall> = {
  currency: 'RMB',
  list: [
    {
      id: 1,
      name: 'Standard',
      basis: 'net_win_loss',
      active_rule: { min_deposit: '100.00', min_valid_bet: '500.00' },
      tiers: [
        { tier: 1, min_active_members: 5, min_figure: '1000.00', rate: 20 },
        { tier: 2, min_active_members: 20, min_figure: '50000.00', rate: 35 },
      ],
    },
    {
      id: 2,
      name: 'Turnover',
      basis: 'valid_bet',
      active_rule: { min_deposit: '0.00', min_valid_bet: '1000.00' },
      tiers: [{ tier: 1, min_active_members: 3, min_figure: '10000.00', rate: 0.5 }],
    },
  ],
};

export const DOWNLINE: CallResponse<typeof agentDownlineCall> = {
  list: [
    {
      member_id: 11,
      member_account: 'friend01',
      is_agent: false,
      depth: 1,
      upline_account: 'agent01',
      registered_at: '2026-11-20T10:00:00.000Z',
      last_login_at: null,
      status: 'active',
      currency: 'RMB',
      balance: '320.50',
    },
    {
      member_id: 12,
      member_account: 'subagent1',
      is_agent: true,
      depth: 1,
      upline_account: 'agent01',
      registered_at: '2026-11-21T10:00:00.000Z',
      last_login_at: '2026-11-26T10:00:00.000Z',
      status: 'frozen',
      currency: 'RMB',
      balance: null,
    },
  ],
  total_count: 2,
  page: 1,
  count: 2,
};

export const LINKS: CallResponse<typeof agentLinksCall> = {
  agent_id: 9,
  link_expire_days: 30,
  list: [
    { currency: 'RMB', page: 'home', path: '/?id=9&currency=RMB' },
    { currency: 'RMB', page: 'register', path: '/register?id=9&currency=RMB' },
  ],
};

export const TRANSFERS: CallResponse<typeof agentTransfersCall> = {
  list: [
    {
      transfer_id: 77,
      member_id: 11,
      member_account: 'friend01',
      amount: '100.00',
      currency: 'RMB',
      created_at: '2026-11-26T10:00:00.000Z',
    },
  ],
  total_count: 1,
  page: 1,
  count: 1,
  totals: { transfers: 1, amount: '100.00' },
};

export const figures = (overrides: Partial<AgentFigures> = {}): AgentFigures => ({
  registrations: 0,
  first_deposit_count: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  withdrawals: '0.00',
  valid_bet: '0.00',
  win_loss: '0.00',
  bonuses: '0.00',
  active_members: 0,
  ...overrides,
});

export const SERIES: AgentDayFigures[] = [
  { date: '2026-11-25', ...figures({ deposits: '100.00', valid_bet: '800.00' }) },
  {
    date: '2026-11-26',
    ...figures({ deposits: '300.00', valid_bet: '1200.00', registrations: 2 }),
  },
  { date: '2026-11-27', ...figures({ deposits: '50.00', valid_bet: '400.00' }) },
];

export const OPERATION: CallResponse<typeof agentOperationCall> = {
  currency: 'RMB',
  start_date: '2026-11-21',
  end_date: '2026-11-27',
  totals: figures({
    registrations: 2,
    deposits: '450.00',
    valid_bet: '2400.00',
    win_loss: '-120.00',
    active_members: 1,
  }),
  series: SERIES,
  list: [
    {
      ...figures({ deposits: '450.00', valid_bet: '2400.00', win_loss: '-120.00' }),
      member_account: 'friend01',
      depth: 1,
      is_agent: false,
      registered_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  total_count: 1,
  page: 1,
  count: 1,
};

export const STRATIFIED: CallResponse<typeof agentStratifiedCall> = {
  currency: 'RMB',
  start_date: '2026-11-21',
  end_date: '2026-11-27',
  levels: [
    { depth: 1, members: 2, totals: figures({ valid_bet: '2400.00' }), series: SERIES },
    { depth: 2, members: 1, totals: figures({ valid_bet: '600.00' }), series: SERIES },
  ],
};

export const SETTLEMENTS: CallResponse<typeof agentSettlementsCall> = {
  list: [
    {
      id: 5,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      currency: 'RMB',
      plan_name: 'Standard',
      basis: 'net_win_loss',
      tier: 1,
      rate_percent: 20,
      active_members: 6,
      valid_bet: '90000.00',
      win_loss: '-5000.00',
      bonuses: '300.00',
      net_win_loss: '4700.00',
      carried_in: '-700.00',
      figure: '4000.00',
      carried_out: '0.00',
      commission: '800.00',
      status: 'paid',
      reason: null,
      created_at: '2026-11-01T05:00:00.000Z',
      decided_at: '2026-11-02T05:00:00.000Z',
      paid_at: '2026-11-02T05:00:00.000Z',
    },
  ],
  total_count: 1,
  page: 1,
  count: 1,
};

type Answer = Response | (() => Response);

/** The answers of an agent's calls, overridable one by one. */
export const agentAnswers = (overrides: [CallContract, Answer][] = []): Map<CallContract, Answer> =>
  new Map<CallContract, Answer>([
    [agentStatusCall, envelopeResponse(AGENT_STATUS)],
    [agentPlansCall, envelopeResponse(PLANS)],
    [
      agentAgreementCall,
      envelopeResponse({
        title: 'Agent agreement',
        content: 'Agents bring members.\nCommission is paid monthly.',
        updated_at: '2026-11-01T00:00:00.000Z',
      }),
    ],
    [applyForAgentCheckCall, envelopeResponse(null)],
    [agentDownlineCall, envelopeResponse(DOWNLINE)],
    [agentLinksCall, envelopeResponse(LINKS)],
    [agentTransfersCall, envelopeResponse(TRANSFERS)],
    [agentOperationCall, envelopeResponse(OPERATION)],
    [agentStratifiedCall, envelopeResponse(STRATIFIED)],
    [agentSettlementsCall, envelopeResponse(SETTLEMENTS)],
    ...overrides,
  ]);

/** A fetch that answers each call by its path; unknown calls fail the test loudly. */
export const routeFetch = (answers: Map<CallContract, Answer>) => {
  const byUrl = new Map([...answers].map(([contract, answer]) => [callUrl(contract), answer]));
  return vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
};

/** The JSON bodies the app sent with the calls to `contract`, in order. */
export const sentBodies = (fetchMock: ReturnType<typeof routeFetch>, contract: CallContract) =>
  fetchMock.mock.calls
    .filter(([input]) => input === callUrl(contract))
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
