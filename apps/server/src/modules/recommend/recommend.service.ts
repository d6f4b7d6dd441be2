import type {
  CallParsedRequest,
  CallResponse,
  RecommendRules,
  operatorRecommendRulesSetCall,
  recommendAwardsCall,
  recommendFriendsCall,
} from '@member-site/contracts';
import {
  type Currency,
  MEMBER_STATUSES,
  type RecommendAwardKind,
  formatMinorUnits,
  parseMinorUnits,
  recommendLinkPath,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import { maskTail } from '../../shared/mask';
import type { AccountSettingsService } from '../account-settings/account-settings.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { OperatorService } from '../operator/operator.service';
import { siteDayRange } from '../records/records.service';
import {
  type AwardMember,
  type RecommendRuleSet,
  awardsByFriend,
  awardsPage,
  findAwardMember,
  findCashSurplus,
  findRules,
  friendsBatch,
  friendsOf,
  friendsPage,
  insertAward,
  isFriendRecommendOn,
  listActiveTurnoverRules,
  listRules,
  lockRules,
  paidTurnoverTiers,
  saveCashSurplus,
  saveRules,
} from './recommend.repository';

/** A refusal of a recommend call, answered with a code of the `recommend` family. */
const recommendError = (code: string, options: { message?: string; data?: unknown } = {}) =>
  new AppError(code, { family: 'recommend', ...options });

/** A rule that cannot be: 102 with the field it is about. */
const invalidRule = (field: string, message: string) =>
  recommendError('102', { message, data: { field } });

/** Where the turnover of a friend comes from: the house's games, tables and sportsbook. */
export type TurnoverSource = {
  settledStakesOf: (
    memberIds: readonly number[],
    currency: Currency,
  ) => Promise<Map<number, bigint>>;
};

export type RecommendServiceDeps = {
  ledger: LedgerService;
  operators: OperatorService;
  events: DomainEventBus;
  accountSettings: Pick<AccountSettingsService, 'get'>;
  /** The house's rounds, table bets and sport bets, each asked through its own service. */
  turnover: readonly TurnoverSource[];
};

/** The member of a call. */
export type RecommendCaller = {
  siteId: number;
  member: Pick<
    typeof members.$inferSelect,
    'id' | 'currency' | 'recommendCode' | 'isAgent' | 'agentId'
  >;
};

/** A paid award, to announce once its transaction has committed. */
type PaidAward = {
  siteId: number;
  memberId: number;
  currency: Currency;
  amount: bigint;
  cash: bigint;
};

/** Thrown inside an award's transaction to roll it back when the award was paid already. */
class AwardTaken extends Error {}

/** How many friends one step of the turnover check looks at. */
const FRIENDS_PER_BATCH = 500;

const percentToBp = (percent: number): number | undefined => {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 && bp >= 0 && bp <= 10_000 ? bp : undefined;
};

/** The first-deposit award a deposit earns under the rules (0n when none). */
export const firstDepositAward = (rules: RecommendRuleSet, deposit: bigint): bigint => {
  if (rules.firstDepositMin === null || deposit < rules.firstDepositMin) return 0n;
  if (rules.firstDepositPercentBp > 0) {
    const share = (deposit * BigInt(rules.firstDepositPercentBp)) / 10_000n;
    return share < rules.firstDepositCap ? share : rules.firstDepositCap;
  }
  return rules.firstDepositAward;
};

export const rulesView = (rules: RecommendRuleSet): RecommendRules => ({
  currency: rules.currency,
  active: rules.active,
  first_deposit:
    rules.firstDepositMin === null
      ? null
      : {
          min_deposit: formatMinorUnits(rules.firstDepositMin, rules.currency),
          award: formatMinorUnits(rules.firstDepositAward, rules.currency),
          percent: rules.firstDepositPercentBp / 100,
          cap: formatMinorUnits(rules.firstDepositCap, rules.currency),
        },
  turnover_tiers: rules.tiers.map((tier) => ({
    tier: tier.tier,
    turnover: formatMinorUnits(tier.turnover, rules.currency),
    award: formatMinorUnits(tier.award, rules.currency),
  })),
  updated_at: rules.updatedAt.toISOString(),
});

/** The instants of an optional day range: both ends or neither (103 otherwise). */
const optionalRange = (start?: string, end?: string): { from?: Date; to?: Date } => {
  if (start === undefined && end === undefined) return {};
  if (start === undefined || end === undefined) throw recommendError('103');
  try {
    return siteDayRange(start, end);
  } catch {
    throw recommendError('103');
  }
};

/** A friend's account as the recommender sees it: the first two and last two characters. */
export const maskFriendAccount = (account: string): string =>
  account.length <= 4 ? maskTail(account, 1) : `${account.slice(0, 2)}***${account.slice(-2)}`;

/**
 * Recommend a friend. A member's friends are the members who registered with their recommend
 * code (`members.recommended_by`). Under the operator's rules of the currency, the friend's first
 * deposit of at least a minimum pays the recommender a fixed award or a capped percent of it, and
 * the friend's turnover reaching each tier pays that tier's award, each once: one ledger transfer
 * (`recommend_award`) from the house's bonus account per award, with a row whose unique key
 * (kind, friend, tier) and the ledger key `recommend:{kind}:{friend}:{tier}` both refuse a second.
 * A recommender who is frozen or disabled, of another currency, or the friend themself is not paid.
 */
export const createRecommendService = (db: Db, deps: RecommendServiceDeps) => {
  const { ledger, operators, events, accountSettings } = deps;

  const announce = (paid: PaidAward): void => {
    events.publish('member.cash', {
      siteId: paid.siteId,
      memberId: paid.memberId,
      currency: paid.currency,
      cash: formatMinorUnits(paid.cash, paid.currency),
    });
  };

  /**
   * Pay one award in the caller's transaction; undefined when it is not to be paid (the
   * recommender is inactive, of another currency, the friend themself) or was paid already.
   */
  const payAwardWithin = async (
    tx: Db,
    input: {
      siteId: number;
      friend: Pick<AwardMember, 'id' | 'recommendedBy'>;
      kind: RecommendAwardKind;
      tier: number;
      currency: Currency;
      amount: bigint;
      basis: bigint;
      memo: Record<string, unknown>;
    },
  ): Promise<PaidAward | undefined> => {
    const { siteId, friend, currency } = input;
    if (friend.recommendedBy === null || friend.recommendedBy === friend.id) return undefined;
    if (input.amount <= 0n) return undefined;
    // The recommender's row is shared until the award commits: freezing them waits for it.
    const recommender = await findAwardMember(tx, siteId, friend.recommendedBy, true);
    if (
      recommender?.status !== MEMBER_STATUSES.active ||
      recommender.currency !== currency ||
      recommender.id === friend.id
    ) {
      return undefined;
    }
    const [wallet, bonus] = await Promise.all([
      ledger.ensureAccount({ siteId, kind: 'member_main', memberId: recommender.id, currency }, tx),
      ledger.ensureAccount({ siteId, kind: 'house_bonus', currency }, tx),
    ]);
    const moved = await ledger.transferWithin(tx, {
      siteId,
      idempotencyKey: `recommend:${input.kind}:${friend.id}:${input.tier}`,
      kind: 'recommend_award',
      currency,
      amount: input.amount,
      from: bonus.id,
      to: wallet.id,
      memo: { friend_id: friend.id, award: input.kind, tier: input.tier, ...input.memo },
    });
    if (moved.replayed) return undefined;
    const row = await insertAward(tx, {
      siteId,
      recommenderId: recommender.id,
      friendId: friend.id,
      kind: input.kind,
      tier: input.tier,
      currency,
      amount: input.amount,
      basis: input.basis,
      transferId: moved.transferId,
    });
    if (!row) throw new AwardTaken();
    return {
      siteId,
      memberId: recommender.id,
      currency,
      amount: input.amount,
      cash: moved.balances.to,
    };
  };

  /** Whether the site's programme is open and the currency has active rules. */
  const activeRules = async (
    siteId: number,
    currency: Currency,
    conn: Db = db,
  ): Promise<RecommendRuleSet | undefined> => {
    if (!(await isFriendRecommendOn(conn, siteId))) return undefined;
    const rules = await findRules(conn, siteId, currency);
    return rules?.active ? rules : undefined;
  };

  /** 101 for an agent (they recruit through agent links), 104 for an agent's downline. */
  const agentStanding = (member: RecommendCaller['member']): AppError | undefined => {
    if (member.isAgent) return new AppError('101', { family: 'applyForAgent' });
    if (member.agentId !== null) return new AppError('104', { family: 'applyForAgent' });
    return undefined;
  };

  /** Refuse (recommend 101) a member for whom friend recommendation is closed. */
  const requireOpen = async (caller: RecommendCaller): Promise<RecommendRuleSet | undefined> => {
    const settings = await accountSettings.get(caller.siteId);
    if (!settings.friendRecommend || agentStanding(caller.member)) throw recommendError('101');
    const rules = await findRules(db, caller.siteId, caller.member.currency);
    return rules?.active ? rules : undefined;
  };

  /** The friends' turnover: the stakes of their settled bets, from every source. */
  const turnoverOf = async (memberIds: readonly number[], currency: Currency) => {
    const totals = new Map<number, bigint>();
    for (const source of deps.turnover) {
      for (const [memberId, amount] of await source.settledStakesOf(memberIds, currency)) {
        totals.set(memberId, (totals.get(memberId) ?? 0n) + amount);
      }
    }
    return totals;
  };

  /** Pay the turnover tiers these friends reached and were not paid yet; one transaction each. */
  const payTurnoverFor = async (
    rules: RecommendRuleSet,
    friends: readonly AwardMember[],
  ): Promise<PaidAward[]> => {
    const ids = friends.map((friend) => friend.id);
    if (ids.length === 0 || rules.tiers.length === 0) return [];
    const totals = await turnoverOf(ids, rules.currency);
    const paid = new Set(
      (await paidTurnoverTiers(db, ids)).map((row) => `${row.friendId}:${row.tier}`),
    );
    const done: PaidAward[] = [];
    for (const friend of friends) {
      const turnover = totals.get(friend.id) ?? 0n;
      for (const tier of rules.tiers) {
        if (turnover < tier.turnover || paid.has(`${friend.id}:${tier.tier}`)) continue;
        const award = await db
          .transaction((tx) =>
            payAwardWithin(tx, {
              siteId: rules.siteId,
              friend,
              kind: 'turnover',
              tier: tier.tier,
              currency: rules.currency,
              amount: tier.award,
              basis: tier.turnover,
              memo: { turnover: turnover.toString() },
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof AwardTaken) return undefined;
            throw error;
          });
        if (award) {
          announce(award);
          done.push(award);
        }
      }
    }
    return done;
  };

  return {
    /** `/bonus_setting/check`: 1 when the programme is open and the currency has active rules. */
    bonusCheck: async (siteId: number, currency: Currency): Promise<{ is_friend: 0 | 1 }> => ({
      is_friend: (await activeRules(siteId, currency)) ? 1 : 0,
    }),

    /**
     * `/member/apply_for_agent/check`: success for an ordinary member; applyForAgent 101 for an
     * agent, 104 for an agent's downline (friend recommendation is off for both, spec section 6).
     */
    applyForAgentCheck: async (
      member: RecommendCaller['member'],
    ): Promise<Record<string, never>> => {
      const refusal = agentStanding(member);
      if (refusal) throw refusal;
      return {};
    },

    /** `/arks/web/cash_surplus/check`: the operator's switch for the currency (off by default). */
    cashSurplusCheck: async (siteId: number, currency: Currency): Promise<{ active: boolean }> => ({
      active: await findCashSurplus(db, siteId, currency),
    }),

    /** The member's code and invite link (recommend 101 when recommendation is closed for them). */
    invite: async (caller: RecommendCaller) => {
      await requireOpen(caller);
      return {
        code: caller.member.recommendCode,
        link: `${recommendLinkPath(caller.member.recommendCode)}&currency=${caller.member.currency}`,
        currency: caller.member.currency,
      };
    },

    /** The active rules of the member's currency, or null. */
    rules: async (caller: RecommendCaller): Promise<{ rules: RecommendRules | null }> => {
      const rules = await requireOpen(caller);
      return { rules: rules ? rulesView(rules) : null };
    },

    /** The member's awards, newest first, with the totals of the range. */
    awards: async (
      caller: RecommendCaller,
      body: CallParsedRequest<typeof recommendAwardsCall>,
    ): Promise<CallResponse<typeof recommendAwardsCall>> => {
      const window = optionalRange(body.start_date, body.end_date);
      const { rows, totals } = await awardsPage(db, caller.member.id, window, {
        limit: body.count,
        offset: (body.page - 1) * body.count,
      });
      const currency = caller.member.currency;
      return {
        list: rows.map(({ award, friendAccount }) => ({
          id: award.id,
          friend_account: maskFriendAccount(friendAccount),
          kind: award.kind,
          tier: award.tier,
          amount: formatMinorUnits(award.amount, award.currency),
          currency: award.currency,
          basis: formatMinorUnits(award.basis, award.currency),
          created_at: award.createdAt.toISOString(),
        })),
        total_count: totals.count,
        page: body.page,
        count: body.count,
        totals: {
          awards: totals.count,
          amount: formatMinorUnits(BigInt(totals.amount), currency),
          first_deposit: formatMinorUnits(BigInt(totals.firstDeposit), currency),
          turnover: formatMinorUnits(BigInt(totals.turnover), currency),
        },
      };
    },

    /** The member's friends, newest first, with first deposit, turnover and awards. */
    friends: async (
      caller: RecommendCaller,
      body: CallParsedRequest<typeof recommendFriendsCall>,
    ): Promise<CallResponse<typeof recommendFriendsCall>> => {
      const window = optionalRange(body.start_date, body.end_date);
      const account = body.account?.trim();
      const { rows, total } = await friendsPage(
        db,
        caller.siteId,
        caller.member.id,
        { ...window, ...(account ? { account } : {}) },
        { limit: body.count, offset: (body.page - 1) * body.count },
      );
      const currency = caller.member.currency;
      const ids = rows.map((row) => row.id);
      const [turnover, awards] = await Promise.all([
        turnoverOf(ids, currency),
        awardsByFriend(db, caller.member.id, ids),
      ]);
      return {
        list: rows.map((row) => ({
          friend_account: maskFriendAccount(row.account),
          registered_at: row.createdAt.toISOString(),
          first_deposit: row.depositTimes > 0,
          turnover: formatMinorUnits(turnover.get(row.id) ?? 0n, currency),
          awards: formatMinorUnits(awards.get(row.id) ?? 0n, currency),
        })),
        total_count: total,
        page: body.page,
        count: body.count,
      };
    },

    /** Pay now the turnover tiers the member's friends reached (the timer does it too). */
    checkNow: async (caller: RecommendCaller): Promise<{ paid: number; amount: string }> => {
      const rules = await requireOpen(caller);
      if (!rules) return { paid: 0, amount: formatMinorUnits(0n, caller.member.currency) };
      const friends = (await friendsOf(db, caller.siteId, caller.member.id)).filter(
        (friend) => friend.currency === rules.currency,
      );
      const paid = await payTurnoverFor(rules, friends);
      const total = paid.reduce((sum, award) => sum + award.amount, 0n);
      return { paid: paid.length, amount: formatMinorUnits(total, rules.currency) };
    },

    /**
     * Pay the first-deposit award of a friend's first deposit inside the deposit's transaction
     * (a savepoint: an award that cannot be paid never undoes the deposit). Answers what to
     * announce once the caller's transaction has committed.
     */
    payFirstDepositWithin: async (
      tx: Db,
      deposit: {
        siteId: number;
        memberId: number;
        currency: Currency;
        amount: bigint;
        orderNumber: string;
      },
    ): Promise<(() => void) | undefined> => {
      const friend = await findAwardMember(tx, deposit.siteId, deposit.memberId);
      if (friend?.recommendedBy === null || friend?.recommendedBy === undefined) return undefined;
      const rules = await activeRules(deposit.siteId, deposit.currency, tx);
      if (!rules) return undefined;
      const amount = firstDepositAward(rules, deposit.amount);
      if (amount <= 0n) return undefined;
      const award = await tx
        .transaction((savepoint) =>
          payAwardWithin(savepoint, {
            siteId: deposit.siteId,
            friend,
            kind: 'first_deposit',
            tier: 0,
            currency: deposit.currency,
            amount,
            basis: deposit.amount,
            memo: { order_number: deposit.orderNumber },
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof AwardTaken) return undefined;
          throw error;
        });
      return award ? () => announce(award) : undefined;
    },

    /**
     * The timer's step: for every site and currency whose active rules have turnover tiers, pay
     * the tiers friends reached. Answers how many awards it paid.
     */
    payDueTurnover: async (): Promise<number> => {
      let paid = 0;
      for (const rules of await listActiveTurnoverRules(db)) {
        const settings = await accountSettings.get(rules.siteId);
        if (!settings.friendRecommend) continue;
        let afterId = 0;
        for (;;) {
          const friends = await friendsBatch(
            db,
            rules.siteId,
            rules.currency,
            afterId,
            FRIENDS_PER_BATCH,
          );
          if (friends.length === 0) break;
          paid += (await payTurnoverFor(rules, friends)).length;
          afterId = friends[friends.length - 1]?.id ?? afterId;
          if (friends.length < FRIENDS_PER_BATCH) break;
        }
      }
      return paid;
    },

    /** The site's rules for the operator, by currency. */
    operatorRules: async (
      siteId: number,
      currency?: Currency,
    ): Promise<{ list: RecommendRules[] }> => ({
      list: (await listRules(db, siteId, currency)).map(rulesView),
    }),

    /**
     * Replace a currency's rules: 461 for a currency the site does not offer, 102 (data.field)
     * for an amount that is not a positive amount of the currency, a percent without a cap, or
     * tiers that do not rise. Audited.
     */
    setRules: async (
      site: { id: number; currencies: readonly Currency[] },
      input: CallParsedRequest<typeof operatorRecommendRulesSetCall>,
      actor: string,
    ): Promise<RecommendRules> => {
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      const { currency } = input;
      const amount = (field: string, text: string, mayBeZero = false): bigint => {
        const value = parseMinorUnits(text, currency);
        if (value === undefined || value < 0n || (!mayBeZero && value === 0n)) {
          throw invalidRule(field, `${field} is not a positive amount of ${currency}.`);
        }
        return value;
      };
      let firstDeposit = {
        firstDepositMin: null as bigint | null,
        firstDepositAward: 0n,
        firstDepositPercentBp: 0,
        firstDepositCap: 0n,
      };
      if (input.first_deposit) {
        const min = amount('first_deposit.min_deposit', input.first_deposit.min_deposit);
        const bp = percentToBp(input.first_deposit.percent);
        if (bp === undefined) {
          throw invalidRule('first_deposit.percent', 'percent has at most two decimals, 0 to 100.');
        }
        if (bp > 0) {
          const cap = amount('first_deposit.cap', input.first_deposit.cap);
          firstDeposit = {
            firstDepositMin: min,
            firstDepositAward: 0n,
            firstDepositPercentBp: bp,
            firstDepositCap: cap,
          };
        } else {
          const award = amount('first_deposit.award', input.first_deposit.award);
          firstDeposit = {
            firstDepositMin: min,
            firstDepositAward: award,
            firstDepositPercentBp: 0,
            firstDepositCap: 0n,
          };
        }
      }
      const tiers = input.turnover_tiers.map((tier, index) => ({
        turnover: amount(`turnover_tiers.${index}.turnover`, tier.turnover),
        award: amount(`turnover_tiers.${index}.award`, tier.award),
      }));
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1];
        if (before && tier.turnover <= before.turnover) {
          throw invalidRule(
            `turnover_tiers.${index}.turnover`,
            'Each tier needs more turnover than the one before.',
          );
        }
      });
      if (input.active && firstDeposit.firstDepositMin === null && tiers.length === 0) {
        throw invalidRule('turnover_tiers', 'Active rules pay a first-deposit award or a tier.');
      }
      return db.transaction(async (tx) => {
        await lockRules(tx, site.id, currency);
        await saveRules(
          tx,
          { siteId: site.id, currency, active: input.active, ...firstDeposit, updatedBy: actor },
          tiers,
        );
        const saved = await findRules(tx, site.id, currency);
        if (!saved) throw new Error('recommend rules not saved');
        const view = rulesView(saved);
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: 'recommend.rules.set',
            targetType: 'recommend_rules',
            targetId: currency,
            reason: input.reason,
            details: { ...view, updated_at: undefined },
          },
          tx,
        );
        return view;
      });
    },

    /** Switch the cash-surplus feature of a currency (461 for a currency the site does not offer). */
    setCashSurplus: async (
      site: { id: number; currencies: readonly Currency[] },
      input: { currency: Currency; active: boolean; reason: string },
      actor: string,
    ): Promise<{ currency: Currency; active: boolean }> => {
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      return db.transaction(async (tx) => {
        await saveCashSurplus(tx, site.id, input.currency, input.active);
        await operators.audit(
          {
            siteId: site.id,
            actor,
            action: 'cash_surplus.set',
            targetType: 'cash_surplus',
            targetId: input.currency,
            reason: input.reason,
            details: { active: input.active },
          },
          tx,
        );
        return { currency: input.currency, active: input.active };
      });
    },
  };
};

export type RecommendService = ReturnType<typeof createRecommendService>;
