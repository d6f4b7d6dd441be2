import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../db/client';

export type LockedTimer = {
  /** Whether this process holds the timer's lock now. */
  isRunning: () => boolean;
  /** Run one step now (what the timer does), resolving when it is done. */
  step: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A timer that runs its work in one process of many: the process holding the advisory lock
 * (`lockClass`, `lockKey`) on a PostgreSQL connection of its own. A process that dies loses its
 * connection and its lock, and another takes the lock at its next step. On the embedded database
 * the one process runs it. Steps never overlap; a failed step is logged and the next one runs.
 */
export const startLockedTimer = ({
  name,
  lockClass,
  lockKey = 0,
  everyMs,
  runAtStart,
  database,
  log,
  work,
}: {
  /** What the log calls the timer. */
  name: string;
  lockClass: number;
  lockKey?: number;
  everyMs: number;
  /** Step once straight away instead of waiting a whole interval first. */
  runAtStart: boolean;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  work: () => Promise<unknown>;
}): LockedTimer => {
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
    if (!held) held = locks ? await locks.tryLock(lockClass, lockKey) : true;
    if (!held) return;
    await work();
  };

  const step = (): Promise<void> => {
    running ??= tick()
      .catch((error: unknown) => log.warn({ err: error }, `${name} step failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void step(), everyMs);
  timer.unref();
  if (runAtStart) void step();

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
