import type { RandomSource } from '../fair/provably-fair';
import { type BetKindRule, type RoundBet, type RoundGame, isValidBet } from '../rounds/round-game';
import { COCKFIGHT_BIRDS, type CockColour, birdById } from './birds';

/**
 * Cockfight (sabong): two birds of the stable meet, meron (the favourite) and wala (the other).
 * Players bet on either side or on a draw. A side bet is refunded on a draw, as in sabong.
 *
 * Probabilities are whole millionths, so the outcome, the odds and the expected returns are all
 * integer arithmetic and the card states exactly the chances the outcome draws with.
 */

/** One, in millionths. */
export const COCKFIGHT_MILLION = 1_000_000;
/** The chance of a draw, in millionths: the same 5 % in every fight. */
export const COCKFIGHT_DRAW_CHANCE = 50_000;
/** The house margin on the side bets, in millionths: each returns 95 % of its stake on average. */
export const COCKFIGHT_MARGIN = 50_000;
/** Each side's chance of winning stays within these bounds, in millionths. */
export const COCKFIGHT_MIN_WIN_CHANCE = 250_000;
export const COCKFIGHT_MAX_WIN_CHANCE = 700_000;
/**
 * The draw bet pays 18 to 1 (its return, stake included, in hundredths of the stake): with a
 * draw in one fight of twenty it returns 95 %, the sides' return.
 */
export const COCKFIGHT_DRAW_ODDS = 1900;
/** A bird's form on the day moves its strength by up to this much either way. */
export const COCKFIGHT_MAX_FORM = 10;
/** Every bet takes exactly its stake. */
export const COCKFIGHT_HOLD = 100;

export type CockfightSide = 'meron' | 'wala';
export type CockfightResult = CockfightSide | 'draw';

/** A bird as the card shows it: its record before this fight and its form on the day. */
export type CockfightEntrant = {
  id: number;
  name: string;
  colour: CockColour;
  wins: number;
  losses: number;
  draws: number;
  /** The day's condition, -10 to +10, added to the bird's hidden strength for this fight. */
  form: number;
};

export type CockfightCard = {
  /** The favourite: the bird more likely to win. */
  meron: CockfightEntrant;
  wala: CockfightEntrant;
  /** The chances the outcome is drawn with, in millionths; they add up to 1,000,000. */
  probabilities: { meron: number; wala: number; draw: number };
  /**
   * Decimal odds in hundredths of the stake, stake included (185 pays 1.85 per 1). A side bet that
   * meets a draw gets its stake back.
   */
  odds: { meron: number; wala: number; draw: number };
  /** The house margin the side odds were set with, in millionths. */
  margin: number;
};

export type CockfightExchange = {
  attacker: CockfightSide;
  hit: boolean;
  /** Health the other bird lost: 0 on a miss. */
  damage: number;
};

export type CockfightOutcome = {
  winner: CockfightResult;
  /** The ids of the two birds, so the records can be kept from the outcome alone. */
  meron: number;
  wala: number;
  /** The fight as the page animates it, 3 to 10 exchanges; the last one decides a win. */
  exchanges: CockfightExchange[];
  /** Each bird's health at the end, from 100: the loser's is 0, and both stay above 0 on a draw. */
  health: { meron: number; wala: number };
  /** How long the fight lasted, in seconds. */
  seconds: number;
};

/** A bird's record in the stable. */
export type CockfightRecord = { id: number; wins: number; losses: number; draws: number };
export type CockfightState = { birds: CockfightRecord[] };

export const COCKFIGHT_KINDS: Readonly<Record<CockfightResult, BetKindRule>> = {
  meron: { picks: 0, min: 0, max: 0, distinct: false },
  wala: { picks: 0, min: 0, max: 0, distinct: false },
  draw: { picks: 0, min: 0, max: 0, distinct: false },
};

/** Every bird of the stable at 0-0-0. */
export const initialCockfightState = (): CockfightState => ({
  birds: COCKFIGHT_BIRDS.map(({ id }) => ({ id, wins: 0, losses: 0, draws: 0 })),
});

const recordOf = (state: CockfightState, id: number): CockfightRecord =>
  state.birds.find((record) => record.id === id) ?? { id, wins: 0, losses: 0, draws: 0 };

