import { createHash, randomBytes } from 'node:crypto';

import { type CallResponse, type operatorAdjustmentCall } from '@member-site/contracts';
import {
  type AdjustmentDirection,
  type Currency,
  formatMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import type { LedgerService } from '../ledger/ledger.service';
import { moneyError, parseAmount, toMoneyError } from '../ledger/money-errors';
import {
  type AuditEntry,
  type AuditRecord,
  type OperatorRecord,
  findLiveOperatorByKeyHash,
  findMemberByAccount,
  insertAuditEntry,
  insertOperator,
  listAuditEntries,
  listOperators,
  revokeOperator,
} from './operator.repository';

export type { AuditEntry, AuditRecord, OperatorRecord } from './operator.repository';

/** A key the operator's tools send as `Authorization: Bearer <key>`. */
export const OPERATOR_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
const newKey = (): string => `op_${randomBytes(32).toString('base64url')}`;

/** Who did something, as the audit log names them. */
export const operatorActor = (operator: Pick<OperatorRecord, 'name'>): string =>
  `operator:${operator.name}`;

export type AdjustmentInput = {
  siteId: number;
  actor: string;
  memberAccount: string;
  direction: AdjustmentDirection;
  amount: string;
  /** The currency the operator meant, when given; it must be the member's. */
  currency?: Currency;
  reason: string;
  requestId: string;
};

export const createOperatorService = (
  db: Db,
  { ledger, events }: { ledger: LedgerService; events: DomainEventBus },
) => ({
  /**
   * Create an operator and its key. The key is returned once and only its hash is kept; `key`
   * lets a deployment script choose it. Undefined when the name is taken on this site.
   */
  create: async (
    siteId: number,
    name: string,
    key: string = newKey(),
  ): Promise<{ operator: OperatorRecord; key: string } | undefined> => {
    if (!OPERATOR_KEY_PATTERN.test(key)) throw new Error('operator key format');
    const operator = await insertOperator(db, { siteId, name, keyHash: hashKey(key) });
    return operator ? { operator, key } : undefined;
  },

  /** The live operator holding this key, if any. */
  authenticate: async (key: string): Promise<OperatorRecord | undefined> =>
    OPERATOR_KEY_PATTERN.test(key) ? findLiveOperatorByKeyHash(db, hashKey(key)) : undefined,

  list: (siteId: number) => listOperators(db, siteId),
  /** A member the operator names by account (compared case-blind), if the site has them. */
  findMember: (siteId: number, account: string) => findMemberByAccount(db, siteId, account),
  revoke: (siteId: number, name: string) => revokeOperator(db, siteId, name),

  /** Write an audit entry, inside the transaction of the action it records when given one. */
  audit: (entry: AuditEntry, tx: Db = db): Promise<void> => insertAuditEntry(tx, entry),
  auditLog: (siteId: number, limit: number): Promise<AuditRecord[]> =>
    listAuditEntries(db, siteId, limit),

  /**
   * Credit or debit a member's main wallet against the house's adjustments account, with the
   * audit entry in the same transaction. The request id makes a repeat a no-op.
   */
  adjust: async (input: AdjustmentInput): Promise<CallResponse<typeof operatorAdjustmentCall>> => {
    try {
      const { response, memberId } = await db.transaction(async (tx) => {
        const member = await findMemberByAccount(tx, input.siteId, input.memberAccount);
        if (!member) throw moneyError('116');
        if (input.currency !== undefined && input.currency !== member.currency) {
          throw moneyError('104');
        }
        const amount = parseAmount(input.amount, member.currency);
        const [wallet, house] = await Promise.all([
          ledger.ensureAccount(
            {
              siteId: input.siteId,
              kind: 'member_main',
              memberId: member.id,
              currency: member.currency,
            },
            tx,
          ),
          ledger.ensureAccount(
            { siteId: input.siteId, kind: 'house_adjustments', currency: member.currency },
            tx,
          ),
        ]);
        const credit = input.direction === 'credit';
        const result = await ledger.transferWithin(tx, {
          siteId: input.siteId,
          idempotencyKey: `adjustment:${input.requestId}`,
          kind: 'adjustment',
          currency: member.currency,
          amount,
          from: credit ? house.id : wallet.id,
          to: credit ? wallet.id : house.id,
          memo: { reason: input.reason, actor: input.actor },
        });
        if (!result.replayed) {
          await insertAuditEntry(tx, {
            siteId: input.siteId,
            actor: input.actor,
            action: `adjustment.${input.direction}`,
            targetType: 'member',
            targetId: member.account,
            reason: input.reason,
            details: {
              amount: formatMinorUnits(amount, member.currency),
              currency: member.currency,
              transfer_id: result.transferId,
            },
          });
        }
        const balance = credit ? result.balances.to : result.balances.from;
        return {
          memberId: member.id,
          response: {
            member_account: member.account,
            currency: member.currency,
            direction: input.direction,
            amount: formatMinorUnits(amount, member.currency),
            balance: formatMinorUnits(balance, member.currency),
            replayed: result.replayed,
          },
        };
      });
      if (!response.replayed) {
        events.publish('member.cash', {
          siteId: input.siteId,
          memberId,
          currency: response.currency,
          cash: response.balance,
        });
      }
      return response;
    } catch (error) {
      throw toMoneyError(error);
    }
  },
});

export type OperatorService = ReturnType<typeof createOperatorService>;
