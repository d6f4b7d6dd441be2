import { parseMinorUnits, type Currency } from '@member-site/contracts/constants';
import {
  SERVER_SEED_PATTERN,
  createFairRandom,
  hashServerSeed,
  isValidClientSeed,
} from '@member-site/house-games/fair';
import {
  LOTUS_FORTUNE,
  isPlayableStake,
  playSlotRound,
  type SlotRound,
} from '@member-site/house-games/slot';

export type VerifyInput = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  stake: string;
  currency: Currency | undefined;
};

export type VerifyProblem = 'server_seed' | 'client_seed' | 'nonce' | 'stake' | 'stake_lines';

export type Verification =
  | { ok: false; problems: VerifyProblem[] }
  | {
      ok: true;
      round: SlotRound;
      /** The stake in minor units. */
      stake: number;
      computedHash: string;
      /** Whether the computed hash equals the given one; null when none was given. */
      hashMatches: boolean | null;
    };

/** A decimal stake in minor units: the currency's digits, or 2 when no currency is named. */
const stakeMinor = (text: string, currency: Currency | undefined): number | undefined => {
  const minor = currency ? parseMinorUnits(text, currency) : parseMinorUnits(text, 'USD'); // two decimals, like most currencies
  if (minor === undefined || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER))
    return undefined;
  return Number(minor);
};

/**
 * Replay a round in the browser from its inputs, with the same code the server plays it with:
 * the HMAC-SHA256 stream of the seed pair and nonce, and Lotus Fortune's reels and paytable.
 */
export const verifyRound = (input: VerifyInput): Verification => {
  const problems: VerifyProblem[] = [];
  const serverSeed = input.serverSeed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) problems.push('server_seed');
  if (!isValidClientSeed(input.clientSeed)) problems.push('client_seed');
  const nonce = /^\d{1,15}$/.test(input.nonce.trim()) ? Number(input.nonce.trim()) : NaN;
  if (!Number.isSafeInteger(nonce)) problems.push('nonce');
  const stake = stakeMinor(input.stake, input.currency);
  if (stake === undefined) problems.push('stake');
  else if (!isPlayableStake(LOTUS_FORTUNE, stake)) problems.push('stake_lines');
  if (problems.length > 0 || stake === undefined) return { ok: false, problems };

  const random = createFairRandom({ serverSeed, clientSeed: input.clientSeed, nonce });
  const round = playSlotRound(LOTUS_FORTUNE, random, stake);
  const computedHash = hashServerSeed(serverSeed);
  const given = input.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    round,
    stake,
    computedHash,
    hashMatches: given === '' ? null : given === computedHash,
  };
};
