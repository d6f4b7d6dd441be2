import type { SlotDefinition, SlotFigures } from './slot-definition';
import { spreadStrip } from './strips';

/** The symbols of Lotus Fortune, from the wild and the scatter down to the card ranks. */
export const LOTUS_SYMBOLS = [
  'lotus',
  'ingot',
  'dragon',
  'phoenix',
  'koi',
  'lantern',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export type LotusSymbol = (typeof LOTUS_SYMBOLS)[number];

type Counts = readonly (readonly [LotusSymbol, number])[];

/** The outer reels hold no wild. */
const OUTER_REEL: Counts = [
  ['ingot', 1],
  ['dragon', 3],
  ['phoenix', 3],
  ['koi', 4],
  ['lantern', 4],
  ['A', 5],
  ['K', 5],
  ['Q', 8],
  ['J', 6],
  ['10', 6],
];

const INNER_REEL: Counts = [
  ['lotus', 5],
  ['ingot', 2],
  ['dragon', 3],
  ['phoenix', 3],
  ['koi', 4],
  ['lantern', 4],
  ['A', 5],
  ['K', 5],
  ['Q', 6],
  ['J', 5],
  ['10', 6],
];

/** Twenty-five paylines over three rows (0 top, 1 middle, 2 bottom), from the left reel. */
export const LOTUS_PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 2, 0, 2, 1],
  [1, 0, 2, 0, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
] as const;

/**
 * Lotus Fortune, the house slot: 5 reels of 3 rows, 25 paylines. The lotus is wild on the three
 * middle reels; three or more gold ingots anywhere pay the stake times 2, 10 or 50 and start 10,
 * 15 or 20 free spins in which every win is tripled and ingots start more.
 */
export const LOTUS_FORTUNE: SlotDefinition<LotusSymbol> = {
  id: 'lotus-fortune',
  symbols: LOTUS_SYMBOLS,
  wild: 'lotus',
  scatter: 'ingot',
  rows: 3,
  reels: [OUTER_REEL, INNER_REEL, INNER_REEL, INNER_REEL, OUTER_REEL].map(spreadStrip),
  paylines: LOTUS_PAYLINES,
  linePays: {
    dragon: [50, 200, 1000],
    phoenix: [30, 100, 300],
    koi: [20, 75, 200],
    lantern: [15, 50, 150],
    A: [10, 25, 100],
    K: [8, 20, 80],
    Q: [6, 15, 60],
    J: [5, 12, 50],
    '10': [5, 10, 40],
  },
  wildLineSymbol: 'dragon',
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpinAwards: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 3,
  maxWinStakes: 5000,
  maxFreeSpins: 200,
};

/** What the paytable declares, checked by the tests and the bench. */
export const LOTUS_FORTUNE_FIGURES: SlotFigures = {
  rtp: 0.96,
  hitFrequency: 0.565,
  standardDeviation: 3.7,
  volatility: 'low',
};
