import {
  type CallParsedRequest,
  type CallResponse,
  type bulletinCall,
  type bulletinHideCall,
  type bulletinHistoryCall,
  type carouselPictureCall,
  type discountDetailCall,
  type discountListCall,
  type faqDetailCall,
  type faqListCall,
  type floatCall,
  type footerCall,
  type jackpotCall,
  type logoCall,
  type marqueeCall,
  type mobileFooterCall,
  type modelSettingCall,
  type newsDetailCall,
  type newsListCall,
  type registerBackgroundCall,
  type sponsorListCall,
  type templateConfigCall,
} from '@member-site/contracts';
import {
  type Currency,
  type LocalizedText,
  type SupportedLanguage,
  DISPLAY_DEVICES,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';
import type { Db } from '../../db/client';
import type { ModelKind } from '../../db/schema';
import { currencyNotOpen, notFound } from '../../http/app-error';
import type { SiteRecord } from '../site/site.service';
import {
  type Audience,
  type BulletinFilter,
  findAnnouncements,
  findBulletinHistory,
  findBulletinId,
  findBulletins,
  findCarouselPictures,
  findDiscountById,
  findDiscounts,
  findFaqById,
  findFaqs,
  findFloatButtons,
  findFooter,
  findJackpot,
  findLatestModelVersion,
  findLogos,
  findMobileFooterItems,
  findModelItems,
  findNews,
  findNewsById,
  findRegisterBackground,
  findSponsors,
  findTemplateConfig,
  insertHiddenBulletin,
} from './content.repository';

type Body<C> = CallParsedRequest<C>;
type Reply<C> = Promise<CallResponse<C>>;

/** Who is asking and in which language localized fields are answered. */
export type Viewer = { site: SiteRecord; language: SupportedLanguage };

const iso = (date: Date): string => date.toISOString();

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The public lobby content: site chrome, banners, marquee, pop-up promotions, jackpot and the
 * FAQ, promotion, news and sponsor pages. Localized fields are answered in the viewer's language
 * with the en_US fallback; a currency the site does not offer is refused with 461; an id the site
 * does not have (or does not show) is 404.
 */
export const createContentService = (db: Db, options: { now?: () => Date } = {}) => {
  const now = options.now ?? (() => new Date());

  const requireOpenCurrency = (site: SiteRecord, currency: Currency | undefined): void => {
    if (currency !== undefined && !site.currencies.includes(currency)) throw currencyNotOpen();
  };

  const localize = (language: SupportedLanguage) => (text: LocalizedText) =>
    pickLocalized(text, language);

  const modelList = async (
    kind: ModelKind,
    site: SiteRecord,
    body: Body<typeof modelSettingCall>,
  ): Reply<typeof modelSettingCall> => {
    const version =
      body.model_version ?? (await findLatestModelVersion(db, site.id, kind, body.language));
    if (version === undefined) return { model_version: '', list: [] };
    const rows = await findModelItems(db, site.id, { kind, language: body.language, version });
    return {
      model_version: version,
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        image_url: row.imageUrl,
        link:
          row.selectedType !== null && row.link !== null
            ? { selectedType: row.selectedType, link: row.link }
            : null,
        sort: row.sort,
      })),
    };
  };

  const bulletinFilter = (body: Body<typeof bulletinCall>, audience: Audience): BulletinFilter => ({
    audience,
    // A promotion for both devices shows everywhere; one for a device only there.
    devices: [...new Set([DISPLAY_DEVICES.both, body.display_device])],
    location: body.display_location,
  });

  const bulletinWire = (language: SupportedLanguage) => {
    const pick = localize(language);
    return (row: Awaited<ReturnType<typeof findBulletins>>[number]) => ({
      id: row.id,
      title: pick(row.title),
      display_device: row.displayDevice,
      display_location: row.displayLocation,
      display_content: row.picture ? pick(row.picture) : '',
      content: pick(row.content),
      updated_at: iso(row.updatedAt),
      setting: { display_frequency: row.displayFrequency },
    });
  };

  const faqWire = (language: SupportedLanguage) => {
    const pick = localize(language);
    return (row: Awaited<ReturnType<typeof findFaqs>>[number]) => ({
      id: row.id,
      category: row.category,
      title: pick(row.title),
      content: pick(row.content),
      sort: row.sort,
    });
  };

  const discountWire = (language: SupportedLanguage) => {
    const pick = localize(language);
    return (row: Awaited<ReturnType<typeof findDiscounts>>[number]) => ({
      id: row.id,
      title: pick(row.title),
      summary: pick(row.summary),
      category: row.category,
      image_url: pick(row.picture),
      starts_at: row.startsAt ? iso(row.startsAt) : null,
      ends_at: row.endsAt ? iso(row.endsAt) : null,
      sort: row.sort,
      apply: row.apply,
    });
  };

  const newsWire = (language: SupportedLanguage) => {
    const pick = localize(language);
    return (row: Awaited<ReturnType<typeof findNews>>['rows'][number]) => ({
      id: row.id,
      title: pick(row.title),
      summary: pick(row.summary),
      image_url: row.imageUrl,
      published_at: iso(row.publishedAt),
    });
  };

  return {
    async logos({ site }: Viewer): Reply<typeof logoCall> {
      const rows = await findLogos(db, site.id);
      return {
        web_logo_list: rows.map((r) => ({ id: r.id, logo_type: r.logoType, url: r.imageUrl })),
      };
    },

    /** Model blocks are per language: the body's `language` chooses them, not the header. */
    modelSettings: (site: SiteRecord, body: Body<typeof modelSettingCall>) =>
      modelList('setting', site, body),
    modelSponsors: (site: SiteRecord, body: Body<typeof modelSettingCall>) =>
      modelList('sponsor', site, body),
    modelLogins: (site: SiteRecord, body: Body<typeof modelSettingCall>) =>
      modelList('login', site, body),

    async templateConfig(
      { site }: Viewer,
      body: Body<typeof templateConfigCall>,
    ): Reply<typeof templateConfigCall> {
      const row = await findTemplateConfig(db, site.id, body.mobileTemplateName);
      if (!row) throw notFound();
      return {
        config: {
          name: row.name,
          primary_color: row.primaryColor,
          accent_color: row.accentColor,
          background: row.background,
          home_blocks: row.homeBlocks,
          show_bottom_nav: row.showBottomNav,
        },
      };
    },

    async mobileFooter({ site, language }: Viewer): Reply<typeof mobileFooterCall> {
      const pick = localize(language);
      const rows = await findMobileFooterItems(db, site.id);
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: pick(r.name),
          icon_url: r.iconUrl,
          selectedType: r.selectedType,
          link: r.link,
        })),
      };
    },

    async footer({ site, language }: Viewer): Reply<typeof footerCall> {
      const pick = localize(language);
      const { groups, items, badges, settings } = await findFooter(db, site.id);
      return {
        groups: groups.map((g) => ({
          id: g.id,
          title: pick(g.title),
          items: items
            .filter((item) => item.groupId === g.id)
            .map((item) => ({
              id: item.id,
              name: pick(item.name),
              icon_url: null,
              selectedType: item.selectedType,
              link: item.link,
            })),
        })),
        badges: badges.map((b) => ({ id: b.id, name: pick(b.name), image_url: b.imageUrl })),
        copyright: settings ? pick(settings.copyright) : '',
        about: settings ? pick(settings.about) : '',
      };
    },

    async floatButtons({ site, language }: Viewer): Reply<typeof floatCall> {
      const pick = localize(language);
      const rows = await findFloatButtons(db, site.id);
      return {
        list: rows.map((r) => ({
          id: r.id,
          position: r.position,
          name: pick(r.name),
          image_url: r.imageUrl,
          selectedType: r.selectedType,
          link: r.link,
        })),
      };
    },

    async registerBackground(
      { site }: Viewer,
      body: Body<typeof registerBackgroundCall>,
    ): Reply<typeof registerBackgroundCall> {
      const row = await findRegisterBackground(db, site.id, body.template);
      if (!row) throw notFound();
      return {
        detail: {
          template: row.template,
          image_url: row.imageUrl,
          mobile_image_url: row.mobileImageUrl,
        },
      };
    },

    /** Active banners inside their window, for the currency (and every currency), by sort. */
    async carousel(
      { site, language }: Viewer,
      body: Body<typeof carouselPictureCall>,
    ): Reply<typeof carouselPictureCall> {
      requireOpenCurrency(site, body.currency);
      const pick = localize(language);
      const rows = await findCarouselPictures(db, site.id, {
        useType: body.use_type,
        currency: body.currency,
        now: now(),
      });
      return {
        web_carousel_picture_list: rows.map((r) => ({
          id: r.id,
          title: pick(r.title),
          image_url: pick(r.image),
          url: r.url,
          link_type: r.linkType,
          link_method: r.linkMethod,
          game_link_parameter: r.gameLinkParameter,
          sort: r.sort,
        })),
      };
    },

    async marquee(
      { site, language }: Viewer,
      body: Body<typeof marqueeCall>,
      audience: Audience,
    ): Reply<typeof marqueeCall> {
      const pick = localize(language);
      const rows = await findAnnouncements(db, site.id, {
        audience,
        now: now(),
        sortField: body.sort_field,
        sortOrder: body.sort_order,
      });
      return {
        web_announcement_list: rows.map((r) => ({
          id: r.id,
          title: pick(r.title),
          content: pick(r.content),
          display_before_login: r.displayBeforeLogin,
          display_after_login: r.displayAfterLogin,
          sort: r.sort,
          published_at: iso(r.publishedAt),
        })),
      };
    },

    async bulletins(
      { site, language }: Viewer,
      body: Body<typeof bulletinCall>,
      audience: Audience,
    ): Reply<typeof bulletinCall> {
      const rows = await findBulletins(db, site.id, bulletinFilter(body, audience));
      return { list: rows.map(bulletinWire(language)) };
    },

    /**
     * The after-login pop-up promotions of one member: those shown once (display_frequency 0)
     * stay away after the member has hidden them.
     */
    async memberBulletins(
      { site, language }: Viewer,
      body: Body<typeof bulletinCall>,
      memberId: number,
    ): Reply<typeof bulletinCall> {
      const rows = await findBulletins(db, site.id, {
        ...bulletinFilter(body, 'member'),
        hiddenBy: memberId,
      });
      return { list: rows.map(bulletinWire(language)) };
    },

    /** The member closed a pop-up promotion of this site (404 for one the site does not show). */
    async hideBulletin(
      { site }: Viewer,
      body: Body<typeof bulletinHideCall>,
      memberId: number,
    ): Reply<typeof bulletinHideCall> {
      const bulletinId = await findBulletinId(db, site.id, body.id);
      if (bulletinId === undefined) throw notFound();
      await insertHiddenBulletin(db, memberId, bulletinId);
      return {};
    },

    async bulletinHistory(
      { site, language }: Viewer,
      body: Body<typeof bulletinHistoryCall>,
      audience: Audience,
    ): Reply<typeof bulletinHistoryCall> {
      const { rows, total } = await findBulletinHistory(
        db,
        site.id,
        bulletinFilter(body, audience),
        { page: body.page, count: body.count },
      );
      return { list: rows.map(bulletinWire(language)), total_count: total };
    },

    async jackpot({ site }: Viewer, body: Body<typeof jackpotCall>): Reply<typeof jackpotCall> {
      requireOpenCurrency(site, body.currency);
      const row = await findJackpot(db, site.id, body.currency);
      if (!row) throw notFound();
      return {
        currency: body.currency,
        jackpot_amount_total: formatMinorUnits(row.amountMinor, body.currency),
        updated_at: iso(row.updatedAt),
      };
    },

    async faqs(
      { site, language }: Viewer,
      body: Body<typeof faqListCall>,
    ): Reply<typeof faqListCall> {
      const rows = await findFaqs(db, site.id, body.category);
      return { list: rows.map(faqWire(language)) };
    },

    async faq(
      { site, language }: Viewer,
      body: Body<typeof faqDetailCall>,
    ): Reply<typeof faqDetailCall> {
      const row = await findFaqById(db, site.id, body.id);
      if (!row) throw notFound();
      return { detail: faqWire(language)(row) };
    },

    /** Promotions running now, optionally of one category and for one currency. */
    async discounts(
      { site, language }: Viewer,
      body: Body<typeof discountListCall>,
    ): Reply<typeof discountListCall> {
      requireOpenCurrency(site, body.currency);
      const rows = await findDiscounts(db, site.id, {
        now: now(),
        category: body.category,
        currency: body.currency,
      });
      return { list: rows.map(discountWire(language)) };
    },

    /** A promotion answers only while the list would show it: an ended one is gone. */
    async discount(
      { site, language }: Viewer,
      body: Body<typeof discountDetailCall>,
    ): Reply<typeof discountDetailCall> {
      const row = await findDiscountById(db, site.id, body.id, now());
      if (!row) throw notFound();
      return {
        detail: { ...discountWire(language)(row), content: pickLocalized(row.content, language) },
      };
    },

    async news(
      { site, language }: Viewer,
      body: Body<typeof newsListCall>,
    ): Reply<typeof newsListCall> {
      const { rows, total } = await findNews(db, site.id, now(), {
        page: body.page,
        count: body.count,
      });
      return { list: rows.map(newsWire(language)), total_count: total };
    },

    async newsDetail(
      { site, language }: Viewer,
      body: Body<typeof newsDetailCall>,
    ): Reply<typeof newsDetailCall> {
      const row = await findNewsById(db, site.id, body.id, now());
      if (!row) throw notFound();
      return {
        detail: { ...newsWire(language)(row), content: pickLocalized(row.content, language) },
      };
    },

    async sponsors({ site, language }: Viewer): Reply<typeof sponsorListCall> {
      const pick = localize(language);
      const rows = await findSponsors(db, site.id);
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: pick(r.name),
          title: pick(r.title),
          description: pick(r.description),
          image_url: r.imageUrl,
          logo_url: r.logoUrl,
          period: r.period,
          sort: r.sort,
        })),
      };
    },
  };
};
