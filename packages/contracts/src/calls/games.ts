/**
 * Calls of the game catalogue and of playing (spec section 7): the game menu, a provider's games
 * and labels, the search tabs, favourites, the last-played list, and opening and leaving games.
 */
import { describeCalls } from '../call';
import type { gamesWire } from '../wire/games';

export type {
  GameEntry,
  GameLabel,
  GameType,
  MaintainInterval,
  ProviderEntry,
} from '../wire/games';

const call = describeCalls<typeof gamesWire>();

/** The game menu: every hall with its providers, for the currency and device. */
export const gameListCall = call({
  path: '/v3/game_list',
  method: 'POST',
  access: 'public',
  family: 'play',
});
/** The games visitors may play with play money, hall by hall. */
export const demoHallGamesCall = call({
  path: '/demo/gt_games',
  method: 'POST',
  access: 'public',
  family: 'play',
});
/** A provider's games in one hall; a member's favourites are marked. */
export const providerGamesCall = call({
  path: '/demo/gp_games',
  method: 'POST',
  access: 'optional-member',
  family: 'play',
});
/** The label tabs of a provider's game list. */
export const gameLabelCall = call({
  path: '/v2/game_label',
  method: 'POST',
  access: 'public',
  family: 'play',
});
/** A search tab (all games, last played, favourites) or the games of one tag. */
export const tagGameListCall = call({
  path: '/v2/get_tag_game_list',
  method: 'POST',
  access: 'optional-member',
  family: 'play',
});
/** The games the template features on the home page. */
export const templateGameListCall = call({
  path: '/v2/get_template_game_list',
  method: 'POST',
  access: 'public',
  family: 'play',
});
export const lastPlayingGameCall = call({
  path: '/arks/web/member-games/last-playing-game',
  method: 'POST',
  access: 'member',
  family: 'play',
});
/** Add (status 1) or remove (status 0) favourites. */
export const favoriteStoreCall = call({
  path: '/arks/web/member-games/favorite/store',
  method: 'POST',
  access: 'member',
  family: 'play',
});
/** Open a game with play money (no member, no money). */
export const demoPlayCall = call({
  path: '/demo/play',
  method: 'POST',
  access: 'public',
  family: 'play',
});
/** Open a game with real money: the provider's wallet gets the main balance. */
export const gamePlayCall = call({
  path: '/member/game/play1',
  method: 'POST',
  access: 'member',
  family: 'play',
});
/** Close the game being played; its balance comes back to the main wallet. */
export const gameLeaveCall = call({
  path: '/member/game/leave1',
  method: 'POST',
  access: 'member',
  family: 'play',
});

/** The operator shows or hides a game or a provider in every list (with an audit entry). */
export const operatorGameSwitchCall = call({
  path: '/operator/games/switch',
  method: 'POST',
  access: 'operator',
  family: 'play',
});
/** The operator sets or ends a provider's maintenance window. */
export const operatorMaintenanceCall = call({
  path: '/operator/games/maintenance',
  method: 'POST',
  access: 'operator',
  family: 'play',
});
/** A member's rounds of the house's games with their provably fair inputs, newest first. */
export const operatorHouseRoundsCall = call({
  path: '/operator/house/rounds',
  method: 'POST',
  access: 'operator',
  family: 'play',
});
/** Reveal a member's server seed and start a new pair. */
export const operatorRotateSeedCall = call({
  path: '/operator/house/rotate-seed',
  method: 'POST',
  access: 'operator',
  family: 'play',
});
