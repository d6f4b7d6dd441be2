import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import type { SportsFeed } from './sports-feed';
import type { SportsSettlement } from './sports-settlement.service';

/** The advisory lock class of a site's sportsbook feed ("sprt" in ASCII); the key is the site id. */
export const SPORTS_LOCK_CLASS = 0x73707274;
/** How often the feed is asked what changed: in-play odds move about this often. */
const STEP_EVERY_MS = 3000;

export type SportsRunner = {
  /** The sites whose feed this process applies now. */
  running: () => number[];
  stop: () => Promise<void>;
};

/**
 * Apply a feed to every site's book, each site by exactly one server process: the process that
 * holds the site's advisory lock (on a PostgreSQL connection of its own) asks the feed every few
 * seconds what changed since it last asked and applies it; a process that dies loses its lock
 * and another takes the site over at its next step. On the embedded database one process runs
 * every site. Updates are idempotent, so a span asked twice after a takeover changes nothing.
 * After each step, any bet a finished match left open (a process stopped between grading the
 * match and paying its bets) is settled then: a crash delays a payout by a step, never loses it.
 */
export const startSportsRunner = ({
  settlement,
  feed,
  siteIds,
  database,
  log,
  everyMs = STEP_EVERY_MS,
  now = () => new Date(),
}: {
  settlement: Pick<SportsSettlement, 'step' | 'settleOverdue'>;
  feed: SportsFeed;
  siteIds: () => Promise<number[]>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  everyMs?: number;
  now?: () => Date;
}): SportsRunner => {
  let stopped = false;
  const isStopped = () => stopped;
  let session: LockSession | undefined;
  const held = new Set<number>();
  /** Where each site's feed was applied up to. */
  const cursors = new Map<number, Date>();
  let running: Promise<void> | undefined;

  const lockSession = async (): Promise<LockSession | undefined> => {
    if (!database.openLockSession) return undefined;
    if (session) return session;
    const opened = await database.openLockSession();
    session = opened;
    void opened.lost.then(() => {
      if (session !== opened) return;
      session = undefined;
      held.clear();
    });
    return opened;
  };

  const tick = async (): Promise<void> => {
    const locks = await lockSession();
    for (const siteId of await siteIds()) {
      if (isStopped()) return;
      if (!held.has(siteId)) {
        const mine = locks ? await locks.tryLock(SPORTS_LOCK_CLASS, siteId) : true;
        if (!mine) continue;
        held.add(siteId);
      }
      const to = now();
      const from = cursors.get(siteId) ?? new Date(to.getTime() - everyMs);
      try {
        await settlement.step(siteId, feed, from, to);
        cursors.set(siteId, to);
      } catch (error) {
        log.error({ err: error, siteId }, 'sportsbook feed step failed');
      }
      try {
        await settlement.settleOverdue(siteId, (betId, error) =>
          log.error({ err: error, siteId, betId }, 'sportsbook bet could not be settled'),
        );
      } catch (error) {
        log.error({ err: error, siteId }, 'sportsbook overdue bets could not be read');
      }
    }
  };

  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'sportsbook feed could not run'))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();

  return {
    running: () => [...held].sort((a, b) => a - b),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await session?.close();
      session = undefined;
    },
  };
};
