import { useTranslation } from 'react-i18next';

import { BonusProgress } from './bonus-progress';
import classes from './my-wallet-page.module.css';
import { WalletPanel } from './wallet-panel';

/**
 * /user/MyWallet: the wallet panel inside the member centre (menu group my_wallet), and the
 * member's bonuses with their turnover progress.
 */
export const MyWalletPage = () => {
  const { t } = useTranslation();
  return (
    <section className={classes.page} data-testid="my-wallet-page">
      <h2 className={classes.title}>{t('wallet.title')}</h2>
      <p className={classes.description}>{t('wallet.description')}</p>
      <WalletPanel />
      <BonusProgress />
    </section>
  );
};
