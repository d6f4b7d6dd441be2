import type { CarouselPicture } from '@member-site/contracts';
import { Button, Group, Modal } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import dialog from '../../../shared/ui/notice-dialog.module.css';
import classes from './game-login-confirm.module.css';

type GameLoginConfirmProps = {
  banner: CarouselPicture | undefined;
  onClose: () => void;
  onLogin: () => void;
};

/** The confirm box of spec section 5: real games need a member, so log in first. */
export const GameLoginConfirm = ({ banner, onClose, onLogin }: GameLoginConfirmProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={banner !== undefined}
      onClose={onClose}
      size={400}
      title={t('lobby.loginToPlayTitle')}
      classNames={{ content: dialog.content }}
    >
      <div className={dialog.body}>
        <span className={dialog.icon}>
          <IconDeviceGamepad2 size={30} stroke={1.5} aria-hidden />
        </span>
        {banner?.title && <p className={classes.game}>{banner.title}</p>}
        <p className={classes.text}>{t('lobby.loginToPlayText')}</p>
        <Group grow w="100%">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('common.cancel')}
          </Button>
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
        </Group>
      </div>
    </Modal>
  );
};
