import { randomUUID } from 'node:crypto';

import { gamePlayCall, houseSessionCall, houseSpinCall } from '@member-site/contracts';

import { dataOf, launchTokenOf } from './answers';
import type { TestApp } from './helpers';

/**
 * Open the house slot (Lotus Fortune) for a logged-in member as the lobby does: the launch, then
 * the game page's session call. Answers the game session's token.
 */
export const openHouseSlot = async (t: TestApp, token: string): Promise<string> => {
  const { game_url } = dataOf(
    await t.call(
      gamePlayCall,
      {
        gp_id: 1,
        game_type: 2,
        game_code: 'e_lotus_fortune',
        lobby_url: '/close',
        device: 'desktop',
      },
      { token },
    ),
  );
  const session = dataOf(await t.call(houseSessionCall, { launch_token: launchTokenOf(game_url) }));
  return session.session_token;
};

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
