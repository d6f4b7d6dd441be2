import { type Fraction, applyFactors, assertOdds, legFactor } from './settle';
import { CASH_OUT_MARGIN, type LegOutcome } from './types';

/**
 * Cash-out: what the book pays now to close a bet before it is settled.
 *
 * Why an open leg is worth odds / currentOdds of its stake: a bet of S at odds o pays S o if the
 * selection wins and nothing if it loses. The book sells the same selection today at c, so a
 * stake of X today pays X c on a win and nothing on a loss; X = S o / c makes the two the same
 * claim, paying the same in every case. Under the book's current view the bet is therefore worth
 * S o / c, what the book itself asks today for exactly that payout: more than S when the price
 * has shortened (c < o, the selection looks likelier than when the bet was taken), less when it
 * has drifted. For a selection on a whole or quarter line, whose push and half outcomes do not
 * scale with the odds, o / c is the usual close approximation rather than an exact replica.
 *
 * A parlay's legs are independent, each leg's stake being the previous legs' return, so the
 * value is the stake times every settled leg's factor (as `betReturn` applies it) times o / c for
 * every open leg. The book keeps `margin` of that, and the result is rounded down once.
 */

/** One leg as cash-out sees it: its accepted odds, today's price, and its outcome if settled. */
export type CashOutLeg = { odds: number; currentOdds: number | null; outcome: LegOutcome | null };

/** The margin in millionths: the float the operator sets becomes one exact integer here. */
const MILLION = 1_000_000;

/**
 * The bet's fair value now less the margin, in the stake's minor units, rounded down:
 * stake x (each settled leg's factor) x (odds / currentOdds of each open leg) x (1 - margin),
 * computed as one exact BigInt fraction (the margin rounded to the nearest millionth).
 *
 * Null when there is nothing to cash out: a leg lost (the bet returns nothing), an open leg has
 * no current price (`currentOdds` null: the market is suspended or the selection not offered),
 * or every leg is settled (the bet is settling, not cashing out). `currentOdds` of a settled leg
 * is not read.
 */
export const cashOutValue = (
  stake: bigint,
  legs: readonly CashOutLeg[],
  margin: number = CASH_OUT_MARGIN,
): bigint | null => {
  if (stake < 0n) throw new RangeError('negative stake');
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) throw new RangeError('invalid margin');
  const factors: Fraction[] = [];
  let open = 0;
  for (const leg of legs) {
    if (leg.outcome === 'lose') return null;
    if (leg.outcome !== null) {
      factors.push(legFactor(leg.odds, leg.outcome));
      continue;
    }
    if (leg.currentOdds === null) return null;
    assertOdds(leg.odds);
    assertOdds(leg.currentOdds);
    factors.push({ numerator: BigInt(leg.odds), denominator: BigInt(leg.currentOdds) });
    open += 1;
  }
  if (open === 0) return null;
  const keep = Math.round((1 - margin) * MILLION);
  factors.push({ numerator: BigInt(keep), denominator: BigInt(MILLION) });
  return applyFactors(stake, factors);
};
