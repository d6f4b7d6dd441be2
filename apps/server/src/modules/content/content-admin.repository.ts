import type { Currency, SupportedLanguage } from '@member-site/contracts/constants';
import { and, asc, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  type ModelKind,
  announcements,
  bulletins,
  carouselPictures,
  modelItems,
} from '../../db/schema';

export type BannerRow = {
  id: number;
  useType: number;
  currency: Currency | null;
  title: string;
  isActive: boolean;
  sort: number;
};

export type ModelItemRow = {
  id: number;
  kind: ModelKind;
  language: SupportedLanguage;
  modelVersion: string;
  title: string;
  isActive: boolean;
  sort: number;
};

/** Every banner of a site, shown or not, in display order. */
export const listBanners = async (db: Db, siteId: number): Promise<BannerRow[]> => {
  const rows = await db
    .select({
      id: carouselPictures.id,
      useType: carouselPictures.useType,
      currency: carouselPictures.currency,
      title: carouselPictures.title,
      isActive: carouselPictures.isActive,
      sort: carouselPictures.sort,
    })
    .from(carouselPictures)
    .where(eq(carouselPictures.siteId, siteId))
    .orderBy(asc(carouselPictures.useType), asc(carouselPictures.sort), asc(carouselPictures.id));
  return rows.map((row) => ({ ...row, title: row.title.en_US }));
};

/** Show or hide a banner; returns its currency (null: every currency), or undefined if unknown. */
export const setBannerActive = async (
  db: Db,
  siteId: number,
  id: number,
  isActive: boolean,
): Promise<{ currency: Currency | null } | undefined> => {
  const [row] = await db
    .update(carouselPictures)
    .set({ isActive })
    .where(and(eq(carouselPictures.siteId, siteId), eq(carouselPictures.id, id)))
    .returning({ currency: carouselPictures.currency });
  return row;
};

/** Every advertising block of a site's templates, shown or not. */
export const listModelItems = async (
  db: Db,
  siteId: number,
  kind?: ModelKind,
): Promise<ModelItemRow[]> =>
  db
    .select({
      id: modelItems.id,
      kind: modelItems.kind,
      language: modelItems.language,
      modelVersion: modelItems.modelVersion,
      title: modelItems.title,
      isActive: modelItems.isActive,
      sort: modelItems.sort,
    })
    .from(modelItems)
    .where(
      and(
        eq(modelItems.siteId, siteId),
        kind === undefined ? undefined : eq(modelItems.kind, kind),
      ),
    )
    .orderBy(
      asc(modelItems.kind),
      asc(modelItems.language),
      asc(modelItems.sort),
      asc(modelItems.id),
    );

/** Show or hide an advertising block; returns its kind and language, or undefined if unknown. */
export const setModelItemActive = async (
  db: Db,
  siteId: number,
  id: number,
  isActive: boolean,
): Promise<{ kind: ModelKind; language: SupportedLanguage } | undefined> => {
  const [row] = await db
    .update(modelItems)
    .set({ isActive })
    .where(and(eq(modelItems.siteId, siteId), eq(modelItems.id, id)))
    .returning({ kind: modelItems.kind, language: modelItems.language });
  return row;
};

export type AnnouncementRow = typeof announcements.$inferSelect;
export type PopupRow = typeof bulletins.$inferSelect;
export type AnnouncementValues = Partial<
  Pick<
    typeof announcements.$inferInsert,
    | 'title'
    | 'content'
    | 'displayBeforeLogin'
    | 'displayAfterLogin'
    | 'sort'
    | 'isActive'
    | 'publishedAt'
  >
>;
export type PopupValues = Partial<
  Pick<
    typeof bulletins.$inferInsert,
    | 'title'
    | 'content'
    | 'picture'
    | 'displayDevice'
    | 'displayLocation'
    | 'displayFrequency'
    | 'displayBeforeLogin'
    | 'displayAfterLogin'
    | 'sort'
    | 'isActive'
  >
>;

/** Every announcement of a site, shown or not, newest first. */
export const listAnnouncements = (
  db: Db,
  siteId: number,
  limit: number,
): Promise<AnnouncementRow[]> =>
  db
    .select()
    .from(announcements)
    .where(eq(announcements.siteId, siteId))
    .orderBy(desc(announcements.id))
    .limit(limit);

export const insertAnnouncement = async (
  db: Db,
  siteId: number,
  values: AnnouncementValues & Pick<typeof announcements.$inferInsert, 'title' | 'content'>,
): Promise<AnnouncementRow> => {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, siteId })
    .returning();
  if (!row) throw new Error('the announcement was not written');
  return row;
};

/** Change an announcement of the site; undefined when the site has no such announcement. */
export const updateAnnouncement = async (
  db: Db,
  siteId: number,
  id: number,
  values: AnnouncementValues,
): Promise<AnnouncementRow | undefined> => {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(announcements.siteId, siteId), eq(announcements.id, id)))
    .returning();
  return row;
};

/** Every pop-up promotion of a site, shown or not, newest first. */
export const listPopups = (db: Db, siteId: number, limit: number): Promise<PopupRow[]> =>
  db
    .select()
    .from(bulletins)
    .where(eq(bulletins.siteId, siteId))
    .orderBy(desc(bulletins.id))
    .limit(limit);

export const insertPopup = async (
  db: Db,
  siteId: number,
  values: PopupValues & Pick<typeof bulletins.$inferInsert, 'title' | 'content'>,
): Promise<PopupRow> => {
  const [row] = await db
    .insert(bulletins)
    .values({ ...values, siteId })
    .returning();
  if (!row) throw new Error('the pop-up promotion was not written');
  return row;
};

/** Change a pop-up promotion of the site; undefined when the site has no such pop-up. */
export const updatePopup = async (
  db: Db,
  siteId: number,
  id: number,
  values: PopupValues,
): Promise<PopupRow | undefined> => {
  const [row] = await db
    .update(bulletins)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bulletins.siteId, siteId), eq(bulletins.id, id)))
    .returning();
  return row;
};
