import type { RandomSource } from '../fair/provably-fair';
import type { RoundBet, RoundGame } from '../rounds/round-game';
import {
  MILLION,
  RACING_MARGINS,
  type RacingMargins,
  type RacingOdds,
  forecastChance,
  placeChances,
  racingOdds,
  winMillionths,
} from './racing-odds';
import { RACING_STABLE } from './stable';

/**
 * Virtual horse racing. Each round, the card draws eight horses of the stable and a going factor
 * for each (a little noise on its hidden rating), and prices the win, place and forecast markets
 * from the resulting chances. The draw then runs the race: the finishing order by the Harville
 * model on the card's own millionths, so the odds are priced on exactly the chances the race is
 * run with, and a race script for the page's animation that ends in that order.
 */

export const RACING_CODE = 't_virtual_racing';

/** Runners in a race, numbered 1..8 in the order they were drawn. */
export const RACING_RUNNERS = 8;

/** How many finishing positions a horse's form keeps, newest first. */
export const RACING_FORM_LENGTH = 6;

/** The going factor: up to this many tenths of a point either way on a runner's rating. */
export const RACING_GOING_TENTHS = 30;

/** Snapshots of the race in a script. */
export const RACING_CHECKPOINTS = 20;

export type RacingRunner = {
  /** The runner's number in this race, 1..8. */
  number: number;
  /** The horse's index in the stable. */
  horseId: number;
  name: string;
  /** The horse's last finishing positions before this race, newest first. */
  form: number[];
};

export type RacingCard = {
  runners: RacingRunner[];
  /** By runner: the chance to win in millionths, adding up to 1,000,000 exactly. */
  probabilities: number[];
  odds: RacingOdds;
  margins: RacingMargins;
};

export type RacingOutcome = {
  /** The runner numbers in finishing order, the winner first. */
  order: number[];
  /**
   * `checkpoints[k][runner - 1]`: the distance the runner has covered, in thousandths of the
   * race, at time (k + 1) / 20 of the last finisher's time; everyone stands at 1000 at the last.
   */
  checkpoints: number[][];
  /** By runner: its finishing time in hundredths of a second, increasing with its place. */
  times: number[];
  /** By runner: the horse's index in the stable, copied from the card for the form. */
  horseIds: number[];
};

export type RacingState = {
  /** By horse of the stable: its last finishing positions, newest first, at most six. */
  form: number[][];
};

const pickOf = (bet: RoundBet, at: number): number => {
  const pick = bet.pick[at];
  if (pick === undefined || !Number.isInteger(pick) || pick < 1 || pick > RACING_RUNNERS)
    throw new RangeError('no such runner');
  return pick;
};

/**
 * The card: eight different horses, each drawn with `random.int(horsesLeft)` from the horses not
 * yet drawn (in stable order), then each runner's going factor, `random.int(61) - 30` tenths of a
 * point added to its rating, in runner order.
 */
export const racingCard = (random: RandomSource, state: RacingState): RacingCard => {
  const left = [...RACING_STABLE];
  const horses = Array.from({ length: RACING_RUNNERS }, () => {
    const [horse] = left.splice(random.int(left.length), 1);
    if (!horse) throw new Error('the stable ran out');
    return horse;
  });
  const strengths = horses.map(
    (horse) => horse.rating + (random.int(2 * RACING_GOING_TENTHS + 1) - RACING_GOING_TENTHS) / 10,
  );
  const probabilities = winMillionths(strengths);
  return {
    runners: horses.map((horse, i) => ({
      number: i + 1,
      horseId: horse.id,
      name: horse.name,
      form: [...(state.form[horse.id] ?? [])],
    })),
    probabilities,
    odds: racingOdds(probabilities, RACING_MARGINS),
    margins: { ...RACING_MARGINS },
  };
};

/**
 * The finishing order: for each place, `random.int(millionths left)` against the runners not yet
 * placed in number order, each covering its own millionths; the one it lands on takes the place.
 * The chance of any order is exactly its Harville chance on the card's millionths.
 */
export const drawFinishingOrder = (
  random: RandomSource,
  millionths: readonly number[],
): number[] => {
  const left = millionths.map((share, i) => ({ number: i + 1, share }));
  let total = left.reduce((sum, runner) => sum + runner.share, 0);
  const order: number[] = [];
  while (left.length > 0) {
    const draw = random.int(total);
    let at = 0;
    let covered = left[0]?.share ?? 0;
    while (draw >= covered && at < left.length - 1) {
      at += 1;
      covered += left[at]?.share ?? 0;
    }
    const [runner] = left.splice(at, 1);
    if (!runner) throw new Error('no runner left');
    order.push(runner.number);
    total -= runner.share;
    // The last runner takes the last place whatever its share.
    if (total === 0 && left.length > 0) total = 1;
  }
  return order;
};

/** Segments of a runner's pace before the run-in. */
const PACE_SEGMENTS = 10;
/** The share of its own time a runner spends before the run-in, where everyone holds one speed. */
const RUN_IN = 0.85;

/**
 * A runner's distance (0..1) at a share u (0..1) of its own race time: before `RUN_IN` it runs
 * `PACE_SEGMENTS` stretches of time, each covering distance in proportion to its pace weight, and
 * from `RUN_IN` on it runs at its mean speed to the post. Increasing, 0 at 0 and 1 at 1.
 */
const distanceAt = (paces: readonly number[], cumulative: readonly number[], u: number): number => {
  if (u >= 1) return 1;
  if (u >= RUN_IN) return u;
  const total = cumulative[PACE_SEGMENTS] ?? 1;
  const position = (u / RUN_IN) * PACE_SEGMENTS;
  const segment = Math.min(PACE_SEGMENTS - 1, Math.floor(position));
  const covered = (cumulative[segment] ?? 0) + (position - segment) * (paces[segment] ?? 0);
  return (RUN_IN * covered) / total;
};

