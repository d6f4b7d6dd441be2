import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { writeGameOpening } from '../../shared/lib/game-opening';
import { renderWithProviders, setupTestI18n } from '../../test/render';
import { useBannerGame } from './use-banner-game';

const launchGame = vi.fn<(request: unknown, context: unknown) => Promise<string>>(() =>
  Promise.resolve('opened'),
);
vi.mock('../../features/games/hooks/launch-game', () => ({ launchGame }));
vi.mock('../../shared/hooks/device-mode', () => ({ useIsDesktop: () => true }));

const BANNER_GAME = {
  gt_id: 2,
  gp_id: 1,
  game_code: 'e_lotus_fortune',
  gp_gt_name: 'Lotus Fortune',
};

/** Clicks the banner once it is mounted, as a member's click on a game banner does. */
const clickBanner = (route = '/') => {
  const Probe = () => {
    const open = useBannerGame();
    return (
      <button type="button" onClick={() => open(BANNER_GAME as never)}>
        banner
      </button>
    );
  };
  const view = renderWithProviders(<Probe />, { route });
  view.getByRole('button', { name: 'banner' }).click();
};

const launchContext = () =>
  (launchGame.mock.calls[0]?.[1] ?? {}) as { device?: string; preferred?: string };

beforeAll(async () => {
  await setupTestI18n();
});
let openWindow: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.localStorage.clear();
  openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  launchGame.mockClear();
  vi.restoreAllMocks();
});

describe('a game banner', () => {
  it('opens the game window first on a desktop that keeps the default new window', async () => {
    clickBanner();
    await waitFor(() => expect(launchGame).toHaveBeenCalledTimes(1));
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(launchContext()).toMatchObject({ device: 'desktop', preferred: 'window' });
  });

  it('opens no window when the member chose to play in this page', async () => {
    writeGameOpening('page');
    clickBanner();
    await waitFor(() => expect(launchGame).toHaveBeenCalledTimes(1));
    expect(openWindow).not.toHaveBeenCalled();
    expect(launchContext()).toMatchObject({ device: 'desktop', preferred: 'page' });
  });

  it('launches as the app inside a page the app embeds', async () => {
    writeGameOpening('modal');
    clickBanner('/?appPage=content');
    await waitFor(() => expect(launchGame).toHaveBeenCalledTimes(1));
    expect(openWindow).not.toHaveBeenCalled();
    expect(launchContext()).toMatchObject({ device: 'app' });
    expect(launchContext().preferred).toBeUndefined();
  });
});
