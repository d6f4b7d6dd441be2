import { type Currency } from '@member-site/contracts/constants';
import { LOTUS_FORTUNE, type SlotDefinition } from '@member-site/house-games/slot';

import { TABLE_GAMES, type TableGame } from './table-games';

/** Which book a sportsbook game opens: the sports of hall 4 or the esports of hall 9. */
export type SportsBook = { hall: 4 | 9 };

/**
 * A game the house provider can open: a slot each member plays alone, a shared table, or a
 * book of sports or esports (decision 0021).
 */
export type HouseGame = {
  /** The catalogue's game code. */
  code: string;
  /** The game page's path under /house/. */
  path: string;
} & (
  | { kind: 'slot'; slot: SlotDefinition }
  | { kind: 'table'; table: TableGame }
  | { kind: 'sportsbook'; book: SportsBook }
);

export const HOUSE_GAMES: readonly HouseGame[] = [
  { kind: 'slot', code: 'e_lotus_fortune', path: 'slot/lotus-fortune', slot: LOTUS_FORTUNE },
  ...TABLE_GAMES.map((table): HouseGame => ({
    kind: 'table',
    code: table.code,
    path: table.path,
    table,
  })),
  { kind: 'sportsbook', code: 's_sportsbook', path: 'sportsbook', book: { hall: 4 } },
  { kind: 'sportsbook', code: 'g_esports', path: 'esports', book: { hall: 9 } },
];

export const houseGame = (code: string): HouseGame | undefined =>
  HOUSE_GAMES.find((game) => game.code === code);

/** The provider code of the house in `game_providers.code` and in the ledger. */
export const HOUSE_PROVIDER_CODE = 'house';

/**
 * The smallest stake of each currency, in minor units: a quarter of a unit where a quarter is
 * money (0.25 RMB), otherwise about as much in value. Every stake is a whole number of line bets.
 */
const STAKE_UNIT: Record<Currency, number> = {
  RMB: 25,
  USD: 25,
  BRL: 25,
  THB: 100,
  INR: 100,
  BDT: 100,
  JPY: 25,
  WON: 250,
  MMK: 250,
  VND: 2500,
};
/** The stake ladder, in units of the currency's smallest stake. */
const STAKE_STEPS = [1, 2, 4, 10, 20, 40, 100, 200, 400, 1000] as const;
/** The stake selected when a game opens: 4 units (1.00 RMB). */
const DEFAULT_STEP = 4;
/** A demo session starts with this many of the smallest stakes in play money (2,000.00 RMB). */
const DEMO_STAKES = 8000;

/** The stakes a slot takes in a currency, in minor units, smallest first. */
export const slotStakes = (slot: SlotDefinition, currency: Currency): bigint[] => {
  const unit = STAKE_UNIT[currency];
  return STAKE_STEPS.map((step) => step * unit)
    .filter((stake) => stake % slot.paylines.length === 0)
    .map(BigInt);
};

export const defaultStake = (currency: Currency): bigint =>
  BigInt(DEFAULT_STEP * STAKE_UNIT[currency]);

export const demoBalance = (currency: Currency): bigint =>
  BigInt(DEMO_STAKES * STAKE_UNIT[currency]);
