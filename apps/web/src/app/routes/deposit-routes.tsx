import { WINDOW_NAMES } from '@member-site/contracts/constants';

import { DepositForm } from '../../features/deposit/components/deposit-form';
import {
  DepositPage,
  StandaloneDepositPage,
} from '../../features/member-centre/components/deposit-page';

/**
 * The deposit pages: the member centre's page shell (bank-account prompt, panel, back bar) around
 * the deposit feature's form. Features never import each other, so the app puts them together.
 */

/** /user/Deposit: every channel; the gateway opens in the depositWindow. */
export const MemberCentreDepositRoute = () => (
  <DepositPage>
    <DepositForm windowName={WINDOW_NAMES.deposit} returnPath="/user/Deposit" />
  </DepositPage>
);

/** /Deposit: every channel; the gateway opens in the depositWindow. */
export const DepositRoute = () => (
  <StandaloneDepositPage>
    <DepositForm windowName={WINDOW_NAMES.deposit} returnPath="/Deposit" />
  </StandaloneDepositPage>
);

/** /fastPayment: the quick payment page, fast-payment channels only, in the fpWindow. */
export const FastPaymentRoute = () => (
  <StandaloneDepositPage titleKey="deposit.fastPaymentTitle">
    <DepositForm
      kinds="fast_payment"
      windowName={WINDOW_NAMES.fastPayment}
      returnPath="/fastPayment"
    />
  </StandaloneDepositPage>
);
