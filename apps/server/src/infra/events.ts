import { EventEmitter } from 'node:events';

import type { Currency } from '@member-site/contracts/constants';

/**
 * Domain events: what happened, published after the transaction that made it true has committed.
 * Services publish; the realtime channel (and anything else) subscribes. Names follow the
 * realtime event they become where there is one.
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
};

export type DomainEventName = keyof DomainEvents;

export type DomainEventBus = {
  publish: <N extends DomainEventName>(name: N, payload: DomainEvents[N]) => void;
  /** Returns the function that unsubscribes. */
  subscribe: <N extends DomainEventName>(
    name: N,
    listener: (payload: DomainEvents[N]) => void,
  ) => () => void;
};

/**
 * An in-process bus. A listener that throws is reported through `onListenerError` and never
 * reaches the publisher: the money has already moved when an event is published.
 */
export const createDomainEventBus = (
  onListenerError: (error: unknown, name: DomainEventName) => void = () => undefined,
): DomainEventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (name, payload) => {
      for (const listener of emitter.listeners(name)) {
        try {
          (listener as (value: typeof payload) => void)(payload);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    subscribe: (name, listener) => {
      emitter.on(name, listener);
      return () => {
        emitter.off(name, listener);
      };
    },
  };
};
