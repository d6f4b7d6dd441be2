import { LAST_PLAYED_LIMIT } from '@member-site/contracts/constants';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  type GamePlayStatus,
  gameHalls,
  gamePlays,
  gameProviders,
  games,
  memberFavoriteGames,
  memberRecentGames,
  providerCurrencies,
  providerHalls,
  providerMaintenance,
} from '../../db/schema';

export type GameHallRow = typeof gameHalls.$inferSelect;
export type ProviderRow = typeof gameProviders.$inferSelect;
export type ProviderHallRow = typeof providerHalls.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type MaintenanceRow = typeof providerMaintenance.$inferSelect;
export type GamePlayRow = typeof gamePlays.$inferSelect;

/** Everything of a site's catalogue, as stored: the catalogue service keeps it in memory. */
export type CatalogueRows = {
  halls: GameHallRow[];
  providers: ProviderRow[];
  providerHalls: ProviderHallRow[];
  currencies: { providerId: number; currency: string }[];
  /** Maintenance windows that have not ended yet. */
  maintenance: MaintenanceRow[];
  games: GameRow[];
};

export const loadCatalogue = async (db: Db, siteId: number, now: Date): Promise<CatalogueRows> => {
  const providers = await db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.siteId, siteId))
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id));
  const providerIds = providers.map((provider) => provider.id);
  const none = providerIds.length === 0;
  const [halls, hallRows, currencies, maintenance, gameRows] = await Promise.all([
    db
      .select()
      .from(gameHalls)
      .where(eq(gameHalls.siteId, siteId))
      .orderBy(asc(gameHalls.sort), asc(gameHalls.gtId)),
    none
      ? []
      : db
          .select()
          .from(providerHalls)
          .where(inArray(providerHalls.providerId, providerIds))
          .orderBy(asc(providerHalls.sort), asc(providerHalls.providerId)),
    none
      ? []
      : db
          .select({
            providerId: providerCurrencies.providerId,
            currency: providerCurrencies.currency,
          })
          .from(providerCurrencies)
          .where(inArray(providerCurrencies.providerId, providerIds)),
    none
      ? []
      : db
          .select()
          .from(providerMaintenance)
          .where(
            and(
              inArray(providerMaintenance.providerId, providerIds),
              sql`${providerMaintenance.endsAt} > ${now}`,
            ),
          )
          .orderBy(asc(providerMaintenance.startsAt)),
    db.select().from(games).where(eq(games.siteId, siteId)).orderBy(asc(games.sort), asc(games.id)),
  ]);
  return { halls, providers, providerHalls: hallRows, currencies, maintenance, games: gameRows };
};

/** The member's favourite game ids. */
export const findFavoriteIds = async (db: Db, memberId: number): Promise<number[]> =>
  (
    await db
      .select({ gameId: memberFavoriteGames.gameId })
      .from(memberFavoriteGames)
      .where(eq(memberFavoriteGames.memberId, memberId))
      .orderBy(desc(memberFavoriteGames.createdAt), desc(memberFavoriteGames.gameId))
  ).map((row) => row.gameId);

/** Add and remove favourites in one transaction; games of other sites are skipped. */
export const storeFavorites = async (
  db: Db,
  scope: { siteId: number; memberId: number },
  changes: { gameId: number; favorite: boolean }[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    const added = changes.filter((change) => change.favorite).map((change) => change.gameId);
    const removed = changes.filter((change) => !change.favorite).map((change) => change.gameId);
    if (removed.length > 0) {
      await tx
        .delete(memberFavoriteGames)
        .where(
          and(
            eq(memberFavoriteGames.memberId, scope.memberId),
            inArray(memberFavoriteGames.gameId, removed),
          ),
        );
    }
    if (added.length > 0) {
      const own = await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.siteId, scope.siteId), inArray(games.id, added)));
      if (own.length > 0) {
        await tx
          .insert(memberFavoriteGames)
          .values(own.map((game) => ({ memberId: scope.memberId, gameId: game.id })))
          .onConflictDoNothing();
      }
    }
  });
};

/** The member's last played game ids, newest first. */
export const findRecentIds = async (db: Db, memberId: number): Promise<number[]> =>
  (
    await db
      .select({ gameId: memberRecentGames.gameId })
      .from(memberRecentGames)
      .where(eq(memberRecentGames.memberId, memberId))
      .orderBy(desc(memberRecentGames.playedAt), desc(memberRecentGames.gameId))
      .limit(LAST_PLAYED_LIMIT)
  ).map((row) => row.gameId);

/** Put the game first in the member's last-played list and forget what falls off its end. */
export const touchRecent = async (db: Db, memberId: number, gameId: number): Promise<void> => {
  await db
    .insert(memberRecentGames)
    .values({ memberId, gameId })
    .onConflictDoUpdate({
      target: [memberRecentGames.memberId, memberRecentGames.gameId],
      set: { playedAt: sql`now()` },
    });
  await db.execute(sql`
    DELETE FROM ${memberRecentGames}
    WHERE ${memberRecentGames.memberId} = ${memberId}
      AND ${memberRecentGames.gameId} NOT IN (
        SELECT ${memberRecentGames.gameId} FROM ${memberRecentGames}
        WHERE ${memberRecentGames.memberId} = ${memberId}
        ORDER BY ${memberRecentGames.playedAt} DESC, ${memberRecentGames.gameId} DESC
        LIMIT ${LAST_PLAYED_LIMIT})`);
};

/** The member's play that has not ended, if any. */
export const findOpenPlay = async (db: Db, memberId: number): Promise<GamePlayRow | undefined> => {
  const [row] = await db
    .select()
    .from(gamePlays)
    .where(and(eq(gamePlays.memberId, memberId), ne(gamePlays.status, 'ended')));
  return row;
};

/**
 * Start a play. Undefined when the member already has one that has not ended (the unique index
 * decides between two launches at the same moment).
 */
export const insertPlay = async (
  db: Db,
  play: Pick<GamePlayRow, 'siteId' | 'memberId' | 'gameId' | 'providerId' | 'device'>,
): Promise<GamePlayRow | undefined> => {
  const [row] = await db.insert(gamePlays).values(play).onConflictDoNothing().returning();
  return row;
};

export const setPlayStatus = async (
  db: Db,
  id: number,
  status: GamePlayStatus,
): Promise<GamePlayRow | undefined> => {
  const [row] = await db
    .update(gamePlays)
    .set({ status, ...(status === 'ended' ? { endedAt: new Date() } : {}) })
    .where(and(eq(gamePlays.id, id), ne(gamePlays.status, 'ended')))
    .returning();
  return row;
};

/** Switch a game or a provider of the site on or off; false when the site has no such row. */
export const setCatalogueEntryActive = async (
  db: Db,
  kind: 'game' | 'provider',
  siteId: number,
  id: number,
  active: boolean,
): Promise<boolean> => {
  const table = kind === 'game' ? games : gameProviders;
  const rows = await db
    .update(table)
    .set({ isActive: active })
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length === 1;
};

/** Replace the provider's maintenance windows that have not ended with `window` (or none). */
export const replaceMaintenance = async (
  db: Db,
  providerId: number,
  window: { startsAt: Date; endsAt: Date } | undefined,
  now: Date,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .delete(providerMaintenance)
      .where(
        and(
          eq(providerMaintenance.providerId, providerId),
          sql`${providerMaintenance.endsAt} > ${now}`,
        ),
      );
    if (window) await tx.insert(providerMaintenance).values({ providerId, ...window });
  });
};
