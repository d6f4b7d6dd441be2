import { useTranslation } from 'react-i18next';

import { ActionButton } from '../../../shared/ui/action-button';
import { openLogin, openRegister } from '../../../shared/session/account-modal-store';
import classes from './auth-buttons.module.css';

type AuthButtonsProps = { size?: 'xs' | 'sm' };

export const AuthButtons = ({ size = 'sm' }: AuthButtonsProps) => {
  const { t } = useTranslation();
  return (
    <div className={classes.buttons} data-size={size}>
      <ActionButton
        variant="outline"
        size={size}
        className={classes.button}
        data-testid="login-button"
        onClick={openLogin}
      >
        {t('auth.login')}
      </ActionButton>
      <ActionButton
        variant="gold"
        size={size}
        className={classes.button}
        data-testid="register-button"
        onClick={openRegister}
      >
        {t('auth.register')}
      </ActionButton>
    </div>
  );
};
