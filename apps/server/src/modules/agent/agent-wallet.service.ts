import type {
  CallParsedRequest,
  CallResponse,
  agentTransferCall,
  agentTransfersCall,
  operatorAgentWalletCreditCall,
} from '@member-site/contracts';
import {
  type Currency,
  MEMBER_STATUSES,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import { LedgerError, type LedgerService } from '../ledger/ledger.service';
import type { MemberService } from '../member/member.service';
import type { OperatorService } from '../operator/operator.service';
import {
  type AgentTransferRecord,
  findAgentMember,
  findTransferByRequest,
  findTreeDepth,
  insertTransfer,
  transfersPage,
} from './agent.repository';
import {
  type AgentCaller,
  agentError,
  isActiveAgent,
  optionalRange,
  pageWindow,
} from './agent.shared';

export type AgentWalletServiceDeps = {
  ledger: LedgerService;
  /** The withdraw password check, with its counter of wrong tries shared with withdrawals. */
  members: Pick<MemberService, 'checkWithdrawPassword'>;
  operators: Pick<OperatorService, 'audit'>;
  events: DomainEventBus;
};

/** An amount the agent or operator typed: a positive amount of the currency (agent 106). */
const parseAgentAmount = (text: string, currency: Currency): bigint => {
  const minor = parseMinorUnits(text, currency);
  if (minor === undefined || minor <= 0n) throw agentError('106');
  return minor;
};

/** The agent code for a refused ledger transfer, or the error itself. */
const toAgentError = (error: unknown): unknown => {
  if (!(error instanceof LedgerError)) return error;
  if (error.reason === 'insufficient_funds') return agentError('104');
  if (error.reason === 'idempotency_conflict') return agentError('109');
  return error;
};

/** Thrown in a transfer's transaction when its request id was taken meanwhile: roll back. */
class RequestTaken extends Error {}

/**
 * The agent wallet (ledger account `member_agent`): the operator funds it from the house, the
 * settlement pays commissions into it, and the agent moves money from it to a member of its
 * downline's main wallet. Each movement is one ledger transfer in one transaction; the agent's
 * request id (unique per agent) and the ledger's idempotency key both make a retry move nothing,
 * and the ledger's balance check keeps simultaneous transfers from overdrawing the wallet.
 */
export const createAgentWalletService = (db: Db, deps: AgentWalletServiceDeps) => {
  const { ledger, members, operators, events } = deps;

  const transferView = (row: AgentTransferRecord, wallet: bigint, replayed: boolean) => ({
    transfer_id: row.transferId,
    member_id: row.memberId,
    member_account: row.memberAccount,
    amount: formatMinorUnits(row.amount, row.currency),
    currency: row.currency,
    wallet: formatMinorUnits(wallet, row.currency),
    replayed,
  });

  /** The first transfer of this request id, or agent 109 when it moved something else. */
  const replayOf = async (
    row: AgentTransferRecord,
    memberId: number,
    amount: bigint,
  ): Promise<CallResponse<typeof agentTransferCall>> => {
    if (row.memberId !== memberId || row.amount !== amount) throw agentError('109');
    const wallet = await ledger.ensureAccount({
      siteId: row.siteId,
      kind: 'member_agent',
      memberId: row.agentId,
      currency: row.currency,
    });
    return transferView(row, wallet.balance, true);
  };

  return {
    /**
     * Move money from the caller's agent wallet to a member of its downline. The checks run in
     * the order the agent would fix them: an active agent (101), its withdraw password (107,
     * 108, 103), the amount (106), then the member (102 not in the downline, whoever they are;
     * 105 frozen or disabled) and the wallet's balance (104).
     */
    transfer: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentTransferCall>,
    ): Promise<CallResponse<typeof agentTransferCall>> => {
      const agent = await findAgentMember(db, caller.siteId, caller.member.id);
      if (!agent || !isActiveAgent(agent)) throw agentError('101');
      if (agent.withdrawPasswordHash === null) throw agentError('107');
      const check = await members.checkWithdrawPassword(
        { siteId: caller.siteId, id: agent.id, withdrawPasswordHash: agent.withdrawPasswordHash },
        body.withdraw_password,
      );
      if (check === 'blocked') throw agentError('108');
      if (check === 'wrong') throw agentError('103');
      const { currency } = agent;
      const amount = parseAgentAmount(body.amount, currency);
      const earlier = await findTransferByRequest(db, agent.id, body.request_id);
      if (earlier) return replayOf(earlier, body.member_id, amount);
      if ((await findTreeDepth(db, agent.id, body.member_id)) === undefined) {
        throw agentError('102');
      }

      let moved: { row: AgentTransferRecord; wallet: bigint; cash: bigint };
      try {
        moved = await db.transaction(async (tx) => {
          // The member's row is shared until the transfer commits: freezing them waits for it.
          const member = await findAgentMember(tx, caller.siteId, body.member_id, 'share');
          if (!member) throw agentError('102');
          if (member.status !== MEMBER_STATUSES.active || member.currency !== currency) {
            throw agentError('105');
          }
          const [wallet, main] = await Promise.all([
            ledger.ensureAccount(
              { siteId: caller.siteId, kind: 'member_agent', memberId: agent.id, currency },
              tx,
            ),
            ledger.ensureAccount(
              { siteId: caller.siteId, kind: 'member_main', memberId: member.id, currency },
              tx,
            ),
          ]);
          const result = await ledger.transferWithin(tx, {
            siteId: caller.siteId,
            idempotencyKey: `agent-transfer:${agent.id}:${body.request_id}`,
            kind: 'agent_transfer',
            currency,
            amount,
            from: wallet.id,
            to: main.id,
            memo: { agent_id: agent.id, member_id: member.id, request_id: body.request_id },
          });
          if (result.replayed) throw new RequestTaken();
          const id = await insertTransfer(tx, {
            siteId: caller.siteId,
            agentId: agent.id,
            memberId: member.id,
            currency,
            amount,
            requestId: body.request_id,
            transferId: result.transferId,
          });
          if (id === undefined) throw new RequestTaken();
          const row: AgentTransferRecord = {
            id,
            siteId: caller.siteId,
            agentId: agent.id,
            memberId: member.id,
            currency,
            amount,
            requestId: body.request_id,
            transferId: result.transferId,
            createdAt: new Date(),
            memberAccount: member.account,
          };
          return { row, wallet: result.balances.from, cash: result.balances.to };
        });
      } catch (error) {
        if (!(error instanceof RequestTaken)) throw toAgentError(error);
        // A simultaneous request with the same id won: answer with its transfer.
        const winner = await findTransferByRequest(db, agent.id, body.request_id);
        if (!winner) throw agentError('109');
        return replayOf(winner, body.member_id, amount);
      }
      events.publish('member.cash', {
        siteId: caller.siteId,
        memberId: moved.row.memberId,
        currency,
        cash: formatMinorUnits(moved.cash, currency),
      });
      return transferView(moved.row, moved.wallet, false);
    },

    /** The agent's transfers, newest first, with the count and sum of the range. */
    transfers: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentTransfersCall>,
    ): Promise<CallResponse<typeof agentTransfersCall>> => {
      const agent = await findAgentMember(db, caller.siteId, caller.member.id);
      if (!agent || !isActiveAgent(agent)) throw agentError('101');
      const window = optionalRange(body.start_date, body.end_date);
      const { rows, total, amount } = await transfersPage(
        db,
        agent.id,
        window,
        pageWindow(body.page, body.page_size),
      );
      return {
        list: rows.map((row) => ({
          transfer_id: row.transferId,
          member_id: row.memberId,
          member_account: row.memberAccount,
          amount: formatMinorUnits(row.amount, row.currency),
          currency: row.currency,
          created_at: row.createdAt.toISOString(),
        })),
        total_count: total,
        page: body.page,
        count: rows.length,
        totals: { transfers: total, amount: formatMinorUnits(amount, agent.currency) },
      };
    },

    /**
     * Fund an agent's wallet from the house's adjustments account, audited in the same
     * transaction; the request id makes a repeat a no-op (agent 114 no such agent on the site).
     */
    credit: async (
      siteId: number,
      input: CallParsedRequest<typeof operatorAgentWalletCreditCall>,
      actor: string,
    ): Promise<CallResponse<typeof operatorAgentWalletCreditCall>> => {
      const agent = await findAgentMember(db, siteId, input.member_id);
      if (!agent?.isAgent) throw agentError('114');
      const { currency } = agent;
      const amount = parseAgentAmount(input.amount, currency);
      try {
        return await db.transaction(async (tx) => {
          const [house, wallet] = await Promise.all([
            ledger.ensureAccount({ siteId, kind: 'house_adjustments', currency }, tx),
            ledger.ensureAccount(
              { siteId, kind: 'member_agent', memberId: agent.id, currency },
              tx,
            ),
          ]);
          const result = await ledger.transferWithin(tx, {
            siteId,
            idempotencyKey: `agent-credit:${input.request_id}`,
            kind: 'agent_wallet_credit',
            currency,
            amount,
            from: house.id,
            to: wallet.id,
            memo: { agent_id: agent.id, reason: input.reason, actor },
          });
          if (!result.replayed) {
            await operators.audit(
              {
                siteId,
                actor,
                action: 'agent.wallet.credit',
                targetType: 'member',
                targetId: String(agent.id),
                reason: input.reason,
                details: { amount: formatMinorUnits(amount, currency), currency },
              },
              tx,
            );
          }
          return {
            transfer_id: result.transferId,
            member_id: agent.id,
            member_account: agent.account,
            amount: formatMinorUnits(amount, currency),
            currency,
            wallet: formatMinorUnits(result.balances.to, currency),
            replayed: result.replayed,
          };
        });
      } catch (error) {
        throw toAgentError(error);
      }
    },
  };
};

export type AgentWalletService = ReturnType<typeof createAgentWalletService>;
