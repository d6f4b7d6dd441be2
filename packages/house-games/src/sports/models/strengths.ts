/**
 * A side's hidden strength, the one input every pricing model and the simulator share. Both
 * numbers are 0 for an average side and grow with quality; what a unit means is the sport's:
 *
 * - football: natural logarithms of goal rates: `attack` multiplies the goals a side scores by
 *   e^attack, `defence` divides the goals it lets in by e^defence (0.1 is about 10 %);
 * - basketball: points per 48 minutes: `attack` adds to the points a side scores, `defence`
 *   takes from the points it lets in;
 * - tennis: log-odds of a point: `attack` raises the log-odds of winning a point on one's own
 *   serve, `defence` lowers the server's when returning;
 * - esports: log-odds of a map (LoL, Dota 2) or a round (CS2): the side's rating is
 *   `attack + defence` (firepower and discipline), and only the two ratings' difference counts.
 *
 * The simulator keeps them hidden: they price the markets and play the matches, and a page never
 * shows them.
 */
export type Strength = { attack: number; defence: number };

/** Both sides' strengths in one fixture, form included. */
export type MatchStrengths = { home: Strength; away: Strength };

/** Home or away: the side named first and the side named second. */
export type Side = 'home' | 'away';

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The logistic function 1 / (1 + e^-x): log-odds to a chance. */
export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
