import { Button, Modal, Stack } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useOnceTrue } from '../hooks/use-once-true';
import classes from './login-to-play-confirm.module.css';
import dialog from './notice-dialog.module.css';

type LoginToPlayConfirmProps = {
  opened: boolean;
  /** The game or banner the visitor chose. */
  name: string;
  onClose: () => void;
  onLogin: () => void;
  /** Offered when the game takes play money. */
  onDemo?: (() => void) | undefined;
};

/**
 * The confirm box of spec section 5: a visitor chose a real game, which needs a member, so log in
 * first; a game with play money also offers its demo. Shared by the game lists and the lobby's
 * game banners.
 */
export const LoginToPlayConfirm = ({
  opened,
  name,
  onClose,
  onLogin,
  onDemo,
}: LoginToPlayConfirmProps) => {
  const { t } = useTranslation();
  // Mounted from its first opening on: a closed dialog still adds its empty layer to the page.
  const wanted = useOnceTrue(opened);
  if (!wanted) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={400}
      title={t('lobby.loginToPlayTitle')}
      classNames={{ content: dialog.content }}
    >
      <div className={dialog.body} data-testid="game-access-confirm">
        <span className={dialog.icon}>
          <IconDeviceGamepad2 size={30} stroke={1.5} aria-hidden />
        </span>
        {name !== '' && <p className={classes.game}>{name}</p>}
        <p className={classes.text}>
          {onDemo ? t('games.loginOrDemoText') : t('lobby.loginToPlayText')}
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
          {onDemo && (
            <Button
              variant="outline"
              radius="xl"
              data-testid="play-demo"
              onClick={() => {
                onClose();
                onDemo();
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
