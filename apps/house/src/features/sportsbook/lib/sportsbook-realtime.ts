import { realtimeChannels, type SportsbookChannelEvents } from '@member-site/contracts/realtime';

import {
  type HouseSocket,
  type HouseSocketFactory,
  followPublicChannel,
  openHouseSocket,
} from '../../../shared/realtime/public-channel';

/** What one pass of the feed changed: fixtures, markets' status, selections' odds, by id. */
export type SportUpdate = SportsbookChannelEvents['sport_update'];

/** The public channel of the site's sportsbook (both halls) and its event. */
export const SPORTSBOOK_CHANNEL = realtimeChannels.sportsbook;
export const SPORT_UPDATE_EVENT = 'sport_update' satisfies keyof SportsbookChannelEvents;

/** What the book's pages need of a socket (a fake one in the tests). */
export type BookSocket = HouseSocket;
export type BookSocketFactory = HouseSocketFactory;

export type BookRealtimeHandlers = {
  onUpdate: (update: SportUpdate) => void;
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasId = (key: string) => (item: unknown) => isRecord(item) && typeof item[key] === 'number';

/**
 * A `sport_update` payload as the page uses it: each list kept, entries without their id
 * dropped (a tolerant reader: the wire is not validated in the browser).
 */
export const readSportUpdate = (payload: unknown): SportUpdate | undefined => {
  if (!isRecord(payload)) return undefined;
  const list = (value: unknown, key: string): unknown[] =>
    Array.isArray(value) ? (value as unknown[]).filter(hasId(key)) : [];
  return {
    fixtures: list(payload.fixtures, 'fixture_id') as SportUpdate['fixtures'],
    markets: list(payload.markets, 'market_id') as SportUpdate['markets'],
    selections: list(payload.selections, 'selection_id') as SportUpdate['selections'],
  };
};

/**
 * Follow the sportsbook's public channel: subscribe on every (re)connection, hand its updates
 * over and return what stops it.
 */
export const followBook = (
  handlers: BookRealtimeHandlers,
  open: BookSocketFactory = openHouseSocket,
): (() => void) =>
  followPublicChannel(
    SPORTSBOOK_CHANNEL,
    {
      onConnect: handlers.onConnect,
      onDisconnect: handlers.onDisconnect,
      events: {
        [SPORT_UPDATE_EVENT]: (payload) => {
          const update = readSportUpdate(payload);
          if (update) handlers.onUpdate(update);
        },
      },
    },
    open,
  );
