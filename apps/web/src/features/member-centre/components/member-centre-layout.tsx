import { Container } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useSessionStore } from '../../../shared/session/session-store';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { pageOfPath } from '../utils/menu';
import { MemberCentreMenu } from './member-centre-menu';
import classes from './member-centre-layout.module.css';
import { MobileBackBar } from '../../../shared/ui/mobile-back-bar';

/**
 * /user: the member centre. On desktop (usually the 1500x800 window the header opens) the menu
 * sits beside the page; on mobile it is a normal page with a back button and the menu as a strip.
 * A mobile member who must change the first-login password sees only the profile page's password
 * form until it is changed (spec section 6).
 */
export const MemberCentreLayout = () => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const account = useSessionStore((state) => state.session?.account);
  const { data: layout } = useMemberLayout();
  const current = pageOfPath(pathname);

  if (isDesktop) {
    return (
      <Container size={1240} px={24} className={classes.desktop} data-testid="member-centre">
        <aside className={classes.aside}>
          <div className={classes.member}>
            <IconUserCircle size={38} stroke={1.3} aria-hidden />
            <div>
              <p className={classes.heading}>{t('memberCentre.title')}</p>
              {account && <p className={classes.account}>{account}</p>}
            </div>
          </div>
          <MemberCentreMenu current={current} />
        </aside>
        <section className={classes.content}>
          <Outlet />
        </section>
      </Container>
    );
  }

  const forcedPasswordChange = layout?.first_login_to_change_password === true;
  if (forcedPasswordChange && current !== 'Info') return <Navigate to="/user/Info" replace />;
  return (
    <div className={classes.mobile} data-testid="member-centre">
      <MobileBackBar title={t(`memberCentre.pages.${current ?? 'Info'}`)} />
      {!forcedPasswordChange && <MemberCentreMenu current={current} compact />}
      <div className={classes.mobileContent}>
        <Outlet />
      </div>
    </div>
  );
};
