import { ActionIcon } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { EmptyState } from '../../../shared/ui/states';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { useLaunchStore } from '../stores/launch-store';
import classes from './play-page.module.css';

/** /play: the game opened as a page of the site, with a way back that leaves the game. */
export const PlayPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { leave } = useGameLauncher();
  const frameUrl = useLaunchStore((state) => (state.mode === 'page' ? state.frameUrl : null));
  const name = useLaunchStore((state) => state.game?.name ?? '');

  if (!frameUrl) {
    return (
      <div className={classes.missing}>
        <EmptyState
          title={t('games.noGameTitle')}
          text={t('games.noGameText')}
          action={
            <Link to="/" className={classes.home}>
              {t('errorPage.home')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={classes.page} data-testid="play-page">
      <div className={classes.bar}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('games.backToLobby')}
          data-testid="play-back"
          onClick={() => {
            void leave();
            void navigate('/');
          }}
        >
          <IconChevronLeft size={22} aria-hidden />
        </ActionIcon>
        <span className={classes.title}>{name}</span>
      </div>
      <iframe
        src={frameUrl}
        title={name || t('games.gameFrame')}
        className={classes.frame}
        allow="autoplay; fullscreen"
        data-testid="game-frame"
      />
    </div>
  );
};
