/**
 * The shape of a line slot: reels of symbols, a window of rows, paylines, a paytable, a wild that
 * stands in for the line symbols, and a scatter that pays anywhere and starts free spins.
 */
export type SlotDefinition<Symbol extends string = string> = {
  /** Stable identifier stored with every round. */
  id: string;
  /** Symbols by index; a reel strip lists indexes. */
  symbols: readonly Symbol[];
  wild: Symbol;
  scatter: Symbol;
  /** Rows shown per reel. */
  rows: number;
  /** One strip per reel; a stop shows the symbol at the stop and the `rows - 1` after it. */
  reels: readonly (readonly Symbol[])[];
  /** Each payline names a row per reel, from the left. */
  paylines: readonly (readonly number[])[];
  /**
   * Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. A line of wilds alone
   * pays as `wildLineSymbol`.
   */
  linePays: Partial<Record<Symbol, readonly [number, number, number]>>;
  wildLineSymbol: Symbol;
  /** Scatter pays in total stakes, by the number of scatters shown (index 3, 4, 5). */
  scatterPays: Readonly<Record<number, number>>;
  /** Free spins awarded by the number of scatters shown, in the base game and again in free spins. */
  freeSpinAwards: Readonly<Record<number, number>>;
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
  /** A round (base spin and its free spins) never pays more than this many stakes. */
  maxWinStakes: number;
  /** Free spins a round can hold in all, retriggers included. */
  maxFreeSpins: number;
};

/** The figures a paytable declares; the bench and the tests check them against the math. */
export type SlotFigures = {
  /** Return to player, exactly as computed from the strips and the paytable. */
  rtp: number;
  /** Share of paid rounds, measured over 10 million rounds. */
  hitFrequency: number;
  /** Standard deviation of one round's return in stakes, measured over 10 million rounds. */
  standardDeviation: number;
  volatility: 'low' | 'medium' | 'high';
};
