import type { Currency } from '@member-site/contracts/constants';
import {
  ESPORTS,
  MARKET_TYPES,
  type MarketType,
  SPORTS,
  type Sport,
  marketStakeLimit,
} from '@member-site/house-games/sports';

import { AppError } from '../../http/app-error';
import type { HouseContext } from './house.service';
import type { HouseSessionRow } from './house.repository';
import { defaultLimits } from './table-games';

/** A sportsbook call's game session and the hall of its book. */
export type SportsBookContext = { session: HouseSessionRow; hall: 4 | 9 };

/** The session's book: hall 4 for the sportsbook, 9 for esports; house 108 for other games. */
export const sportsBookOf = ({ session, game }: HouseContext): SportsBookContext => {
  if (game.kind !== 'sportsbook') throw new AppError('108', { family: 'house' });
  return { session, hall: game.book.hall };
};

/** The sports of a hall's book. */
export const sportsOfHall = (hall: 4 | 9): readonly Sport[] =>
  SPORTS.filter((sport) => (ESPORTS as readonly string[]).includes(sport) === (hall === 9));

/** Whose bets and preferences a session's are: the member's, or a demo session's own. */
export const ownerOf = (session: HouseSessionRow) =>
  session.memberId === null ? { sessionId: session.id } : { memberId: session.memberId };

/**
 * The book's limits per bet in a currency, from the tables' stake step (1.00 RMB): a stake of 1
 * to 20,000 steps, and at most 500,000 steps returned by one bet.
 */
export const bookLimits = (currency: Currency) => {
  const step = defaultLimits(currency).stakeStep;
  return { minStake: step, maxStake: step * 20_000n, maxReturn: step * 500_000n };
};

/** What one member may stake on a market of each type in a currency, before the start and in play. */
export const marketLimits = (
  currency: Currency,
): { prematch: Record<MarketType, bigint>; live: Record<MarketType, bigint> } => {
  const { maxStake } = bookLimits(currency);
  const of = (inPlay: boolean) =>
    Object.fromEntries(
      MARKET_TYPES.map((type) => [type, marketStakeLimit(maxStake, type, inPlay)]),
    ) as Record<MarketType, bigint>;
  return { prematch: of(false), live: of(true) };
};
