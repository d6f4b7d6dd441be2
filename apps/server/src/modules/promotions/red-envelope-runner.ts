import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import { type LockedTimer, startLockedTimer } from '../../shared/locked-timer';
import type { RedEnvelopeAdminService } from './red-envelope-admin.service';
import type { RedEnvelopeService } from './red-envelope.service';

/** The advisory lock class of the red-envelope timer ("rede" in ASCII); one key for all sites. */
export const RED_ENVELOPE_LOCK_CLASS = 0x72656465;
/** How often the timer looks for promotions that have started. */
const STEP_EVERY_MS = 1000;

export type RedEnvelopeRunner = LockedTimer;

/**
 * The red-envelope timer: every second, the one process holding its advisory lock announces the
 * promotions that have started and returns the unclaimed pools of those that have ended.
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
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
}): RedEnvelopeRunner =>
  startLockedTimer({
    name: 'red envelope timer',
    lockClass: RED_ENVELOPE_LOCK_CLASS,
    everyMs,
    runAtStart: true,
    database,
    log,
    work: async () => {
      await redEnvelopes.announceDue();
      await redEnvelopeAdmin.finishEnded();
    },
  });
