import type { BonusGrant } from '@member-site/contracts';
import {
  type BonusSourceKind,
  type Currency,
  formatMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import type { TurnoverWindow } from '../../shared/turnover';
import type { LedgerService } from '../ledger/ledger.service';
import {
  type BonusGrantRow,
  findGrantByKey,
  insertGrant,
  listActiveOwners,
  listExpiredOwners,
  listMemberGrants,
  lockActiveGrants,
  lockMemberBonus,
  updateGrant,
} from './bonus.repository';

/** A source of turnover: one family of the games answering its settled stakes in a window. */
export type TurnoverSource = {
  settledStakesWithin: (tx: Db, window: TurnoverWindow) => Promise<bigint>;
};

export type BonusServiceDeps = {
  ledger: LedgerService;
  events: DomainEventBus;
  /** The house's rounds, its table bets and its sport bets. */
  turnover: readonly TurnoverSource[];
  /**
   * How far behind now a count stops, in ms: a bet is stamped when its transaction begins, so one
   * that began before a count and committed after it must still fall in a later count.
   */
  countLagMs?: number;
  now?: () => Date;
};

export type BonusOwner = { siteId: number; memberId: number; currency: Currency };

export type GrantInput = BonusOwner & {
  /** Minor units, greater than zero. */
  amount: bigint;
  /**
   * The turnover asked before the bonus is cash: a multiple of the amount, or the amount itself
   * (`requiredTurnover`). Zero (or neither) pays straight into the main wallet.
   */
  turnoverMultiple?: number;
  requiredTurnover?: bigint;
  source: { kind: BonusSourceKind; id: number | null };
  /** Unique per site: the same key again answers the first grant and moves nothing. */
  idempotencyKey: string;
  /** When a held grant is forfeited if its turnover is not met (none: never). */
  expiresAt?: Date | null;
  memo?: Record<string, unknown>;
};

export type GrantResult = {
  /** Whether the bonus is held (it asks turnover) rather than cash. */
  held: boolean;
  grantId: number | null;
  transferId: number;
  /** True when the key had paid already: nothing moved this time. */
  replayed: boolean;
  /** The member's main wallet balance now. */
  cash: bigint;
};

export type SettleResult = {
  released: number;
  forfeited: number;
  /** The main wallet's balance after a release (undefined when nothing was released). */
  cash: bigint | undefined;
};

const MAX_LISTED = 100;
/** How many owners one step of the timer settles. */
const OWNERS_PER_STEP = 200;

const keyOf = (idempotencyKey: string) => `bonus:${idempotencyKey}`;

/**
 * Bonus money. A grant that asks no turnover is cash at once (house bonus -> main wallet). One that
 * does is held in the member's held-bonus account and recorded as a grant; the stakes of the
 * member's settled bets in its currency since it was granted count towards it, oldest grant
 * first, each bet once. When its turnover is met it is released into the main wallet; when it
 * expires first it is forfeited back to the house. Every movement is a ledger transfer with a key
 * that names the grant, under the member's advisory lock, so nothing is ever paid twice.
 */
export const createBonusService = (db: Db, deps: BonusServiceDeps) => {
  const { ledger, events } = deps;
  const now = deps.now ?? (() => new Date());
  const lagMs = deps.countLagMs ?? 0;

  const accountsOf = async (tx: Db, owner: BonusOwner) => {
    const [main, held, house] = await Promise.all([
      ledger.ensureAccount({ ...owner, kind: 'member_main' }, tx),
      ledger.ensureAccount({ ...owner, kind: 'member_bonus' }, tx),
      ledger.ensureAccount(
        { siteId: owner.siteId, kind: 'house_bonus', currency: owner.currency },
        tx,
      ),
    ]);
    return { main, held, house };
  };

  const stakesIn = async (tx: Db, window: TurnoverWindow): Promise<bigint> => {
    let total = 0n;
    for (const source of deps.turnover) total += await source.settledStakesWithin(tx, window);
    return total;
  };

  /**
   * Count the turnover since the last count into the owner's active grants and release or forfeit
   * what is due, inside `tx` (which must hold the owner's lock). The time since the last count is
   * cut at each grant's start: the stakes of one stretch go to the grants open during it, oldest
   * first, so a bet counts once across grants, and what no grant needs is not kept.
   */
  const settleLocked = async (tx: Db, owner: BonusOwner, at: Date): Promise<SettleResult> => {
    const grants = await lockActiveGrants(tx, owner);
    const result: SettleResult = { released: 0, forfeited: 0, cash: undefined };
    if (grants.length === 0) return result;
    const counted = new Map<number, bigint>(grants.map((grant) => [grant.id, grant.turnover]));
    const countedUntil = new Map(grants.map((grant) => [grant.id, grant.countedUntil]));
    // Bets settled up to this instant are counted now; later ones at a later count.
    const cut = at.getTime() - lagMs;
    const starts = [...new Set(grants.map((grant) => grant.countedUntil.getTime()))]
      .filter((time) => time < cut)
      .sort((a, b) => a - b);
    for (const [index, start] of starts.entries()) {
      const after = new Date(start);
      const until = new Date(starts[index + 1] ?? cut);
      const open = grants.filter(
        (grant) =>
          grant.countedUntil.getTime() <= start &&
          (grant.expiresAt === null || grant.expiresAt.getTime() > start),
      );
      const placedFrom = open[0]?.grantedAt;
      if (!placedFrom) continue;
      let stakes = await stakesIn(tx, { ...owner, after, until, placedFrom });
      for (const grant of open) countedUntil.set(grant.id, until);
      for (const grant of open) {
        if (stakes <= 0n) break;
        const have = counted.get(grant.id) ?? 0n;
        const take =
          grant.requiredTurnover - have < stakes ? grant.requiredTurnover - have : stakes;
        if (take <= 0n) continue;
        counted.set(grant.id, have + take);
        stakes -= take;
      }
    }
    let accounts: Awaited<ReturnType<typeof accountsOf>> | undefined;
    for (const grant of grants) {
      const turnover = counted.get(grant.id) ?? grant.turnover;
      if (turnover >= grant.requiredTurnover) {
        accounts ??= await accountsOf(tx, owner);
        const moved = await ledger.transferWithin(tx, {
          siteId: owner.siteId,
          idempotencyKey: `bonus-release:${grant.id}`,
          kind: 'bonus_release',
          currency: owner.currency,
          amount: grant.amount,
          from: accounts.held.id,
          to: accounts.main.id,
          memo: { grant_id: grant.id },
        });
        await updateGrant(tx, grant.id, {
          turnover: grant.requiredTurnover,
          countedUntil: countedUntil.get(grant.id) ?? grant.countedUntil,
          status: 'released',
          closeTransferId: moved.transferId,
          closedAt: at,
        });
        result.released += 1;
        result.cash = moved.balances.to;
      } else if (grant.expiresAt !== null && grant.expiresAt.getTime() <= at.getTime()) {
        accounts ??= await accountsOf(tx, owner);
        const moved = await ledger.transferWithin(tx, {
          siteId: owner.siteId,
          idempotencyKey: `bonus-forfeit:${grant.id}`,
          kind: 'bonus_forfeit',
          currency: owner.currency,
          amount: grant.amount,
          from: accounts.held.id,
          to: accounts.house.id,
          memo: { grant_id: grant.id },
        });
        await updateGrant(tx, grant.id, {
          turnover,
          countedUntil: countedUntil.get(grant.id) ?? grant.countedUntil,
          status: 'forfeited',
          closeTransferId: moved.transferId,
          closedAt: at,
        });
        result.forfeited += 1;
      } else {
        await updateGrant(tx, grant.id, {
          turnover,
          countedUntil: countedUntil.get(grant.id) ?? grant.countedUntil,
        });
      }
    }
    return result;
  };

  const publishCash = (owner: BonusOwner, cash: bigint) => {
    events.publish('member.cash', {
      siteId: owner.siteId,
      memberId: owner.memberId,
      currency: owner.currency,
      cash: formatMinorUnits(cash, owner.currency),
    });
  };

  /** Count, release and forfeit for one owner in a transaction of its own; tells the member. */
  const settle = async (owner: BonusOwner): Promise<SettleResult> => {
    const result = await db.transaction(async (tx) => {
      await lockMemberBonus(tx, owner);
      return settleLocked(tx, owner, now());
    });
    if (result.cash !== undefined) publishCash(owner, result.cash);
    return result;
  };

  const grantView = (grant: BonusGrantRow): BonusGrant => ({
    id: grant.id,
    source: grant.sourceKind,
    source_id: grant.sourceId,
    currency: grant.currency,
    amount: formatMinorUnits(grant.amount, grant.currency),
    required_turnover: formatMinorUnits(grant.requiredTurnover, grant.currency),
    turnover: formatMinorUnits(grant.turnover, grant.currency),
    status: grant.status,
    granted_at: grant.grantedAt.toISOString(),
    expires_at: grant.expiresAt === null ? null : grant.expiresAt.toISOString(),
    closed_at: grant.closedAt === null ? null : grant.closedAt.toISOString(),
  });

  return {
    /**
     * Pay a bonus inside the caller's transaction. With no turnover asked it is a `bonus_grant`
     * from the house's bonus account into the main wallet; with turnover it goes into the held
     * bonus and a grant row counts the turnover from now. The ledger key is `bonus:<key>`: the same
     * key again replays and moves nothing. The caller publishes `member.cash` after commit
     * (`publishCash`).
     */
    grantWithin: async (tx: Db, input: GrantInput): Promise<GrantResult> => {
      const multiple = input.turnoverMultiple ?? 0;
      if (!Number.isInteger(multiple) || multiple < 0) {
        throw new Error('turnover multiple must be a whole number, zero or more');
      }
      const required = input.requiredTurnover ?? input.amount * BigInt(multiple);
      if (required < 0n) throw new Error('required turnover must not be negative');
      const owner: BonusOwner = {
        siteId: input.siteId,
        memberId: input.memberId,
        currency: input.currency,
      };
      await lockMemberBonus(tx, owner);
      const accounts = await accountsOf(tx, owner);
      const memo = {
        source: input.source.kind,
        source_id: input.source.id,
        ...(required > 0n ? { required_turnover: required.toString() } : {}),
        ...input.memo,
      };
      if (required === 0n) {
        const moved = await ledger.transferWithin(tx, {
          siteId: owner.siteId,
          idempotencyKey: keyOf(input.idempotencyKey),
          kind: 'bonus_grant',
          currency: owner.currency,
          amount: input.amount,
          from: accounts.house.id,
          to: accounts.main.id,
          memo,
        });
        return {
          held: false,
          grantId: null,
          transferId: moved.transferId,
          replayed: moved.replayed,
          cash: moved.balances.to,
        };
      }
      const existing = await findGrantByKey(tx, owner.siteId, input.idempotencyKey);
      if (existing) {
        return {
          held: true,
          grantId: existing.id,
          transferId: existing.grantTransferId,
          replayed: true,
          cash: accounts.main.balance,
        };
      }
      const at = now();
      // Count what was played before this grant into the older ones first.
      await settleLocked(tx, owner, at);
      const moved = await ledger.transferWithin(tx, {
        siteId: owner.siteId,
        idempotencyKey: keyOf(input.idempotencyKey),
        kind: 'bonus_grant',
        currency: owner.currency,
        amount: input.amount,
        from: accounts.house.id,
        to: accounts.held.id,
        memo,
      });
      const grant = await insertGrant(tx, {
        ...owner,
        amount: input.amount,
        requiredTurnover: required,
        countedUntil: at,
        sourceKind: input.source.kind,
        sourceId: input.source.id,
        idempotencyKey: input.idempotencyKey,
        grantTransferId: moved.transferId,
        grantedAt: at,
        expiresAt: input.expiresAt ?? null,
      });
      const [main] = await ledger.lockAccountsWithin(tx, [accounts.main.id]);
      return {
        held: true,
        grantId: grant.id,
        transferId: moved.transferId,
        replayed: moved.replayed,
        cash: main?.balance ?? accounts.main.balance,
      };
    },

    /** Tell the member's pages their cash changed (after the grant's transaction committed). */
    publishCash,

    /** Count, release and forfeit what is due for one member and currency, now. */
    settle,

    /**
     * The member's grants with their progress, after counting and releasing what is due, and what
     * their active grants hold.
     */
    list: async (owner: BonusOwner) => {
      await settle(owner);
      const rows = await listMemberGrants(db, owner, MAX_LISTED);
      const held = rows
        .filter((row) => row.status === 'active')
        .reduce((sum, row) => sum + row.amount, 0n);
      return {
        currency: owner.currency,
        held: formatMinorUnits(held, owner.currency),
        list: rows.map(grantView),
      };
    },

    /** The held bonus of the member in the currency, minor units. */
    heldOf: async (owner: BonusOwner): Promise<bigint> =>
      (await ledger.ensureAccount({ ...owner, kind: 'member_bonus' })).balance,

    /**
     * One step of the timer: forfeit the grants that expired, and count and release for every
     * member with an active grant (a bounded batch per step). Answers what it did.
     */
    settleDue: async (): Promise<SettleResult> => {
      const at = now();
      const owners = new Map<string, BonusOwner>();
      for (const owner of [
        ...(await listExpiredOwners(db, at, OWNERS_PER_STEP)),
        ...(await listActiveOwners(db, OWNERS_PER_STEP)),
      ]) {
        owners.set(`${owner.siteId}:${owner.memberId}:${owner.currency}`, owner);
      }
      const total: SettleResult = { released: 0, forfeited: 0, cash: undefined };
      for (const owner of owners.values()) {
        const result = await settle(owner);
        total.released += result.released;
        total.forfeited += result.forfeited;
      }
      return total;
    },
  };
};

export type BonusService = ReturnType<typeof createBonusService>;
