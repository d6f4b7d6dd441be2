import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { CurrencySelector } from '../../features/preferences/components/currency-selector';
import { LanguageSelector } from '../../features/preferences/components/language-selector';
import { SiteLogo } from '../../features/site-shell/components/site-logo';
import classes from './mobile-header.module.css';

/** The compact mobile top bar: logo, language, currency and the account buttons. */
export const MobileHeader = () => (
  <header className={classes.header} data-testid="site-header">
    <div className={classes.logo}>
      <SiteLogo type="mobile" height={32} />
    </div>
    <div className={classes.tools}>
      <LanguageSelector compact />
      <CurrencySelector compact />
      <AuthButtons size="xs" />
    </div>
  </header>
);
