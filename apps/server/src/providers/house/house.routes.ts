import {
  houseClientSeedCall,
  houseLeaveCall,
  houseRotateSeedCall,
  houseRoundCall,
  houseRoundsCall,
  houseSessionCall,
  houseSpinCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

/**
 * The calls of the house's game pages. Leaving from the game page ends the member's play like
 * the site's own leave, so the balance comes back to the main wallet.
 */
export const houseRoutes: FastifyPluginAsync = async (app) => {
  const { house, plays, members } = app.deps;

  registerCall(app, houseSessionCall, ({ body }) => house.openSession(body.launch_token));
  registerCall(app, houseSpinCall, ({ body, game }) =>
    house.spin(game, { stake: body.stake, requestId: body.request_id }),
  );
  registerCall(app, houseClientSeedCall, ({ body, game }) =>
    house.setClientSeed(game, body.client_seed),
  );
  registerCall(app, houseRotateSeedCall, ({ body, game }) =>
    house.rotateSeed(game, body.client_seed),
  );
  registerCall(app, houseRoundsCall, ({ body, game }) => house.rounds(game, body.page, body.count));
  registerCall(app, houseRoundCall, ({ body, game }) => house.round(game, body.round_id));
  registerCall(app, houseLeaveCall, async ({ game, language }) => {
    const { memberId, siteId } = game.session;
    const member = memberId === null ? undefined : await members.walletMember(siteId, memberId);
    if (member) await plays.leave(member, language);
    else await house.endSession(game);
    return {};
  });
};
