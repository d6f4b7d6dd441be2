import { type LegOutcome, betReturn, isBetSettled } from '@member-site/house-games/sports';

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
