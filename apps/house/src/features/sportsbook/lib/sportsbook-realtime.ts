import {
  type HouseMemberChannelEvents,
  realtimeChannels,
  type SportsbookChannelEvents,
} from '@member-site/contracts/realtime';

import {
  type ChannelSubscription,
  type HouseSocket,
  type HouseSocketFactory,
  followChannels,
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

/** One of the player's bets settled, resettled or cashed out (from any page). */
export type SportBetEvent = HouseMemberChannelEvents['sport_bet'];
export const SPORT_BET_EVENT = 'sport_bet' satisfies keyof HouseMemberChannelEvents;

export type BookRealtimeHandlers = {
  onUpdate: (update: SportUpdate) => void;
  /** A bet of the player's moved on (on the game session's private channel). */
  onBet?: (bet: SportBetEvent) => void;
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

/** A `sport_bet` payload with its bet id and status, or `undefined`. */
export const readSportBet = (payload: unknown): SportBetEvent | undefined => {
  if (!isRecord(payload) || typeof payload.bet_id !== 'number') return undefined;
  const status = payload.status;
  if (status !== 'open' && status !== 'settled' && status !== 'cashed_out') return undefined;
  const returned = typeof payload.returned === 'string' ? payload.returned : null;
  return { bet_id: payload.bet_id, status, returned };
};

/** The game session's private channel: its name as the session gives it, and its token. */
export type BookPrivateChannel = { channel: string; token: string };

/**
 * Follow the sportsbook's public channel and, for a member's session, its private channel (the
 * player's bets) on one socket: subscribe on every (re)connection, hand the events over and
 * return what stops it.
 */
export const followBook = (
  handlers: BookRealtimeHandlers,
  open: BookSocketFactory = openHouseSocket,
  own?: BookPrivateChannel,
): (() => void) => {
  const subscriptions: ChannelSubscription[] = [
    {
      channel: SPORTSBOOK_CHANNEL,
      events: {
        [SPORT_UPDATE_EVENT]: (payload) => {
          const update = readSportUpdate(payload);
          if (update) handlers.onUpdate(update);
        },
      },
    },
  ];
  if (own) {
    subscriptions.push({
      channel: `private-${own.channel}`,
      token: own.token,
      events: {
        [SPORT_BET_EVENT]: (payload) => {
          const bet = readSportBet(payload);
          if (bet) handlers.onBet?.(bet);
        },
      },
    });
  }
  return followChannels(
    subscriptions,
    { onConnect: handlers.onConnect, onDisconnect: handlers.onDisconnect },
    open,
  );
};
