import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A limit: at most `points` hits per `durationSeconds` for one key. */
export type RateLimitRule = { points: number; durationSeconds: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Named rate limits shared by every server process through Redis when `REDIS_URL` is set, or kept
 * in this process's memory otherwise. `hit` counts one attempt; `reset` forgets a key (for
 * example after a successful login); `giveBack` returns one hit.
 */
export const createRateLimiter = (options: { redis?: Redis; prefix: string }) => {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (name: string, rule: RateLimitRule): RateLimiterAbstract => {
    const id = `${name}:${rule.points}:${rule.durationSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const settings = {
        keyPrefix: `${options.prefix}:rl:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      limiter = options.redis
        ? new RateLimiterRedis({ ...settings, storeClient: options.redis, useRedisPackage: false })
        : new RateLimiterMemory(settings);
      limiters.set(id, limiter);
    }
    return limiter;
  };

  return {
    hit: async (name: string, key: string, rule: RateLimitRule): Promise<RateLimitResult> => {
      try {
        await limiterFor(name, rule).consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterMs: error.msBeforeNext };
        }
        throw error;
      }
    },
    /** Whether a key is over its limit, without counting a hit. */
    isBlocked: async (name: string, key: string, rule: RateLimitRule): Promise<boolean> => {
      const state = await limiterFor(name, rule).get(key);
      return state !== null && state.consumedPoints >= rule.points;
    },
    /** How many hits a key has in its current window. */
    count: async (name: string, key: string, rule: RateLimitRule): Promise<number> =>
      (await limiterFor(name, rule).get(key))?.consumedPoints ?? 0,
    /** Give back one hit counted for a key (an attempt counted up front that turned out fine). */
    giveBack: async (name: string, key: string, rule: RateLimitRule): Promise<void> => {
      await limiterFor(name, rule).reward(key, 1);
    },
    reset: async (name: string, key: string, rule: RateLimitRule): Promise<void> => {
      await limiterFor(name, rule).delete(key);
    },
  };
};
export type RateLimiter = ReturnType<typeof createRateLimiter>;
