import type { SportCode } from '../api/sportsbook-calls';

/** The most legs a parlay takes; the fewest is two. */
export const MAX_PARLAY_LEGS = 10;

/** A selection in the slip: where it comes from, the odds now and the odds the player took. */
export type SlipPick = {
  selectionId: number;
  fixtureId: number;
  marketId: number;
  marketType: string;
  line: number | null;
  key: string;
  sport: SportCode;
  home: string;
  away: string;
  /** The selection's odds now (hundredths), null while it is not offered. */
  odds: number | null;
  /** The odds the player accepted: what the bet is sent with. */
  accepted: number;
  /** The market is suspended (or closed) now. */
  locked: boolean;
  /** The match is in play (its markets take smaller stakes). */
  live: boolean;
  /** The single's stake in minor units (0n: no single on this pick). */
  stake: bigint;
  /** The single's request id, kept across retries until its content changes. */
  requestId?: string;
  /** The server's refusal of this single, in the player's language. */
  refusal?: string;
};

export type SlipMode = 'singles' | 'parlay';

export type Slip = {
  mode: SlipMode;
  picks: SlipPick[];
  parlayStake: bigint;
  parlayRequestId?: string;
  parlayRefusal?: string;
};

export const EMPTY_SLIP: Slip = { mode: 'singles', picks: [], parlayStake: 0n };

/** What a stake returns at odds (hundredths), the stake included, rounded down. */
export const returnAt = (stake: bigint, odds: number): bigint => (stake * BigInt(odds)) / 100n;

/** A parlay's return: the stake times every leg's odds, rounded down once at the end. */
export const parlayReturn = (stake: bigint, odds: readonly number[]): bigint => {
  let numerator = stake;
  let denominator = 1n;
  for (const value of odds) {
    numerator *= BigInt(value);
    denominator *= 100n;
  }
  return numerator / denominator;
};

/**
 * The parlay's odds in whole hundredths for display, rounded down (the return itself is
 * computed exactly from every leg's odds): 1.95 and 1.50 make 2.925, shown 2.92.
 */
export const parlayOdds = (odds: readonly number[]): number => Number(parlayReturn(100n, odds));

/** The fixtures with more than one leg in the slip: a parlay of them is correlated. */
export const correlatedFixtures = (picks: readonly SlipPick[]): Set<number> => {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const pick of picks) {
    if (seen.has(pick.fixtureId)) repeated.add(pick.fixtureId);
    seen.add(pick.fixtureId);
  }
  return repeated;
};

export type ParlayCheck = 'ok' | 'too_few' | 'too_many' | 'correlated';

export const checkParlay = (picks: readonly SlipPick[]): ParlayCheck => {
  if (picks.length < 2) return 'too_few';
  if (picks.length > MAX_PARLAY_LEGS) return 'too_many';
  return correlatedFixtures(picks).size > 0 ? 'correlated' : 'ok';
};

/** Add a selection, or take it out when it is in the slip already. */
export const togglePick = (slip: Slip, pick: Omit<SlipPick, 'stake' | 'accepted'>): Slip => {
  if (slip.picks.some((entry) => entry.selectionId === pick.selectionId)) {
    return removePick(slip, pick.selectionId);
  }
  if (pick.odds === null) return slip;
  return {
    mode: slip.mode,
    picks: [...slip.picks, { ...pick, accepted: pick.odds, stake: 0n }],
    parlayStake: slip.parlayStake,
  };
};

export const removePick = (slip: Slip, selectionId: number): Slip => ({
  mode: slip.mode,
  picks: slip.picks.filter((entry) => entry.selectionId !== selectionId),
  parlayStake: slip.parlayStake,
});

/** A new stake is another bet: it gets a new request id when it is sent. */
export const setPickStake = (slip: Slip, selectionId: number, stake: bigint): Slip => ({
  ...slip,
  picks: slip.picks.map((entry) =>
    entry.selectionId === selectionId ? withoutSent({ ...entry, stake }) : entry,
  ),
});

export const setParlayStake = (slip: Slip, stake: bigint): Slip => ({
  mode: slip.mode,
  picks: slip.picks,
  parlayStake: stake,
});

/** The pick as a bet not yet sent: no request id, no refusal. */
const withoutSent = (pick: SlipPick): SlipPick => {
  const rest = { ...pick };
  delete rest.requestId;
  delete rest.refusal;
  return rest;
};

/**
 * The selection's odds and market status now (from the feed or a refusal). The odds the player
 * took stay until they accept the change, so the slip shows the old and the new.
 */
export const updatePick = (
  slip: Slip,
  selectionId: number,
  patch: { odds?: number | null; locked?: boolean },
): Slip => {
  const picks = slip.picks.map((entry) => {
    if (entry.selectionId !== selectionId) return entry;
    const next = {
      ...entry,
      ...(patch.odds !== undefined ? { odds: patch.odds } : {}),
      ...(patch.locked !== undefined ? { locked: patch.locked } : {}),
    };
    return next.odds === entry.odds && next.locked === entry.locked ? entry : next;
  });
  return picks.some((entry, index) => entry !== slip.picks[index]) ? { ...slip, picks } : slip;
};

/** Whether a pick's odds moved away from the ones the player took. */
export const hasOddsChange = (pick: SlipPick): boolean =>
  pick.odds !== null && pick.odds !== pick.accepted;

/** Take every changed odds: the bets are new bets (new request ids). */
export const acceptOddsChanges = (slip: Slip): Slip => ({
  mode: slip.mode,
  parlayStake: slip.parlayStake,
  picks: slip.picks.map((entry) =>
    entry.odds !== null && hasOddsChange(entry)
      ? withoutSent({ ...entry, accepted: entry.odds })
      : entry,
  ),
});

/** Every single with a stake, in the slip's order. */
export const stakedSingles = (slip: Slip): SlipPick[] =>
  slip.picks.filter((entry) => entry.stake > 0n);

/** What placing the slip takes from the balance. */
export const slipTotal = (slip: Slip): bigint =>
  slip.mode === 'parlay'
    ? slip.parlayStake
    : stakedSingles(slip).reduce((sum, entry) => sum + entry.stake, 0n);