/**
 * The first bird's chance of winning against the second, in millionths, from their strengths on
 * the day: the share of the non-draw chance that goes with the squares of the strengths, kept
 * within the bounds. The other bird's chance is what is left after this and the draw.
 */
export const cockfightWinChance = (strength: number, against: number): number => {
  const share = COCKFIGHT_MILLION - COCKFIGHT_DRAW_CHANCE;
  const chance = Math.floor((share * strength * strength) / (strength ** 2 + against ** 2));
  return Math.min(COCKFIGHT_MAX_WIN_CHANCE, Math.max(COCKFIGHT_MIN_WIN_CHANCE, chance));
};

/**
 * Decimal odds of a side, in hundredths, rounded down. A side bet returns the odds with the side's
 * chance `win` and its stake with the draw's chance `draw`, so odds of (1 - margin - draw) / win
 * return exactly 1 - margin; rounding down keeps it at or below that.
 */
export const cockfightSideOdds = (win: number, draw: number, margin = COCKFIGHT_MARGIN): number =>
  Math.floor((100 * (COCKFIGHT_MILLION - margin - draw)) / win);

/**
 * The card: two different birds of the stable and each one's form, drawn in that order, then
 * their chances. The bird stronger on the day is meron, and so the more likely to win (its chance
 * is at least half of the non-draw chance); with equal strengths, the first drawn.
 */
export const drawCockfightCard = (random: RandomSource, state: CockfightState): CockfightCard => {
  const count = COCKFIGHT_BIRDS.length;
  const firstIndex = random.int(count);
  const secondDraw = random.int(count - 1);
  const secondIndex = secondDraw >= firstIndex ? secondDraw + 1 : secondDraw;
  const spread = 2 * COCKFIGHT_MAX_FORM + 1;
  const forms = [random.int(spread) - COCKFIGHT_MAX_FORM, random.int(spread) - COCKFIGHT_MAX_FORM];
  const entrants = [firstIndex, secondIndex].map((index, i): CockfightEntrant => {
    const bird = COCKFIGHT_BIRDS[index];
    if (!bird) throw new RangeError('no such bird');
    const { wins, losses, draws } = recordOf(state, bird.id);
    return {
      id: bird.id,
      name: bird.name,
      colour: bird.colour,
      wins,
      losses,
      draws,
      form: forms[i] ?? 0,
    };
  });
  const [first, second] = entrants;
  if (!first || !second) throw new RangeError('two birds are needed');
  const strength = (entrant: CockfightEntrant) => birdById(entrant.id).strength + entrant.form;
  const [meron, wala] = strength(first) >= strength(second) ? [first, second] : [second, first];
  const meronChance = cockfightWinChance(strength(meron), strength(wala));
  const probabilities = {
    meron: meronChance,
    wala: COCKFIGHT_MILLION - COCKFIGHT_DRAW_CHANCE - meronChance,
    draw: COCKFIGHT_DRAW_CHANCE,
  };
  return {
    meron,
    wala,
    probabilities,
    odds: {
      meron: cockfightSideOdds(probabilities.meron, probabilities.draw),
      wala: cockfightSideOdds(probabilities.wala, probabilities.draw),
      draw: COCKFIGHT_DRAW_ODDS,
    },
    margin: COCKFIGHT_MARGIN,
  };
};

const other = (side: CockfightSide): CockfightSide => (side === 'meron' ? 'wala' : 'meron');

const MIN_EXCHANGES = 3;
const MAX_EXCHANGES = 10;
/** The most health one blow before the last can take. */
const MAX_BLOW = 35;

/**
 * The fight the page shows for a result, drawn from the stream after it: the number of
 * exchanges, then each exchange's attacker, whether it hit and its damage, then the length.
 *
 * Blows before the last leave the bird struck at 1 health or more (a bird already at 1 is
 * missed). On a win the last exchange is the winner's blow taking all the loser has left, so the
 * loser ends at 0 and the winner above it; on a draw every exchange is like the ones before the
 * last, so both end above 0. The side that wins attacks three times in five.
 */
