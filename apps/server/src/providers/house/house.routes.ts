import {
  operatorTableCall,
  operatorTableChainCall,
  operatorTablesCall,
  operatorVoidRoundCall,
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
import { operatorActor } from '../../modules/operator/operator.service';
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

  // The operator's tables: open and close them, limits, clock, chains and voided rounds.
  registerCall(app, operatorTablesCall, async ({ site }) => ({
    list: await tables.views(site.id),
  }));
  registerCall(app, operatorTableCall, ({ site, body, operator }) =>
    tables.configure(
      {
        siteId: site.id,
        gameCode: body.game_code,
        currency: body.currency,
        status: body.status,
        limits: {
          ...(body.min_stake === undefined ? {} : { minStake: body.min_stake }),
          ...(body.max_stake === undefined ? {} : { maxStake: body.max_stake }),
          ...(body.stake_step === undefined ? {} : { stakeStep: body.stake_step }),
        },
        clock: {
          ...(body.round_seconds === undefined ? {} : { roundSeconds: body.round_seconds }),
          ...(body.close_seconds === undefined ? {} : { closeSeconds: body.close_seconds }),
          ...(body.show_seconds === undefined ? {} : { showSeconds: body.show_seconds }),
        },
      },
      operatorActor(operator),
    ),
  );
  registerCall(app, operatorTableChainCall, async ({ site, body, operator }) => {
    const chain = await tables.publishChain(
      { siteId: site.id, gameCode: body.game_code, currency: body.currency, length: body.length },
      operatorActor(operator),
    );
    return { commitment: chain.commitment, length: chain.length };
  });
  registerCall(app, operatorVoidRoundCall, async ({ site, body, operator }) => {
    const round = await tables.voidRound(
      { siteId: site.id, roundId: body.round_id },
      body.reason,
      operatorActor(operator),
    );
    return round;
  });
  registerCall(app, houseLeaveCall, async ({ game, language }) => {
    const { memberId, siteId } = game.session;
    const member = memberId === null ? undefined : await members.walletMember(siteId, memberId);
    if (member) await plays.leave(member, language);
    else await house.endSession(game);
    return {};
  });
};
