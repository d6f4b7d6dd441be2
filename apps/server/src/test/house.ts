import { randomUUID } from 'node:crypto';

import { gamePlayCall, houseSessionCall, houseSpinCall } from '@member-site/contracts';

import { dataOf, launchTokenOf } from './answers';
import type { TestApp } from './helpers';

/** A house game as the lobby names it in a launch. */
export type HouseGameRef = { gp_id: number; game_type: number; game_code: string };

/** The house slot, Lotus Fortune. */
export const HOUSE_SLOT: HouseGameRef = { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune' };
/** The house sportsbook. */
export const HOUSE_SPORTSBOOK: HouseGameRef = { gp_id: 1, game_type: 4, game_code: 's_sportsbook' };

/**
 * Open a house game for a logged-in member as the lobby does: the launch, then the game page's
 * session call. Answers the game session's token.
 */
export const openHouseGame = async (
  t: TestApp,
  token: string,
  game: HouseGameRef,
): Promise<string> => {
  const { game_url } = dataOf(
    await t.call(gamePlayCall, { ...game, lobby_url: '/close', device: 'desktop' }, { token }),
  );
  const session = dataOf(await t.call(houseSessionCall, { launch_token: launchTokenOf(game_url) }));
  return session.session_token;
};

/** Open the house slot (Lotus Fortune) for a logged-in member: the game session's token. */
export const openHouseSlot = (t: TestApp, token: string): Promise<string> =>
  openHouseGame(t, token, HOUSE_SLOT);

/** Spin the house slot `times` times at `stake` through the game's own calls. */
export const spinHouseSlot = async (
  t: TestApp,
  token: string,
  stake: string,
  times: number,
): Promise<void> => {
  const session = await openHouseSlot(t, token);
  for (let index = 0; index < times; index += 1) {
    dataOf(
      await t.call(
        houseSpinCall,
        { stake, request_id: randomUUID() },
        { headers: { authorization: session } },
      ),
    );
  }
};
