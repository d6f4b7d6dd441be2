import {
  sportsBetCall,
  sportsBetsCall,
  sportsCashOutCall,
  sportsFeaturedCall,
  sportsFixtureCall,
  sportsFixturesCall,
  sportsMenuCall,
  sportsPreferencesCall,
  type SportBetView,
  type SportFixtureView,
  type SportMarketView,
  type SportMenu,
  type SportSelectionView,
} from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';

import { HouseError, houseCall } from '../../../shared/api/house-call';

export type { SportBetView, SportFixtureView, SportMarketView, SportMenu, SportSelectionView };

export type SportTab = 'live' | 'today' | 'early';
export type SportCode = SportFixtureView['sport'];
export type OddsChoice = 'none' | 'higher' | 'any';
export type BetsFilter = 'open' | 'settled' | 'all';

/** How many fixtures a list page and how many bets a page of my bets hold. */
export const FIXTURES_PAGE_SIZE = 50;
export const BETS_PAGE_SIZE = 10;

export const fetchMenu = (token: string): Promise<SportMenu> =>
  houseCall(sportsMenuCall, {}, { token });

export type FixturesQuery = { tab: SportTab; sport?: SportCode; leagueId?: string };

export const fetchFixtures = async (
  token: string,
  query: FixturesQuery,
): Promise<{ list: SportFixtureView[]; total_count: number }> =>
  houseCall(
    sportsFixturesCall,
    {
      tab: query.tab,
      ...(query.sport ? { sport: query.sport } : {}),
      ...(query.leagueId ? { league_id: query.leagueId } : {}),
      page: 1,
      count: FIXTURES_PAGE_SIZE,
    },
    { token },
  );

export const fetchFixture = (token: string, fixtureId: number): Promise<SportFixtureView> =>
  houseCall(sportsFixtureCall, { fixture_id: fixtureId }, { token });

export type SportBetRequest = {
  legs: { selection_id: number; odds: number }[];
  stake: string;
  accept_odds: OddsChoice;
  request_id: string;
};

/**
 * Place one bet (a single or a parlay). A network failure (no answer) is retried once with the
 * same request id, which the server answers with the bet it already took.
 */
export const placeSportBet = async (
  token: string,
  body: SportBetRequest,
): Promise<{ bet: SportBetView; balance: string }> => {
  try {
    return await houseCall(sportsBetCall, body, { token });
  } catch (error) {
    if (!(error instanceof HouseError) || !error.isNetworkFailure) throw error;
    return houseCall(sportsBetCall, body, { token });
  }
};

export const fetchBets = (
  token: string,
  status: BetsFilter,
  page: number,
): Promise<{ list: SportBetView[]; total_count: number; balance: string }> =>
  houseCall(sportsBetsCall, { status, page, count: BETS_PAGE_SIZE }, { token });

export type CashOutRequest = {
  bet_id: number;
  value: string;
  accept_change: boolean;
  request_id: string;
};

export const cashOut = async (
  token: string,
  body: CashOutRequest,
): Promise<{ bet: SportBetView; balance: string }> => {
  try {
    return await houseCall(sportsCashOutCall, body, { token });
  } catch (error) {
    if (!(error instanceof HouseError) || !error.isNetworkFailure) throw error;
    return houseCall(sportsCashOutCall, body, { token });
  }
};

export const saveOddsFormat = (
  token: string,
  format: SportMenu['odds_format'],
): Promise<{ odds_format: SportMenu['odds_format'] }> =>
  houseCall(sportsPreferencesCall, { odds_format: format }, { token });

/** Featured matches for the quick-bet frame: public, no session. */
export const fetchFeatured = async (
  currency: Currency | undefined,
  count: number,
): Promise<SportFixtureView[]> =>
  (await houseCall(sportsFeaturedCall, currency ? { currency, count } : { count })).list;
