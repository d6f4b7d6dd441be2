/**
 * The agent centre (spec sections 2, 3 and 6): commission plans, applications to become an
 * agent, the downline, promotion links and the agent wallet's transfers.
 */
import type { Currency } from './currency';

/** What a plan's commission is a percentage of. */
export const AGENT_PLAN_BASES = [
  /** The downline's net win/loss (what the house won from them) over the period. */
  'net_win_loss',
  /** The downline's valid bet (settled stakes) over the period. */
  'valid_bet',
] as const;
export type AgentPlanBasis = (typeof AGENT_PLAN_BASES)[number];

/** An application to become an agent: the operator approves or rejects a pending one. */
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

/** The downline filter by depth: the agent's direct members, or every level below it. */
export const AGENT_DOWNLINE_DEPTHS = ['direct', 'all'] as const;
export type AgentDownlineDepth = (typeof AGENT_DOWNLINE_DEPTHS)[number];

/** The downline filter by kind: everyone, ordinary members only, or sub-agents only. */
export const AGENT_DOWNLINE_KINDS = ['all', 'members', 'agents'] as const;
export type AgentDownlineKind = (typeof AGENT_DOWNLINE_KINDS)[number];

/** A downline member's status on the wire (the member's status 1, 2 or 3). */
export const AGENT_MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const;
export type AgentMemberStatus = (typeof AGENT_MEMBER_STATUSES)[number];

/** The pages a promotion link can open: the lobby, or the registration form. */
export const AGENT_LINK_PAGES = ['home', 'register'] as const;
export type AgentLinkPage = (typeof AGENT_LINK_PAGES)[number];

/** A plan has at most this many tiers. */
export const AGENT_MAX_TIERS = 10;

/** How long a promotion link is remembered after the visit, when the operator set nothing. */
export const AGENT_DEFAULT_LINK_EXPIRE_DAYS = 30;
/** The longest link lifetime the operator may set. */
export const AGENT_MAX_LINK_EXPIRE_DAYS = 365;

/** The longest note a member may add to an application. */
export const AGENT_APPLICATION_NOTE_MAX = 500;
/** The longest agreement text per language. */
export const AGENT_AGREEMENT_MAX = 20_000;

/**
 * The path of an agent's promotion link on this site (the web makes it absolute). The web reads
 * `id` into the member_agent cookie and `currency` into the currency cookie, so a visitor who
 * registers later is introduced by the agent in that currency.
 */
export const agentLinkPath = (agentId: number, currency: Currency, page: AgentLinkPage): string =>
  `${page === 'register' ? '/register' : '/'}?id=${agentId}&currency=${currency}`;
