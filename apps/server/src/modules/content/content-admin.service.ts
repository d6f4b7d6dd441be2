import type { Db } from '../../db/client';
import type { ModelKind } from '../../db/schema';
import type { ContentChange, DomainEventBus } from '../../infra/events';
import type { SiteRecord } from '../site/site.service';
import {
  type BannerRow,
  type ModelItemRow,
  listBanners,
  listModelItems,
  setBannerActive,
  setModelItemActive,
} from './content-admin.repository';

export type { BannerRow, ModelItemRow };

/**
 * The operator's changes to lobby content. Each change tells open pages through the realtime
 * channel (spec section 7: `carousel_picture.url`, `model_settings.url`, `model_sponsor.url`,
 * `model_login.url`) so they fetch the content again.
 */
export const createContentAdminService = (db: Db, { events }: { events: DomainEventBus }) => {
  const changed = (siteId: number, change: ContentChange) => {
    events.publish('content.changed', { siteId, change });
  };

  return {
    banners: (siteId: number): Promise<BannerRow[]> => listBanners(db, siteId),

    /** Show or hide a banner; false when the site has no such banner. */
    setBannerShown: async (site: SiteRecord, id: number, shown: boolean): Promise<boolean> => {
      const banner = await setBannerActive(db, site.id, id, shown);
      if (!banner) return false;
      // A banner without a currency is on every currency's carousel.
      for (const currency of banner.currency ? [banner.currency] : site.currencies) {
        changed(site.id, { kind: 'carousel', currency });
      }
      return true;
    },

    modelItems: (siteId: number, kind?: ModelKind): Promise<ModelItemRow[]> =>
      listModelItems(db, siteId, kind),

    /** Show or hide an advertising block of the templates; false when the site has none such. */
    setModelItemShown: async (site: SiteRecord, id: number, shown: boolean): Promise<boolean> => {
      const item = await setModelItemActive(db, site.id, id, shown);
      if (!item) return false;
      const { language } = item;
      changed(
        site.id,
        item.kind === 'setting'
          ? { kind: 'template_settings', template: site.template, language }
          : item.kind === 'sponsor'
            ? { kind: 'sponsors', language }
            : { kind: 'login_list', language },
      );
      return true;
    },
  };
};

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
