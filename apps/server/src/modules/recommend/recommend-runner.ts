import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import { type LockedTimer, startLockedTimer } from '../../shared/locked-timer';
import type { RecommendService } from './recommend.service';

/** The advisory lock class of the recommend-award timer ("reco" in ASCII); one key for all sites. */
export const RECOMMEND_LOCK_CLASS = 0x7265636f;
/** How often the timer pays the turnover tiers friends have reached. */
const STEP_EVERY_MS = 60_000;

export type RecommendRunner = LockedTimer;

/**
 * The recommend-award timer: every minute, the one process holding its advisory lock pays the
 * turnover tiers that friends have reached. Each award is its own transaction with a unique key,
 * so even two runners at once (a lost lock, the member's on-demand check) never pay one twice.
 */
export const startRecommendRunner = ({
  recommend,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  recommend: Pick<RecommendService, 'payDueTurnover'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
}): RecommendRunner =>
  startLockedTimer({
    name: 'recommend award timer',
    lockClass: RECOMMEND_LOCK_CLASS,
    everyMs,
    runAtStart: false,
    database,
    log,
    work: () => recommend.payDueTurnover(),
  });
