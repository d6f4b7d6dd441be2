import {
  type BannerUseType,
  type Currency,
  type DiscountCategory,
  type DisplayDevice,
  type DisplayLocation,
  type FaqCategory,
  type MobileTemplate,
  type SupportedLanguage,
  DISPLAY_FREQUENCIES,
} from '@member-site/contracts/constants';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import {
  announcements,
  bulletins,
  carouselPictures,
  discountAwards,
  discounts,
  faqs,
  floatButtons,
  footerBadges,
  footerGroups,
  footerItems,
  footerSettings,
  jackpots,
  logos,
  memberHiddenBulletins,
  mobileFooterItems,
  mobileTemplateConfigs,
  type ModelKind,
  modelItems,
  news,
  registerBackgrounds,
  sponsors,
} from '../../db/schema';

/*
 * The lobby content queries. Every query is scoped to one site, and the visibility the service
 * asks for (time windows, audience, device) is expressed as parameters, so the rules live in the
 * service and the SQL here.
 */

/** Rows whose optional publication window contains `now`. */
const inWindow = (startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: Date): SQL | undefined =>
  and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));

/** Rows for `currency` and rows for every currency; without a currency, all rows. */
const forCurrency = (column: AnyPgColumn, currency: Currency | undefined): SQL | undefined =>
  currency === undefined ? undefined : or(isNull(column), eq(column, currency));

/** Who is looking: visitors see what is shown before login, members what is shown after. */
export type Audience = 'visitor' | 'member';

export type Page = { page: number; count: number };
const offsetOf = ({ page, count: size }: Page) => (page - 1) * size;

export const findLogos = (db: Db, siteId: number) =>
  db
    .select({ id: logos.id, logoType: logos.logoType, imageUrl: logos.imageUrl })
    .from(logos)
    .where(eq(logos.siteId, siteId))
    .orderBy(asc(logos.id));

/**
 * The newest model version with active items for a site, kind and language. Versions are compared
 * as numbers when they are numeric ("10" after "9"), by text otherwise.
 */
export const findLatestModelVersion = async (
  db: Db,
  siteId: number,
  kind: ModelKind,
  language: SupportedLanguage,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ version: modelItems.modelVersion })
    .from(modelItems)
    .where(
      and(
        eq(modelItems.siteId, siteId),
        eq(modelItems.kind, kind),
        eq(modelItems.language, language),
        eq(modelItems.isActive, true),
      ),
    )
    .groupBy(modelItems.modelVersion)
    .orderBy(desc(sql`length(${modelItems.modelVersion})`), desc(modelItems.modelVersion))
    .limit(1);
  return row?.version;
};

export const findModelItems = (
  db: Db,
  siteId: number,
  filter: { kind: ModelKind; language: SupportedLanguage; version: string },
) =>
  db
    .select({
      id: modelItems.id,
      title: modelItems.title,
      description: modelItems.description,
      imageUrl: modelItems.imageUrl,
      selectedType: modelItems.selectedType,
      link: modelItems.link,
      sort: modelItems.sort,
    })
    .from(modelItems)
    .where(
      and(
        eq(modelItems.siteId, siteId),
        eq(modelItems.kind, filter.kind),
        eq(modelItems.language, filter.language),
        eq(modelItems.modelVersion, filter.version),
        eq(modelItems.isActive, true),
      ),
    )
    .orderBy(asc(modelItems.sort), asc(modelItems.id));

export const findTemplateConfig = async (db: Db, siteId: number, name: MobileTemplate) => {
  const [row] = await db
    .select()
    .from(mobileTemplateConfigs)
    .where(and(eq(mobileTemplateConfigs.siteId, siteId), eq(mobileTemplateConfigs.name, name)));
  return row;
};

