/**
 * The stable of the virtual racecourse. A horse's id is its index here; its rating is fixed and
 * never shown: it sets the horse's strength before each race's going factor is added. Ratings run
 * from 72 to 100; a field too one-sided for its place odds is flattened (see `racing-odds.ts`).
 */
export type Horse = {
  id: number;
  name: string;
  /** The fixed, hidden rating, in points. */
  rating: number;
};

const HORSES: readonly (readonly [name: string, rating: number])[] = [
  ['Golden Lotus', 100],
  ['Jade Emperor', 98],
  ['Monsoon Star', 97],
  ['Red Lantern', 95],
  ['Silk Road', 94],
  ['Dragon Gate', 93],
  ['Pearl River', 91],
  ['Thunder Peak', 90],
  ['Lucky Eight', 89],
  ['Morning Tiger', 88],
  ['Silver Crane', 87],
  ['Imperial Jade', 86],
  ['Typhoon Kid', 85],
  ['Cherry Blossom', 84],
  ['Bamboo Warrior', 83],
  ['Lotus Moon', 82],
  ['Phoenix Rising', 81],
  ['Harbour Lights', 80],
  ['Spring Festival', 79],
  ['Great Wall', 78],
  ['Ruby Dynasty', 77],
  ['Autumn Wind', 75],
  ['Orchid Prince', 74],
  ['Mandarin Gold', 72],
];

export const RACING_STABLE: readonly Horse[] = HORSES.map(([name, rating], id) => ({
  id,
  name,
  rating,
}));
