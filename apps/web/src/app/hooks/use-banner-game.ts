import type { GameLinkParameter } from '@member-site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { openWaitingWindow } from '../../features/games/utils/game-window';
import { useIsDesktop } from '../../shared/hooks/device-mode';
import { importWithReload } from '../../shared/lib/chunk-reload';
import { showToast } from '../../shared/ui/toast';

/**
 * What a member's game banner (link type 2) does: one game opens through the launch controller,
 * loaded on the click (the game window is opened first, so blockers let it through); a provider
 * opens its game list.
 */
export const useBannerGame = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();

  return useCallback(
    (game: GameLinkParameter) => {
      if (!game.game_code) {
        void navigate(`/games/${game.gt_id}/${game.gp_id}`);
        return;
      }
      const gameCode = game.game_code;
      const waitingWindow = isDesktop ? openWaitingWindow() : null;
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
              device: isDesktop ? 'desktop' : 'mobile',
              userAgent: navigator.userAgent,
              queryClient,
              navigate: (to) => void navigate(to),
              notify: (message) => showToast({ message, kind: 'warning' }),
              t,
              waitingWindow,
            },
          ),
      );
    },
    [isDesktop, navigate, queryClient, t],
  );
};
