import type { Currency } from '@member-site/contracts/constants';

import type { LedgerAccount, LedgerService } from '../../modules/ledger/ledger.service';
import { HOUSE_PROVIDER_CODE } from './house-games';

/**
 * A member's house wallet and the house account of the currency, created on first use: every
 * house game (the slot, the tables, the sportsbook) moves money between the two.
 */
export const houseAccounts = async (
  ledger: Pick<LedgerService, 'ensureAccount'>,
  siteId: number,
  currency: Currency,
  memberId: number,
): Promise<{ wallet: LedgerAccount; house: LedgerAccount }> => {
  const [wallet, house] = await Promise.all([
    ledger.ensureAccount({
      siteId,
      kind: 'member_provider',
      memberId,
      provider: HOUSE_PROVIDER_CODE,
      currency,
    }),
    ledger.ensureAccount({
      siteId,
      kind: 'house_provider',
      provider: HOUSE_PROVIDER_CODE,
      currency,
    }),
  ]);
  return { wallet, house };
};
