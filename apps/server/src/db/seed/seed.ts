import type { DemoBonusGrant, DiscountKey, FaqKey, MediaFile } from '@member-site/demo';
import { SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { and, eq, isNull, or, sql } from 'drizzle-orm';

import { DEMO_PICTURES_DIR } from '../../config';
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
  gameHalls,
  gameProviders,
  games,
  jackpots,
  logos,
  media,
  mobileFooterItems,
  mobileTemplateConfigs,
  modelItems,
  news,
  paymentChannels,
  providerCurrencies,
  providerHalls,
  registerBackgrounds,
  siteCurrencies,
  siteDomains,
  siteLanguages,
  sites,
  sponsors,
  withdrawalSettings,
  signinCampaignDays,
  signinCampaigns,
  bonusGrants,
  discountAwards,
  ledgerAccounts,
  members,
} from '../schema';
import { zonedDateOf } from '../../shared/time';
import { seedDemoAccounts } from './accounts';
import { seedDemoAgents } from './agents';
import { seedDemoRecommend } from './recommend';

/**
 * The demo content (`@member-site/demo`), loaded only once a seed is sure to write: a server
 * that finds its database already seeded, or never seeds, never loads the demo's text and
 * drawing code, and the bundle keeps them in a chunk of their own.
 */
export const loadDemoContent = () => import('@member-site/demo');

export type DemoContent = Awaited<ReturnType<typeof loadDemoContent>>;

export const DEMO_SITE_ID = 1;
const DEMO_SITE_CODE = 'demo';

/** Serialises concurrent seeders (several server processes starting at once). */
const SEED_LOCK_KEY = 7_340_001;

