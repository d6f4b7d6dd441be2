import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { showToast } from '../../../shared/ui/toast';
import { invalidateLastPlayed } from '../api/game-queries';
import { launchGame, leaveGame, type LaunchRequest } from './launch-game';

/**
 * The launch controller for components: `open` starts a game (call it from the click),
 * `leave` leaves the one being played.
 */
export const useGameLauncher = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();

  const open = useCallback(
    async (request: LaunchRequest) => {
      const outcome = await launchGame(request, {
        device: isDesktop ? 'desktop' : 'mobile',
        userAgent: navigator.userAgent,
        queryClient,
        navigate: (to) => void navigate(to),
        notify: (message) => showToast({ message, kind: 'warning' }),
        t,
      });
      if (outcome === 'opened' && !request.demo) void invalidateLastPlayed(queryClient);
      return outcome;
    },
    [isDesktop, navigate, queryClient, t],
  );

  const leave = useCallback(() => leaveGame(queryClient), [queryClient]);

  return { open, leave };
};