/**
 * The race script, drawn after the order. The winner's time is 70.00 to 73.00 s
 * (`7000 + random.int(301)` hundredths), each next place 0.04 to 0.60 s behind
 * (`4 + random.int(57)`). Then each runner in number order draws a running style,
 * `random.int(121) - 60` (positive: quick early, negative: strong late), and for each of its ten
 * pace segments `random.int(301) - 150` of noise: a segment's pace weight is 1000 plus its style
 * times (4.5 - segment) plus its noise, always positive. In the run-in, the last 15 % of each
 * runner's time, everyone runs at its mean speed, so the field closes in finishing order; before
 * it, styles and noise make the lead change hands.
 */
export const drawRaceScript = (
  random: RandomSource,
  order: readonly number[],
): { checkpoints: number[][]; times: number[] } => {
  const times = new Array<number>(RACING_RUNNERS).fill(0);
  let time = 7000 + random.int(301);
  order.forEach((number, place) => {
    if (place > 0) time += 4 + random.int(57);
    times[number - 1] = time;
  });
  const paces = times.map(() => {
    const style = random.int(121) - 60;
    return Array.from(
      { length: PACE_SEGMENTS },
      (_, segment) => 1000 + style * (4.5 - segment) + random.int(301) - 150,
    );
  });
  const cumulative = paces.map((weights) =>
    weights.reduce<number[]>((sums, weight) => [...sums, (sums.at(-1) ?? 0) + weight], [0]),
  );
  const last = Math.max(...times);
  const checkpoints = Array.from({ length: RACING_CHECKPOINTS }, (_, k) => {
    const at = ((k + 1) * last) / RACING_CHECKPOINTS;
    return times.map((own, runner) =>
      Math.floor(1000 * distanceAt(paces[runner] ?? [], cumulative[runner] ?? [], at / own)),
    );
  });
  return { checkpoints, times };
};

export const racingOutcome = (random: RandomSource, card: RacingCard): RacingOutcome => {
  const order = drawFinishingOrder(random, card.probabilities);
  return {
    order,
    ...drawRaceScript(random, order),
    horseIds: card.runners.map((runner) => runner.horseId),
  };
};

export const initialRacingState = (): RacingState => ({ form: RACING_STABLE.map(() => []) });

/** Each runner's finishing position pushed onto its horse's form, newest first. */
export const nextRacingState = (
  state: RacingState,
  outcome: Pick<RacingOutcome, 'order' | 'horseIds'>,
): RacingState => {
  const form = RACING_STABLE.map((horse) => [...(state.form[horse.id] ?? [])]);
  outcome.order.forEach((number, place) => {
    const horseId = outcome.horseIds[number - 1];
    if (horseId === undefined) return;
    form[horseId] = [place + 1, ...(form[horseId] ?? [])].slice(0, RACING_FORM_LENGTH);
  });
  return { form };
};

/** A bet's return in hundredths of its stake: the card's odds when it wins, 0 when it loses. */
export const settleRacing = (bet: RoundBet, card: RacingCard, outcome: RacingOutcome): number => {
  const [first, second, third] = outcome.order;
  switch (bet.kind) {
    case 'win': {
      const pick = pickOf(bet, 0);
      return pick === first ? (card.odds.win[pick - 1] ?? 0) : 0;
    }
    case 'place': {
      const pick = pickOf(bet, 0);
      return [first, second, third].includes(pick) ? (card.odds.place[pick - 1] ?? 0) : 0;
    }
    case 'forecast': {
      const a = pickOf(bet, 0);
      const b = pickOf(bet, 1);
      return a === first && b === second ? (card.odds.forecast[a - 1]?.[b - 1] ?? 0) : 0;
    }
    default:
      throw new RangeError('not a racing bet');
  }
};

/**
 * A bet's exact expected return per unit of stake on a card: its odds times its Harville chance
 * on the card's millionths (the place chance summed over every first, second and third).
 */
export const expectedReturn = (bet: RoundBet, card: RacingCard): number => {
  const chances = card.probabilities.map((share) => share / MILLION);
  switch (bet.kind) {
    case 'win': {
      const pick = pickOf(bet, 0);
      return ((card.odds.win[pick - 1] ?? 0) / 100) * (chances[pick - 1] ?? 0);
    }
    case 'place': {
      const pick = pickOf(bet, 0);
      return ((card.odds.place[pick - 1] ?? 0) / 100) * (placeChances(chances)[pick - 1] ?? 0);
    }
    case 'forecast': {
      const a = pickOf(bet, 0);
      const b = pickOf(bet, 1);
      if (a === b) throw new RangeError('a forecast takes two different runners');
      return (
        ((card.odds.forecast[a - 1]?.[b - 1] ?? 0) / 100) * forecastChance(chances, a - 1, b - 1)
      );
    }
    default:
      throw new RangeError('not a racing bet');
  }
};

export const RACING: RoundGame<RacingCard, RacingOutcome, RacingState> = {
  code: RACING_CODE,
  kinds: {
    win: { picks: 1, min: 1, max: RACING_RUNNERS, distinct: false },
    place: { picks: 1, min: 1, max: RACING_RUNNERS, distinct: false },
    forecast: { picks: 2, min: 1, max: RACING_RUNNERS, distinct: true },
  },
  initialState: initialRacingState,
  card: racingCard,
  draw: (random, card) => racingOutcome(random, card),
  nextState: nextRacingState,
  hold: () => 100,
  settle: settleRacing,
};
