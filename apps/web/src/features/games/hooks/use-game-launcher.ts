import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { isAppEmbedded } from '../../../shared/lib/app-page';
import { readGameOpening } from '../../../shared/lib/game-opening';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { showToast } from '../../../shared/ui/toast';
import { invalidateLastPlayed } from '../api/game-queries';
import { launchDeviceOf } from '../utils/launch-mode';
import { launchGame, leaveGame, type LaunchRequest } from './launch-game';

/**
 * The launch controller for components: `open` starts a game (call it from the click),
 * `leave` leaves the one being played. A page the mobile app embeds launches as the app; a
 * desktop launches the way the member chose in the member centre.
 */
export const useGameLauncher = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [search] = useSearchParams();
  const isApp = isAppEmbedded(search);
  const gamesClosed = useSiteDetail().data?.games_closed === true;

  const open = useCallback(
    async (request: LaunchRequest) => {
      const device = launchDeviceOf({ isApp, isDesktop });
      const outcome = await launchGame(request, {
        device,
        userAgent: navigator.userAgent,
        // Read at the click: the choice may have been changed in the member-centre window.
        preferred: device === 'desktop' ? readGameOpening() : undefined,
        queryClient,
        navigate: (to) => void navigate(to),
        notify: (message) => showToast({ message, kind: 'warning' }),
        t,
        gamesClosed,
      });
      if (outcome === 'opened' && !request.demo) void invalidateLastPlayed(queryClient);
      return outcome;
    },
    [gamesClosed, isApp, isDesktop, navigate, queryClient, t],
  );

  const leave = useCallback(() => leaveGame(queryClient), [queryClient]);

  return { open, leave };
};
