import type { GameLinkParameter } from '@member-site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { openWaitingWindow } from '../../features/games/utils/game-window';
import { launchDeviceOf } from '../../features/games/utils/launch-mode';
import { useIsDesktop } from '../../shared/hooks/device-mode';
import { isAppEmbedded } from '../../shared/lib/app-page';
import { importWithReload } from '../../shared/lib/chunk-reload';
import { readGameOpening } from '../../shared/lib/game-opening';
import { useSiteDetail } from '../../shared/site/get-site-detail';
import { showToast } from '../../shared/ui/toast';

/**
 * What a member's game banner (link type 2) does: one game opens through the launch controller,
 * loaded on the click (the game window is opened first, so blockers let it through); a provider
 * opens its game list. Like the game tiles, it launches as the app in a page the app embeds and
 * the way the member chose on a desktop.
 */
export const useBannerGame = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [search] = useSearchParams();
  const isApp = isAppEmbedded(search);
  const gamesClosed = useSiteDetail().data?.games_closed === true;

  return useCallback(
    (game: GameLinkParameter) => {
      if (!game.game_code) {
        void navigate(`/games/${game.gt_id}/${game.gp_id}`);
        return;
      }
      const gameCode = game.game_code;
      const device = launchDeviceOf({ isApp, isDesktop });
      const preferred = device === 'desktop' ? readGameOpening() : undefined;
      const waitingWindow = preferred === 'window' && !gamesClosed ? openWaitingWindow() : null;
      void importWithReload(() => import('../../features/games/hooks/launch-game')).then(
        ({ launchGame }) =>
          launchGame(
            {
              gpId: game.gp_id,
              gameType: game.gt_id,
              gameCode,
              name: game.gp_gt_name,
              demo: false,
            },
            {
              device,
              userAgent: navigator.userAgent,
              preferred,
              queryClient,
              navigate: (to) => void navigate(to),
              notify: (message) => showToast({ message, kind: 'warning' }),
              t,
              waitingWindow,
              gamesClosed,
            },
          ),
      );
    },
    [gamesClosed, isApp, isDesktop, navigate, queryClient, t],
  );
};
