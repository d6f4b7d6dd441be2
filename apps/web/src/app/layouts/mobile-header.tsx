import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { MemberPanel } from '../../features/auth/components/member-panel';
import { CurrencySelector } from '../../features/preferences/components/currency-selector';
import { LanguageSelector } from '../../features/preferences/components/language-selector';
import { SiteLogo } from '../../features/site-shell/components/site-logo';
import { useIsLoggedIn } from '../../shared/session/session-store';
import classes from './mobile-header.module.css';

/** The compact mobile top bar: logo, language, currency and the account buttons. */
export const MobileHeader = () => {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={classes.header} data-testid="site-header">
      <div className={classes.logo}>
        <SiteLogo type="mobile" height={32} />
      </div>
      <div className={classes.tools}>
        <LanguageSelector compact />
        <CurrencySelector compact />
        {loggedIn ? <MemberPanel compact /> : <AuthButtons size="xs" />}
      </div>
    </header>
  );
};
