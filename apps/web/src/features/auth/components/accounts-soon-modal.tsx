import { Button, Modal } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import classes from './accounts-soon-modal.module.css';

/**
 * What the Login and Register buttons open until member accounts arrive: an honest note, not a
 * form that goes nowhere.
 */
export const AccountsSoonModal = () => {
  const { t } = useTranslation();
  const mode = useAuthModalStore((state) => state.mode);
  const close = useAuthModalStore((state) => state.close);

  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      size={400}
      withCloseButton
      title={mode === 'register' ? t('auth.register') : t('auth.login')}
      classNames={{ content: classes.content }}
      attributes={{ content: { 'data-testid': 'accounts-soon-modal' } }}
    >
      <div className={classes.body}>
        <span className={classes.icon}>
          <IconLock size={30} stroke={1.5} aria-hidden />
        </span>
        <h3 className={classes.heading}>{t('auth.soonTitle')}</h3>
        <p className={classes.text}>{t('auth.soonText')}</p>
        <Button variant="gradient" radius="xl" fullWidth onClick={close} c="#2a1f06">
          {t('common.gotIt')}
        </Button>
      </div>
    </Modal>
  );
};
