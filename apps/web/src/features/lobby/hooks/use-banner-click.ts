import type { CarouselPicture, GameLinkParameter } from '@member-site/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { IS_DEMO } from '../../../config/env';
import { openExternalUrl } from '../../../shared/lib/safe-url';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { decideBannerAction } from '../utils/banner-click';

/** Opens a banner's game (or its provider's list) for a member; the app passes the games'. */
export type OpenBannerGame = (game: GameLinkParameter) => void;

/**
 * Click handling shared by the hero carousel and the small banners. Returns the handler and the
 * banner whose game asks the visitor to log in (for the confirm box). A member's game banner
 * opens its game through `onOpenGame`.
 */
export const useBannerClick = (onOpenGame?: OpenBannerGame) => {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const siteCurrency = useSiteCurrency();
  const [gameBanner, setGameBanner] = useState<CarouselPicture>();

  const onBannerClick = (banner: CarouselPicture) => {
    const action = decideBannerAction(banner, {
      isDemo: IS_DEMO,
      siteCurrency,
      origin: window.location.origin,
    });
    switch (action.kind) {
      case 'external':
        openExternalUrl(action.url, action.target);
        return;
      case 'internal':
        if (action.target === 'new-tab') {
          window.open(action.path, '_blank', 'noopener');
        } else {
          void navigate(action.path);
        }
        return;
      case 'game-login-required':
        if (loggedIn && onOpenGame) {
          onOpenGame(action.game);
          return;
        }
        setGameBanner(banner);
        return;
      case 'none':
        return;
    }
  };

  return {
    onBannerClick,
    gameBanner,
    closeGameConfirm: () => {
      setGameBanner(undefined);
    },
  };
};

/** Whether a banner reacts to clicks at all (for the pointer cursor and keyboard access). */
export const isBannerClickable = (banner: CarouselPicture): boolean =>
  !IS_DEMO && (banner.url.trim() !== '' || banner.game_link_parameter !== null);
