import {
  tableBetCall,
  tableBetsCall,
  tableRoundCheckCall,
  tableRoundsCall,
  tableStateCall,
  houseClientSeedCall,
  houseLeaveCall,
  houseRotateSeedCall,
  houseRoundCall,
  houseRoundsCall,
  houseSessionCall,
  houseSpinCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import type { HouseContext } from './house.service';
import type { TableContext } from './table.service';

/** A table call's session; house 108 from a game that is not a table. */
const tableContext = ({ session, game }: HouseContext): TableContext => {
  if (game.kind !== 'table') throw new AppError('108', { family: 'house' });
  return { session, table: game.table };
};

/**
 * The calls of the house's game pages. Leaving from the game page ends the member's play like
 * the site's own leave, so the balance comes back to the main wallet.
 */
export const houseRoutes: FastifyPluginAsync = async (app) => {
  const { house, tables, plays, members } = app.deps;

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
  registerCall(app, tableStateCall, ({ body, game }) =>
    tables.state(tableContext(game), body.history),
  );
  registerCall(app, tableBetCall, ({ body, game }) =>
    tables.placeBet(tableContext(game), {
      roundId: body.round_id,
      kind: body.kind,
      pick: body.pick,
      stake: body.stake,
      requestId: body.request_id,
    }),
  );
  registerCall(app, tableRoundsCall, ({ body, game }) =>
    tables.rounds(tableContext(game), body.page, body.count),
  );
  registerCall(app, tableBetsCall, ({ body, game }) =>
    tables.bets(tableContext(game), body.page, body.count),
  );
  registerCall(app, tableRoundCheckCall, ({ body, site }) => tables.check(site.id, body.round_id));
  registerCall(app, houseLeaveCall, async ({ game, language }) => {
    const { memberId, siteId } = game.session;
    const member = memberId === null ? undefined : await members.walletMember(siteId, memberId);
    if (member) await plays.leave(member, language);
    else await house.endSession(game);
    return {};
  });
};