export const findMobileFooterItems = (db: Db, siteId: number) =>
  db
    .select({
      id: mobileFooterItems.id,
      name: mobileFooterItems.name,
      iconUrl: mobileFooterItems.iconUrl,
      selectedType: mobileFooterItems.selectedType,
      link: mobileFooterItems.link,
    })
    .from(mobileFooterItems)
    .where(and(eq(mobileFooterItems.siteId, siteId), eq(mobileFooterItems.isActive, true)))
    .orderBy(asc(mobileFooterItems.sort), asc(mobileFooterItems.id));

export const findFooter = async (db: Db, siteId: number) => {
  const [groups, items, badges, settings] = await Promise.all([
    db
      .select({ id: footerGroups.id, title: footerGroups.title })
      .from(footerGroups)
      .where(eq(footerGroups.siteId, siteId))
      .orderBy(asc(footerGroups.sort), asc(footerGroups.id)),
    db
      .select({
        id: footerItems.id,
        groupId: footerItems.groupId,
        name: footerItems.name,
        selectedType: footerItems.selectedType,
        link: footerItems.link,
      })
      .from(footerItems)
      .where(and(eq(footerItems.siteId, siteId), eq(footerItems.isActive, true)))
      .orderBy(asc(footerItems.sort), asc(footerItems.id)),
    db
      .select({ id: footerBadges.id, name: footerBadges.name, imageUrl: footerBadges.imageUrl })
      .from(footerBadges)
      .where(and(eq(footerBadges.siteId, siteId), eq(footerBadges.isActive, true)))
      .orderBy(asc(footerBadges.sort), asc(footerBadges.id)),
    db
      .select({ copyright: footerSettings.copyright, about: footerSettings.about })
      .from(footerSettings)
      .where(eq(footerSettings.siteId, siteId)),
  ]);
  return { groups, items, badges, settings: settings[0] };
};

export const findFloatButtons = (db: Db, siteId: number) =>
  db
    .select({
      id: floatButtons.id,
      position: floatButtons.position,
      name: floatButtons.name,
      imageUrl: floatButtons.imageUrl,
      selectedType: floatButtons.selectedType,
      link: floatButtons.link,
    })
    .from(floatButtons)
    .where(and(eq(floatButtons.siteId, siteId), eq(floatButtons.isActive, true)))
    .orderBy(asc(floatButtons.sort), asc(floatButtons.id));

export const findRegisterBackground = async (db: Db, siteId: number, template: string) => {
  const [row] = await db
    .select({
      template: registerBackgrounds.template,
      imageUrl: registerBackgrounds.imageUrl,
      mobileImageUrl: registerBackgrounds.mobileImageUrl,
    })
    .from(registerBackgrounds)
    .where(and(eq(registerBackgrounds.siteId, siteId), eq(registerBackgrounds.template, template)));
  return row;
};

export const findCarouselPictures = (
  db: Db,
  siteId: number,
  filter: { useType: BannerUseType; currency: Currency | undefined; now: Date },
) =>
  db
    .select({
      id: carouselPictures.id,
      title: carouselPictures.title,
      image: carouselPictures.image,
      url: carouselPictures.url,
      linkType: carouselPictures.linkType,
      linkMethod: carouselPictures.linkMethod,
      gameLinkParameter: carouselPictures.gameLinkParameter,
      sort: carouselPictures.sort,
    })
    .from(carouselPictures)
    .where(
      and(
        eq(carouselPictures.siteId, siteId),
        eq(carouselPictures.useType, filter.useType),
        eq(carouselPictures.isActive, true),
        forCurrency(carouselPictures.currency, filter.currency),
        inWindow(carouselPictures.startsAt, carouselPictures.endsAt, filter.now),
      ),
    )
    .orderBy(asc(carouselPictures.sort), asc(carouselPictures.id));

export type MarqueeSortField = 'sort' | 'id' | 'published_at';

const MARQUEE_SORT_COLUMNS: Record<MarqueeSortField, AnyPgColumn> = {
  sort: announcements.sort,
  id: announcements.id,
  published_at: announcements.publishedAt,
};