/** Rows per INSERT for the pictures, which are a few to some tens of kilobytes each. */
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

    const demo = await loadDemoContent();
    const siteId = DEMO_SITE_ID;
    await tx.insert(sites).values({ id: siteId, code: DEMO_SITE_CODE, ...demo.demoSite() });
    // The explicit id left the serial sequence behind; later inserts would collide with it.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('sites', 'id'), (SELECT max(${sites.id}) FROM ${sites}))`,
    );
    await tx.insert(siteCurrencies).values(demo.demoSiteCurrencies(siteId));
    await tx
      .insert(siteLanguages)
      .values(demo.DEMO_LANGUAGES.map((language, sort) => ({ siteId, language, sort })));
    await tx
      .insert(siteDomains)
      .values(demo.DEMO_HOSTS.map((host) => ({ host, siteId })))
      .onConflictDoNothing();

    const library = demo.createMediaLibrary(demo.loadRenderedPictures(DEMO_PICTURES_DIR));

    // Rows that others link to go first, one by one, so their ids are known for the links.
    const discountIds = {} as Record<DiscountKey, number>;
    for (const { key, row } of demo.demoDiscounts(library, siteId, now)) {
      const [inserted] = await tx.insert(discounts).values(row).returning({ id: discounts.id });
      if (inserted) discountIds[key] = inserted.id;
    }
    const faqIds = {} as Record<FaqKey, number>;
    const faqRows = demo.demoFaqs(siteId);
    for (const { key, row } of faqRows) {
      const [inserted] = await tx.insert(faqs).values(row).returning({ id: faqs.id });
      if (key && inserted) faqIds[key] = inserted.id;
    }
    const sponsorRows = demo.demoSponsors(library, siteId);
    await tx.insert(sponsors).values(sponsorRows.map((s) => s.row));

    const carousel = demo.demoCarousel(library, siteId, {
      welcomeDiscountId: discountIds.welcome,
      vipDiscountId: discountIds.vip,
      rebateDiscountId: discountIds.rebate,
    });
    await tx.insert(carouselPictures).values(carousel);
    const announcementRows = demo.demoAnnouncements(siteId, now);
    await tx.insert(announcements).values(announcementRows);
    const bulletinRows = demo.demoBulletins(library, siteId, now);
    await tx.insert(bulletins).values(bulletinRows);
    await tx.insert(jackpots).values(demo.demoJackpots(siteId));
    const newsRows = demo.demoNews(library, siteId, now);
    await tx.insert(news).values(newsRows);

    await tx.insert(logos).values(demo.demoLogos(library, siteId));
    const modelRows = demo.demoModelItems(library, siteId, sponsorRows);
    await tx.insert(modelItems).values(modelRows);
    await tx.insert(mobileTemplateConfigs).values(demo.demoTemplateConfigs(siteId));
    await tx
      .insert(mobileFooterItems)
      .values(demo.demoMobileFooter(library, siteId, demo.CUSTOMER_SERVICE_LINK));
    const footerItemRows = await demo.demoFooter(siteId, faqIds, async (row) => {
      const [inserted] = await tx
        .insert(footerGroups)
        .values(row)
        .returning({ id: footerGroups.id });
      if (!inserted) throw new Error('footer group insert returned no row');
      return inserted.id;
    });
    await tx.insert(footerItems).values(footerItemRows);
    await tx.insert(footerBadges).values(demo.demoFooterBadges(library, siteId));
    await tx.insert(footerSettings).values(demo.demoFooterSettings(siteId, now.getUTCFullYear()));
    await tx
      .insert(floatButtons)
      .values(demo.demoFloatButtons(library, siteId, demo.CUSTOMER_SERVICE_LINK));
    await tx
      .insert(registerBackgrounds)
      .values(demo.demoRegisterBackgrounds(library, siteId, demo.DEMO_TEMPLATE));

    const catalogue = demo.demoCatalogue(
      library,
      siteId,
      demo.demoSiteCurrencies(siteId).map((row) => row.currency),
    );
    await tx.insert(gameHalls).values(catalogue.halls);
    await tx.insert(gameProviders).values(catalogue.providers);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('game_providers', 'id'), (SELECT max(${gameProviders.id}) FROM ${gameProviders}))`,
    );
    await tx.insert(providerHalls).values(catalogue.providerHalls);
    await tx.insert(providerCurrencies).values(catalogue.providerCurrencies);
    await tx.insert(games).values(catalogue.games);

    const files = library.files();
    await storeMedia(tx, siteId, files);
    const accounts = await seedDemoAccounts(tx, demo.demoAccounts(siteId));
    await tx.insert(paymentChannels).values(demo.demoPaymentChannels(siteId));
    await tx
      .insert(withdrawalSettings)
      .values(demo.demoWithdrawalSettings(siteId))
      .onConflictDoNothing();
    const signinRows = demo.demoSigninCampaigns(siteId, zonedDateOf(now, SITE_TIME_ZONE));
    for (const { campaign, rewards } of signinRows) {
      const [inserted] = await tx
        .insert(signinCampaigns)
        .values(campaign)
        .returning({ id: signinCampaigns.id });
      if (!inserted) throw new Error('sign-in campaign insert returned no row');
      await tx
        .insert(signinCampaignDays)
        .values(
          rewards.map((reward, index) => ({ campaignId: inserted.id, day: index + 1, reward })),
        );
    }

    const recommend = await seedDemoRecommend(tx, siteId, {
      rules: demo.demoRecommendRules(siteId),
      recommender: demo.DEMO_ACCOUNTS.member,
      friends: demo.DEMO_RECOMMENDED_FRIENDS,
    });
    const agents = await seedDemoAgents(tx, siteId, demo.demoAgents());
    const reload = discountIds.reload;
    const awardRows = demo
      .demoDiscountAwards(siteId)
      .map((row) => ({ ...row, discountId: reload }));
    await tx.insert(discountAwards).values(awardRows);
    const grants = await seedBonusGrants(tx, siteId, demo.demoBonusGrants(), now);

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
        games: catalogue.games.length,
        signin_campaigns: signinRows.length,
        recommend_friends: recommend.friends,
        agent_plans: agents.plans,
        agent_team: agents.team,
        discount_awards: awardRows.length,
        bonus_grants: grants,
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

const DAY_MS = 86_400_000;

/** The ledger account of this owner, created when missing (the house's bonus may go negative). */
const seedAccount = async (
  tx: Db,
  owner: {
    siteId: number;
    kind: 'house_bonus' | 'member_bonus';
    memberId: number | null;
    currency: DemoBonusGrant['currency'];
  },
): Promise<number> => {
  await tx
    .insert(ledgerAccounts)
    .values({ ...owner, mayGoNegative: owner.kind === 'house_bonus' })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, owner.siteId),
        eq(ledgerAccounts.kind, owner.kind),
        owner.memberId === null
          ? isNull(ledgerAccounts.memberId)
          : eq(ledgerAccounts.memberId, owner.memberId),
        isNull(ledgerAccounts.provider),
        eq(ledgerAccounts.currency, owner.currency),
      ),
    );
  if (!row) throw new Error('seed ledger account missing');
  return row.id;
};

/**
 * The demo member's held bonuses: each a ledger transfer from the house's bonus account into the
 * member's held bonus (the database's `ledger_transfer`, as every movement) and its grant row, the
 * turnover already counted as the demo says.
 */
const seedBonusGrants = async (
  tx: Db,
  siteId: number,
  grants: DemoBonusGrant[],
  now: Date,
): Promise<number> => {
  let count = 0;
  for (const grant of grants) {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.account, grant.account)));
    if (!member) continue;
    const from = await seedAccount(tx, {
      siteId,
      kind: 'house_bonus',
      memberId: null,
      currency: grant.currency,
    });
    const to = await seedAccount(tx, {
      siteId,
      kind: 'member_bonus',
      memberId: member.id,
      currency: grant.currency,
    });
    const key = `demo-bonus:${grant.account}:${count}`;
    const moved = await tx.execute(sql`
      SELECT r_outcome AS outcome, r_transfer::text AS transfer_id
      FROM ledger_transfer(${siteId}::integer, ${`bonus:${key}`}::varchar,
                           'bonus_grant'::varchar, ${grant.currency}::varchar,
                           ${grant.amount.toString()}::bigint, ${from}::integer,
                           ${to}::integer, ${JSON.stringify({ source: 'operator', demo: true })}::jsonb)`);
    const [row] = (moved as { rows: { outcome: string; transfer_id: string }[] }).rows;
    if (row?.outcome !== 'moved') throw new Error(`demo bonus not granted: ${row?.outcome ?? ''}`);
    await tx.insert(bonusGrants).values({
      siteId,
      memberId: member.id,
      currency: grant.currency,
      amount: grant.amount,
      requiredTurnover: grant.requiredTurnover,
      turnover: grant.turnover,
      countedUntil: now,
      sourceKind: 'operator',
      sourceId: null,
      idempotencyKey: key,
      grantTransferId: Number(row.transfer_id),
      grantedAt: new Date(now.getTime() - grant.grantedDaysAgo * DAY_MS),
      expiresAt: new Date(now.getTime() + grant.expiresInDays * DAY_MS),
    });
    count += 1;
  }
  return count;
};