export const drawFightScript = (
  random: RandomSource,
  winner: CockfightResult,
): Omit<CockfightOutcome, 'winner' | 'meron' | 'wala'> => {
  const count = MIN_EXCHANGES + random.int(MAX_EXCHANGES - MIN_EXCHANGES + 1);
  const health = { meron: 100, wala: 100 };
  const exchanges: CockfightExchange[] = [];
  for (let i = 0; i < count; i += 1) {
    if (winner !== 'draw' && i === count - 1) {
      const loser = other(winner);
      exchanges.push({ attacker: winner, hit: true, damage: health[loser] });
      health[loser] = 0;
      break;
    }
    const attacker: CockfightSide =
      winner === 'draw'
        ? random.int(2) === 0
          ? 'meron'
          : 'wala'
        : random.int(5) < 3
          ? winner
          : other(winner);
    const target = other(attacker);
    const lands = random.int(4) > 0;
    const room = Math.min(MAX_BLOW, health[target] - 1);
    const hit = lands && room > 0;
    const damage = hit ? 1 + random.int(room) : 0;
    health[target] -= damage;
    exchanges.push({ attacker, hit, damage });
  }
  // Two to eight seconds an exchange.
  const seconds = 2 * count + random.int(6 * count + 1);
  return { exchanges, health, seconds };
};

/** The fight's result by the card's chances, then its script. */
export const drawCockfight = (random: RandomSource, card: CockfightCard): CockfightOutcome => {
  const roll = random.int(COCKFIGHT_MILLION);
  const { meron, wala } = card.probabilities;
  const winner: CockfightResult = roll < meron ? 'meron' : roll < meron + wala ? 'wala' : 'draw';
  return { winner, meron: card.meron.id, wala: card.wala.id, ...drawFightScript(random, winner) };
};

/** The stable after a fight: the winner's win, the loser's loss, or a draw for both. */
export const nextCockfightState = (
  state: CockfightState,
  outcome: CockfightOutcome,
): CockfightState => ({
  birds: COCKFIGHT_BIRDS.map(({ id }) => {
    const record = { ...recordOf(state, id) };
    const side = id === outcome.meron ? 'meron' : id === outcome.wala ? 'wala' : undefined;
    if (side === undefined) return record;
    if (outcome.winner === 'draw') record.draws += 1;
    else if (outcome.winner === side) record.wins += 1;
    else record.losses += 1;
    return record;
  }),
});

const isCockfightKind = (kind: string): kind is CockfightResult =>
  Object.hasOwn(COCKFIGHT_KINDS, kind);

/**
 * What a bet returns, in hundredths of its stake with the stake included: a side's odds when it
 * wins and the stake back on a draw; the draw bet's odds on a draw. Throws on a bet the game does
 * not take.
 */
export const cockfightReturn = (
  bet: RoundBet,
  card: CockfightCard,
  outcome: CockfightOutcome,
): number => {
  if (!isCockfightKind(bet.kind) || !isValidBet(COCKFIGHT, bet)) {
    throw new RangeError('invalid cockfight bet');
  }
  if (outcome.winner === bet.kind) return card.odds[bet.kind];
  return outcome.winner === 'draw' ? 100 : 0;
};

/**
 * A bet's exact expected return on a card, per stake: the returns weighted by the card's chances,
 * added up in whole hundredths-millionths and divided once.
 */
export const expectedReturn = (bet: RoundBet, card: CockfightCard): number => {
  if (!isCockfightKind(bet.kind) || !isValidBet(COCKFIGHT, bet)) {
    throw new RangeError('invalid cockfight bet');
  }
  const { probabilities, odds } = card;
  const total =
    bet.kind === 'draw'
      ? probabilities.draw * odds.draw
      : probabilities[bet.kind] * odds[bet.kind] + probabilities.draw * 100;
  return total / (100 * COCKFIGHT_MILLION);
};

export const COCKFIGHT: RoundGame<CockfightCard, CockfightOutcome, CockfightState> = {
  code: 'd_cockfight',
  kinds: COCKFIGHT_KINDS,
  initialState: initialCockfightState,
  card: drawCockfightCard,
  draw: (random, card) => drawCockfight(random, card),
  nextState: nextCockfightState,
  hold: () => COCKFIGHT_HOLD,
  settle: cockfightReturn,
};
