import type { Currency } from '@member-site/contracts/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { gameProviders, ledgerAccounts } from '../../db/schema';
import type { LedgerAccount } from '../ledger/ledger.service';

export type GameProviderRow = typeof gameProviders.$inferSelect;

/** Every game provider of the site, by gp_id. */
export const findProviders = (db: Db, siteId: number): Promise<GameProviderRow[]> =>
  db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.siteId, siteId))
    .orderBy(asc(gameProviders.id));

export const findProvider = async (
  db: Db,
  siteId: number,
  id: number,
): Promise<GameProviderRow | undefined> => {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.siteId, siteId), eq(gameProviders.id, id)));
  return row;
};

/** The member's wallets (main and per provider) in their currency, as they are now. */
export const findMemberWallets = (
  db: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
): Promise<LedgerAccount[]> =>
  db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, owner.siteId),
        eq(ledgerAccounts.memberId, owner.memberId),
        eq(ledgerAccounts.currency, owner.currency),
        inArray(ledgerAccounts.kind, ['member_main', 'member_provider']),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));

/**
 * What the member's bonuses hold apart from cash (the held-bonus account, kind member_bonus), in
 * minor units: 0 before it exists.
 */
export const findHeldBonus = async (
  db: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
): Promise<bigint> => {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, owner.siteId),
        eq(ledgerAccounts.memberId, owner.memberId),
        eq(ledgerAccounts.currency, owner.currency),
        eq(ledgerAccounts.kind, 'member_bonus'),
      ),
    );
  return row?.balance ?? 0n;
};

/** The member's main-wallet balance in minor units: 0 before the wallet exists. */
export const findMainBalance = async (
  db: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
): Promise<bigint> => {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, owner.siteId),
        eq(ledgerAccounts.memberId, owner.memberId),
        eq(ledgerAccounts.currency, owner.currency),
        eq(ledgerAccounts.kind, 'member_main'),
      ),
    );
  return row?.balance ?? 0n;
};
