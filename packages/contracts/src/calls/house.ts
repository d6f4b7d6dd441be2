/**
 * Calls of the house provider's game pages. The first trades the single-use launch token of a
 * launch for a game session; the others carry that session's token in `authorization`.
 */
import { describeCalls } from '../call';
import type { houseWire } from '../wire/house';

export type {
  FairSeed,
  HouseSession,
  RevealedSeed,
  SlotRoundView,
  SlotSpinView,
} from '../wire/house';

const call = describeCalls<typeof houseWire>();

/** Open the game session of a launch token (once: a used or expired token answers house 106). */
export const houseSessionCall = call({
  path: '/house/session',
  method: 'POST',
  access: 'public',
  family: 'house',
});
/** Spin the slot; the same request_id again answers the same round. */
export const houseSpinCall = call({
  path: '/house/slot/spin',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Set the client seed of the next rounds (the nonce goes on counting). */
export const houseClientSeedCall = call({
  path: '/house/seed/client',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Reveal the server seed of the current pair and start a new one. */
export const houseRotateSeedCall = call({
  path: '/house/seed/rotate',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The member's rounds of this game, newest first. */
export const houseRoundsCall = call({
  path: '/house/rounds',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** One of the member's rounds, with its fair inputs. */
export const houseRoundCall = call({
  path: '/house/round',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The game page's lobby button: the play ends and the balance goes back to the main wallet. */
export const houseLeaveCall = call({
  path: '/house/leave',
  method: 'POST',
  access: 'house',
  family: 'house',
});
