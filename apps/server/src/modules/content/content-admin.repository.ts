import type { Currency, SupportedLanguage } from '@member-site/contracts/constants';
import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { type ModelKind, carouselPictures, modelItems } from '../../db/schema';

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
