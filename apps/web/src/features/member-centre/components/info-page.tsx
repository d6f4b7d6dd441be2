import { Alert, Skeleton } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { ErrorState } from '../../../shared/ui/states';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { useMemberProfile } from '../api/get-member-profile';
import { useRegisterFieldSettings } from '../../../shared/site/get-register-settings';
import { Panel } from '../../../shared/ui/panel';
import { GameOpeningSetting } from './game-opening-setting';
import { PasswordForm } from './password-form';
import { ProfileDetails } from './profile-details';

const InfoSkeleton = () => (
  <div aria-busy="true" data-testid="profile-loading">
    {[0, 1, 2, 3, 4, 5, 6].map((index) => (
      <Skeleton key={index} height={40} radius="md" mb={10} />
    ))}
  </div>
);

/**
 * On mobile the first-login password change is the profile page itself (the desktop shows it as
 * a modal): a notice and the form, nothing else until the password is changed.
 */
const FirstLoginPasswordChange = () => {
  const { t } = useTranslation();
  return (
    <Panel title={t('memberCentre.password.firstLoginTitle')} testId="first-login-password">
      <Alert color="gold" variant="light" icon={<IconShieldLock size={18} />}>
        {t('memberCentre.password.firstLoginText')}
      </Alert>
      <PasswordForm kind="login" />
    </Panel>
  );
};

/**
 * /user/Info: the profile, the details still to fill in, the two password forms and, on desktop,
 * where games open.
 */
export const InfoPage = () => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const profile = useMemberProfile();
  const settings = useRegisterFieldSettings();
  const layout = useMemberLayout();

  if (!isDesktop) {
    if (layout.isPending) return <InfoSkeleton />;
    if (layout.isError) {
      return <ErrorState error={layout.error} onRetry={() => void layout.refetch()} />;
    }
    if (layout.data.first_login_to_change_password) return <FirstLoginPasswordChange />;
  }
  if (profile.isError) {
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  // Without the settings the profile still shows; only the forms to fill in details are missing.
  if (profile.isPending || settings.isPending) return <InfoSkeleton />;

  return (
    <>
      <Panel title={t('memberCentre.info.title')} description={t('memberCentre.info.subtitle')}>
        <ProfileDetails profile={profile.data} settings={settings.data ?? []} />
      </Panel>
      <Panel title={t('memberCentre.password.loginTitle')}>
        <PasswordForm kind="login" />
      </Panel>
      <Panel title={t('memberCentre.password.withdrawTitle')}>
        {profile.data.is_withdraw_password ? (
          <PasswordForm kind="withdraw" />
        ) : (
          <p>{t('memberCentre.password.noWithdrawPassword')}</p>
        )}
      </Panel>
      {isDesktop && <GameOpeningSetting />}
    </>
  );
};
