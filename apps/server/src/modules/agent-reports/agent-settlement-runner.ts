import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import { type LockedTimer, startLockedTimer } from '../../shared/locked-timer';
import type { AgentSettlementService } from './agent-settlement.service';

/** The advisory lock class of the agent settlement timer ("agsu" in ASCII); one key for all sites. */
export const AGENT_SETTLEMENT_RUNNER_LOCK_CLASS = 0x61677375;
/** How often the timer looks for ended periods to close. */
const STEP_EVERY_MS = 5 * 60_000;

export type AgentSettlementRunner = LockedTimer;

/**
 * The agent settlement timer: every five minutes, the one process holding its advisory lock
 * closes each site's ended commission periods. Closing a period takes the site's transaction lock
 * too and writes each agent's row once, so a command run at the same moment never writes a period
 * twice.
 */
export const startAgentSettlementRunner = ({
  settlements,
  database,
  log,
  everyMs = STEP_EVERY_MS,
}: {
  settlements: Pick<AgentSettlementService, 'closeEndedPeriods'>;
  database: Pick<Database, 'openLockSession'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
}): AgentSettlementRunner =>
  startLockedTimer({
    name: 'agent settlement timer',
    lockClass: AGENT_SETTLEMENT_RUNNER_LOCK_CLASS,
    everyMs,
    runAtStart: false,
    database,
    log,
    work: () => settlements.closeEndedPeriods(),
  });
