import { eq, or, sql } from 'drizzle-orm';

import type { Db } from '../client';
import {
  announcements,
  bulletins,
  carouselPictures,
  discounts,
  faqs,
  floatButtons,
  footerBadges,
  footerGroups,
  footerItems,
  footerSettings,
  jackpots,
  logos,
  media,
  mobileFooterItems,
  mobileTemplateConfigs,
  modelItems,
  news,
  registerBackgrounds,
  siteCurrencies,
  siteDomains,
  siteLanguages,
  sites,
  sponsors,
} from '../schema';
import { seedDemoAccounts } from './demo-site/accounts';
import { demoCarousel } from './demo-site/banners';
import {
  demoFloatButtons,
  demoFooter,
  demoFooterBadges,
  demoFooterSettings,
  demoLogos,
  demoMobileFooter,
  demoModelItems,
  demoRegisterBackgrounds,
  demoTemplateConfigs,
} from './demo-site/chrome';
import { type DiscountKey, demoDiscounts } from './demo-site/discounts';
import { type FaqKey, demoFaqs } from './demo-site/faq';
import { LANGUAGES } from './demo-site/i18n';
import { demoAnnouncements, demoBulletins, demoJackpots } from './demo-site/lobby';
import { demoNews } from './demo-site/news';
import { seedDemoPaymentChannels } from './demo-site/payment-channels';
import { demoSponsors } from './demo-site/sponsors';
import { seedDemoWithdrawalSettings } from './demo-site/withdrawal-settings';
import { type MediaFile, createMediaLibrary } from './media-library';

export const DEMO_SITE_ID = 1;
const DEMO_SITE_CODE = 'demo';
const DEMO_TEMPLATE = 'site02';
const CUSTOMER_SERVICE_LINK = 'https://help.golden-lotus.example/livechat';

/** Serialises concurrent seeders (several server processes starting at once). */
const SEED_LOCK_KEY = 7_340_001;

/** Rows per INSERT for the pictures, which are a few kilobytes each. */
const MEDIA_BATCH = 40;

export type SeedResult =
  | { status: 'seeded'; siteId: number; counts: Record<string, number> }
  | { status: 'skipped'; reason: 'database-not-empty' | 'demo-site-exists' };

/**
 * Create the demo site (site_id 1, "Golden Lotus") with its content and pictures, all in one
 * transaction. Never duplicates:
 * - `onlyIfEmpty: true` (every server start) seeds only a database that has no site at all;
 * - `onlyIfEmpty: false` (`npm run db:seed`) seeds unless the demo site already exists, even when
 *   other sites do. It never deletes: reseeding means dropping the database first.
 */
