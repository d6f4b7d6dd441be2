import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { MemberCentreMenu } from './member-centre-menu';

let standing: () => Response;
let isFriend = 1;

beforeAll(async () => {
  await setupTestI18n();
}, 30_000);

beforeEach(() => {
  standing = () => envelopeResponse({});
  isFriend = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/member/apply_for_agent/check') return standing();
      if (url === '/api/bonus_setting/check') return envelopeResponse({ is_friend: isFriend });
      if (url === '/api/arks/web/cash_surplus/check') return envelopeResponse({ active: true });
      return envelopeResponse({});
    }),
  );
  useSessionStore.getState().signIn({
    token: 'live-token',
    memberId: 42,
    account: 'demo001',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSessionStore.getState().signOut();
  });
});

describe('the member-centre menu’s recommend entries', () => {
  it('links the three pages when friend recommendation is enabled', async () => {
    renderWithProviders(<MemberCentreMenu current="RecommendRecord" />);
    const record = await screen.findByTestId('member-centre-menu-RecommendRecord');
    expect(record.getAttribute('href')).toBe('/user/RecommendRecord');
    expect(record.getAttribute('data-active')).toBe('true');
    expect(screen.getByTestId('member-centre-menu-RecommendProject').getAttribute('href')).toBe(
      '/user/RecommendProject',
    );
    expect(
      screen.getByTestId('member-centre-menu-RecommendMemberSearch').getAttribute('href'),
    ).toBe('/user/RecommendMemberSearch');
  });

  it('greys them out with the reason for an agent', async () => {
    standing = () => envelopeResponse(null, { code: '101', message: 'agent' });
    renderWithProviders(<MemberCentreMenu current="Info" />);
    const project = await screen.findByTestId('member-centre-menu-RecommendProject');
    expect(project.getAttribute('aria-disabled')).toBe('true');
    expect(project.textContent).toContain('You are an agent: invite members with your agent link.');
  });

  it('greys them out when the programme is closed for the currency', async () => {
    isFriend = 0;
    renderWithProviders(<MemberCentreMenu current="Info" />);
    const search = await screen.findByTestId('member-centre-menu-RecommendMemberSearch');
    expect(search.getAttribute('aria-disabled')).toBe('true');
    expect(search.textContent).toContain('not open for your currency');
  });
});
