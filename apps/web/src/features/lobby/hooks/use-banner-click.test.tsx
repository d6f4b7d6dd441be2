import type { CarouselPicture } from '@member-site/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { useBannerClick } from './use-banner-click';

const GAME_BANNER: CarouselPicture = {
  id: 1,
  title: 'Lotus Fortune',
  image_url: '/media/banners/lotus.svg',
  url: '',
  link_type: 2,
  link_method: 0,
  game_link_parameter: {
    currency: 'RMB',
    gt_id: 2,
    gp_id: 1,
    gp_gt_name: 'Lotus Originals',
    customized: false,
    game_code: 'e_lotus_fortune',
  },
  sort: 1,
};

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

beforeEach(() => {
  useSiteCurrencyStore.setState({ currency: 'RMB' });
});

afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('useBannerClick with a game banner', () => {
  it('asks a visitor to log in first', () => {
    const openGame = vi.fn();
    const { result } = renderHook(() => useBannerClick(openGame), { wrapper });
    act(() => {
      result.current.onBannerClick(GAME_BANNER);
    });
    expect(openGame).not.toHaveBeenCalled();
    expect(result.current.gameBanner).toBe(GAME_BANNER);
  });

  it('opens the game for a member', () => {
    useSessionStore.getState().signIn({
      token: 'token',
      memberId: 7,
      account: 'player01',
      memberType: 1,
      agentType: 0,
      currency: 'RMB',
    });
    const openGame = vi.fn();
    const { result } = renderHook(() => useBannerClick(openGame), { wrapper });
    act(() => {
      result.current.onBannerClick(GAME_BANNER);
    });
    expect(openGame).toHaveBeenCalledWith(GAME_BANNER.game_link_parameter);
    expect(result.current.gameBanner).toBeUndefined();
  });
});
