import type {
  CallParsedRequest,
  DiscountApplication,
  DiscountAward,
  OperatorDiscountApplication,
  operatorDiscountAwardSetCall,
} from '@member-site/contracts';
import {
  type Currency,
  type DiscountApplicationStatus,
  MEMBER_STATUSES,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { DepositService } from '../deposit/deposit.service';
import type { OperatorService } from '../operator/operator.service';
import {
  type DiscountApplicationRow,
  type DiscountAwardRow,
  decideApplication,
  deleteAward,
  findDiscountForApplication,
  insertApplication,
  listMemberApplications,
  listSiteApplications,
  lockApplication,
  upsertAward,
} from './bonus.repository';
import type { BonusService } from './bonus.service';

/** A refusal of a bonus call, answered with a code of the `bonus` family. Nothing changed. */
export const bonusError = (code: string, message?: string) =>
  new AppError(code, { family: 'bonus', ...(message === undefined ? {} : { message }) });

export type Applicant = {
  siteId: number;
  id: number;
  currency: Currency;
  status: number;
};

export type DiscountApplicationServiceDeps = {
  bonus: Pick<BonusService, 'grantWithin' | 'publishCash'>;
  deposits: Pick<DepositService, 'creditedTotalWithin'>;
  operators: Pick<OperatorService, 'audit'>;
  events: DomainEventBus;
  now?: () => Date;
};

const DAY_MS = 86_400_000;

const applicationView = (row: DiscountApplicationRow): DiscountApplication => ({
  id: row.id,
  discount_id: row.discountId,
  status: row.status,
  currency: row.currency,
  award: row.award === null ? null : formatMinorUnits(row.award, row.currency),
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt === null ? null : row.decidedAt.toISOString(),
});

const operatorView = (row: {
  application: DiscountApplicationRow;
  account: string;
}): OperatorDiscountApplication => ({
  ...applicationView(row.application),
  member_account: row.account,
  decided_by: row.application.decidedBy,
  grant_id: row.application.grantId,
});

const awardView = (row: DiscountAwardRow): DiscountAward => ({
  discount_id: row.discountId,
  currency: row.currency,
  kind: row.kind,
  amount: row.amount === null ? null : formatMinorUnits(row.amount, row.currency),
  percent: row.percent,
  cap: row.cap === null ? null : formatMinorUnits(row.cap, row.currency),
  turnover_multiple: row.turnoverMultiple,
  deposit_since: row.depositSince === null ? null : row.depositSince.toISOString(),
  expiry_days: row.expiryDays,
});

/**
 * The discount pages' "apply" action. The operator gives a discount an award (fixed, or a percent
 * of the member's deposits in a window up to a cap, with a turnover multiple); members apply once
 * per discount; the operator approves (the award is granted through the bonus service in the same
 * transaction as the decision, keyed by the application, so it is paid once however often or
 * concurrently it is approved) or rejects. Decisions are audited.
 */
export const createDiscountApplicationService = (db: Db, deps: DiscountApplicationServiceDeps) => {
  const { bonus, deposits, operators, events } = deps;
  const now = deps.now ?? (() => new Date());

  /** What an approval pays the member now (0 when a percent award finds no deposits). */
  const awardFor = async (
    tx: Db,
    award: DiscountAwardRow,
    memberId: number,
    discountStart: Date | null,
  ): Promise<bigint> => {
    if (award.kind === 'fixed') return award.amount ?? 0n;
    const deposited = await deposits.creditedTotalWithin(
      tx,
      memberId,
      award.depositSince ?? discountStart,
    );
    const share = (deposited * BigInt(award.percent ?? 0)) / 100n;
    return award.cap !== null && share > award.cap ? award.cap : share;
  };

  return {
    /**
     * Apply for a discount: 101 it takes no applications (or is unknown or switched off), 102 not
     * started or ended, 103 its award is for another currency, 104 applied already, 105 the
     * member cannot take it (frozen, or a percent award with nothing deposited in its window).
     */
    apply: async (member: Applicant, discountId: number): Promise<DiscountApplication> =>
      db.transaction(async (tx) => {
        const discount = await findDiscountForApplication(
          tx,
          member.siteId,
          discountId,
          member.currency,
        );
        if (!discount?.isActive || !discount.anyAward) throw bonusError('101');
        const at = now();
        if (
          (discount.startsAt !== null && discount.startsAt > at) ||
          (discount.endsAt !== null && discount.endsAt <= at)
        ) {
          throw bonusError('102');
        }
        const { award } = discount;
        if (!award || (discount.currency !== null && discount.currency !== member.currency)) {
          throw bonusError('103');
        }
        if (member.status !== MEMBER_STATUSES.active) throw bonusError('105');
        if (
          award.kind === 'percent' &&
          (await awardFor(tx, award, member.id, discount.startsAt)) <= 0n
        ) {
          throw bonusError('105');
        }
        const row = await insertApplication(tx, {
          siteId: member.siteId,
          discountId,
          memberId: member.id,
          currency: member.currency,
        });
        if (!row) throw bonusError('104');
        return applicationView(row);
      }),

    /** The member's applications, newest first. */
    applications: async (member: Applicant): Promise<{ list: DiscountApplication[] }> => ({
      list: (await listMemberApplications(db, member.siteId, member.id)).map(applicationView),
    }),

    /** The site's applications for the operator, newest first. */
    operatorList: async (
      siteId: number,
      filter: { status?: DiscountApplicationStatus | undefined; discountId?: number | undefined },
    ): Promise<{ list: OperatorDiscountApplication[] }> => ({
      list: (await listSiteApplications(db, siteId, filter)).map(operatorView),
    }),

    /**
     * Approve a pending application and grant its award in the same transaction. Approving an
     * approved one answers it as it is (nothing paid again); a rejected one stays rejected (106);
     * 101 for an unknown application or a discount that no longer takes applications; 105 when a
     * percent award comes to nothing.
     */
    approve: async (
      siteId: number,
      input: { id: number; reason: string },
      actor: string,
    ): Promise<OperatorDiscountApplication> => {
      const { view, cash } = await db.transaction(async (tx) => {
        const locked = await lockApplication(tx, siteId, input.id);
        if (!locked) throw bonusError('101');
        const { application } = locked;
        if (application.status === 'approved')
          return { view: operatorView(locked), cash: undefined };
        if (application.status === 'rejected') throw bonusError('106');
        const discount = await findDiscountForApplication(
          tx,
          siteId,
          application.discountId,
          application.currency,
        );
        const award = discount?.award;
        if (!discount || !award) throw bonusError('101');
        const amount = await awardFor(tx, award, application.memberId, discount.startsAt);
        if (amount <= 0n) throw bonusError('105');
        const at = now();
        const granted = await bonus.grantWithin(tx, {
          siteId,
          memberId: application.memberId,
          currency: application.currency,
          amount,
          turnoverMultiple: award.turnoverMultiple,
          source: { kind: 'discount', id: application.discountId },
          idempotencyKey: `discount-application:${application.id}`,
          expiresAt:
            award.expiryDays === null ? null : new Date(at.getTime() + award.expiryDays * DAY_MS),
          memo: { application_id: application.id },
        });
        const decided = await decideApplication(tx, application.id, {
          status: 'approved',
          decidedBy: actor,
          decidedAt: at,
          award: amount,
          grantId: granted.grantId,
          transferId: granted.transferId,
        });
        await operators.audit(
          {
            siteId,
            actor,
            action: 'discount_application.approve',
            targetType: 'discount_application',
            targetId: String(application.id),
            reason: input.reason,
            details: {
              member_account: locked.account,
              discount_id: application.discountId,
              award: formatMinorUnits(amount, application.currency),
              currency: application.currency,
              turnover_multiple: award.turnoverMultiple,
              held: granted.held,
            },
          },
          tx,
        );
        return {
          view: operatorView({ application: decided, account: locked.account }),
          cash: {
            memberId: application.memberId,
            currency: application.currency,
            balance: granted.cash,
          },
        };
      });
      if (cash) {
        bonus.publishCash(
          { siteId, memberId: cash.memberId, currency: cash.currency },
          cash.balance,
        );
      }
      return view;
    },

    /** Reject a pending application (an approved one answers 106; a rejected one as it is). */
    reject: async (
      siteId: number,
      input: { id: number; reason: string },
      actor: string,
    ): Promise<OperatorDiscountApplication> =>
      db.transaction(async (tx) => {
        const locked = await lockApplication(tx, siteId, input.id);
        if (!locked) throw bonusError('101');
        const { application } = locked;
        if (application.status === 'rejected') return operatorView(locked);
        if (application.status === 'approved') throw bonusError('106');
        const decided = await decideApplication(tx, application.id, {
          status: 'rejected',
          decidedBy: actor,
          decidedAt: now(),
        });
        await operators.audit(
          {
            siteId,
            actor,
            action: 'discount_application.reject',
            targetType: 'discount_application',
            targetId: String(application.id),
            reason: input.reason,
            details: { member_account: locked.account, discount_id: application.discountId },
          },
          tx,
        );
        return operatorView({ application: decided, account: locked.account });
      }),

    /**
     * Make a discount take applications with this award (replacing its award): 461 for a currency
     * the site does not offer, 101 for an unknown discount, 107 for an award that does not add up.
     */
    setAward: async (
      site: { id: number; currencies: readonly Currency[] },
      input: CallParsedRequest<typeof operatorDiscountAwardSetCall>,
      actor: string,
    ): Promise<DiscountAward> => {
      const { currency } = input;
      if (!site.currencies.includes(currency)) throw currencyNotOpen();
      const amount =
        input.amount === undefined ? undefined : parseMinorUnits(input.amount, currency);
      const cap = input.cap === undefined ? undefined : parseMinorUnits(input.cap, currency);
      if (input.kind === 'fixed') {
        if (amount === undefined || amount <= 0n || input.percent !== undefined) {
          throw bonusError('107', 'A fixed award needs a positive amount and no percent.');
        }
      } else if (input.percent === undefined || input.amount !== undefined) {
        throw bonusError('107', 'A percent award needs a percent and no amount.');
      }
      if (cap !== undefined && (cap <= 0n || input.kind === 'fixed')) {
        throw bonusError('107', 'A cap is a positive amount, for a percent award.');
      }
      if (input.cap !== undefined && cap === undefined) {
        throw bonusError('107', 'The cap is not an amount of the currency.');
      }
      const award = await db.transaction(async (tx) => {
        const discount = await findDiscountForApplication(tx, site.id, input.discount_id, currency);
        if (!discount) throw bonusError('101');
        if (discount.currency !== null && discount.currency !== currency) {
          throw bonusError('107', 'The discount is shown to members of another currency.');
        }
        const row = await upsertAward(tx, {
          discountId: input.discount_id,
          siteId: site.id,
          currency,
          kind: input.kind,
          amount: input.kind === 'fixed' ? (amount ?? null) : null,
          percent: input.kind === 'percent' ? (input.percent ?? null) : null,
          cap: input.kind === 'percent' ? (cap ?? null) : null,
          turnoverMultiple: input.turnover_multiple,
          depositSince: input.deposit_since === undefined ? null : new Date(input.deposit_since),
          expiryDays: input.expiry_days ?? null,
          updatedBy: actor,
        });
        const view = awardView(row);
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: 'discount_award.set',
            targetType: 'discount',
            targetId: String(input.discount_id),
            reason: input.reason,
            details: view,
          },
          tx,
        );
        return view;
      });
      events.publish('discounts.changed', { siteId: site.id });
      return award;
    },

    /** Stop a discount taking applications (of one currency, or all); what was granted stays. */
    removeAward: async (
      siteId: number,
      input: { discount_id: number; currency?: Currency | undefined; reason: string },
      actor: string,
    ): Promise<{ discount_id: number; removed: boolean }> => {
      const removed = await db.transaction(async (tx) => {
        const gone = await deleteAward(tx, siteId, input.discount_id, input.currency);
        if (gone) {
          await operators.audit(
            {
              siteId,
              actor,
              action: 'discount_award.remove',
              targetType: 'discount',
              targetId: String(input.discount_id),
              reason: input.reason,
              details: { currency: input.currency ?? 'all' },
            },
            tx,
          );
        }
        return gone;
      });
      if (removed) events.publish('discounts.changed', { siteId });
      return { discount_id: input.discount_id, removed };
    },
  };
};

export type DiscountApplicationService = ReturnType<typeof createDiscountApplicationService>;
