import type { WithdrawalSettingRow } from '../rows';

/** The demo site's limits of one withdrawal, in minor units of each currency it offers. */
export const DEMO_WITHDRAWAL_LIMITS = {
  RMB: { minAmount: 100_00n, maxAmount: 50_000_00n },
  VND: { minAmount: 100_000n, maxAmount: 500_000_000n },
  USD: { minAmount: 10_00n, maxAmount: 10_000_00n },
} as const;

export const demoWithdrawalSettings = (siteId: number): WithdrawalSettingRow[] =>
  Object.entries(DEMO_WITHDRAWAL_LIMITS).map(([currency, limits]) => ({
    siteId,
    currency: currency as keyof typeof DEMO_WITHDRAWAL_LIMITS,
    ...limits,
  }));
