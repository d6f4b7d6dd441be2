import type { Redis } from 'ioredis';

import type { Notifications } from '../db/client';
import type { EventTransport } from './events';

/** Redis publish/subscribe on one channel; subscribing needs a connection of its own. */
export const createRedisEventTransport = (redis: Redis, channel: string): EventTransport => {
  const subscriber = redis.duplicate();
  // A lost connection is retried by ioredis, which subscribes again; errors are not fatal.
  subscriber.on('error', () => undefined);
  return {
    send: async (message) => {
      await redis.publish(channel, message);
    },
    listen: async (onMessage) => {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await subscriber.subscribe(channel);
    },
    close: async () => {
      await subscriber.quit().catch(() => undefined);
    },
  };
};

/** PostgreSQL LISTEN/NOTIFY on one channel (payloads up to PostgreSQL's 8,000 bytes). */
export const createPostgresEventTransport = (
  notifications: Notifications,
  channel: string,
): EventTransport => {
  let stop: (() => Promise<void>) | undefined;
  return {
    send: (message) => notifications.notify(channel, message),
    listen: async (onMessage) => {
      stop = await notifications.listen(channel, onMessage);
    },
    close: async () => {
      await stop?.();
    },
  };
};
