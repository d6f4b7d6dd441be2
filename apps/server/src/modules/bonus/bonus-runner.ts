import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import type { BonusService } from './bonus.service';

/** The advisory lock class of the bonus timer ("bonu" in ASCII); one key for all sites. */
export const BONUS_LOCK_CLASS = 0x626f6e75;
const BONUS_LOCK_KEY = 0;
/** How often the timer counts turnover, releases what is due and forfeits what expired. */
const STEP_EVERY_MS = 15_000;

export type BonusRunner = {
  /** Whether this process holds the timer's lock now. */
  isRunning: () => boolean;
  stop: () => Promise<void>;
};

/**
 * The bonus timer: the one process holding its advisory lock (on a PostgreSQL connection of its
 * own) counts turnover for members with active grants, releases the grants whose turnover is met
 * and forfeits those that expired. Each member's work runs under that member's lock, so a member
 * opening their bonus page at the same moment waits and finds it done. On the embedded database
 * the one process runs it.
 */
export const startBonusRunner = ({
  bonus,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  bonus: Pick<BonusService, 'settleDue'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  everyMs?: number;
}): BonusRunner => {
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
    if (!held) held = locks ? await locks.tryLock(BONUS_LOCK_CLASS, BONUS_LOCK_KEY) : true;
    if (!held) return;
    await bonus.settleDue();
  };

  const step = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'bonus timer step failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(step, everyMs);
  timer.unref();
  step();

  return {
    isRunning: () => held,
    stop: async () => {
      clearInterval(timer);
      await running;
      await session?.close();
      session = undefined;
      held = false;
    },
  };
};
