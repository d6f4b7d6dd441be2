/**
 * Calls of the house's sportsbook and esports book pages; they carry the game session token in
 * `authorization`. The operator's calls enter or correct a fixture's result and cancel one.
 */
import { describeCalls } from '../call';
import type { sportsbookWire } from '../wire/sportsbook';

export type {
  SportBetView,
  SportFixtureView,
  SportMarketView,
  SportMenu,
  SportSelectionView,
} from '../wire/sportsbook';

const call = describeCalls<typeof sportsbookWire>();

/** The home page's quick-bet frame: its address and provider (spec section 4). */
export const sportQuickbetUrlCall = call({
  path: '/arks/web/game/sport-quickbet-url',
  method: 'POST',
  access: 'public',
  family: 'play',
});
/** Featured matches for the quick-bet frame, without a session. */
export const sportsFeaturedCall = call({
  path: '/house/sports/featured',
  method: 'POST',
  access: 'public',
  family: 'house',
});
/** The book's sports and leagues with their fixture counts, the member's odds format, limits. */
export const sportsMenuCall = call({
  path: '/house/sports/menu',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Fixtures of a tab (in play, today, early), a sport or a league, with their main markets. */
export const sportsFixturesCall = call({
  path: '/house/sports/fixtures',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** One fixture with every market. */
export const sportsFixtureCall = call({
  path: '/house/sports/fixture',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Place a single (one leg) or a parlay; the same request_id again answers the same bet. */
export const sportsBetCall = call({
  path: '/house/sports/bet',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The player's bets, newest first, with what cashing each out pays now. */
export const sportsBetsCall = call({
  path: '/house/sports/bets',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Cash a bet out at the value the page showed. */
export const sportsCashOutCall = call({
  path: '/house/sports/cash-out',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Keep the member's odds format. */
export const sportsPreferencesCall = call({
  path: '/house/sports/preferences',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The site's fixtures for the operator, newest kick-off first. */
export const operatorSportsFixturesCall = call({
  path: '/operator/sports/fixtures',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
/** Enter or correct a finished fixture's result: its bets are settled or resettled to it. */
export const operatorSportsResultCall = call({
  path: '/operator/sports/result',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
/** Cancel a fixture: every market is voided and every bet on it refunded (a parlay's leg voids). */
export const operatorSportsCancelCall = call({
  path: '/operator/sports/cancel',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
