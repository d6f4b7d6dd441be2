import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';

import type { Currency, LanguageCode } from '@member-site/contracts/constants';

type SportFixtureStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';
type SportMarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'voided';

/** Why a session ended, as recorded on the row. */
export type SessionEndReason =
  'login_elsewhere' | 'logout' | 'password_changed' | 'member_disabled' | 'operator' | 'expired';

/** Lobby content whose change the open pages are told about (spec section 7, public channels). */
export type ContentChange =
  | { kind: 'customer_service_link' }
  | { kind: 'carousel'; currency: Currency }
  | { kind: 'template_settings'; template: string; language: LanguageCode }
  | { kind: 'sponsors'; language: LanguageCode }
  | { kind: 'login_list'; language: LanguageCode }
  | { kind: 'announcements' }
  | { kind: 'popups' };

/**
 * Domain events: what happened, published after the transaction that made it true has committed.
 * Services publish; the realtime broadcaster (and anything else that reacts per process)
 * subscribes. Names follow the realtime event they become where there is one.
 *
 * Every server process hears every event (see `EventTransport`), so a listener reacts for its own
 * process only: pushing to its own sockets, dropping its own caches. Work that must happen once
 * belongs in the publishing transaction, never in a listener.
 */
export type DomainEvents = {
  /** A deposit was credited (spec: member_deposit.success; the first pay when deposit_times is 1). */
  'member_deposit.success': {
    siteId: number;
    memberId: number;
    orderNumber: string;
    currency: Currency;
    /** Decimal string in the currency's digits. */
    depositAmount: string;
    depositTimes: number;
  };
  /** A member's main-wallet balance changed (spec: member.cash). */
  'member.cash': { siteId: number; memberId: number; currency: Currency; cash: string };
  /** Every provider balance was moved back to the main wallet (spec: all_transfer_back). */
  all_transfer_back: { siteId: number; memberId: number };
  /**
   * Sessions of a member ended. `newSessionMark` names the session that replaced them when the
   * member logged in elsewhere (spec: login); it is not a token.
   */
  'session.ended': {
    siteId: number;
    memberId: number;
    sessionIds: number[];
    reason: SessionEndReason;
    newSessionMark?: string;
  };
  /** The member's profile changed (spec: profile.updated). */
  'profile.updated': { siteId: number; memberId: number };
  /** The operator asked the member's clients to clear their caches (spec: app_clean_cache). */
  app_clean_cache: { siteId: number; memberId: number };
  /** Letters (spec: letter.sent, letter.read, letter.delete). */
  'letter.sent': { siteId: number; memberId: number; letterId: number };
  /** An agent's commission for a period was paid into its agent wallet. */
  'agent.commission': { siteId: number; memberId: number; settlementId: number };
  'letter.read': { siteId: number; memberId: number; letterId: number };
  'letter.delete': { siteId: number; memberId: number; letterId: number };
  /** A game launch finished on the server (spec: game.url). */
  'game.url': { siteId: number; memberId: number; url: string };
  /** The state of a game launch or transfer (spec: forward_game.status; 957 transfers disabled). */
  'forward_game.status': { siteId: number; memberId: number; code: number };
  /** A red envelope promotion started for a currency (spec: RedEnvelopeDisplay). */
  'red_envelope.display': { siteId: number; currency: Currency; id: number; endAt: Date };
  /** Lobby content changed. */
  'content.changed': { siteId: number; change: ContentChange };
  /** Which discounts take applications changed (the pages' Apply button): cached answers go. */
  'discounts.changed': { siteId: number };
  /** A site's own settings changed: every process drops its cached copy. */
  'site.changed': { siteId: number };
  /** The operator changed a site's game catalogue (halls, providers, games, maintenance). */
  'catalogue.changed': { siteId: number };
  /** A round of a house table opened, drew, settled or was voided. */
  house_round: { siteId: number; tableId: number; roundId: number };
  /** The operator changed a house table (opened or closed it, its limits, clock or chain). */
  'house_table.changed': { siteId: number; tableId: number };
  /**
   * What one pass of the sportsbook's feed changed, ids and changed fields only (an event must
   * fit a PostgreSQL notification: a pass's changes are cut into events of at most 6,000 bytes).
   */
  sport_update: {
    siteId: number;
    fixtures: { fixtureId: number; status?: SportFixtureStatus; state?: unknown }[];
    markets: { marketId: number; fixtureId: number; status?: SportMarketStatus }[];
    selections: { selectionId: number; marketId: number; odds: number | null }[];
  };
  /** A member's sportsbook bet was settled, resettled or cashed out. */
  sport_bet: {
    siteId: number;
    memberId: number;
    betId: number;
    status: 'open' | 'settled' | 'cashed_out';
    /** Decimal string in the bet's currency; null while open. */
    returned: string | null;
  };
};

