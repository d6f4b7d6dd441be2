import { describe, expect, it } from 'vitest';

import { AGENT_MENU, AGENT_PAGES, agentPageOf, defaultAgentPage } from './pages';

describe('agent pages', () => {
  it('reads the page of the address in any case, ProxyCenter being the downline', () => {
    expect(agentPageOf('Register')).toBe('Register');
    expect(agentPageOf('operationtable')).toBe('OperationTable');
    expect(agentPageOf('ProxyCenter')).toBe('DownlineInfo');
    expect(agentPageOf('Nope')).toBeUndefined();
    expect(agentPageOf(null)).toBeUndefined();
  });

  it('lands agents on their downline and everyone else on the application', () => {
    expect(defaultAgentPage(true)).toBe('DownlineInfo');
    expect(defaultAgentPage(false)).toBe('Register');
  });

  it('puts every page in the menu once', () => {
    expect(AGENT_MENU.flatMap((group) => group.pages).sort()).toEqual([...AGENT_PAGES].sort());
  });
});
