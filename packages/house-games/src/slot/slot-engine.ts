import type { RandomSource } from '../fair/provably-fair';
import type { SlotDefinition } from './slot-definition';

export type LineWin<Symbol extends string = string> = {
  /** Index of the payline in the definition, from 0. */
  line: number;
  symbol: Symbol;
  /** How many reels from the left the win covers (3 to 5). */
  count: number;
  /** The amount won, in the stake's minor units, free-spin multiplier included. */
  win: number;
};

export type SpinResult<Symbol extends string = string> = {
  /** The stop of each reel: the strip index shown on the top row. */
  stops: number[];
  /** What the window shows: `grid[reel][row]`. */
  grid: Symbol[][];
  lineWins: LineWin<Symbol>[];
  /** Scatters shown anywhere. */
  scatters: number;
  scatterWin: number;
  /** Free spins this spin awarded (added to the round). */
  freeSpinsAwarded: number;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  /** All this spin paid. */
  win: number;
};

export type SlotRound<Symbol extends string = string> = {
  stake: number;
  /** The base spin first, then every free spin it led to. */
  spins: SpinResult<Symbol>[];
  /** The round's whole payout, in the stake's minor units. */
  win: number;
  /** Free spins played. */
  freeSpins: number;
  /** The round stopped at the definition's maximum win. */
  capped: boolean;
};

/** A definition turned into integer tables, built once per definition. */
type Compiled = {
  wild: number;
  scatter: number;
  wildLineSymbol: number;
  rows: number;
  reels: Int8Array[];
  paylines: Int8Array[];
  /** linePays[symbol][count] for count 0..5, in line bets. */
  linePays: Int32Array[];
};

const compiled = new WeakMap<SlotDefinition, Compiled>();

const compile = (definition: SlotDefinition): Compiled => {
  const cached = compiled.get(definition);
  if (cached) return cached;
  const index = new Map(definition.symbols.map((symbol, i) => [symbol, i]));
  const indexOf = (symbol: string): number => {
    const found = index.get(symbol);
    if (found === undefined) throw new Error(`unknown symbol ${symbol}`);
    return found;
  };
  const result: Compiled = {
    wild: indexOf(definition.wild),
    scatter: indexOf(definition.scatter),
    wildLineSymbol: indexOf(definition.wildLineSymbol),
    rows: definition.rows,
    reels: definition.reels.map((strip) => Int8Array.from(strip, indexOf)),
    paylines: definition.paylines.map((line) => Int8Array.from(line)),
    linePays: definition.symbols.map((symbol) => {
      const pays = new Int32Array(6);
      const [three = 0, four = 0, five = 0] = definition.linePays[symbol] ?? [];
      pays[3] = three;
      pays[4] = four;
      pays[5] = five;
      return pays;
    }),
  };
  compiled.set(definition, result);
  return result;
};

/** Whether a stake can be played: a positive whole number of minor units, whole per payline. */
export const isPlayableStake = (definition: SlotDefinition, stake: number): boolean =>
  Number.isSafeInteger(stake) && stake > 0 && stake % definition.paylines.length === 0;

/**
 * One spin: draw a stop per reel and pay the lines and the scatters. Line wins pay the line bet
 * (stake / paylines) times the paytable; the symbol of a line is its first symbol that is not a
 * wild, and the win counts the reels from the left that show it or a wild.
 */
const spin = (
  definition: SlotDefinition,
  c: Compiled,
  random: RandomSource,
  stake: number,
  multiplier: number,
): SpinResult => {
  const lineBet = stake / c.paylines.length;
  const stops = c.reels.map((strip) => random.int(strip.length));
  const window = c.reels.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    const shown = new Int8Array(c.rows);
    for (let row = 0; row < c.rows; row += 1) shown[row] = strip[(stop + row) % strip.length] ?? 0;
    return shown;
  });

  const lineWins: LineWin[] = [];
  let win = 0;
  c.paylines.forEach((line, lineIndex) => {
    let symbol = -1;
    let count = 0;
    for (let reel = 0; reel < line.length; reel += 1) {
      const shown = window[reel]?.[line[reel] ?? 0] ?? -1;
      if (shown === c.scatter) break;
      if (shown === c.wild) {
        count += 1;
        continue;
      }
      if (symbol === -1) symbol = shown;
      else if (shown !== symbol) break;
      count += 1;
    }
    if (symbol === -1 && count === line.length) symbol = c.wildLineSymbol;
    if (symbol === -1) return;
    const pay = c.linePays[symbol]?.[count] ?? 0;
    if (pay === 0) return;
    const amount = lineBet * pay * multiplier;
    win += amount;
    lineWins.push({
      line: lineIndex,
      symbol: definition.symbols[symbol] ?? '',
      count,
      win: amount,
    });
  });

  let scatters = 0;
  for (const shown of window) for (const symbol of shown) if (symbol === c.scatter) scatters += 1;
  const scatterWin = stake * (definition.scatterPays[scatters] ?? 0) * multiplier;
  win += scatterWin;

  return {
    stops,
    grid: window.map((shown) => Array.from(shown, (symbol) => definition.symbols[symbol] ?? '')),
    lineWins,
    scatters,
    scatterWin,
    freeSpinsAwarded: definition.freeSpinAwards[scatters] ?? 0,
    multiplier,
    win,
  };
};

/**
 * Play one round: a base spin and every free spin it leads to, all drawn from one random source
 * in order, so the round is reproduced exactly from its seeds. The whole round pays at most
 * `maxWinStakes` stakes; reaching it ends the round.
 */
export const playSlotRound = (
  definition: SlotDefinition,
  random: RandomSource,
  stake: number,
): SlotRound => {
  if (!isPlayableStake(definition, stake)) throw new RangeError('stake not playable');
  const c = compile(definition);
  const cap = stake * definition.maxWinStakes;
  const base = spin(definition, c, random, stake, 1);
  const spins = [base];
  let win = base.win;
  let pending = Math.min(base.freeSpinsAwarded, definition.maxFreeSpins);
  let played = 0;
  while (pending > 0 && win < cap) {
    pending -= 1;
    played += 1;
    const free = spin(definition, c, random, stake, definition.freeSpinMultiplier);
    spins.push(free);
    win += free.win;
    pending = Math.min(pending + free.freeSpinsAwarded, definition.maxFreeSpins - played);
  }
  const capped = win > cap || (win === cap && pending > 0);
  return { stake, spins, win: Math.min(win, cap), freeSpins: played, capped };
};