export const seedDemoSite = async (
  db: Db,
  options: { onlyIfEmpty: boolean; now?: Date },
): Promise<SeedResult> => {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(
        options.onlyIfEmpty
          ? undefined
          : or(eq(sites.id, DEMO_SITE_ID), eq(sites.code, DEMO_SITE_CODE)),
      )
      .limit(1);
    if (existing.length > 0) {
      return {
        status: 'skipped',
        reason: options.onlyIfEmpty ? 'database-not-empty' : 'demo-site-exists',
      };
    }

    const siteId = DEMO_SITE_ID;
    await tx.insert(sites).values({
      id: siteId,
      code: DEMO_SITE_CODE,
      name: 'Golden Lotus',
      titleZh: '金莲娱乐 - 真人娱乐 体育投注 电子游戏',
      titleEn: 'Golden Lotus - Live Casino, Sports Betting and Slots',
      defaultLanguage: 'zh_CN',
      template: DEMO_TEMPLATE,
      mobileTemplate: 'H5_2',
      customerServiceLink: CUSTOMER_SERVICE_LINK,
      appVersion: '3.2.0',
      status: 1,
    });
    // The explicit id left the serial sequence behind; later inserts would collide with it.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('sites', 'id'), (SELECT max(${sites.id}) FROM ${sites}))`,
    );
    await tx.insert(siteCurrencies).values([
      { siteId, currency: 'RMB', sort: 0, isDefault: true },
      { siteId, currency: 'VND', sort: 1 },
      { siteId, currency: 'USD', sort: 2 },
    ]);
    await tx
      .insert(siteLanguages)
      .values(LANGUAGES.map((language, sort) => ({ siteId, language, sort })));
    await tx
      .insert(siteDomains)
      .values([
        { host: 'localhost', siteId },
        { host: '127.0.0.1', siteId },
      ])
      .onConflictDoNothing();

    const library = createMediaLibrary();

    // Rows that others link to go first, one by one, so their ids are known for the links.
    const discountIds = {} as Record<DiscountKey, number>;
    for (const { key, row } of demoDiscounts(library, siteId, now)) {
      const [inserted] = await tx.insert(discounts).values(row).returning({ id: discounts.id });
      if (inserted) discountIds[key] = inserted.id;
    }
    const faqIds = {} as Record<FaqKey, number>;
    const faqRows = demoFaqs(siteId);
    for (const { key, row } of faqRows) {
      const [inserted] = await tx.insert(faqs).values(row).returning({ id: faqs.id });
      if (key && inserted) faqIds[key] = inserted.id;
    }
    const sponsorRows = demoSponsors(library, siteId);
    await tx.insert(sponsors).values(sponsorRows.map((s) => s.row));

    const carousel = demoCarousel(library, siteId, {
      welcomeDiscountId: discountIds.welcome,
      vipDiscountId: discountIds.vip,
      rebateDiscountId: discountIds.rebate,
    });
    await tx.insert(carouselPictures).values(carousel);
    const announcementRows = demoAnnouncements(siteId, now);
    await tx.insert(announcements).values(announcementRows);
    const bulletinRows = demoBulletins(library, siteId, now);
    await tx.insert(bulletins).values(bulletinRows);
    await tx.insert(jackpots).values(demoJackpots(siteId));
    const newsRows = demoNews(library, siteId, now);
    await tx.insert(news).values(newsRows);

    await tx.insert(logos).values(demoLogos(library, siteId));
    const modelRows = demoModelItems(library, siteId, sponsorRows);
    await tx.insert(modelItems).values(modelRows);
    await tx.insert(mobileTemplateConfigs).values(demoTemplateConfigs(siteId));
    await tx
      .insert(mobileFooterItems)
      .values(demoMobileFooter(library, siteId, CUSTOMER_SERVICE_LINK));
    const footerItemRows = await demoFooter(siteId, faqIds, async (row) => {
      const [inserted] = await tx
        .insert(footerGroups)
        .values(row)
        .returning({ id: footerGroups.id });
      if (!inserted) throw new Error('footer group insert returned no row');
      return inserted.id;
    });
    await tx.insert(footerItems).values(footerItemRows);
    await tx.insert(footerBadges).values(demoFooterBadges(library, siteId));
    await tx.insert(footerSettings).values(demoFooterSettings(siteId, now.getUTCFullYear()));
    await tx.insert(floatButtons).values(demoFloatButtons(library, siteId, CUSTOMER_SERVICE_LINK));
    await tx
      .insert(registerBackgrounds)
      .values(demoRegisterBackgrounds(library, siteId, DEMO_TEMPLATE));

    const files = library.files();
    await storeMedia(tx, siteId, files);
    const accounts = await seedDemoAccounts(tx, siteId);
    await seedDemoPaymentChannels(tx, siteId);
    await seedDemoWithdrawalSettings(tx, siteId);

    return {
      status: 'seeded',
      siteId,
      counts: {
        media: files.length,
        carousel_pictures: carousel.length,
        announcements: announcementRows.length,
        bulletins: bulletinRows.length,
        jackpots: 3,
        faqs: faqRows.length,
        discounts: Object.keys(discountIds).length,
        news: newsRows.length,
        sponsors: sponsorRows.length,
        model_items: modelRows.length,
        footer_items: footerItemRows.length,
        members: accounts.members,
      },
    };
  });
};

/**
 * Write the pictures. A path left over from an earlier seed (a deleted site's shared picture) is
 * overwritten rather than failing the whole seed.
 */
const storeMedia = async (tx: Db, siteId: number, files: MediaFile[]): Promise<void> => {
  for (let start = 0; start < files.length; start += MEDIA_BATCH) {
    const batch = files.slice(start, start + MEDIA_BATCH);
    await tx
      .insert(media)
      .values(batch.map((file) => ({ siteId, ...file })))
      .onConflictDoUpdate({
        target: media.path,
        set: {
          siteId: sql`excluded.site_id`,
          contentType: sql`excluded.content_type`,
          body: sql`excluded.body`,
          etag: sql`excluded.etag`,
          updatedAt: sql`now()`,
        },
      });
  }
};
