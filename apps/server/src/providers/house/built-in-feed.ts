import {
  chancesOf,
  initialState,
  leagueById,
  marketsFor,
  playMatch,
  scheduleFixtures,
  stateAt,
  suspendedAt,
} from '@member-site/house-games/sports';

import { type SimulatedFeedOptions, createSimulatedFeed } from './simulated-feed';
import type { SportsFeed } from './sports-feed';

/** The sportsbook's built-in feed: the simulator of `@member-site/house-games/sports`. */
export const createBuiltInFeed = (options: SimulatedFeedOptions): SportsFeed =>
  createSimulatedFeed(
    {
      scheduleFixtures,
      playMatch,
      stateAt,
      suspendedAt,
      initialState: (plan) => initialState(plan.sport, plan.firstServer),
      chancesOf,
      marketsFor,
      leagueName: (leagueId) => leagueById(leagueId)?.name ?? leagueId,
    },
    options,
  );
