import {
  demoHallGamesCall,
  demoPlayCall,
  favoriteStoreCall,
  gameLabelCall,
  gameLeaveCall,
  gameListCall,
  gamePlayCall,
  lastPlayingGameCall,
  operatorGameSwitchCall,
  operatorHouseRoundsCall,
  operatorMaintenanceCall,
  operatorRotateSeedCall,
  providerGamesCall,
  tagGameListCall,
  templateGameListCall,
} from '@member-site/contracts';
import { formatMinorUnits } from '@member-site/contracts/constants';
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../../http/app-error';
import { type CallOptions, registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * The game catalogue and playing. Lists answer what the currency (the member's, else the one
 * asked for, else the site's first) and the device may see; a member's favourites are marked.
 * What a visitor sees is served from memory until the operator changes the catalogue.
 */
export const gamesRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue, plays, house, operators } = app.deps;
  const visitor: CallOptions = { cache: 'visitor' };

  registerCall(
    app,
    gameListCall,
    async ({ site, body, language }) => ({
      list: await catalogue.gameList(site.id, {
        currency: catalogue.viewCurrency(site, body.currency),
        device: body.support_device,
        language,
      }),
    }),
    visitor,
  );
  registerCall(
    app,
    demoHallGamesCall,
    async ({ site, body, language }) => ({
      data: await catalogue.demoHallGames(site.id, {
        currency: catalogue.viewCurrency(site, body.currency),
        device: body.support_device,
        language,
      }),
    }),
    visitor,
  );
  registerCall(
    app,
    providerGamesCall,
    async ({ site, body, language, caller }) => ({
      data: await catalogue.providerGames(
        site.id,
        {
          currency: caller?.member.currency ?? catalogue.viewCurrency(site, body.currency),
          device: body.device,
          language,
        },
        { gpId: body.gp_id, gtId: body.game_type_id, memberId: caller?.member.id },
      ),
    }),
    visitor,
  );
  registerCall(
    app,
    gameLabelCall,
    async ({ site, body, language }) =>
      catalogue.labels(
        site.id,
        { currency: catalogue.viewCurrency(site, body.currency), device: body.device, language },
        { gpId: body.gp_id, gtId: body.game_type_id },
      ),
    visitor,
  );
  registerCall(
    app,
    tagGameListCall,
    async ({ site, body, language, caller }) => ({
      info: await catalogue.tagGames(
        site.id,
        {
          currency: caller?.member.currency ?? catalogue.viewCurrency(site, body.currency),
          device: body.support_device,
          language,
        },
        { tag: body.tag, gtId: body.gt_id, keyword: body.keyword, memberId: caller?.member.id },
      ),
    }),
    visitor,
  );
  registerCall(
    app,
    templateGameListCall,
    async ({ site, body, language }) => ({
      list: await catalogue.templateGames(site.id, {
        currency: catalogue.viewCurrency(site, body.currency),
        device: body.support_device,
        language,
      }),
    }),
    visitor,
  );
  registerCall(app, lastPlayingGameCall, async ({ site, caller }) => ({
    list: await catalogue.lastPlayed(site.id, caller.member.id),
  }));
  registerCall(app, favoriteStoreCall, async ({ site, body, caller }) => ({
    list: await catalogue.storeFavorites(site.id, caller.member.id, body.data),
  }));

  registerCall(app, demoPlayCall, ({ site, body, language }) =>
    plays.demoPlay(
      site,
      {
        gpId: body.gp_id,
        gtId: body.game_type,
        gameCode: body.game_code,
        currency: catalogue.viewCurrency(site, body.currency),
        device: body.device,
      },
      language,
    ),
  );
  registerCall(app, gamePlayCall, ({ site, body, language, caller }) =>
    plays.play(
      caller.member,
      site,
      {
        gpId: body.gp_id,
        gtId: body.game_type,
        gameCode: body.game_code,
        device: body.device,
        lobbyUrl: body.lobby_url,
        ...(body.extra === undefined ? {} : { extra: body.extra }),
      },
      language,
    ),
  );
  registerCall(app, gameLeaveCall, async ({ language, caller }) => {
    await plays.leave(caller.member, language);
    return {};
  });

  // The operator's calls: the catalogue, maintenance windows and the house's rounds and seeds.
  registerCall(app, operatorGameSwitchCall, async ({ site, body, operator }) => {
    const done = await catalogue.setShown(site.id, {
      kind: body.kind,
      id: body.id,
      shown: body.active,
      actor: operatorActor(operator),
      reason: body.reason,
    });
    if (!done) throw notFound();
    return { kind: body.kind, id: body.id, active: body.active };
  });
  registerCall(app, operatorMaintenanceCall, async ({ site, body, operator }) => {
    const window =
      body.start_at === undefined || body.end_at === undefined
        ? undefined
        : { startsAt: new Date(body.start_at), endsAt: new Date(body.end_at) };
    const action = { actor: operatorActor(operator), reason: body.reason };
    if (!(await catalogue.setMaintenance(site.id, body.gp_id, window, action))) throw notFound();
    return {
      gp_id: body.gp_id,
      maintain_interval: window
        ? { start_at: window.startsAt.toISOString(), end_at: window.endsAt.toISOString() }
        : null,
    };
  });
  registerCall(app, operatorHouseRoundsCall, async ({ site, body }) => {
    const member = await operators.findMember(site.id, body.member_account);
    if (!member) throw notFound();
    const { rows, total } = await house.memberRounds(member.id, body.page, body.count);
    return {
      total_count: total,
      list: rows.map(({ round, seed }) => ({
        round_id: round.id,
        game_id: round.gameId,
        created_at: round.createdAt.toISOString(),
        currency: round.currency,
        stake: formatMinorUnits(round.stake, round.currency),
        win: formatMinorUnits(round.win, round.currency),
        balance_after: formatMinorUnits(round.balanceAfter, round.currency),
        server_seed_hash: seed.serverSeedHash,
        server_seed: seed.status === 'revealed' ? seed.serverSeed : null,
        client_seed: round.clientSeed,
        nonce: round.nonce,
      })),
    };
  });
  registerCall(app, operatorRotateSeedCall, async ({ site, body, operator }) => {
    const member = await operators.findMember(site.id, body.member_account);
    if (!member) throw notFound();
    return house.rotateMemberSeed(
      { siteId: site.id, id: member.id, account: member.account },
      { actor: operatorActor(operator), reason: body.reason },
    );
  });
};
