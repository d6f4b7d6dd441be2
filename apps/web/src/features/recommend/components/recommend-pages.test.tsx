import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { RecommendMemberSearchPage } from './recommend-member-search-page';
import { RecommendProjectPage } from './recommend-project-page';
import { RecommendRecordPage } from './recommend-record-page';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../shared/ui/toast', () => ({ showToast }));

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const RULES = {
  currency: 'RMB',
  active: true,
  first_deposit: { min_deposit: '100.00', award: '10.00', percent: 0, cap: '0.00' },
  turnover_tiers: [{ tier: 1, turnover: '1000.00', award: '8.00' }],
  updated_at: '2026-11-27T10:00:00.000Z',
};

const AWARD = {
  id: 3,
  friend_account: 'fr***01',
  kind: 'first_deposit',
  tier: 0,
  amount: '10.00',
  currency: 'RMB',
  basis: '200.00',
  created_at: '2026-11-27T12:00:00.000Z',
};

let answers: Record<string, () => Response>;

const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === `/api${path}`)
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown);

beforeAll(async () => {
  await setupTestI18n();
}, 30_000);

beforeEach(() => {
  showToast.mockReset();
  answers = {
    '/bonus_setting/check': () => envelopeResponse({ is_friend: 1 }),
    '/member/apply_for_agent/check': () => envelopeResponse({}),
    '/arks/web/cash_surplus/check': () => envelopeResponse({ active: false }),
    '/arks/web/recommend/invite': () =>
      envelopeResponse({
        code: 'DEMO001X',
        link: '/register?invite=DEMO001X&currency=RMB',
        currency: 'RMB',
      }),
    '/arks/web/recommend/rules': () => envelopeResponse({ rules: RULES }),
    '/arks/web/recommend/awards': () =>
      envelopeResponse({
        list: [AWARD],
        total_count: 1,
        page: 1,
        count: 20,
        totals: { awards: 1, amount: '10.00', first_deposit: '10.00', turnover: '0.00' },
      }),
    '/arks/web/recommend/friends': () =>
      envelopeResponse({
        list: [
          {
            friend_account: 'fr***01',
            registered_at: '2026-11-20T12:00:00.000Z',
            first_deposit: true,
            turnover: '60.00',
            awards: '10.00',
          },
        ],
        total_count: 1,
        page: 1,
        count: 20,
      }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = urlOf(input).replace(/^\/api/, '');
    return Promise.resolve(answers[path]?.() ?? envelopeResponse({}));
  });
  vi.stubGlobal('fetch', fetchMock);
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

describe('the recommend project page', () => {
  it('shows the code, the absolute invite link, its QR code and the rules, and copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<RecommendProjectPage />);
    expect((await screen.findByTestId('recommend-code')).textContent).toBe('DEMO001X');
    const link = `${window.location.origin}/register?invite=DEMO001X&currency=RMB`;
    expect(screen.getByTestId<HTMLInputElement>('recommend-link').value).toBe(link);
    expect(await screen.findByTestId('recommend-qr')).toBeTruthy();
    const rules = within(await screen.findByTestId('recommend-rules'));
    expect(
      await rules.findByText(
        'When a friend’s first deposit is at least ¥ 100.00, you get ¥ 10.00.'.replace('’', "'"),
      ),
    ).toBeTruthy();
    expect(
      rules.getByText("Tier 1: when a friend's turnover reaches ¥ 1,000.00, you get ¥ 8.00."),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('recommend-copy'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ kind: 'success', message: 'Invite link copied' }),
    );
    expect(writeText).toHaveBeenCalledWith(link);
    expect(bodiesOf('/bonus_setting/check')).toEqual([{ site_id: 1, member_currency: 'RMB' }]);
  });

  it('says why recommendation is closed for an agent’s downline and asks nothing more', async () => {
    answers['/member/apply_for_agent/check'] = () =>
      envelopeResponse(null, { code: '104', message: 'downline' });
    renderWithProviders(<RecommendProjectPage />);
    expect((await screen.findByTestId('recommend-closed')).textContent).toContain(
      "Members of an agent's team cannot recommend friends.",
    );
    expect(bodiesOf('/arks/web/recommend/invite')).toEqual([]);
  });

  it('says so when the programme is closed for the currency', async () => {
    answers['/bonus_setting/check'] = () => envelopeResponse({ is_friend: 0 });
    renderWithProviders(<RecommendProjectPage />);
    expect((await screen.findByTestId('recommend-closed')).textContent).toContain(
      'Friend recommendation is not open for your currency right now.',
    );
  });
});

describe('the award record', () => {
  it('lists the awards with the totals', async () => {
    renderWithProviders(<RecommendRecordPage />);
    const row = await screen.findByTestId('recommend-row');
    expect(row.textContent).toContain('fr***01');
    expect(row.textContent).toContain('First deposit');
    expect(row.textContent).toContain('+¥ 10.00');
    expect(screen.getByTestId('recommend-totals').textContent).toContain('Total earned¥ 10.00');
    expect(screen.getByTestId('recommend-total').textContent).toBe('1 in total');
  });

  it('shows the empty state, and the error state with a retry', async () => {
    answers['/arks/web/recommend/awards'] = () =>
      envelopeResponse({
        list: [],
        total_count: 0,
        page: 1,
        count: 20,
        totals: { awards: 0, amount: '0.00', first_deposit: '0.00', turnover: '0.00' },
      });
    const { unmount } = renderWithProviders(<RecommendRecordPage />);
    expect((await screen.findByTestId('recommend-empty')).textContent).toContain('No awards yet');
    unmount();

    answers['/arks/web/recommend/awards'] = () =>
      envelopeResponse(null, { status: 500, code: '500' });
    renderWithProviders(<RecommendRecordPage />);
    const retry = await screen.findByRole('button', { name: /try again/i });
    answers['/arks/web/recommend/awards'] = () =>
      envelopeResponse({
        list: [AWARD],
        total_count: 1,
        page: 1,
        count: 20,
        totals: { awards: 1, amount: '10.00', first_deposit: '10.00', turnover: '0.00' },
      });
    fireEvent.click(retry);
    expect(await screen.findByTestId('recommend-row')).toBeTruthy();
  });
});

describe('the member search', () => {
  it('lists the friends and searches by account and registration days', async () => {
    renderWithProviders(<RecommendMemberSearchPage />);
    const row = await screen.findByTestId('recommend-row');
    expect(row.textContent).toContain('fr***01');
    expect(row.textContent).toContain('Deposited');
    expect(row.textContent).toContain('¥ 60.00');

    fireEvent.change(screen.getByTestId('recommend-search-account'), {
      target: { value: 'fri' },
    });
    fireEvent.change(screen.getByTestId('recommend-search-from'), {
      target: { value: '2026-11-01' },
    });
    // Half a range is not searched.
    fireEvent.click(screen.getByTestId('recommend-search-submit'));
    expect(await screen.findByText('Choose both dates, the start first.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('recommend-search-to'), {
      target: { value: '2026-11-27' },
    });
    fireEvent.click(screen.getByTestId('recommend-search-submit'));
    await waitFor(() =>
      expect(bodiesOf('/arks/web/recommend/friends')).toContainEqual({
        site_id: 1,
        page: 1,
        count: 20,
        account: 'fri',
        start_date: '2026-11-01',
        end_date: '2026-11-27',
      }),
    );
    expect(bodiesOf('/arks/web/recommend/friends')).toHaveLength(2);
  });
});