export const findAnnouncements = (
  db: Db,
  siteId: number,
  filter: {
    audience: Audience;
    now: Date;
    sortField: MarqueeSortField;
    sortOrder: 'asc' | 'desc';
  },
) => {
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      displayBeforeLogin: announcements.displayBeforeLogin,
      displayAfterLogin: announcements.displayAfterLogin,
      sort: announcements.sort,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.siteId, siteId),
        eq(announcements.isActive, true),
        lte(announcements.publishedAt, filter.now),
        filter.audience === 'visitor'
          ? eq(announcements.displayBeforeLogin, true)
          : eq(announcements.displayAfterLogin, true),
      ),
    )
    .orderBy(direction(MARQUEE_SORT_COLUMNS[filter.sortField]), asc(announcements.id));
};

export type BulletinFilter = {
  audience: Audience;
  /** Rows for every device (0) and for these devices. */
  devices: readonly DisplayDevice[];
  location: DisplayLocation;
  /** Leave out the show-once promotions this member has hidden. */
  hiddenBy?: number;
};

const bulletinWhere = (db: Db, siteId: number, filter: BulletinFilter) =>
  and(
    eq(bulletins.siteId, siteId),
    eq(bulletins.isActive, true),
    inArray(bulletins.displayDevice, [...filter.devices]),
    eq(bulletins.displayLocation, filter.location),
    filter.audience === 'visitor'
      ? eq(bulletins.displayBeforeLogin, true)
      : eq(bulletins.displayAfterLogin, true),
    filter.hiddenBy === undefined
      ? undefined
      : or(
          ne(bulletins.displayFrequency, DISPLAY_FREQUENCIES.once),
          notExists(
            db
              .select({ one: sql`1` })
              .from(memberHiddenBulletins)
              .where(
                and(
                  eq(memberHiddenBulletins.memberId, filter.hiddenBy),
                  eq(memberHiddenBulletins.bulletinId, bulletins.id),
                ),
              ),
          ),
        ),
  );

const bulletinColumns = {
  id: bulletins.id,
  title: bulletins.title,
  picture: bulletins.picture,
  content: bulletins.content,
  displayDevice: bulletins.displayDevice,
  displayLocation: bulletins.displayLocation,
  displayFrequency: bulletins.displayFrequency,
  updatedAt: bulletins.updatedAt,
};

export const findBulletins = (db: Db, siteId: number, filter: BulletinFilter) =>
  db
    .select(bulletinColumns)
    .from(bulletins)
    .where(bulletinWhere(db, siteId, filter))
    .orderBy(asc(bulletins.sort), desc(bulletins.updatedAt), desc(bulletins.id));

