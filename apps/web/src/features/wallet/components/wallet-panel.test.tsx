import {
  callUrl,
  memberLayoutCall,
  myCashCall,
  oneKeyReturnCall,
  type CallContract,
  type MemberLayout,
  type MyCashEntry,
} from '@member-site/contracts';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { ToastHost } from '../../../shared/ui/toast-host';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { WalletPanel } from './wallet-panel';

const LAYOUT: MemberLayout = {
  id: 7,
  member_account: 'player01',
  member_currency: 'RMB',
  member_cash: '50.00',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: false,
  agent_active: false,
  is_playing: false,
  cash_back_status: false,
  wallet_status: true,
  first_login_to_change_password: false,
  need_bank_account_deposit_verified: false,
};

const entry = (gpId: number, name: string, cash: string): MyCashEntry => ({
  gp_id: gpId,
  gp_name: name,
  cash,
  is_light: cash !== '0.00',
  icon_light: '',
  icon_dark: '',
  status: 'active',
});

const MY_CASH = {
  my_cash_list: [
    entry(3, 'Alpha Slots', '1200.50'),
    entry(5, 'Beta Live', '20.00'),
    entry(1, 'Zeta Games', '0.00'),
    { ...entry(4, 'Closed Hall', '0.00'), status: 'maintenance' as const },
  ],
  main: '50.00',
  total: '1270.50',
};

type Answer = Response | (() => Response);

const routeFetch = (answers: Map<CallContract, Answer>) => {
  const byUrl = new Map([...answers].map(([contract, answer]) => [callUrl(contract), answer]));
  return vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
};

const answers = (
  options: { layout?: MemberLayout; myCash?: unknown; oneKeyReturn?: Answer } = {},
) =>
  new Map<CallContract, Answer>([
    [memberLayoutCall, envelopeResponse({ member_common_layout: options.layout ?? LAYOUT })],
    [myCashCall, envelopeResponse(options.myCash ?? MY_CASH)],
    [
      oneKeyReturnCall,
      options.oneKeyReturn ??
        envelopeResponse({
          list: [
            { gp_id: 3, gp_name: 'Alpha Slots', amount: '1200.50', status: 'success', code: '100' },
          ],
          main: '1250.50',
        }),
    ],
  ]);

const button = () => screen.getByTestId<HTMLButtonElement>('wallet-return-all');

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSessionStore.getState().signIn({
    token: 'token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    notifications.clean();
  });
  useSessionStore.getState().signOut();
});

describe('wallet panel', () => {
  it('shows the main wallet, the total and the platforms in the order served', async () => {
    vi.stubGlobal('fetch', routeFetch(answers()));
    renderWithProviders(<WalletPanel />);

    const platforms = await screen.findAllByTestId('wallet-platform');
    expect(platforms.map((item) => item.getAttribute('data-gp-id'))).toEqual(['3', '5', '1', '4']);
    expect(platforms.map((item) => item.hasAttribute('data-lit'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(within(platforms[0]!).getByText('Alpha Slots')).toBeTruthy();
    expect(within(platforms[0]!).getByTestId('wallet-platform-cash').textContent).toBe(
      '¥ 1,200.50',
    );
    expect(within(platforms[3]!).getByText('Maintenance')).toBeTruthy();
    expect(screen.getByTestId('wallet-main').textContent).toBe('¥ 50.00');
    expect(screen.getByTestId('wallet-total').textContent).toBe('¥ 1,270.50');
  });

  it('says so when there are no game platforms yet', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(answers({ myCash: { my_cash_list: [], main: '0.00', total: '0.00' } })),
    );
    renderWithProviders(<WalletPanel />);
    expect(await screen.findByText('No game platforms yet')).toBeTruthy();
  });

  it('counts down 10 s after a return, with the button disabled until it ends', async () => {
    const fetchMock = routeFetch(answers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <WalletPanel />
        <ToastHost />
      </>,
    );
    await screen.findAllByTestId('wallet-platform');
    await waitFor(() => {
      expect(button().disabled).toBe(false);
    });

    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    fireEvent.click(button());
    for (let i = 0; i < 5; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(screen.getByText('Your balances are back in the main wallet.')).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain('Wait 10 s');
    expect(
      fetchMock.mock.calls.filter(([input]) => input === callUrl(oneKeyReturnCall)),
    ).toHaveLength(1);

    // One second per step: each tick is a new timer set after the render of the last.
    for (let second = 0; second < 9; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(button().disabled).toBe(true);
    }
    expect(button().textContent).toContain('Wait 1 s');
    expect(button().disabled).toBe(true);
    fireEvent.click(button());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(button().textContent).toContain('Return all to main wallet');
    expect(button().disabled).toBe(false);
    // The click while counting down sent nothing.
    expect(
      fetchMock.mock.calls.filter(([input]) => input === callUrl(oneKeyReturnCall)),
    ).toHaveLength(1);
  });

  it('shows the message of the code when the return is refused', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(answers({ oneKeyReturn: envelopeResponse({}, { code: '102', message: 'x' }) })),
    );
    renderWithProviders(
      <>
        <WalletPanel />
        <ToastHost />
      </>,
    );
    await screen.findAllByTestId('wallet-platform');
    await waitFor(() => {
      expect(button().disabled).toBe(false);
    });
    fireEvent.click(button());
    expect(
      await screen.findByText('A game is in progress. Please exit the game and try again.'),
    ).toBeTruthy();
  });

  it('names the platforms that kept their balance after a partial return', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        answers({
          oneKeyReturn: envelopeResponse({
            list: [
              {
                gp_id: 3,
                gp_name: 'Alpha Slots',
                amount: '1200.50',
                status: 'success',
                code: '100',
              },
              { gp_id: 5, gp_name: 'Beta Live', amount: '0.00', status: 'failed', code: '104' },
            ],
            main: '1250.50',
          }),
        }),
      ),
    );
    renderWithProviders(
      <>
        <WalletPanel />
        <ToastHost />
      </>,
    );
    await screen.findAllByTestId('wallet-platform');
    await waitFor(() => {
      expect(button().disabled).toBe(false);
    });
    fireEvent.click(button());
    expect(await screen.findByText(/could not return their balance: Beta Live/)).toBeTruthy();
  });

  it('keeps the button disabled while a game is played and on /play', async () => {
    vi.stubGlobal('fetch', routeFetch(answers({ layout: { ...LAYOUT, is_playing: true } })));
    const { unmount } = renderWithProviders(<WalletPanel />);
    await screen.findAllByTestId('wallet-platform');
    expect(await screen.findByText(/A game is in progress/)).toBeTruthy();
    expect(button().disabled).toBe(true);
    unmount();

    vi.stubGlobal('fetch', routeFetch(answers()));
    renderWithProviders(<WalletPanel />, { route: '/play/3' });
    await screen.findAllByTestId('wallet-platform');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(button().disabled).toBe(true);
  });
});
