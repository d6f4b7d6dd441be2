import type { SportFixtureView, SportMarketView } from '../api/sportsbook-calls';
import type { SportUpdate } from './sportsbook-realtime';

/**
 * A fixture with what a feed update changed of it: its status and state, its markets' status,
 * its selections' odds. Ids it does not hold (a list holds the main markets only) are left out.
 * Unchanged parts keep their identity, so React redraws only what moved.
 */
export const applySportUpdate = (
  fixture: SportFixtureView,
  update: SportUpdate,
): SportFixtureView => {
  const own = update.fixtures.find((item) => item.fixture_id === fixture.fixture_id);
  const statuses = new Map(
    update.markets
      .filter((item) => item.fixture_id === fixture.fixture_id && item.status !== undefined)
      .map((item) => [item.market_id, item.status]),
  );
  const odds = new Map(update.selections.map((item) => [item.selection_id, item.odds]));
  const markets = fixture.markets.map((market): SportMarketView => {
    const status = statuses.get(market.market_id) ?? market.status;
    const selections = market.selections.map((selection) => {
      const next = odds.get(selection.selection_id);
      return next === undefined || next === selection.odds
        ? selection
        : { ...selection, odds: next };
    });
    const moved = selections.some((selection, index) => selection !== market.selections[index]);
    if (status === market.status && !moved) return market;
    return { ...market, status, selections: moved ? selections : market.selections };
  });
  const marketsChanged = markets.some((market, index) => market !== fixture.markets[index]);
  if (!own && !marketsChanged) return fixture;
  return {
    ...fixture,
    ...(own?.status !== undefined ? { status: own.status } : {}),
    ...(own?.state !== undefined ? { state: own.state } : {}),
    markets: marketsChanged ? markets : fixture.markets,
  };
};

/** Whether an update names a market of the fixture that the page does not hold. */
export const hasUnknownMarket = (fixture: SportFixtureView, update: SportUpdate): boolean =>
  update.markets.some(
    (item) =>
      item.fixture_id === fixture.fixture_id &&
      !fixture.markets.some((market) => market.market_id === item.market_id),
  );
