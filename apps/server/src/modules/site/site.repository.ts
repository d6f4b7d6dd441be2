import type { Currency, MobileTemplate, SupportedLanguage } from '@member-site/contracts/constants';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { siteCurrencies, siteDomains, siteLanguages, sites } from '../../db/schema';

export type SiteRecord = {
  id: number;
  code: string;
  name: string;
  titleZh: string;
  titleEn: string;
  defaultLanguage: SupportedLanguage;
  template: string;
  mobileTemplate: MobileTemplate;
  customerServiceLink: string;
  appIosUrl: string;
  appAndroidUrl: string;
  appVersion: string;
  status: number;
  /** Every launch is refused with the closed-site message; money calls still answer. */
  gamesClosed: boolean;
  /** In display order; the first is the site's default. */
  currencies: Currency[];
  languages: SupportedLanguage[];
};

export const findSiteById = async (db: Db, id: number): Promise<SiteRecord | undefined> => {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  if (!row) return undefined;
  const currencies = await db
    .select({ currency: siteCurrencies.currency, isDefault: siteCurrencies.isDefault })
    .from(siteCurrencies)
    .where(eq(siteCurrencies.siteId, id))
    .orderBy(asc(siteCurrencies.sort), asc(siteCurrencies.currency));
  const languages = await db
    .select({ language: siteLanguages.language })
    .from(siteLanguages)
    .where(eq(siteLanguages.siteId, id))
    .orderBy(asc(siteLanguages.sort), asc(siteLanguages.language));
  // The default currency leads the list; the rest keep the operator's order.
  const ordered = [
    ...currencies.filter((c) => c.isDefault),
    ...currencies.filter((c) => !c.isDefault),
  ].map((c) => c.currency);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    defaultLanguage: row.defaultLanguage,
    template: row.template,
    mobileTemplate: row.mobileTemplate,
    customerServiceLink: row.customerServiceLink,
    appIosUrl: row.appIosUrl,
    appAndroidUrl: row.appAndroidUrl,
    appVersion: row.appVersion,
    status: row.status,
    gamesClosed: row.gamesClosed,
    currencies: ordered,
    languages: languages.map((l) => l.language),
  };
};

export const findSiteIdByHost = async (db: Db, host: string): Promise<number | undefined> => {
  const [row] = await db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(eq(siteDomains.host, host.toLowerCase()));
  return row?.siteId;
};

/** Set the site's customer-service link; returns whether the site exists. */
export const updateCustomerServiceLink = async (
  db: Db,
  siteId: number,
  link: string,
): Promise<boolean> => {
  const rows = await db
    .update(sites)
    .set({ customerServiceLink: link })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  return rows.length === 1;
};

/** Close or open the site's games; returns whether the site exists. */
export const updateGamesClosed = async (
  db: Db,
  siteId: number,
  closed: boolean,
): Promise<boolean> => {
  const rows = await db
    .update(sites)
    .set({ gamesClosed: closed, updatedAt: new Date() })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  return rows.length === 1;
};

/** Set the site's desktop template; returns the template it had, undefined for no such site. */
export const updateTemplate = async (
  db: Db,
  siteId: number,
  template: string,
): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ template: sites.template })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for('update');
    if (!before) return undefined;
    await tx.update(sites).set({ template, updatedAt: new Date() }).where(eq(sites.id, siteId));
    return before.template;
  });
