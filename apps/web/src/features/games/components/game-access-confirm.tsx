import type { GameEntry } from '@member-site/contracts';
import { Button, Modal, Stack } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import dialog from '../../../shared/ui/notice-dialog.module.css';
import classes from './game-launch-host.module.css';

type GameAccessConfirmProps = {
  game: GameEntry | null;
  onClose: () => void;
  onLogin: () => void;
  onDemo: (game: GameEntry) => void;
};

/** A visitor chose a game: real money needs a member; games with play money offer a demo. */
export const GameAccessConfirm = ({ game, onClose, onLogin, onDemo }: GameAccessConfirmProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={game !== null}
      onClose={onClose}
      size={400}
      title={t('lobby.loginToPlayTitle')}
      classNames={{ content: dialog.content }}
    >
      <div className={dialog.body} data-testid="game-access-confirm">
        <span className={dialog.icon}>
          <IconDeviceGamepad2 size={30} stroke={1.5} aria-hidden />
        </span>
        {game && <p className={classes.gameName}>{game.game_name}</p>}
        <p className={classes.text}>
          {game?.demo ? t('games.loginOrDemoText') : t('lobby.loginToPlayText')}
        </p>
        <Stack gap={10} w="100%">
          <Button
            variant="gradient"
            radius="xl"
            c="#2a1f06"
            onClick={() => {
              onClose();
              onLogin();
            }}
          >
            {t('auth.login')}
          </Button>
          {game?.demo && (
            <Button
              variant="outline"
              radius="xl"
              data-testid="play-demo"
              onClick={() => {
                onClose();
                onDemo(game);
              }}
            >
              {t('games.playDemo')}
            </Button>
          )}
          <Button variant="subtle" color="gray" radius="xl" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </div>
    </Modal>
  );
};
