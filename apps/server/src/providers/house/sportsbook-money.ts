import type { Currency } from '@member-site/contracts/constants';
import { type LegOutcome, betReturn, isBetSettled } from '@member-site/house-games/sports';

import type { LedgerAccount, LedgerService } from '../../modules/ledger/ledger.service';
import { HOUSE_PROVIDER_CODE } from './house-games';

/** A bet's house wallet and the house account of its currency. */
export const houseAccounts = async (
  ledger: LedgerService,
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

/** What a bet returns with these leg outcomes; undefined while it cannot be settled yet. */
export const returnOfLegs = (
  stake: bigint,
  legs: readonly { odds: number; outcome: LegOutcome | null }[],
): bigint | undefined => {
  const outcomes = legs.map((leg) => leg.outcome);
  if (!isBetSettled(outcomes)) return undefined;
  if (outcomes.includes('lose')) return 0n;
  return betReturn(
    stake,
    legs.map((leg) => ({ odds: leg.odds, outcome: leg.outcome ?? 'void' })),
  );
};

/** Two JSON values alike whatever the order of their keys (jsonb keeps its own order). */
export const sameJson = (a: unknown, b: unknown): boolean => {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, entry]) => [key, canonical(entry)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
};
