import type { Db } from '../../db/client';
import { findTreeDepth, insertTreeRows, listUplines } from './agent.repository';

/**
 * The hierarchy of agents and their downlines, kept as a closure table (`agent_tree`, decision
 * record 0028): registration writes a member's rows in its own transaction, and every other
 * question ("is X below agent A?", "who is above Y?") is one indexed lookup.
 */
export const createAgentTreeService = (db: Db) => ({
  /**
   * Put a new member under the agent they registered with, inside the registration's
   * transaction: a row for the agent at depth 1 and for each of its uplines one deeper.
   */
  joinWithin: (tx: Db, input: { memberId: number; agentId: number }): Promise<void> =>
    insertTreeRows(tx, input.memberId, input.agentId),

  /** How deep the member is below the agent (1 direct), or undefined when not in its downline. */
  depthBelow: (agentId: number, memberId: number, conn: Db = db): Promise<number | undefined> =>
    findTreeDepth(conn, agentId, memberId),

  /** The agents above the member, nearest first. */
  uplinesOf: (memberId: number, conn: Db = db) => listUplines(conn, memberId),
});

export type AgentTreeService = ReturnType<typeof createAgentTreeService>;