/** A page of pop-up promotions, newest first, with the total. */
export const findBulletinHistory = async (
  db: Db,
  siteId: number,
  filter: BulletinFilter,
  page: Page,
) => {
  const where = bulletinWhere(db, siteId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(bulletinColumns)
      .from(bulletins)
      .where(where)
      .orderBy(desc(bulletins.updatedAt), desc(bulletins.id))
      .limit(page.count)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(bulletins).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** An active pop-up promotion of the site, by id. */
export const findBulletinId = async (db: Db, siteId: number, id: number) => {
  const [row] = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .where(and(eq(bulletins.siteId, siteId), eq(bulletins.id, id), eq(bulletins.isActive, true)));
  return row?.id;
};

/** Record that a member hid a pop-up promotion; hiding it again changes nothing. */
export const insertHiddenBulletin = async (db: Db, memberId: number, bulletinId: number) => {
  await db
    .insert(memberHiddenBulletins)
    .values({ memberId, bulletinId })
    .onConflictDoNothing({
      target: [memberHiddenBulletins.memberId, memberHiddenBulletins.bulletinId],
    });
};

export const findJackpot = async (db: Db, siteId: number, currency: Currency) => {
  const [row] = await db
    .select({ amountMinor: jackpots.amountMinor, updatedAt: jackpots.updatedAt })
    .from(jackpots)
    .where(and(eq(jackpots.siteId, siteId), eq(jackpots.currency, currency)));
  return row;
};

const faqColumns = {
  id: faqs.id,
  category: faqs.category,
  title: faqs.title,
  content: faqs.content,
  sort: faqs.sort,
};

export const findFaqs = (db: Db, siteId: number, category: FaqCategory | undefined) =>
  db
    .select(faqColumns)
    .from(faqs)
    .where(
      and(
        eq(faqs.siteId, siteId),
        eq(faqs.isActive, true),
        category === undefined ? undefined : eq(faqs.category, category),
      ),
    )
    .orderBy(asc(faqs.sort), asc(faqs.id));

export const findFaqById = async (db: Db, siteId: number, id: number) => {
  const [row] = await db
    .select(faqColumns)
    .from(faqs)
    .where(and(eq(faqs.siteId, siteId), eq(faqs.id, id), eq(faqs.isActive, true)));
  return row;
};

export type DiscountFilter = {
  now: Date;
  category?: DiscountCategory | undefined;
  currency?: Currency | undefined;
};

const discountWhere = (siteId: number, filter: DiscountFilter) =>
  and(
    eq(discounts.siteId, siteId),
    eq(discounts.isActive, true),
    inWindow(discounts.startsAt, discounts.endsAt, filter.now),
    filter.category === undefined ? undefined : eq(discounts.category, filter.category),
    forCurrency(discounts.currency, filter.currency),
  );

const discountSummaryColumns = {
  id: discounts.id,
  category: discounts.category,
  title: discounts.title,
  summary: discounts.summary,
  picture: discounts.picture,
  startsAt: discounts.startsAt,
  endsAt: discounts.endsAt,
  sort: discounts.sort,
  /** Whether the discount takes applications (the bonus module keeps its award). */
  apply: sql<boolean>`EXISTS (SELECT 1 FROM ${discountAwards} WHERE ${discountAwards.discountId} = ${discounts.id})`,
};

export const findDiscounts = (db: Db, siteId: number, filter: DiscountFilter) =>
  db
    .select(discountSummaryColumns)
    .from(discounts)
    .where(discountWhere(siteId, filter))
    .orderBy(asc(discounts.sort), asc(discounts.id));

export const findDiscountById = async (db: Db, siteId: number, id: number, now: Date) => {
  const [row] = await db
    .select({ ...discountSummaryColumns, content: discounts.content })
    .from(discounts)
    .where(and(discountWhere(siteId, { now }), eq(discounts.id, id)));
  return row;
};

const newsWhere = (siteId: number, now: Date) =>
  and(eq(news.siteId, siteId), eq(news.isActive, true), lte(news.publishedAt, now));

const newsSummaryColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  imageUrl: news.imageUrl,
  publishedAt: news.publishedAt,
};

/** A page of published news, newest first, with the total. */
export const findNews = async (db: Db, siteId: number, now: Date, page: Page) => {
  const where = newsWhere(siteId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(newsSummaryColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(page.count)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

export const findNewsById = async (db: Db, siteId: number, id: number, now: Date) => {
  const [row] = await db
    .select({ ...newsSummaryColumns, content: news.content })
    .from(news)
    .where(and(newsWhere(siteId, now), eq(news.id, id)));
  return row;
};

export const findSponsors = (db: Db, siteId: number) =>
  db
    .select({
      id: sponsors.id,
      name: sponsors.name,
      title: sponsors.title,
      description: sponsors.description,
      imageUrl: sponsors.imageUrl,
      logoUrl: sponsors.logoUrl,
      period: sponsors.period,
      sort: sponsors.sort,
    })
    .from(sponsors)
    .where(and(eq(sponsors.siteId, siteId), eq(sponsors.isActive, true)))
    .orderBy(asc(sponsors.sort), asc(sponsors.id));
