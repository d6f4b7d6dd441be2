import type { TableRoundView } from '@member-site/contracts';

/**
 * Where a round is, by its status and the server's clock:
 * - `betting` until `closes_at`,
 * - `closing` from `closes_at` to `draws_at` (no more bets, the draw is coming),
 * - `drawing` from `draws_at` until the round is settled (the outcome may already be shown),
 * - `settled` and `voided` once the round is finished,
 * - `waiting` between rounds, when there is no round to show.
 */
export type RoundPhase = 'waiting' | 'betting' | 'closing' | 'drawing' | 'settled' | 'voided';

export const phaseOf = (round: TableRoundView | null, now: number): RoundPhase => {
  if (!round) return 'waiting';
  if (round.status === 'voided') return 'voided';
  if (round.status === 'settled') return 'settled';
  if (round.status === 'settling') return 'drawing';
  if (now < Date.parse(round.closes_at)) return 'betting';
  if (now < Date.parse(round.draws_at)) return 'closing';
  return 'drawing';
};

/** Whole seconds from `now` to an ISO time, rounded up; 0 once it has passed. */
export const secondsUntil = (iso: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/**
 * The server clock's lead on this device's in milliseconds, from the server's `server_time`
 * read at `receivedAt` (the device's time when the answer arrived).
 */
export const clockOffset = (serverTime: string, receivedAt: number): number => {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
};
