/**
 * Lay out a reel strip from how many of each symbol it holds: each symbol's copies spread evenly
 * around the strip, starting at its own offset, so that like symbols never bunch and a scatter
 * never shows twice in one window. Deterministic: the same counts give the same strip.
 */
export const spreadStrip = <Symbol extends string>(
  counts: readonly (readonly [Symbol, number])[],
): Symbol[] => {
  const length = counts.reduce((sum, [, n]) => sum + n, 0);
  const placed = counts.flatMap(([symbol, n], order) =>
    Array.from({ length: n }, (_, copy) => ({
      symbol,
      // The golden ratio keeps the offsets of different symbols apart.
      at: ((copy + ((order * 0.618_034) % 1)) * length) / n,
      order,
    })),
  );
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((item) => item.symbol);
};
