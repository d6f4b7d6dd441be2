import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import type { RecommendService } from './recommend.service';

/** The advisory lock class of the recommend-award timer ("reco" in ASCII); one key for all sites. */
export const RECOMMEND_LOCK_CLASS = 0x7265636f;
const RECOMMEND_LOCK_KEY = 0;
/** How often the timer pays the turnover tiers friends have reached. */
const STEP_EVERY_MS = 60_000;

export type RecommendRunner = {
  /** Whether this process holds the timer's lock now. */
  isRunning: () => boolean;
  /** Run one step now (what the timer does), resolving when it is done. */
  step: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The recommend-award timer: every minute, the one process holding its advisory lock (on a
 * PostgreSQL connection of its own) pays the turnover tiers that friends have reached. A process
 * that dies loses its lock and another takes over at its next step; on the embedded database the
 * one process runs it. Each award is its own transaction with a unique key, so even two runners
 * at once (a lost lock, the member's on-demand check) never pay one twice.
 */
export const startRecommendRunner = ({
  recommend,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  recommend: Pick<RecommendService, 'payDueTurnover'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  everyMs?: number;
}): RecommendRunner => {
  let session: LockSession | undefined;
  let held = false;
  let running: Promise<void> | undefined;

  const lockSession = async (): Promise<LockSession | undefined> => {
    if (!database.openLockSession) return undefined;
    if (session) return session;
    const opened = await database.openLockSession();
    session = opened;
    void opened.lost.then(() => {
      if (session !== opened) return;
      session = undefined;
      held = false;
    });
    return opened;
  };

  const tick = async (): Promise<void> => {
    const locks = await lockSession();
    if (!held) held = locks ? await locks.tryLock(RECOMMEND_LOCK_CLASS, RECOMMEND_LOCK_KEY) : true;
    if (!held) return;
    await recommend.payDueTurnover();
  };

  const step = (): Promise<void> => {
    running ??= tick()
      .catch((error: unknown) => log.warn({ err: error }, 'recommend award timer step failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void step(), everyMs);
  timer.unref();

  return {
    isRunning: () => held,
    step,
    stop: async () => {
      clearInterval(timer);
      await running;
      await session?.close();
      session = undefined;
      held = false;
    },
  };
};
