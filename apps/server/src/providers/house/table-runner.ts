import type { FastifyBaseLogger } from 'fastify';

import type { Database, LockSession } from '../../db/client';
import { tableGame } from './table-games';
import type { TableService } from './table.service';

/** The advisory lock class of a house table's runner ("hous" in ASCII); the key is the table id. */
export const TABLE_LOCK_CLASS = 0x686f7573;
/** How often a process looks for tables no one runs (new ones, or ones whose runner died). */
const DISCOVER_EVERY_MS = 2000;
/** After a failed step, a table is tried again after this long. */
const RETRY_AFTER_MS = 1000;

export type TableRunner = {
  /** The tables this process runs now. */
  running: () => number[];
  stop: () => Promise<void>;
};

/**
 * Run the clock of every house table, each by exactly one server process: a process runs a
 * table while it holds the table's advisory lock on a connection of its own (PostgreSQL), and a
 * process that dies loses its connection and with it its locks, so another process takes its
 * tables over within a discovery interval. On the embedded database one process serves
 * everything and runs every table. Each table steps on its own timer, as its clock asks.
 */
export const startTableRunner = ({
  tables,
  database,
  log,
  discoverEveryMs = DISCOVER_EVERY_MS,
}: {
  tables: TableService;
  database: Pick<Database, 'openLockSession'>;
  log: FastifyBaseLogger;
  discoverEveryMs?: number;
}): TableRunner => {
  let stopped = false;
  /** Read after an await: `stop` may have been called meanwhile. */
  const isStopped = () => stopped;
  let session: LockSession | undefined;
  let connecting: Promise<void> | undefined;
  const held = new Set<number>();
  const timers = new Map<number, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const schedule = (tableId: number, delayMs: number) => {
    if (stopped || !held.has(tableId)) return;
    clearTimeout(timers.get(tableId));
    const timer = setTimeout(
      () => {
        timers.delete(tableId);
        track(step(tableId));
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    timers.set(tableId, timer);
  };

  const step = async (tableId: number): Promise<void> => {
    if (isStopped() || !held.has(tableId)) return;
    const table = (await tables.tables()).find((row) => row.id === tableId);
    const game = table ? tableGame(table.gameCode) : undefined;
    if (!table || !game) {
      held.delete(tableId);
      return;
    }
    try {
      schedule(tableId, await tables.advance(tableId, game));
    } catch (error) {
      log.error({ err: error, tableId }, 'house table step failed');
      schedule(tableId, RETRY_AFTER_MS);
    }
  };

  const loseAll = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    held.clear();
  };

  const connect = async (): Promise<void> => {
    if (!database.openLockSession || session || stopped) return;
    const opened = await database.openLockSession();
    if (isStopped()) {
      await opened.close();
      return;
    }
    session = opened;
    void opened.lost.then(() => {
      if (session !== opened) return;
      session = undefined;
      if (held.size > 0) log.warn({ tables: [...held] }, 'house table locks lost');
      loseAll();
    });
  };

  const discover = async (): Promise<void> => {
    if (isStopped()) return;
    if (database.openLockSession && !session) {
      connecting ??= connect().finally(() => {
        connecting = undefined;
      });
      await connecting;
    }
    const locks = session;
    if (database.openLockSession && !locks) return;
    for (const table of await tables.tables()) {
      if (isStopped() || held.has(table.id) || !tableGame(table.gameCode)) continue;
      const mine = locks ? await locks.tryLock(TABLE_LOCK_CLASS, table.id) : true;
      if (!mine) continue;
      held.add(table.id);
      log.info({ tableId: table.id, game: table.gameCode }, 'running house table');
      schedule(table.id, 0);
    }
  };

  const discoverTimer = setInterval(() => {
    track(
      discover().catch((error: unknown) => {
        // Tried again at the next interval; a lost lock connection is opened again then.
        log.warn({ err: error }, 'house tables could not be looked up');
      }),
    );
  }, discoverEveryMs);
  discoverTimer.unref();
  track(
    discover().catch((error: unknown) => log.warn({ err: error }, 'house tables could not start')),
  );

  return {
    running: () => [...held].sort((a, b) => a - b),
    stop: async () => {
      stopped = true;
      clearInterval(discoverTimer);
      loseAll();
      await Promise.all(inFlight);
      await session?.close();
      session = undefined;
    },
  };
};
