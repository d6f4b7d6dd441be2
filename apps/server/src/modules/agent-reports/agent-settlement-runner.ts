import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import type { AgentSettlementService } from './agent-settlement.service';

/** The advisory lock class of the agent settlement timer ("agsu" in ASCII); one key for all sites. */
export const AGENT_SETTLEMENT_RUNNER_LOCK_CLASS = 0x61677375;
const RUNNER_LOCK_KEY = 0;
/** How often the timer looks for ended periods to close. */
const STEP_EVERY_MS = 5 * 60_000;

export type AgentSettlementRunner = {
  /** Whether this process holds the timer's lock now. */
  isRunning: () => boolean;
  /** Run one step now (what the timer does), resolving when it is done. */
  step: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The agent settlement timer: every five minutes, the one process holding its advisory lock (on a
 * PostgreSQL connection of its own) closes each site's ended commission periods. A process that
 * dies loses its lock and another takes over at its next step; on the embedded database the one
 * process runs it. Closing a period takes the site's transaction lock too and writes each agent's
 * row once, so a command run at the same moment never writes a period twice.
 */
export const startAgentSettlementRunner = ({
  settlements,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  settlements: Pick<AgentSettlementService, 'closeEndedPeriods'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  everyMs?: number;
}): AgentSettlementRunner => {
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
      held = locks
        ? await locks.tryLock(AGENT_SETTLEMENT_RUNNER_LOCK_CLASS, RUNNER_LOCK_KEY)
        : true;
    if (!held) return;
    await settlements.closeEndedPeriods();
  };

  const step = (): Promise<void> => {
    running ??= tick()
      .catch((error: unknown) => log.warn({ err: error }, 'agent settlement timer step failed'))
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
