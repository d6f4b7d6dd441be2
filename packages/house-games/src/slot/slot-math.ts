import type { SlotDefinition } from './slot-definition';

/** The return of a definition, computed exactly from its strips and paytable (no simulation). */
export type SlotMath = {
  /** Expected line pays of one spin, in stakes. */
  lineReturn: number;
  /** Expected scatter pays of one spin, in stakes. */
  scatterReturn: number;
  /** Probability that a spin shows n scatters, n = 0 .. reels. */
  scatterCounts: number[];
  /** Probability that a base spin starts free spins. */
  freeSpinChance: number;
  /** Expected free spins one spin awards. */
  freeSpinsPerSpin: number;
  /** Expected free spins per round, retriggers included. */
  freeSpinsPerRound: number;
  /** Expected return of a round in stakes, free spins included. */
  rtp: number;
};

const counts = (definition: SlotDefinition, strip: readonly string[]): Map<string, number> => {
  const result = new Map<string, number>(definition.symbols.map((symbol) => [symbol, 0]));
  for (const symbol of strip) result.set(symbol, (result.get(symbol) ?? 0) + 1);
  return result;
};

/**
 * Exact return, before the maximum-win cap. Every row of a reel shows each symbol with the
 * probability of its share of the strip and reels stop independently, so a payline's expected pay
 * is the same for every payline and is a sum over the symbols reel by reel. A scatter shows at most
 * once in a reel's window (the strips keep scatters `rows` apart), so a reel shows one with
 * probability rows x scatters / length. Each spin awards F free spins on average, in the base game
 * and in free spins alike, so a round plays F / (1 - F) free spins on average.
 */
export const computeSlotMath = (definition: SlotDefinition): SlotMath => {
  const reels = definition.reels.map((strip) => ({
    length: strip.length,
    counts: counts(definition, strip),
  }));
  const { wild, scatter, wildLineSymbol } = definition;
  const pay = (symbol: string | undefined, count: number): number => {
    if (count < 3) return 0;
    const line = symbol ?? (count === reels.length ? wildLineSymbol : undefined);
    return line === undefined ? 0 : (definition.linePays[line]?.[count - 3] ?? 0);
  };

  const lineFrom = (reel: number, symbol: string | undefined, count: number): number => {
    const current = reels[reel];
    if (!current) return pay(symbol, count);
    let expected = 0;
    for (const [shown, n] of current.counts) {
      if (n === 0) continue;
      const p = n / current.length;
      if (shown === scatter) expected += p * pay(symbol, count);
      else if (shown === wild) expected += p * lineFrom(reel + 1, symbol, count + 1);
      else if (symbol === undefined) expected += p * lineFrom(reel + 1, shown, count + 1);
      else if (shown === symbol) expected += p * lineFrom(reel + 1, symbol, count + 1);
      else expected += p * pay(symbol, count);
    }
    return expected;
  };
  const lineReturn = lineFrom(0, undefined, 0);

  let scatterCounts = [1];
  for (const { length, counts: reelCounts } of reels) {
    const p = Math.min(1, (definition.rows * (reelCounts.get(scatter) ?? 0)) / length);
    const next = new Array<number>(scatterCounts.length + 1).fill(0);
    scatterCounts.forEach((q, n) => {
      next[n] = (next[n] ?? 0) + q * (1 - p);
      next[n + 1] = (next[n + 1] ?? 0) + q * p;
    });
    scatterCounts = next;
  }
  const expectation = (table: Readonly<Record<number, number>>): number =>
    scatterCounts.reduce((sum, q, n) => sum + q * (table[n] ?? 0), 0);
  const scatterReturn = expectation(definition.scatterPays);
  const freeSpinsPerSpin = expectation(definition.freeSpinAwards);
  const freeSpinChance = scatterCounts.reduce(
    (sum, q, n) => sum + ((definition.freeSpinAwards[n] ?? 0) > 0 ? q : 0),
    0,
  );
  const freeSpinsPerRound = freeSpinsPerSpin / (1 - freeSpinsPerSpin);
  const spinReturn = lineReturn + scatterReturn;
  return {
    lineReturn,
    scatterReturn,
    scatterCounts,
    freeSpinChance,
    freeSpinsPerSpin,
    freeSpinsPerRound,
    rtp: spinReturn * (1 + definition.freeSpinMultiplier * freeSpinsPerRound),
  };
};
