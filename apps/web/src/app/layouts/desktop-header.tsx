import { Container } from '@mantine/core';

import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { MemberPanel } from '../../features/auth/components/member-panel';
import { CurrencySelector } from '../../features/preferences/components/currency-selector';
import { LanguageSelector } from '../../features/preferences/components/language-selector';
import { PromotionHistoryButton } from '../../features/promotions/components/promotion-history-button';
import { SigninButton } from '../../features/signin/components/signin-button';
import { MainNav } from '../../features/site-shell/components/main-nav';
import { SiteLogo } from '../../features/site-shell/components/site-logo';
import { useIsLoggedIn } from '../../shared/session/session-store';
import classes from './desktop-header.module.css';

export const DesktopHeader = () => {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={classes.header} data-testid="site-header">
      <div className={classes.bar}>
        <Container size={1240} px={24} className={classes.barInner}>
          <SiteLogo type="desktop" height={46} />
          <div className={classes.tools}>
            {loggedIn && <SigninButton />}
            <PromotionHistoryButton />
            <LanguageSelector />
            <CurrencySelector />
            <span className={classes.divider} aria-hidden="true" />
            {loggedIn ? <MemberPanel /> : <AuthButtons size="sm" />}
          </div>
        </Container>
      </div>
      <div className={classes.navBar}>
        <Container size={1240} px={24}>
          <MainNav />
        </Container>
      </div>
    </header>
  );
};
