import type { SigninCampaign } from '@member-site/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { SigninModal } from './signin-modal';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../shared/ui/toast', () => ({ showToast }));

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const day = (n: number, status: SigninCampaign['days'][number]['status']) => ({
  date: `2026-11-${String(24 + n).padStart(2, '0')}`,
  day: n,
  reward: `${n}.00`,
  status,
});

const campaign = (signedToday: boolean): SigninCampaign => ({
  id: 7,
  title: 'Golden week',
  currency: 'RMB',
  start_date: '2026-11-25',
  end_date: '2026-11-29',
  today: '2026-11-27',
  days: [
    day(1, 'is_signin_success'),
    day(2, 'is_signin_pass'),
    day(3, signedToday ? 'click_signin_true' : 'click_signin'),
    day(4, 'is_signin_noopen'),
    day(5, 'is_signin_noopen'),
  ],
  signed_days: signedToday ? 2 : 1,
  total_reward: signedToday ? '4.00' : '1.00',
});

let signed = false;
let calendarAnswer: () => Response = () => envelopeResponse({ campaign: campaign(signed) });

beforeAll(async () => {
  await setupTestI18n();
}, 30_000);

beforeEach(() => {
  signed = false;
  showToast.mockReset();
  calendarAnswer = () => envelopeResponse({ campaign: campaign(signed) });
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/api/arks/web/activity/signin/claim') {
      if (signed) {
        return Promise.resolve(
          envelopeResponse(null, {
            code: '102',
            message: 'You have already signed in today. Come back tomorrow!',
          }),
        );
      }
      signed = true;
      return Promise.resolve(
        envelopeResponse({ date: '2026-11-27', day: 3, reward: '3.00', cash: '53.00' }),
      );
    }
    if (url === '/api/arks/web/activity/signin') return Promise.resolve(calendarAnswer());
    return Promise.resolve(envelopeResponse({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().signIn({
    token: 'live-token',
    memberId: 42,
    account: 'player01',
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

const claimBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === '/api/arks/web/activity/signin/claim')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown);

describe('the daily sign-in calendar', () => {
  it('shows each day with its reward and status, signs in today and shows the reward', async () => {
    renderWithProviders(<SigninModal opened onClose={() => undefined} />);
    expect((await screen.findByTestId('signin-title')).textContent).toBe('Golden week');
    const days = screen.getAllByTestId('signin-day');
    expect(days.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Day 1, ¥ 1.00, Signed in',
      'Day 2, ¥ 2.00, Missed',
      'Day 3, ¥ 3.00, Sign in',
      'Day 4, ¥ 4.00, Not open',
      'Day 5, ¥ 5.00, Not open',
    ]);
    expect(days[2]?.getAttribute('aria-current')).toBe('date');
    expect(within(days[2]!).getByText('Today')).toBeTruthy();
    expect(screen.getByTestId('signin-summary').textContent).toBe(
      'Signed in 1 of 5 days · ¥ 1.00 earned',
    );

    fireEvent.click(screen.getByTestId('signin-today'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Signed in! ¥ 3.00 has been added to your wallet.',
      }),
    );
    expect(claimBodies()).toEqual([{ site_id: 1, campaign_id: 7, date: '2026-11-27' }]);
    // The calendar is read again: today is signed, the button says so and cannot be pressed.
    await waitFor(() =>
      expect(screen.getByTestId('signin-summary').textContent).toBe(
        'Signed in 2 of 5 days · ¥ 4.00 earned',
      ),
    );
    const today = screen.getByTestId('signin-today');
    expect(today).toHaveProperty('disabled', true);
    expect(today.textContent).toBe('Signed in');
  });

  it('tells why a missed day, a day to come or a signed day cannot be signed in', async () => {
    renderWithProviders(<SigninModal opened onClose={() => undefined} />);
    const days = await screen.findAllByTestId('signin-day');
    fireEvent.click(days[1]!);
    fireEvent.click(days[3]!);
    fireEvent.click(days[0]!);
    expect(showToast.mock.calls.map((args: unknown[]) => args[0])).toEqual([
      { kind: 'info', message: 'This day has passed and can no longer be signed in.' },
      { kind: 'info', message: 'This day has not started yet. Come back then!' },
      { kind: 'info', message: 'You have already signed in for this day.' },
    ]);
    expect(claimBodies()).toEqual([]);
  });

  it('shows the server’s refusal when today was signed in elsewhere', async () => {
    signed = true;
    calendarAnswer = () => envelopeResponse({ campaign: campaign(false) });
    renderWithProviders(<SigninModal opened onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('signin-today'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'You have already signed in today. Come back tomorrow!',
      }),
    );
  });

  it('says so when there is no campaign, and offers a retry when the calendar fails', async () => {
    calendarAnswer = () => envelopeResponse({ campaign: null });
    const { unmount } = renderWithProviders(<SigninModal opened onClose={() => undefined} />);
    expect(await screen.findByText('There is no sign-in event right now.')).toBeTruthy();
    unmount();
    calendarAnswer = () => new Response('oops', { status: 502 });
    renderWithProviders(<SigninModal opened onClose={() => undefined} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    calendarAnswer = () => envelopeResponse({ campaign: campaign(false) });
    fireEvent.click(retry);
    expect((await screen.findByTestId('signin-title')).textContent).toBe('Golden week');
  });
});
