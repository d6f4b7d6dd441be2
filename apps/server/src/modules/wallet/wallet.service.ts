import { randomUUID } from 'node:crypto';

import {
  type MyCashEntry,
  type OneKeyReturnData,
  type OneKeyReturnResult,
} from '@member-site/contracts';
import {
  type Currency,
  type ProviderWalletStatus,
  type SupportedLanguage,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { LedgerAccount, LedgerService } from '../ledger/ledger.service';
import { moneyError, toMoneyError } from '../ledger/money-errors';
import {
  type ProviderAdapter,
  ProviderError,
  type ProviderMember,
  type ProviderRegistry,
  providerFailureOf,
} from './provider-adapter';
import {
  type GameProviderRow,
  findMainBalance,
  findHeldBonus,
  findMemberWallets,
  findProvider,
  findProviders,
} from './wallet.repository';

/** The member as the wallet needs them (a session's member row fits). */
export type WalletMember = { id: number; account: string; currency: Currency; siteId: number };

/** Whose main wallet: a member of a site, in the member's currency. */
export type MainWalletOwner = { siteId: number; memberId: number; currency: Currency };

export type WalletServiceDeps = {
  ledger: LedgerService;
  providers: ProviderRegistry;
  rateLimiter: RateLimiter;
  events: DomainEventBus;
  /**
   * Called when something unexpected happened around a provider, above all when undoing a
   * provider-side step failed: money then needs a person to look at it.
   */
  onUnexpected?: (error: unknown, context: Record<string, unknown>) => void;
};

/** One one-key return per member per 10 s (code 105 otherwise). */
export const ONE_KEY_RETURN_RULE = { points: 1, durationSeconds: 10 };
const ONE_KEY_RETURN_LIMIT = 'one-key-return';

/** Longest idempotency key a caller may give transferToProvider. */
const MAX_TRANSFER_KEY_LENGTH = 96;

const oneKeyReturnError = (code: string, data?: OneKeyReturnData) =>
  new AppError(code, { family: 'oneKeyReturn', data });

const providerMemberOf = (member: WalletMember): ProviderMember => ({
  id: member.id,
  account: member.account,
  currency: member.currency,
  siteId: member.siteId,
});

export type TransferToProviderResult = {
  /** True when this key had already moved the money: nothing moved this time. */
  replayed: boolean;
  /** Balances after the transfer, minor units. */
  main: bigint;
  provider: bigint;
};

/**
 * The member's wallets: the main wallet (ledger kind member_main) and one per game provider
 * (member_provider, named by game_providers.code), the wallet panel, transfers into a provider
 * and the one-key return. Provider-side effects go through the provider adapters; a provider row
 * whose code has no adapter counts as unavailable.
 */
export const createWalletService = (db: Db, deps: WalletServiceDeps) => {
  const { ledger, providers, rateLimiter, events } = deps;
  const reportUnexpected =
    deps.onUnexpected ??
    ((error: unknown, context: Record<string, unknown>) => {
      console.error('wallet: unexpected failure around a provider', context, error);
    });

  const mainWallet = (member: WalletMember, tx: Db = db): Promise<LedgerAccount> =>
    ledger.ensureAccount(
      {
        siteId: member.siteId,
        kind: 'member_main',
        memberId: member.id,
        currency: member.currency,
      },
      tx,
    );

  /**
   * Lock the member's main wallet and one provider wallet for the rest of the transaction, so a
   * transfer in and a return of the same wallets queue instead of deadlocking.
   */
  const lockWalletPair = async (
    tx: Db,
    mainId: number,
    providerId: number,
  ): Promise<{ main: LedgerAccount; provider: LedgerAccount }> => {
    const rows = await ledger.lockAccountsWithin(tx, [mainId, providerId]);
    const main = rows.find((row) => row.id === mainId);
    const provider = rows.find((row) => row.id === providerId);
    if (!main || !provider) throw new Error('wallet accounts disappeared');
    return { main, provider };
  };

  const providerWallet = (member: WalletMember, code: string): Promise<LedgerAccount> =>
    ledger.ensureAccount({
      siteId: member.siteId,
      kind: 'member_provider',
      memberId: member.id,
      provider: code,
      currency: member.currency,
    });

  const statusOf = (row: GameProviderRow): ProviderWalletStatus => {
    if (row.status === 'maintenance') return 'maintenance';
    return providers.get(row.code) ? 'active' : 'unavailable';
  };

  const publishCash = (member: WalletMember, balance: bigint) => {
    events.publish('member.cash', {
      siteId: member.siteId,
      memberId: member.id,
      currency: member.currency,
      cash: formatMinorUnits(balance, member.currency),
    });
  };

  /**
   * Whether the member has a game round in progress at any of these providers (one-key return
   * 102). The source of truth is the provider itself, asked through its adapter's `isPlaying`:
   * the house provider answers from its open rounds. A provider that cannot answer is not
   * counted as playing; its own return then fails on its own.
   */
  const isGameInProgress = async (
    member: WalletMember,
    adapters: ProviderAdapter[],
  ): Promise<boolean> => {
    const answers = await Promise.all(
      adapters.map((adapter) =>
        adapter.isPlaying({ member: providerMemberOf(member) }).catch(() => false),
      ),
    );
    return answers.some(Boolean);
  };

  /**
   * Bring one provider's balance home: ask the provider its balance, take it out there, then in
   * ONE database transaction settle the provider-side win or loss against house_provider(code)
   * and move the balance back to the main wallet. The member's two wallets stay locked from the
   * first question to the commit, so no transfer in can slip between the balance read and the
   * settlement. If the database refuses after the provider paid out, the money is put back at
   * the provider, so both sides still agree.
   */
  const returnFromProvider = async (
    member: WalletMember,
    language: SupportedLanguage,
    context: { main: LedgerAccount; wallet: LedgerAccount; row: GameProviderRow; opId: string },
  ): Promise<OneKeyReturnResult> => {
    const { main, wallet, row, opId } = context;
    const result = (
      status: OneKeyReturnResult['status'],
      code: string,
      minor = 0n,
    ): OneKeyReturnResult => ({
      gp_id: row.id,
      gp_name: pickLocalized(row.name, language),
      amount: formatMinorUnits(minor, member.currency),
      status,
      code,
    });
    if (row.status === 'maintenance') return result('maintenance', '103');
    const adapter = providers.get(row.code);
    if (!adapter) return result('failed', '104');

    const providerMember = providerMemberOf(member);
    const providerKey = `return:${opId}:${row.code}`;
    const house = await ledger.ensureAccount({
      siteId: member.siteId,
      kind: 'house_provider',
      provider: row.code,
      currency: member.currency,
    });
    let paidOut = 0n;
    try {
      const returned = await db.transaction(async (tx) => {
        const { provider: locked } = await lockWalletPair(tx, main.id, wallet.id);
        const remote =
          adapter.ledgerBacked === true
            ? locked.balance
            : await adapter.balance({ member: providerMember });
        if (remote < 0n) throw new ProviderError('refused', 'negative provider balance');
        if (remote > 0n) {
          await adapter.transferOut({
            member: providerMember,
            amount: remote,
            idempotencyKey: providerKey,
          });
          paidOut = remote;
        }
        const difference = remote - locked.balance;
        if (difference !== 0n) {
          const won = difference > 0n;
          await ledger.transferWithin(tx, {
            siteId: member.siteId,
            idempotencyKey: `settle:${opId}:${row.code}`,
            kind: 'game_settlement',
            currency: member.currency,
            amount: won ? difference : -difference,
            from: won ? house.id : wallet.id,
            to: won ? wallet.id : house.id,
            memo: { provider: row.code, member_id: member.id },
          });
        }
        if (remote > 0n) {
          await ledger.transferWithin(tx, {
            siteId: member.siteId,
            idempotencyKey: `transfer-out:${opId}:${row.code}`,
            kind: 'transfer_out',
            currency: member.currency,
            amount: remote,
            from: wallet.id,
            to: main.id,
            memo: { provider: row.code, gp_id: row.id },
          });
        }
        return remote;
      });
      return result('success', '100', returned);
    } catch (error) {
      if (paidOut > 0n) {
        await adapter
          .transferIn({
            member: providerMember,
            amount: paidOut,
            idempotencyKey: `undo-${providerKey}`,
          })
          .catch((undoError: unknown) => {
            reportUnexpected(undoError, {
              undo: true,
              step: 'return',
              provider: row.code,
              memberId: member.id,
              amount: paidOut.toString(),
            });
          });
      }
      if (!(error instanceof ProviderError)) {
        // Not the provider's answer (a database fault): this provider's return failed, the
        // others still go ahead, and the fault is logged.
        reportUnexpected(error, { step: 'return', provider: row.code, memberId: member.id });
      }
      return providerFailureOf(error) === 'maintenance'
        ? result('maintenance', '103')
        : result('failed', '104');
    }
  };

  return {
    mainWallet,

    /** The main wallet's balance in minor units (0 before the wallet exists). */
    mainBalance: (owner: MainWalletOwner): Promise<bigint> => findMainBalance(db, owner),

    /**
     * The wallet panel: every active provider of the site (and any other where the member still
     * has money), lit first, then by gp_id; total is main plus every provider wallet.
     */
    async myCash(member: WalletMember, language: SupportedLanguage) {
      const owner = { siteId: member.siteId, memberId: member.id, currency: member.currency };
      const [rows, wallets, held] = await Promise.all([
        findProviders(db, member.siteId),
        findMemberWallets(db, owner),
        findHeldBonus(db, owner),
      ]);
      const main = wallets.find((wallet) => wallet.kind === 'member_main')?.balance ?? 0n;
      const atProvider = new Map<string, bigint>();
      let total = main;
      for (const wallet of wallets) {
        if (wallet.kind !== 'member_provider' || wallet.provider === null) continue;
        atProvider.set(wallet.provider, wallet.balance);
        total += wallet.balance;
      }
      const list: MyCashEntry[] = rows
        .map((row) => ({ row, minor: atProvider.get(row.code) ?? 0n }))
        .filter(({ row, minor }) => row.isActive || minor > 0n)
        .map(({ row, minor }) => ({
          gp_id: row.id,
          gp_name: pickLocalized(row.name, language),
          cash: formatMinorUnits(minor, member.currency),
          is_light: minor > 0n,
          icon_light: row.iconLight,
          icon_dark: row.iconDark,
          status: statusOf(row),
        }));
      list.sort((a, b) => Number(b.is_light) - Number(a.is_light) || a.gp_id - b.gp_id);
      return {
        my_cash_list: list,
        total: formatMinorUnits(total, member.currency),
        main: formatMinorUnits(main, member.currency),
        bonus_held: formatMinorUnits(held, member.currency),
      };
    },

    /**
     * Move `amount` minor units from the main wallet to the provider `gpId`. The ledger transfer
     * and the provider's transfer in happen inside one database transaction that commits only
     * after the provider accepted, so the ledger never shows money at a provider that refused.
     * The same `key` again moves nothing (and does not ask the provider again).
     *
     * Throws money 101 (amount), money 105 (not enough in the main wallet), common 404 (no
     * such provider) or a ProviderError (maintenance, unavailable, refused) for the caller to
     * map to its own codes.
     */
    async transferToProvider(
      member: WalletMember,
      gpId: number,
      amount: bigint,
      key: string,
    ): Promise<TransferToProviderResult> {
      if (amount <= 0n) throw moneyError('101');
      if (key.length === 0 || key.length > MAX_TRANSFER_KEY_LENGTH) {
        throw new Error('transferToProvider needs a key of 1 to 96 characters');
      }
      const row = await findProvider(db, member.siteId, gpId);
      if (!row?.isActive) throw notFound();
      if (row.status === 'maintenance') throw new ProviderError('maintenance');
      const adapter = providers.get(row.code);
      if (!adapter) throw new ProviderError('unavailable');

      const main = await mainWallet(member);
      const wallet = await providerWallet(member, row.code);
      const ledgerKey = `transfer-in:${member.id}:${key}`;
      const provider = { accepted: false };
      try {
        const moved = await db.transaction(async (tx) => {
          await lockWalletPair(tx, main.id, wallet.id);
          const transfer = await ledger.transferWithin(tx, {
            siteId: member.siteId,
            idempotencyKey: ledgerKey,
            kind: 'transfer_in',
            currency: member.currency,
            amount,
            from: main.id,
            to: wallet.id,
            memo: { provider: row.code, gp_id: row.id },
          });
          if (!transfer.replayed) {
            await adapter.transferIn({
              member: providerMemberOf(member),
              amount,
              idempotencyKey: ledgerKey,
            });
            provider.accepted = true;
          }
          return transfer;
        });
        if (!moved.replayed) publishCash(member, moved.balances.from);
        return { replayed: moved.replayed, main: moved.balances.from, provider: moved.balances.to };
      } catch (error) {
        if (provider.accepted) {
          // The provider took the money but the commit failed: take it back out there.
          await adapter
            .transferOut({
              member: providerMemberOf(member),
              amount,
              idempotencyKey: `undo-${ledgerKey}`,
            })
            .catch((undoError: unknown) => {
              reportUnexpected(undoError, {
                undo: true,
                step: 'transfer_in',
                provider: row.code,
                memberId: member.id,
                amount: amount.toString(),
              });
            });
        }
        throw toMoneyError(error);
      }
    },

    /**
     * Bring one provider's balance back to the main wallet, as the one-key return does for each
     * (the game's leave). Undefined when the member has nothing there.
     */
    async returnFrom(
      member: WalletMember,
      gpId: number,
      language: SupportedLanguage,
    ): Promise<OneKeyReturnResult | undefined> {
      const row = await findProvider(db, member.siteId, gpId);
      if (!row) return undefined;
      const wallet = await providerWallet(member, row.code);
      if (wallet.balance === 0n) return undefined;
      const main = await mainWallet(member);
      const result = await returnFromProvider(member, language, {
        main,
        wallet,
        row,
        opId: randomUUID(),
      });
      if (result.status === 'success') publishCash(member, await ledger.balanceOf(main.id));
      return result;
    },

    /**
     * One-key return: every provider wallet holding money comes back to the main wallet, each
     * provider in its own transaction, each reported. Codes (family oneKeyReturn): 105 within
     * 10 s of the previous return, 101 nothing anywhere, 102 a game in progress, 103 every
     * provider holding money is in maintenance, 104 every attempted return failed. A partial
     * success is a success whose list says which provider failed.
     */
    async oneKeyReturn(
      member: WalletMember,
      language: SupportedLanguage,
    ): Promise<OneKeyReturnData> {
      const limited = await rateLimiter.hit(
        ONE_KEY_RETURN_LIMIT,
        `${member.siteId}:${member.id}`,
        ONE_KEY_RETURN_RULE,
      );
      if (!limited.allowed) throw oneKeyReturnError('105');

      const [rows, wallets] = await Promise.all([
        findProviders(db, member.siteId),
        findMemberWallets(db, {
          siteId: member.siteId,
          memberId: member.id,
          currency: member.currency,
        }),
      ]);
      const rowByCode = new Map(rows.map((row) => [row.code, row]));
      const holding = wallets.flatMap((wallet) => {
        const row = wallet.provider === null ? undefined : rowByCode.get(wallet.provider);
        return wallet.kind === 'member_provider' && wallet.balance > 0n && row
          ? [{ wallet, row }]
          : [];
      });
      if (holding.length === 0) throw oneKeyReturnError('101');

      const adapters = holding.flatMap(({ row }) => {
        const adapter = providers.get(row.code);
        return adapter && row.status !== 'maintenance' ? [adapter] : [];
      });
      if (await isGameInProgress(member, adapters)) throw oneKeyReturnError('102');

      const main = await mainWallet(member);
      const opId = randomUUID();
      const results: OneKeyReturnResult[] = [];
      // One provider after the other: each is its own unit, and the main wallet row is shared.
      for (const { wallet, row } of holding.sort((a, b) => a.row.id - b.row.id)) {
        results.push(await returnFromProvider(member, language, { main, wallet, row, opId }));
      }
      const balance = await ledger.balanceOf(main.id);
      const data: OneKeyReturnData = {
        list: results,
        main: formatMinorUnits(balance, member.currency),
      };
      const succeeded = results.filter((result) => result.status === 'success');
      if (succeeded.length > 0) {
        publishCash(member, balance);
        events.publish('all_transfer_back', { siteId: member.siteId, memberId: member.id });
        return data;
      }
      if (results.every((result) => result.status === 'maintenance')) {
        throw oneKeyReturnError('103', data);
      }
      throw oneKeyReturnError('104', data);
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
