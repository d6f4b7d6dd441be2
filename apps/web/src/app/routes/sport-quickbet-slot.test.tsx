import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../shared/site/site-currency';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../test/render';
import { SportQuickbetSlot } from './sport-quickbet-slot';

const open = vi.fn(async () => 'opened' as const);
vi.mock('../../features/games/hooks/use-game-launcher', () => ({
  useGameLauncher: () => ({ open, leave: vi.fn() }),
}));

const showFrame = async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      (typeof input === 'string' ? input : '').startsWith('/api/')
        ? envelopeResponse({ url: '/house/sportsbook/quickbet', gp_id: 7 })
        : new Response(null, { status: 200 }),
    ),
  );
  renderWithProviders(<SportQuickbetSlot device="desktop" />);
  const frame = await screen.findByTestId<HTMLIFrameElement>('sport-quickbet-frame');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          type: 'U003',
          gp_id: 7,
          game_type: 9,
          game_code: 'g_esports',
          extra: { fixture_id: 3 },
        },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSiteCurrencyStore.setState({ currency: 'RMB' });
  open.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSessionStore.getState().signOut();
  });
});

describe('the quick-bet frame on the lobby', () => {
  it('opens the book at the match for a member, through the game launch', async () => {
    useSessionStore.getState().signIn({
      token: 'token',
      memberId: 7,
      account: 'player01',
      memberType: 1,
      agentType: 0,
      currency: 'RMB',
    });
    await showFrame();
    expect(open).toHaveBeenCalledWith({
      gpId: 7,
      gameType: 9,
      gameCode: 'g_esports',
      name: 'Esports',
      demo: false,
      extra: '{"fixture_id":3}',
    });
  });

  it('asks a visitor to log in first', async () => {
    await showFrame();
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByTestId('game-access-confirm')).toBeTruthy();
  });
});
