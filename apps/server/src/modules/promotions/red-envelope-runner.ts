import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import type { RedEnvelopeAdminService } from './red-envelope-admin.service';
import type { RedEnvelopeService } from './red-envelope.service';

/** The advisory lock class of the red-envelope timer ("rede" in ASCII); one key for all sites. */
export const RED_ENVELOPE_LOCK_CLASS = 0x72656465;
const RED_ENVELOPE_LOCK_KEY = 0;
/** How often the timer looks for promotions that have started. */
const STEP_EVERY_MS = 1000;

export type RedEnvelopeRunner = {
  /** Whether this process holds the timer's lock now. */
  isRunning: () => boolean;
  stop: () => Promise<void>;
};

/**
 * The red-envelope timer: every second, the one process holding its advisory lock (on a
 * PostgreSQL connection of its own) announces the promotions that have started and returns the
 * unclaimed pools of those that have ended. A process that
 * dies loses its connection and its lock, and another takes over at its next step. On the
 * embedded database the one process runs it.
 */
export const startRedEnvelopeRunner = ({
  redEnvelopes,
  redEnvelopeAdmin,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  redEnvelopes: Pick<RedEnvelopeService, 'announceDue'>;
  redEnvelopeAdmin: Pick<RedEnvelopeAdminService, 'finishEnded'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  everyMs?: number;
}): RedEnvelopeRunner => {
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
    if (!held)
      held = locks ? await locks.tryLock(RED_ENVELOPE_LOCK_CLASS, RED_ENVELOPE_LOCK_KEY) : true;
    if (!held) return;
    await redEnvelopes.announceDue();
    await redEnvelopeAdmin.finishEnded();
  };

  const step = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'red envelope timer step failed'))
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
