import {
  operatorSportsCancelCall,
  operatorSportsFixturesCall,
  operatorSportsResultCall,
  sportQuickbetUrlCall,
  sportsBetCall,
  sportsBetsCall,
  sportsCashOutCall,
  sportsFeaturedCall,
  sportsFixtureCall,
  sportsFixturesCall,
  sportsMenuCall,
  sportsPreferencesCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../../modules/operator/operator.service';
import { sportsBookOf } from './sportsbook-context';

/** The sportsbook's calls: the book's pages (house game session), the quick-bet frame, the operator. */
export const sportsbookRoutes: FastifyPluginAsync = async (app) => {
  const { sportsbook, sportsCatalogue, sportsSettlement, catalogue } = app.deps;

  registerCall(app, sportQuickbetUrlCall, ({ site, body }) =>
    sportsCatalogue.quickbetUrl(site, {
      currency: catalogue.viewCurrency(site, body.currency),
      device: body.support_device,
      domain: body.domain,
    }),
  );
  registerCall(app, sportsFeaturedCall, async ({ site, body }) => ({
    list: await sportsCatalogue.featured(site.id, body.count),
  }));
  registerCall(app, sportsMenuCall, ({ game }) => sportsCatalogue.menu(sportsBookOf(game)));
  registerCall(app, sportsFixturesCall, ({ game, body }) =>
    sportsCatalogue.fixtures(sportsBookOf(game), {
      tab: body.tab,
      sport: body.sport,
      leagueId: body.league_id,
      page: body.page,
      count: body.count,
    }),
  );
  registerCall(app, sportsFixtureCall, ({ game, body }) =>
    sportsCatalogue.fixture(sportsBookOf(game), body.fixture_id),
  );
  registerCall(app, sportsBetCall, ({ game, body }) =>
    sportsbook.placeBet(sportsBookOf(game), {
      legs: body.legs.map((leg) => ({ selectionId: leg.selection_id, odds: leg.odds })),
      stake: body.stake,
      acceptOdds: body.accept_odds,
      requestId: body.request_id,
    }),
  );
  registerCall(app, sportsBetsCall, ({ game, body }) => sportsbook.bets(sportsBookOf(game), body));
  registerCall(app, sportsCashOutCall, ({ game, body }) =>
    sportsbook.cashOut(sportsBookOf(game), {
      betId: body.bet_id,
      value: body.value,
      acceptChange: body.accept_change,
      requestId: body.request_id,
    }),
  );
  registerCall(app, sportsPreferencesCall, ({ game, body }) =>
    sportsbook.setOddsFormat(sportsBookOf(game), body.odds_format),
  );

  registerCall(app, operatorSportsFixturesCall, ({ site, body }) =>
    sportsCatalogue.operatorFixtures(site.id, body),
  );
  registerCall(app, operatorSportsResultCall, ({ site, body, operator }) =>
    sportsSettlement.enterResult(
      { siteId: site.id, fixtureId: body.fixture_id },
      body.result,
      body.reason,
      operatorActor(operator),
    ),
  );
  registerCall(app, operatorSportsCancelCall, ({ site, body, operator }) =>
    sportsSettlement.cancel(
      { siteId: site.id, fixtureId: body.fixture_id },
      body.reason,
      operatorActor(operator),
    ),
  );
};
