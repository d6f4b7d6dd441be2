import type { RedEnvelopePromotion } from '@member-site/contracts';
import {
  type Currency,
  RED_ENVELOPE_MAX_COUNT,
  RED_ENVELOPE_MAX_DAYS,
  type RedEnvelopeRule,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { LedgerService } from '../ledger/ledger.service';
import { moneyError } from '../ledger/money-errors';
import type { OperatorService } from '../operator/operator.service';
import {
  type PromotionRow,
  claimTotals,
  insertEnvelopes,
  insertPromotion,
  listPromotions,
  lockPromotion,
  returnFreeEnvelopes,
  setClosed,
  findEndedScheduled,
} from './red-envelope.repository';
import { canSplit, splitPool } from './red-envelope.split';

/**
 * A promotion's pool is held by this many ledger accounts at most, envelope i by account
 * i mod SHARDS: concurrent claims debit different account rows instead of queueing on one.
 */
export const RED_ENVELOPE_SHARDS = 16;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the audit log names for the timer's work. */
const TIMER_ACTOR = 'timer:red-envelopes';

export type ScheduleInput = {
  site: { id: number; currencies: readonly Currency[] };
  actor: string;
  currency: Currency;
  startAt: Date;
  endAt: Date;
  pool: string;
  rule: RedEnvelopeRule;
  count?: number;
  amount?: string;
  min?: string;
  max?: string;
  minDeposit?: string;
  depositSince?: Date;
  reason: string;
};

/** Money 101 naming the field that is wrong (amounts, counts and ranges that cannot be split). */
const badAmount = (field: string, message?: string) =>
  moneyError('101', { data: { field }, ...(message === undefined ? {} : { message }) });

const amountOf = (field: string, text: string, currency: Currency): bigint => {
  const minor = parseMinorUnits(text, currency);
  if (minor === undefined || minor <= 0n) throw badAmount(field);
  return minor;
};

const phaseOf = (row: PromotionRow, now: Date): RedEnvelopePromotion['phase'] => {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'finished') return 'ended';
  if (now < row.startAt) return 'upcoming';
  return now < row.endAt ? 'running' : 'ended';
};

/** The envelopes' amounts for the operator's rule, or money 101 naming what cannot work. */
const planEnvelopes = (input: ScheduleInput, pool: bigint): bigint[] => {
  const { currency } = input;
  if (input.rule === 'equal') {
    if (input.min !== undefined || input.max !== undefined) throw badAmount('min');
    let count = input.count;
    if (input.amount !== undefined) {
      const each = amountOf('amount', input.amount, currency);
      if (pool % each !== 0n)
        throw badAmount('amount', 'The pool is not a whole number of envelopes of this amount.');
      const implied = pool / each;
      if (count !== undefined && BigInt(count) !== implied) throw badAmount('count');
      count = Number(implied > BigInt(RED_ENVELOPE_MAX_COUNT) ? 0n : implied);
    }
    if (count === undefined || count < 1 || count > RED_ENVELOPE_MAX_COUNT)
      throw badAmount('count');
    if (BigInt(count) > pool)
      throw badAmount('count', 'Every envelope must hold at least one minor unit.');
    return splitPool(pool, count, { rule: 'equal' });
  }
  if (input.amount !== undefined) throw badAmount('amount');
  const count = input.count;
  if (count === undefined || count < 1 || count > RED_ENVELOPE_MAX_COUNT) throw badAmount('count');
  const min = input.min === undefined ? 1n : amountOf('min', input.min, currency);
  // By default no envelope holds more than twice the mean.
  const max =
    input.max === undefined
      ? (2n * pool + BigInt(count) - 1n) / BigInt(count)
      : amountOf('max', input.max, currency);
  if (!canSplit(pool, count, min, max)) {
    throw badAmount(
      'max',
      'The pool cannot be split into this many envelopes between the minimum and the maximum.',
    );
  }
  return splitPool(pool, count, { rule: 'random', min, max });
};

export type RedEnvelopeAdminDeps = {
  ledger: LedgerService;
  operators: Pick<OperatorService, 'audit'>;
  events: DomainEventBus;
  now?: () => Date;
};

