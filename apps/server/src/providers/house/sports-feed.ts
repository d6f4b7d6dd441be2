import type { FixtureResult, MarketType, Sport } from '@member-site/house-games/sports';

/**
 * What a data feed tells the sportsbook (decision 0021). A real feed (a supplier's push or poll
 * API) and the built-in simulator implement `SportsFeed` alike: the book asks for what changed
 * in a span of time and applies the updates in order, each one in its own transaction, so a feed
 * never touches the database or money itself.
 *
 * Updates name fixtures by the feed's own reference (`ref`), markets by type and line:
 * - `fixture`: a new fixture with its teams, start and markets at their opening odds (again: no
 *   change; a fixture is known once);
 * - `odds`: new odds of some selections (null: not offered now);
 * - `suspend` / `resume`: a fixture's open markets stop and start taking bets (around a goal, a
 *   break point, a map's end);
 * - `state`: the match as it stands (score, clock, sets, maps) and whether it is live;
 * - `result`: the match is over: its markets close and are settled to this result;
 * - `cancel`: the match will not be played (or was abandoned): every market is voided.
 */
export type FeedMarket = {
  type: MarketType;
  /** In quarters; null for a type without a line. */
  line: number | null;
  /** The market a list of fixtures shows of its type. */
  main: boolean;
  /** The share of stakes the market keeps on average, 0 to 1. */
  margin: number;
  selections: { key: string; odds: number | null }[];
};

export type FeedFixture = {
  ref: string;
  sport: Sport;
  league: { id: string; name: string };
  home: { id: string; name: string };
  away: { id: string; name: string };
  startsAt: Date;
  /** The feed's own pricing input, kept with the fixture and never shown. */
  strengths?: unknown;
  markets: FeedMarket[];
};

export type FeedMarketRef = { type: MarketType; line: number | null };

export type FeedUpdate =
  | { kind: 'fixture'; fixture: FeedFixture }
  | {
      kind: 'odds';
      ref: string;
      markets: (FeedMarketRef & { selections: { key: string; odds: number | null }[] })[];
    }
  | { kind: 'suspend'; ref: string }
  | { kind: 'resume'; ref: string }
  | { kind: 'state'; ref: string; live: boolean; state: unknown }
  | { kind: 'result'; ref: string; result: FixtureResult }
  | { kind: 'cancel'; ref: string; reason: string };

/**
 * A source of fixtures, prices and results. `updates` answers, in order, what happened after
 * `from` up to `to` (a simulator computes it from its timeline; a real feed drains what it was
 * sent or polls its supplier). It may answer an update again: applying one twice changes nothing.
 */
export type SportsFeed = {
  updates: (siteId: number, from: Date, to: Date) => Promise<FeedUpdate[]> | FeedUpdate[];
};
