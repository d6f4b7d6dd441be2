import type { DomainEvents } from '../../infra/events';

export type SportUpdate = DomainEvents['sport_update'];
export type SportChange = Partial<Omit<SportUpdate, 'siteId'>>;
/** Where the settlement tells the book's pages what changed: at once, or into a batch. */
export type PublishSportChange = (siteId: number, change: SportChange) => void;

/**
 * Largest event, in bytes of JSON: events travel between processes as PostgreSQL notifications,
 * which hold at most 8,000 bytes with the event's envelope.
 */
export const MAX_SPORT_UPDATE_BYTES = 6000;

const size = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * A site's changes cut into events of at most `maxBytes` each, in order: the fixtures, then the
 * markets, then the selections, as a page applies them. Nothing when nothing changed.
 */
export const chunkSportUpdate = (
  update: SportUpdate,
  maxBytes = MAX_SPORT_UPDATE_BYTES,
): SportUpdate[] => {
  const chunks: SportUpdate[] = [];
  const empty = (): SportUpdate => ({
    siteId: update.siteId,
    fixtures: [],
    markets: [],
    selections: [],
  });
  let current = empty();
  let bytes = size(current);
  const add = <K extends 'fixtures' | 'markets' | 'selections'>(
    key: K,
    entry: SportUpdate[K][number],
  ) => {
    const entryBytes = size(entry) + 1;
    if (bytes + entryBytes > maxBytes && bytes > size(empty())) {
      chunks.push(current);
      current = empty();
      bytes = size(current);
    }
    (current[key] as SportUpdate[K][number][]).push(entry);
    bytes += entryBytes;
  };
  for (const entry of update.fixtures) add('fixtures', entry);
  for (const entry of update.markets) add('markets', entry);
  for (const entry of update.selections) add('selections', entry);
  if (current.fixtures.length + current.markets.length + current.selections.length > 0) {
    chunks.push(current);
  }
  return chunks;
};

/**
 * Changes gathered over one pass of the feed and sent together at its end: a pass that announces
 * hundreds of fixtures or moves every in-play market sends a few events, not one per fixture.
 * A fixture or market changed twice in a pass is sent as it ended.
 */
export const createSportUpdateBatch = (send: (update: SportUpdate) => void) => {
  const sites = new Map<number, SportUpdate>();
  const publish: PublishSportChange = (siteId, change) => {
    let site = sites.get(siteId);
    if (!site) {
      site = { siteId, fixtures: [], markets: [], selections: [] };
      sites.set(siteId, site);
    }
    site.fixtures.push(...(change.fixtures ?? []));
    site.markets.push(...(change.markets ?? []));
    site.selections.push(...(change.selections ?? []));
  };
  const flush = () => {
    for (const site of sites.values()) {
      const last = <T>(entries: T[], id: (entry: T) => number): T[] => {
        const byId = new Map<number, T>();
        for (const entry of entries) {
          const key = id(entry);
          byId.set(key, { ...byId.get(key), ...entry });
        }
        return [...byId.values()];
      };
      const merged: SportUpdate = {
        siteId: site.siteId,
        fixtures: last(site.fixtures, (entry) => entry.fixtureId),
        markets: last(site.markets, (entry) => entry.marketId),
        selections: last(site.selections, (entry) => entry.selectionId),
      };
      for (const chunk of chunkSportUpdate(merged)) send(chunk);
    }
    sites.clear();
  };
  return { publish, flush };
};
