/**
 * The closed sets of the member's records: ledger transfer kinds, the type groups of the transfer
 * record and the deposit and withdrawal record's types and statuses.
 */
/** Longest date range a record query may cover, in days (both ends included). */
export const RECORD_MAX_RANGE_DAYS = 90;

/**
 * Every kind of ledger transfer the server writes. The ledger refuses any other kind and the
 * transfer record reports these, so the server and the record cannot drift apart.
 */
export const LEDGER_TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_return',
  'withdrawal_paid',
  'transfer_in',
  'transfer_out',
  'game_settlement',
  /** A stake placed in one of the house's games, from the member's house wallet. */
  'game_bet',
  /** What a round of the house's games paid, into the member's house wallet. */
  'game_payout',
  /** A stake of a shared round that was voided, back into the member's house wallet. */
  'game_refund',
  /** A sportsbook bet's stake, from the member's house wallet to the house. */
  'sport_bet',
  /** What a settled sportsbook bet returned, into the member's house wallet. */
  'sport_payout',
  /** A sportsbook bet whose every leg was void, its stake back. */
  'sport_refund',
  /** What cashing a sportsbook bet out paid. */
  'sport_cash_out',
  /** The difference a corrected result moved, either way, for a settled bet. */
  'sport_resettle',
  'adjustment',
  /** A daily sign-in's reward, from the house's bonus account to the member's main wallet. */
  'signin_reward',
  /** A red envelope's pool, from the house's bonus account into the promotion's accounts. */
  'promotion_fund',
  /** A claimed red envelope, from the promotion's account into the member's main wallet. */
  'promotion_award',
  /** A cancelled promotion's unclaimed envelopes, back to the house's bonus account. */
  'promotion_return',
  /** A recommend-a-friend award, from the house's bonus account to the recommender's main wallet. */
  'recommend_award',
  /** A bonus paid to a member: into the main wallet, or into the held bonus when it asks turnover. */
  'bonus_grant',
  /** A held bonus whose turnover was met, from the held bonus into the main wallet. */
  'bonus_release',
  /** A held bonus that expired before its turnover was met, back to the house's bonus account. */
  'bonus_forfeit',
  /** From an agent's wallet to a downline member's main wallet. */
  'agent_transfer',
  /** The operator funds an agent's wallet from the house's adjustments account. */
  'agent_wallet_credit',
  /** A period's approved commission, from the house's commission account to the agent wallet. */
  'agent_commission',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/**
 * Ledger transfer kinds a member can see in the transfer record: those that touch a member's
 * wallet (a paid-out withdrawal moves held money to the house, so it is not one), except the
 * stakes and payouts of the house's rounds, which the game's round history lists one by one.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_return',
  'transfer_in',
  'transfer_out',
  'game_settlement',
  'adjustment',
  'signin_reward',
  'promotion_award',
  'recommend_award',
  'bonus_grant',
  'bonus_release',
  /** Money an agent passed to a member of its downline (the agent sees it leave). */
  'agent_transfer',
] as const satisfies readonly LedgerTransferKind[];
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The type filter of the transfer record: all, or one group of kinds. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'settlement',
  'adjustment',
  'promotion',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Which kinds each type group holds. */
export const TRANSACTION_TYPE_KINDS: Record<TransactionType, readonly TransactionKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_return'],
  transfer: ['transfer_in', 'transfer_out', 'agent_transfer'],
  settlement: ['game_settlement'],
  adjustment: ['adjustment'],
  /** What promotions paid: daily sign-in rewards, red envelopes, recommend awards and bonuses. */
  promotion: [
    'signin_reward',
    'promotion_award',
    'recommend_award',
    'bonus_grant',
    'bonus_release',
  ],
};

/** The group of a kind; 'other' for a kind this client does not know yet. */
export const transactionTypeOfKind = (kind: string): TransactionType | 'other' =>
  TRANSACTION_TYPES.find((type) =>
    (TRANSACTION_TYPE_KINDS[type] as readonly string[]).includes(kind),
  ) ?? 'other';

export const DW_RECORD_TYPES = ['deposit', 'withdrawal'] as const;
export type DwRecordType = (typeof DW_RECORD_TYPES)[number];

/** Deposit statuses: pending, approved (bank transfer), paid (fast payment), rejected, declined. */
export const DW_DEPOSIT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'declined'] as const;
/** Withdrawal statuses: pending, paid, rejected (the amount went back to the main wallet). */
export const DW_WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const DW_RECORD_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'declined'] as const;
export type DwRecordStatus = (typeof DW_RECORD_STATUSES)[number];
