import type { SportBetView, SportFixtureView, SportMarketView } from '@member-site/contracts';
import { formatMinorUnits } from '@member-site/contracts/constants';

import type { BetRow, FixtureRow, LegRow, MarketRow, SelectionRow } from './sportsbook.repository';

/** A market's margin kept in ten-thousandths, as the page shows it (0 to 1). */
export const marginOf = (market: Pick<MarketRow, 'margin'>): number => market.margin / 10_000;

export const marketView = (
  market: MarketRow & { selections: SelectionRow[] },
): SportMarketView => ({
  market_id: market.id,
  type: market.type,
  line: market.line,
  status: market.status,
  margin: marginOf(market),
  selections: market.selections.map((selection) => ({
    selection_id: selection.id,
    key: selection.key,
    // A market that takes no bets offers no odds.
    odds: market.status === 'open' || market.status === 'suspended' ? selection.odds : null,
    result: selection.result,
  })),
});

/** A fixture as pages see it: never its hidden strengths. */
export const fixtureView = (
  fixture: FixtureRow,
  markets: (MarketRow & { selections: SelectionRow[] })[],
  marketCount: number,
): SportFixtureView => ({
  fixture_id: fixture.id,
  sport: fixture.sport,
  league: { id: fixture.leagueId, name: fixture.leagueName },
  home: { id: fixture.homeId, name: fixture.homeName },
  away: { id: fixture.awayId, name: fixture.awayName },
  starts_at: fixture.startsAt.toISOString(),
  status: fixture.status,
  state: fixture.state ?? null,
  result: fixture.result ?? null,
  market_count: marketCount,
  markets: markets.map(marketView),
});

/** The legs' odds multiplied, as a decimal with two places (rounded down). */
export const combinedOdds = (odds: readonly number[]): string => {
  let product = 1n;
  for (const value of odds) product *= BigInt(value);
  const scale = 100n ** BigInt(Math.max(0, odds.length - 1));
  const hundredths = product / scale;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

export type LegDetail = {
  leg: LegRow;
  selection: SelectionRow;
  market: MarketRow;
  fixture: FixtureRow;
};

export const betView = (
  bet: BetRow,
  legs: readonly LegDetail[],
  cashOut: bigint | null,
): SportBetView => {
  const money = (minor: bigint) => formatMinorUnits(minor, bet.currency);
  return {
    bet_id: bet.id,
    kind: bet.kind,
    status: bet.status,
    stake: money(bet.stake),
    odds: combinedOdds(legs.map(({ leg }) => leg.odds)),
    potential_return: money(bet.potentialReturn),
    returned: bet.returned === null ? null : money(bet.returned),
    cash_out: cashOut === null ? null : money(cashOut),
    legs: legs.map(({ leg, selection, market, fixture }) => ({
      selection_id: selection.id,
      key: selection.key,
      fixture_id: fixture.id,
      sport: fixture.sport,
      home: fixture.homeName,
      away: fixture.awayName,
      starts_at: fixture.startsAt.toISOString(),
      market_type: market.type,
      line: market.line,
      odds: leg.odds,
      result: leg.result,
    })),
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt === null ? null : bet.settledAt.toISOString(),
  };
};
