import { ActionIcon, Button, Group, Modal } from '@mantine/core';
import { IconHeadset, IconTool, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import dialog from '../../../shared/ui/notice-dialog.module.css';
import { leaveGame, openGameWindow } from '../hooks/launch-game';
import { useLaunchSignals } from '../hooks/use-launch-signals';
import { useLaunchStore } from '../stores/launch-store';
import classes from './game-launch-host.module.css';

/** How often the page looks whether the game window it opened was closed. */
const WINDOW_WATCH_MS = 1000;

/** The maintenance confirm box of spec section 8 (play code 203). */
export const MaintenanceBox = () => {
  const { t } = useTranslation();
  const maintenance = useLaunchStore((state) => state.maintenance);
  const close = useLaunchStore((state) => state.closeMaintenance);
  const formatTime = useSiteDateTime();
  const { data: site } = useSiteDetail();
  const serviceLink = site?.customer_service_link ?? '';
  const interval = maintenance?.interval;
  const serverText = maintenance?.message ?? '';

  return (
    <Modal
      opened={maintenance !== null}
      onClose={close}
      size={420}
      title={t('games.maintenanceTitle')}
      classNames={{ content: dialog.content }}
    >
      <div className={dialog.body} data-testid="game-maintenance">
        <span className={dialog.icon}>
          <IconTool size={30} stroke={1.5} aria-hidden />
        </span>
        <p className={classes.text}>
          {interval
            ? t('games.maintenanceWindow', {
                start: formatTime(interval.start_at),
                end: formatTime(interval.end_at),
              })
            : serverText !== ''
              ? serverText
              : t('games.maintenanceText')}
        </p>
        <Group grow w="100%">
          <Button variant="default" radius="xl" onClick={close}>
            {t('common.close')}
          </Button>
          {serviceLink !== '' && (
            <Button
              component="a"
              href={serviceLink}
              target="_blank"
              rel="noopener noreferrer"
              variant="gradient"
              radius="xl"
              c="#2a1f06"
              leftSection={<IconHeadset size={18} aria-hidden />}
              onClick={close}
            >
              {t('games.customerService')}
            </Button>
          )}
        </Group>
      </div>
    </Modal>
  );
};

/** A game opened in a modal: a full-screen frame with a close button that leaves the game. */
export const GameFrameModal = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const frameUrl = useLaunchStore((state) => state.frameUrl);
  const mode = useLaunchStore((state) => state.mode);
  const name = useLaunchStore((state) => state.game?.name ?? '');
  const opened = mode === 'modal' && frameUrl !== null;

  const close = () => void leaveGame(queryClient);

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen
      withCloseButton={false}
      padding={0}
      classNames={{ body: classes.frameBody, content: classes.frameContent }}
      aria-label={name || t('games.gameFrame')}
    >
      <div className={classes.frameBar}>
        <span className={classes.frameTitle}>{name}</span>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={close}
          aria-label={t('games.closeGame')}
          data-testid="game-frame-close"
        >
          <IconX size={22} aria-hidden />
        </ActionIcon>
      </div>
      {frameUrl && (
        <iframe
          src={frameUrl}
          title={name || t('games.gameFrame')}
          className={classes.frame}
          allow="autoplay; fullscreen"
          data-testid="game-frame"
        />
      )}
    </Modal>
  );
};

/**
 * Keeps the launch state in step with the server and the game window: the member layout's
 * `is_playing` feeds it on load and after every refresh, and closing the game window leaves the
 * game so its balance comes back.
 */
const useLaunchSync = () => {
  const queryClient = useQueryClient();
  const { data: layout } = useMemberLayout();
  const status = useLaunchStore((state) => state.status);
  const mode = useLaunchStore((state) => state.mode);
  const isPlaying = layout?.is_playing;

  useEffect(() => {
    if (isPlaying !== undefined) useLaunchStore.getState().syncPlaying(isPlaying);
  }, [isPlaying]);

  useEffect(() => {
    if (status !== 'playing' || mode !== 'window') return;
    const timer = setInterval(() => {
      if (openGameWindow()) return;
      clearInterval(timer);
      void leaveGame(queryClient);
    }, WINDOW_WATCH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [status, mode, queryClient]);
};

/**
 * The site-wide part of playing: state sync (with the realtime pushes and the other windows'
 * messages), the maintenance box and the modal game frame.
 */
export const GameLaunchHost = () => {
  useLaunchSync();
  useLaunchSignals();
  return (
    <>
      <MaintenanceBox />
      <GameFrameModal />
    </>
  );
};
