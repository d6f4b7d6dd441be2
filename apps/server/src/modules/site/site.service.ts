import { type SiteDetail } from '@member-site/contracts';
import { CURRENCIES } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { siteNotFound } from '../../http/app-error';
import { type SiteRecord, findSiteById, findSiteIdByHost } from './site.repository';

/** Sites change rarely and are read on every call: keep them for a short while. */
const CACHE_TTL_MS = 30_000;
/** Status of a closed site; maintenance (2) still answers content calls. */
const SITE_CLOSED = 3;

export type { SiteRecord } from './site.repository';

export type SiteService = ReturnType<typeof createSiteService>;

export const createSiteService = (db: Db, options: { defaultSiteId: number }) => {
  const cache = new Map<number, { site: SiteRecord | undefined; expires: number }>();

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
        app: { ios_url: site.appIosUrl, android_url: site.appAndroidUrl, version: site.appVersion },
      };
    },
  };
};