export type DomainEventName = keyof DomainEvents;

/**
 * How events reach the other processes of the site (server processes and operator commands):
 * Redis publish/subscribe or PostgreSQL LISTEN/NOTIFY. Messages are JSON text.
 */
export type EventTransport = {
  /** Send one message to every process, this one included. */
  send: (message: string) => Promise<void>;
  /** Start receiving; resolves once messages sent from now on will arrive. */
  listen: (onMessage: (message: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

export type DomainEventBus = {
  publish: <N extends DomainEventName>(name: N, payload: DomainEvents[N]) => void;
  /** Returns the function that unsubscribes. */
  subscribe: <N extends DomainEventName>(
    name: N,
    listener: (payload: DomainEvents[N]) => void,
  ) => () => void;
  /** Resolves when events published by other processes from now on will be heard. */
  ready: () => Promise<void>;
  /** Send what is still on its way to the other processes, then stop hearing them. */
  close: () => Promise<void>;
};

export type DomainEventBusOptions = {
  /** Carries events between processes; without one, events stay in this process. */
  transport?: EventTransport;
  onListenerError?: (error: unknown, name: DomainEventName) => void;
  onTransportError?: (error: unknown) => void;
};

type Envelope = { origin: string; name: DomainEventName; payload: unknown };

/** Dates cross processes as ISO strings and come back as dates. */
const reviveDates = (name: DomainEventName, payload: Record<string, unknown>): unknown =>
  name === 'red_envelope.display'
    ? { ...payload, endAt: new Date(String(payload.endAt)) }
    : payload;

/**
 * The domain-event bus. Listeners in this process hear an event at once, synchronously; with a
 * transport, the event also goes to every other process, whose listeners hear it when it
 * arrives. A listener that throws is reported through `onListenerError` and never reaches the
 * publisher: the money has already moved when an event is published.
 */
export const createDomainEventBus = (options: DomainEventBusOptions = {}): DomainEventBus => {
  const { transport } = options;
  const onListenerError = options.onListenerError ?? (() => undefined);
  const onTransportError = options.onTransportError ?? (() => undefined);
  const origin = randomBytes(9).toString('base64url');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const sending = new Set<Promise<void>>();

  const deliver = (name: DomainEventName, payload: unknown) => {
    for (const listener of emitter.listeners(name)) {
      try {
        (listener as (value: unknown) => void)(payload);
      } catch (error) {
        onListenerError(error, name);
      }
    }
  };

  const receive = (message: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      onTransportError(error);
      return;
    }
    if (envelope.origin === origin) return;
    deliver(envelope.name, reviveDates(envelope.name, envelope.payload as Record<string, unknown>));
  };
  const listening = transport ? transport.listen(receive) : Promise.resolve();
  listening.catch(onTransportError);

  return {
    publish: (name, payload) => {
      deliver(name, payload);
      if (!transport) return;
      const sent = transport
        .send(JSON.stringify({ origin, name, payload } satisfies Envelope))
        .catch(onTransportError)
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    subscribe: (name, listener) => {
      emitter.on(name, listener);
      return () => {
        emitter.off(name, listener);
      };
    },
    ready: () => listening.catch(() => undefined),
    close: async () => {
      await Promise.all(sending);
      await listening.catch(() => undefined);
      await transport?.close();
      emitter.removeAllListeners();
    },
  };
};
