import { siteCurrencies, siteDomains, siteLanguages, sites } from '../schema';
import type { Db } from '../client';

/**
 * Create the demo site (site_id 1) and its content. With `onlyIfEmpty` an existing demo site is
 * left untouched, so `npm start` can call it on every start.
 */
export const seedDemoSite = async (db: Db, options: { onlyIfEmpty: boolean }): Promise<void> => {
  const existing = await db.select({ id: sites.id }).from(sites).limit(1);
  if (existing.length > 0 && options.onlyIfEmpty) return;
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({
      id: 1,
      code: 'demo',
      name: 'Golden Lotus',
      titleZh: '金莲娱乐 - 真人娱乐 体育投注 电子游戏',
      titleEn: 'Golden Lotus - Live Casino, Sports Betting and Slots',
      defaultLanguage: 'zh_CN',
      template: 'site02',
      mobileTemplate: 'H5_2',
      customerServiceLink: '',
      status: 1,
    });
    await tx.insert(siteCurrencies).values([
      { siteId: 1, currency: 'RMB', sort: 0, isDefault: true },
      { siteId: 1, currency: 'VND', sort: 1 },
      { siteId: 1, currency: 'USD', sort: 2 },
    ]);
    await tx.insert(siteLanguages).values(
      (['zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN'] as const).map((language, sort) => ({
        siteId: 1,
        language,
        sort,
      })),
    );
    await tx.insert(siteDomains).values([
      { host: 'localhost', siteId: 1 },
      { host: '127.0.0.1', siteId: 1 },
    ]);
  });
};
