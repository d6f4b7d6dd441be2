import type { MemberSession } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { completeLogin } from '../../../shared/session/complete-login';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useRegisterSettings } from '../../../shared/site/get-register-settings';
import { useRegisterLocks } from '../hooks/use-register-locks';
import { RegisterForm } from './register-form';
import classes from './register-form.module.css';

type RegisterContentProps = {
  agreementOpen: boolean;
  onAgreementOpenChange: (opened: boolean) => void;
  onRegistered: (session: MemberSession) => void;
};

/** The currency the form starts with: a locked one, else the site's when offered, else the first. */
const startingCurrency = (
  locked: Currency | undefined,
  site: Currency | undefined,
  offered: readonly Currency[],
): Currency | undefined => locked ?? (site && offered.includes(site) ? site : (offered[0] ?? site));

/** Settings and locks first (the form's fields depend on both), then the form. */
const RegisterContent = (props: RegisterContentProps) => {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const locks = useRegisterLocks();
  const siteCurrency = useSiteCurrency();

  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  if (settings.isPending || !locks.ready) {
    return (
      <div className={classes.loading} aria-busy="true">
        <Loader color="gold" size="sm" aria-label={t('common.loading')} />
      </div>
    );
  }
  const offered = settings.data.currencies;
  const initial = startingCurrency(locks.currency, siteCurrency, offered);
  if (!initial) return <EmptyState title={t('register.unavailable')} />;
  return (
    <RegisterForm
      settings={settings.data}
      locks={locks}
      initialCurrency={initial}
      currencies={offered}
      {...props}
    />
  );
};

/**
 * The register modal (spec section 2): a centred modal on desktop, a full-screen sheet on phones.
 * Its content mounts on each opening, so every visit starts with a fresh form and captcha.
 */
export const RegisterModal = () => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const opened = useAuthModalStore((state) => state.mode === 'register');
  const close = useAuthModalStore((state) => state.close);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const onClose = () => {
    setAgreementOpen(false);
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('register.title')}
      size={720}
      fullScreen={!isDesktop}
      radius={isDesktop ? 'lg' : 0}
      transitionProps={isDesktop ? undefined : { transition: 'slide-up', duration: 200 }}
      // Escape closes the agreement on top first, not the form under it.
      closeOnEscape={!agreementOpen}
      attributes={{ content: { 'data-testid': 'register-modal' } }}
    >
      <RegisterContent
        agreementOpen={agreementOpen}
        onAgreementOpenChange={setAgreementOpen}
        onRegistered={(session) => {
          setAgreementOpen(false);
          completeLogin(session);
        }}
      />
    </Modal>
  );
};
