/** The pages of the agent menu (spec section 2), chosen by `/proxy?page=`. */
export const AGENT_PAGES = [
  'Plan',
  'Agreement',
  'Register',
  'DownlineInfo',
  'Promotion',
  'Transfer',
  'OperationTable',
  'StratifiedTable',
  'PerformanceSettlement',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export type AgentMenuGroup = 'programme' | 'ProxyCenter' | 'reports';

/** The menu: the programme (open to every member), then the agent's own pages. */
export const AGENT_MENU: readonly { group: AgentMenuGroup; pages: readonly AgentPage[] }[] = [
  { group: 'programme', pages: ['Plan', 'Agreement', 'Register'] },
  { group: 'ProxyCenter', pages: ['DownlineInfo', 'Promotion', 'Transfer'] },
  { group: 'reports', pages: ['OperationTable', 'StratifiedTable', 'PerformanceSettlement'] },
];

/** Pages a member who is not an active agent may open: the others send them to Register. */
export const PUBLIC_AGENT_PAGES: readonly AgentPage[] = ['Plan', 'Agreement', 'Register'];

/** Where `/proxy` without a page lands: an agent's downline, anyone else's application. */
export const defaultAgentPage = (isActiveAgent: boolean): AgentPage =>
  isActiveAgent ? 'DownlineInfo' : 'Register';

/**
 * The page an address names, case-insensitively; `ProxyCenter` is the downline. Undefined for no
 * page or an unknown one.
 */
export const agentPageOf = (param: string | null): AgentPage | undefined => {
  if (!param) return undefined;
  const wanted = param.toLowerCase();
  if (wanted === 'proxycenter') return 'DownlineInfo';
  return AGENT_PAGES.find((page) => page.toLowerCase() === wanted);
};

/** The address of an agent page. */
export const agentPagePath = (page: AgentPage): string => `/proxy?page=${page}`;
