/**
 * The closed sets of the money calls: order statuses of deposits and withdrawals, adjustment
 * directions and the states of provider wallets. The wire schemas and the web app both read them.
 */
export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'fast_payment'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

export const DEPOSIT_ORDER_STATUSES = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'declined',
] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/** Statuses after which an order never changes again. */
export const FINAL_DEPOSIT_STATUSES: readonly DepositOrderStatus[] = [
  'approved',
  'paid',
  'rejected',
  'declined',
];
/** Statuses that credited the member's main wallet. */
export const CREDITED_DEPOSIT_STATUSES: readonly DepositOrderStatus[] = ['approved', 'paid'];

export const WITHDRAWAL_ORDER_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalOrderStatus = (typeof WITHDRAWAL_ORDER_STATUSES)[number];

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/**
 * Whether a provider takes transfers now: 'active' does, 'maintenance' is closed for a while,
 * 'unavailable' has no working connection on this server.
 */
export const PROVIDER_WALLET_STATUSES = ['active', 'maintenance', 'unavailable'] as const;
export type ProviderWalletStatus = (typeof PROVIDER_WALLET_STATUSES)[number];

export const ONE_KEY_RETURN_STATUSES = ['success', 'failed', 'maintenance'] as const;
export type OneKeyReturnStatus = (typeof ONE_KEY_RETURN_STATUSES)[number];
