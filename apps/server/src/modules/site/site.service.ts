import { type SiteDetail } from '@member-site/contracts';
import {
  type SupportedLanguage,
  CURRENCIES,
  DESKTOP_TEMPLATES,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { siteNotFound } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import {
  type SiteRecord,
  findSiteById,
  findSiteIdByHost,
  updateCustomerServiceLink,
  updateGamesClosed,
  updateTemplate,
} from './site.repository';

/** Sites change rarely and are read on every call: keep them for a short while. */
const CACHE_TTL_MS = 30_000;
/** The background of the web app's shell (index.html), and of the installed app's splash. */
const SHELL_COLOR = '#0b0d15';
/** Status of a closed site; maintenance (2) still answers content calls. */
const SITE_CLOSED = 3;

export type { SiteRecord } from './site.repository';

export type SiteService = ReturnType<typeof createSiteService>;

/** A customer-service link: empty (none) or an http(s) address. */
const CUSTOMER_SERVICE_LINK = /^(|https?:\/\/[^\s/]+(\/\S*)?)$/;

export const createSiteService = (
  db: Db,
  options: { defaultSiteId: number; events: DomainEventBus },
) => {
  const { events } = options;
  const cache = new Map<number, { site: SiteRecord | undefined; expires: number }>();
  // A change made by any process drops this process's copy at once.
  events.subscribe('site.changed', ({ siteId }) => cache.delete(siteId));

  const loadSite = async (id: number): Promise<SiteRecord | undefined> => {
    const cached = cache.get(id);
    if (cached && cached.expires > Date.now()) return cached.site;
    const site = await findSiteById(db, id);
    cache.set(id, { site, expires: Date.now() + CACHE_TTL_MS });
    return site;
  };

  return {
    /**
     * The site a request addresses: `site_id` from the body when given (an unknown or closed one
     * is an error, never silently another site), else the site owning the request's host, else
     * the configured default site.
     */
    async resolveSite(siteId: number | undefined, host: string): Promise<SiteRecord> {
      const id =
        siteId ?? (await findSiteIdByHost(db, host.replace(/:\d+$/, ''))) ?? options.defaultSiteId;
      const site = await loadSite(id);
      if (!site || site.status === SITE_CLOSED) throw siteNotFound();
      return site;
    },

    /** Whether a host name (port ignored) is one the operator configured for this site. */
    async ownsHost(siteId: number, host: string): Promise<boolean> {
      return (await findSiteIdByHost(db, host.replace(/:\d+$/, ''))) === siteId;
    },

    /** The site with this id as stored now, whatever its status (the operator's commands). */
    findById: (id: number): Promise<SiteRecord | undefined> => findSiteById(db, id),

    /** Forget cached sites, after an operator changes one. */
    invalidate(): void {
      cache.clear();
    },

    /**
     * Set the link of the site's customer-service button; open pages are told to fetch it again.
     * Returns false for a link that is neither empty nor an http(s) address.
     */
    async setCustomerServiceLink(siteId: number, link: string): Promise<boolean> {
      const trimmed = link.trim();
      if (trimmed.length > 500 || !CUSTOMER_SERVICE_LINK.test(trimmed)) return false;
      if (!(await updateCustomerServiceLink(db, siteId, trimmed))) return false;
      events.publish('site.changed', { siteId });
      events.publish('content.changed', { siteId, change: { kind: 'customer_service_link' } });
      return true;
    },

    /**
     * Close the site's games for good (every launch refused with the closed-site message) or open
     * them again. Returns false for no such site.
     */
    async setGamesClosed(siteId: number, closed: boolean): Promise<boolean> {
      if (!(await updateGamesClosed(db, siteId, closed))) return false;
      events.publish('site.changed', { siteId });
      return true;
    },

    /**
     * Set the site's desktop template. Pages open on the old template hear `model_settings.url`
     * in each of the site's languages on the old template's channel, fetch the site again and
     * move to the new template's channel. Returns false for a template the site cannot use.
     */
    async setTemplate(site: SiteRecord, template: string): Promise<boolean> {
      if (!(DESKTOP_TEMPLATES as readonly string[]).includes(template)) return false;
      const before = await updateTemplate(db, site.id, template);
      if (before === undefined) return false;
      events.publish('site.changed', { siteId: site.id });
      if (before !== template) {
        for (const language of site.languages) {
          events.publish('content.changed', {
            siteId: site.id,
            change: { kind: 'template_settings', template: before, language },
          });
        }
      }
      return true;
    },

    /**
     * The web app manifest of the site (its installable app): the site's title in the language,
     * the shell's colours and the icons of the built web app. Opened from the home screen, the
     * app starts at `/?pwa=1`, which the client reports as the PWA platform.
     */
    toManifest(site: SiteRecord, language: SupportedLanguage) {
      const title = (language.startsWith('zh') ? site.titleZh : site.titleEn) || site.name;
      return {
        id: '/',
        name: title,
        short_name: site.name,
        lang: language.replace('_', '-'),
        start_url: '/?pwa=1',
        scope: '/',
        display: 'standalone',
        background_color: SHELL_COLOR,
        theme_color: SHELL_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      };
    },

    toDetail(site: SiteRecord): SiteDetail {
      const [defaultCurrency = 'USD'] = site.currencies;
      return {
        site_id: site.id,
        site_name: site.name,
        title_zh: site.titleZh,
        title_en: site.titleEn,
        currencies: site.currencies.map((currency) => ({
          currency,
          symbol: CURRENCIES[currency].symbol,
          is_default: currency === defaultCurrency,
        })),
        default_currency: defaultCurrency,
        languages: site.languages,
        default_language: site.defaultLanguage,
        template: site.template,
        mobile_template: site.mobileTemplate,
        customer_service_link: site.customerServiceLink,
        status: site.status,
        games_closed: site.gamesClosed,
        app: { ios_url: site.appIosUrl, android_url: site.appAndroidUrl, version: site.appVersion },
      };
    },
  };
};
