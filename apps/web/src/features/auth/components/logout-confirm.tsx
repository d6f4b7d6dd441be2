import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import classes from './auth-modal.module.css';

type LogoutConfirmProps = {
  opened: boolean;
  leaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asked before logging out while a game is being played (spec section 4, Logout). */
export const LogoutConfirm = ({ opened, leaving, onCancel, onConfirm }: LogoutConfirmProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      size={380}
      title={t('member.logoutConfirmTitle')}
      attributes={{ content: { 'data-testid': 'logout-confirm' } }}
    >
      <div className={classes.form}>
        <p className={classes.intro}>{t('member.logoutConfirmText')}</p>
        <div className={classes.actions}>
          <Button variant="default" radius="xl" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            radius="xl"
            loading={leaving}
            onClick={onConfirm}
            data-testid="logout-confirm-button"
          >
            {t('member.logout')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};
