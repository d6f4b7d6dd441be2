import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import { type LockedTimer, startLockedTimer } from '../../shared/locked-timer';
import type { BonusService } from './bonus.service';

/** The advisory lock class of the bonus timer ("bonu" in ASCII); one key for all sites. */
export const BONUS_LOCK_CLASS = 0x626f6e75;
/** How often the timer counts turnover, releases what is due and forfeits what expired. */
const STEP_EVERY_MS = 15_000;

export type BonusRunner = LockedTimer;

/**
 * The bonus timer: the one process holding its advisory lock counts turnover for members with
 * active grants, releases the grants whose turnover is met and forfeits those that expired. Each
 * member's work runs under that member's lock, so a member opening their bonus page at the same
 * moment waits and finds it done.
 */
export const startBonusRunner = ({
  bonus,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  bonus: Pick<BonusService, 'settleDue'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
}): BonusRunner =>
  startLockedTimer({
    name: 'bonus timer',
    lockClass: BONUS_LOCK_CLASS,
    everyMs,
    runAtStart: true,
    database,
    log,
    work: () => bonus.settleDue(),
  });