/**
 * The operator's side of red envelopes. Scheduling splits the pool into envelope rows and moves
 * it from the house's bonus account into the promotion's accounts (at most RED_ENVELOPE_SHARDS,
 * each holding exactly its envelopes), with the audit entry, in one transaction. Cancelling marks
 * the free envelopes returned (waiting for claims holding one) and moves what they held back.
 */
export const createRedEnvelopeAdminService = (db: Db, deps: RedEnvelopeAdminDeps) => {
  const now = deps.now ?? (() => new Date());

  const toWire = (
    row: PromotionRow,
    claimed: { count: number; amount: bigint } = { count: 0, amount: 0n },
  ): RedEnvelopePromotion => ({
    id: row.id,
    currency: row.currency,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    status: row.status,
    phase: phaseOf(row, now()),
    rule: row.rule,
    pool: formatMinorUnits(row.pool, row.currency),
    envelope_count: row.envelopeCount,
    claimed_count: claimed.count,
    claimed_amount: formatMinorUnits(claimed.amount, row.currency),
    returned_amount: formatMinorUnits(row.returnedAmount, row.currency),
    min_deposit: formatMinorUnits(row.minDeposit, row.currency),
    deposit_since: row.depositSince?.toISOString() ?? null,
    created_by: row.createdBy,
  });

  const withTotals = async (rows: PromotionRow[]): Promise<RedEnvelopePromotion[]> => {
    const totals = await claimTotals(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toWire(row, totals.get(row.id)));
  };

  /**
   * Close a locked promotion: mark its free envelopes returned (waiting for claims that hold one:
   * a claim that commits keeps its envelope), move what they held back to the bonus account, and
   * audit it, in the caller's transaction.
   */
  const close = async (
    tx: Db,
    promotion: PromotionRow,
    status: 'cancelled' | 'finished',
    actor: string,
    reason: string,
  ): Promise<PromotionRow> => {
    const { siteId, currency } = promotion;
    const held = await returnFreeEnvelopes(tx, promotion.id);
    const bonus = await deps.ledger.ensureAccount({ siteId, kind: 'house_bonus', currency }, tx);
    let returned = 0n;
    for (const { accountId, amount } of held) {
      await deps.ledger.transferWithin(tx, {
        siteId,
        idempotencyKey: `red-envelope-return:${promotion.id}:${accountId}`,
        kind: 'promotion_return',
        currency,
        amount,
        from: accountId,
        to: bonus.id,
        memo: { promotion_id: promotion.id, actor },
      });
      returned += amount;
    }
    const closed = await setClosed(tx, promotion.id, status, returned, now());
    await deps.operators.audit(
      {
        siteId,
        actor,
        action: status === 'cancelled' ? 'red_envelope.cancel' : 'red_envelope.finish',
        targetType: 'red_envelope_promotion',
        targetId: String(promotion.id),
        reason,
        details: { returned: formatMinorUnits(returned, currency) },
      },
      tx,
    );
    return closed;
  };

  return {
    /**
     * Schedule a promotion. Refusals: 461 currency not open; 117 a start and end that are not a
     * window of at most RED_ENVELOPE_MAX_DAYS ending in the future; 101 (data.field) an amount,
     * count or range that cannot be split. When it has already started, RedEnvelopeDisplay goes
     * out at once.
     */
    schedule: async (input: ScheduleInput): Promise<RedEnvelopePromotion> => {
      const { currency } = input;
      if (!input.site.currencies.includes(currency)) throw currencyNotOpen();
      const at = now();
      if (
        !(input.endAt > input.startAt) ||
        input.endAt <= at ||
        input.endAt.getTime() - input.startAt.getTime() > RED_ENVELOPE_MAX_DAYS * DAY_MS
      ) {
        throw moneyError('117');
      }
      const pool = amountOf('pool', input.pool, currency);
      const amounts = planEnvelopes(input, pool);
      const minDeposit =
        input.minDeposit === undefined ? 0n : amountOf('min_deposit', input.minDeposit, currency);
      const started = input.startAt <= at;

      const row = await db.transaction(async (tx) => {
        const promotion = await insertPromotion(tx, {
          siteId: input.site.id,
          currency,
          startAt: input.startAt,
          endAt: input.endAt,
          rule: input.rule,
          pool,
          envelopeCount: amounts.length,
          minDeposit,
          depositSince: input.depositSince ?? null,
          announcedAt: started ? at : null,
          createdBy: input.actor.slice(0, 64),
        });
        const shards = Math.min(RED_ENVELOPE_SHARDS, amounts.length);
        const bonus = await deps.ledger.ensureAccount(
          { siteId: input.site.id, kind: 'house_bonus', currency },
          tx,
        );
        const accounts: number[] = [];
        for (let shard = 0; shard < shards; shard += 1) {
          const account = await deps.ledger.ensureAccount(
            {
              siteId: input.site.id,
              kind: 'house_promotion',
              provider: `re:${promotion.id}:${shard}`,
              currency,
            },
            tx,
          );
          accounts.push(account.id);
          let held = 0n;
          for (let i = shard; i < amounts.length; i += shards) held += amounts[i] ?? 0n;
          await deps.ledger.transferWithin(tx, {
            siteId: input.site.id,
            idempotencyKey: `red-envelope-fund:${promotion.id}:${shard}`,
            kind: 'promotion_fund',
            currency,
            amount: held,
            from: bonus.id,
            to: account.id,
            memo: { promotion_id: promotion.id, actor: input.actor },
          });
        }
        await insertEnvelopes(
          tx,
          amounts.map((amount, i) => ({
            promotionId: promotion.id,
            amount,
            accountId: accounts[i % shards] ?? 0,
          })),
        );
        await deps.operators.audit(
          {
            siteId: input.site.id,
            actor: input.actor,
            action: 'red_envelope.schedule',
            targetType: 'red_envelope_promotion',
            targetId: String(promotion.id),
            reason: input.reason,
            details: {
              currency,
              pool: formatMinorUnits(pool, currency),
              envelopes: amounts.length,
              rule: input.rule,
              start_at: input.startAt.toISOString(),
              end_at: input.endAt.toISOString(),
            },
          },
          tx,
        );
        return promotion;
      });
      if (started) {
        deps.events.publish('red_envelope.display', {
          siteId: row.siteId,
          currency: row.currency,
          id: row.id,
          endAt: row.endAt,
        });
      }
      return toWire(row);
    },

    /** The site's promotions (of one currency when given), newest start first. */
    list: async (siteId: number, currency?: Currency): Promise<RedEnvelopePromotion[]> =>
      withTotals(await listPromotions(db, siteId, currency)),

    /**
     * Cancel a promotion, upcoming, running or ended: no claim succeeds afterwards and the
     * unclaimed envelopes' money goes back to the house's bonus account. 106 unknown, 107
     * already cancelled or finished.
     */
    cancel: async (
      siteId: number,
      id: number,
      actor: string,
      reason: string,
    ): Promise<RedEnvelopePromotion> => {
      const row = await db.transaction(async (tx) => {
        const promotion = await lockPromotion(tx, siteId, id);
        if (!promotion) throw moneyError('106');
        if (promotion.status !== 'scheduled') throw moneyError('107');
        return close(tx, promotion, 'cancelled', actor, reason);
      });
      const [view] = await withTotals([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    /**
     * Return the unclaimed pool of every promotion that has ended (the timer's job, each
     * promotion in a transaction of its own); answers how many were finished.
     */
    finishEnded: async (): Promise<number> => {
      let finished = 0;
      for (const { id, siteId } of await findEndedScheduled(db, now())) {
        const done = await db.transaction(async (tx) => {
          const promotion = await lockPromotion(tx, siteId, id);
          if (promotion?.status !== 'scheduled' || promotion.endAt > now()) return false;
          await close(tx, promotion, 'finished', TIMER_ACTOR, 'ended');
          return true;
        });
        if (done) finished += 1;
      }
      return finished;
    },
  };
};

export type RedEnvelopeAdminService = ReturnType<typeof createRedEnvelopeAdminService>;
