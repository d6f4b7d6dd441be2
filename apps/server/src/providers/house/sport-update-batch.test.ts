import { describe, expect, it } from 'vitest';

import {
  MAX_SPORT_UPDATE_BYTES,
  type SportUpdate,
  chunkSportUpdate,
  createSportUpdateBatch,
} from './sport-update-batch';

const bytes = (update: SportUpdate) => Buffer.byteLength(JSON.stringify(update));

describe('the sportsbook’s updates', () => {
  it('cut a large pass into events that fit a notification, losing and reordering nothing', () => {
    const update: SportUpdate = {
      siteId: 1,
      fixtures: Array.from({ length: 300 }, (_, index) => ({
        fixtureId: index + 1,
        status: 'scheduled' as const,
      })),
      markets: [{ marketId: 9, fixtureId: 1, status: 'suspended' }],
      selections: Array.from({ length: 500 }, (_, index) => ({
        selectionId: index + 1,
        marketId: 9,
        odds: 150 + index,
      })),
    };
    const chunks = chunkSportUpdate(update);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => bytes(chunk) <= MAX_SPORT_UPDATE_BYTES)).toBe(true);
    expect(chunks.flatMap((chunk) => chunk.fixtures)).toEqual(update.fixtures);
    expect(chunks.flatMap((chunk) => chunk.markets)).toEqual(update.markets);
    expect(chunks.flatMap((chunk) => chunk.selections)).toEqual(update.selections);
    expect(chunkSportUpdate({ siteId: 1, fixtures: [], markets: [], selections: [] })).toEqual([]);
  });

  it('send a pass once at its end, each fixture, market and selection as the pass left it', () => {
    const sent: SportUpdate[] = [];
    const batch = createSportUpdateBatch((update) => sent.push(update));
    batch.publish(1, { fixtures: [{ fixtureId: 4, status: 'scheduled' }] });
    batch.publish(1, { markets: [{ marketId: 7, fixtureId: 4, status: 'suspended' }] });
    batch.publish(2, { selections: [{ selectionId: 3, marketId: 5, odds: 180 }] });
    batch.publish(1, { fixtures: [{ fixtureId: 4, status: 'live', state: { home: 1 } }] });
    batch.publish(1, { markets: [{ marketId: 7, fixtureId: 4, status: 'open' }] });
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        siteId: 1,
        fixtures: [{ fixtureId: 4, status: 'live', state: { home: 1 } }],
        markets: [{ marketId: 7, fixtureId: 4, status: 'open' }],
        selections: [],
      },
      {
        siteId: 2,
        fixtures: [],
        markets: [],
        selections: [{ selectionId: 3, marketId: 5, odds: 180 }],
      },
    ]);
    batch.flush();
    expect(sent).toHaveLength(2);
  });
});
