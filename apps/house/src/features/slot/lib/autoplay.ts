/** Autoplay's choices: how many rounds, and when to stop early. */
export type AutoplaySettings = {
  /** Rounds to play; Infinity plays until a stop rule or the player stops it. */
  rounds: number;
  /** Stop once the loss since autoplay started would pass this many bets. Required. */
  lossLimitBets: number;
  /** Stop after one round that wins more than this many bets; null: no such stop. */
  singleWinBets: number | null;
};

export const AUTOPLAY_ROUNDS = [10, 25, 50, 100, Infinity] as const;
export const AUTOPLAY_LOSS_LIMITS = [10, 25, 50, 100] as const;
export const AUTOPLAY_SINGLE_WINS = [10, 25, 50, 100] as const;

export type AutoplayStopReason =
  'done' | 'loss' | 'feature' | 'win' | 'balance' | 'error' | 'manual';

export type AutoplayRun = AutoplaySettings & {
  played: number;
  /** Balance when autoplay started, in minor units. */
  startBalance: bigint;
};

/**
 * Why autoplay stops after a round, or null to play on. Checked in this order: free spins
 * started, a single win above the limit, the rounds are played, the next bet could take the loss
 * past the limit, the balance no longer covers the bet.
 */
export const autoplayStopReason = (
  run: AutoplayRun,
  round: { win: bigint; freeSpins: number },
  balance: bigint,
  stake: bigint,
): AutoplayStopReason | null => {
  if (round.freeSpins > 0) return 'feature';
  if (run.singleWinBets !== null && round.win > stake * BigInt(run.singleWinBets)) return 'win';
  if (run.played >= run.rounds) return 'done';
  const loss = run.startBalance - balance;
  if (loss + stake > stake * BigInt(run.lossLimitBets)) return 'loss';
  if (balance < stake) return 'balance';
  return null;
};
