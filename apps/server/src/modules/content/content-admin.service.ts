import type { LocalizedText } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { ModelKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ContentChange, DomainEventBus } from '../../infra/events';
import type { OperatorService } from '../operator/operator.service';
import type { SiteRecord } from '../site/site.service';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  type BannerRow,
  type ModelItemRow,
  type PopupRow,
  type PopupValues,
  insertAnnouncement,
  insertPopup,
  listAnnouncements,
  listBanners,
  listModelItems,
  listPopups,
  setBannerActive,
  setModelItemActive,
  updateAnnouncement,
  updatePopup,
} from './content-admin.repository';

export type { AnnouncementRow, AnnouncementValues, BannerRow, ModelItemRow, PopupRow, PopupValues };

/** Content code 101: the site has no such announcement or pop-up promotion; nothing changed. */
export const contentNotFound = () => new AppError('101', { family: 'content' });

/** Who changes an announcement or pop-up, and why, for the audit log. */
export type ContentActor = { siteId: number; actor: string; reason?: string | undefined };

type Created<V> = V & { title: LocalizedText; content: LocalizedText };

/**
 * The operator's changes to lobby content. Each change tells open pages through the realtime
 * channel (spec section 7: `carousel_picture.url`, `model_settings.url`, `model_sponsor.url`,
 * `model_login.url`) so they fetch the content again.
 */
export const createContentAdminService = (
  db: Db,
  { events, operators }: { events: DomainEventBus; operators: Pick<OperatorService, 'audit'> },
) => {
  const changed = (siteId: number, change: ContentChange) => {
    events.publish('content.changed', { siteId, change });
  };

  /**
   * One audited change of an announcement or pop-up: the row and its audit entry in one
   * transaction, then `content.changed`, which drops the kept lobby answers of the site and tells
   * open pages to fetch the list again.
   */
  const audited = async <Row extends { id: number }>(
    by: ContentActor,
    action: string,
    targetType: 'announcement' | 'popup',
    details: Record<string, unknown>,
    write: (tx: Db) => Promise<Row | undefined>,
  ): Promise<Row> => {
    const row = await db.transaction(async (tx) => {
      const written = await write(tx);
      if (!written) throw contentNotFound();
      await operators.audit(
        {
          siteId: by.siteId,
          actor: by.actor,
          action,
          targetType,
          targetId: String(written.id),
          details: { ...details, ...(by.reason === undefined ? {} : { reason: by.reason }) },
        },
        tx,
      );
      return written;
    });
    changed(by.siteId, { kind: targetType === 'announcement' ? 'announcements' : 'popups' });
    return row;
  };

  return {
    /** The site's announcements, shown or not, newest first. */
    announcements: (siteId: number, limit: number): Promise<AnnouncementRow[]> =>
      listAnnouncements(db, siteId, limit),

    createAnnouncement: (
      by: ContentActor,
      values: Created<AnnouncementValues>,
    ): Promise<AnnouncementRow> =>
      audited(by, 'announcement.create', 'announcement', { fields: Object.keys(values) }, (tx) =>
        insertAnnouncement(tx, by.siteId, values),
      ),

    /** Change an announcement: only the values given. Content code 101 when the site has none. */
    updateAnnouncement: (
      by: ContentActor,
      id: number,
      values: AnnouncementValues,
    ): Promise<AnnouncementRow> =>
      audited(by, 'announcement.update', 'announcement', { fields: Object.keys(values) }, (tx) =>
        updateAnnouncement(tx, by.siteId, id, values),
      ),

    /** Hide an announcement (the row stays, shown to no one). */
    removeAnnouncement: (by: ContentActor, id: number): Promise<AnnouncementRow> =>
      audited(by, 'announcement.remove', 'announcement', {}, (tx) =>
        updateAnnouncement(tx, by.siteId, id, { isActive: false }),
      ),

    /** The site's pop-up promotions, shown or not, newest first. */
    popups: (siteId: number, limit: number): Promise<PopupRow[]> => listPopups(db, siteId, limit),

    createPopup: (by: ContentActor, values: Created<PopupValues>): Promise<PopupRow> =>
      audited(by, 'popup.create', 'popup', { fields: Object.keys(values) }, (tx) =>
        insertPopup(tx, by.siteId, values),
      ),

    /** Change a pop-up promotion: only the values given. Content code 101 when the site has none. */
    updatePopup: (by: ContentActor, id: number, values: PopupValues): Promise<PopupRow> =>
      audited(by, 'popup.update', 'popup', { fields: Object.keys(values) }, (tx) =>
        updatePopup(tx, by.siteId, id, values),
      ),

    /**
     * Hide a pop-up promotion (the row stays: members' records of pop-ups they hid point at it).
     */
    removePopup: (by: ContentActor, id: number): Promise<PopupRow> =>
      audited(by, 'popup.remove', 'popup', {}, (tx) =>
        updatePopup(tx, by.siteId, id, { isActive: false }),
      ),

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

const isoOf = (date: Date): string => date.toISOString();

/** An announcement on the wire of the operator's calls. */
export const operatorAnnouncementWire = (row: AnnouncementRow) => ({
  id: row.id,
  title: { ...row.title },
  content: { ...row.content },
  display_before_login: row.displayBeforeLogin,
  display_after_login: row.displayAfterLogin,
  sort: row.sort,
  is_active: row.isActive,
  published_at: isoOf(row.publishedAt),
  updated_at: isoOf(row.updatedAt),
});

/** A pop-up promotion on the wire of the operator's calls. */
export const operatorPopupWire = (row: PopupRow) => ({
  id: row.id,
  title: { ...row.title },
  content: { ...row.content },
  picture: row.picture ? { ...row.picture } : null,
  display_device: row.displayDevice,
  display_location: row.displayLocation,
  display_frequency: row.displayFrequency,
  display_before_login: row.displayBeforeLogin,
  display_after_login: row.displayAfterLogin,
  sort: row.sort,
  is_active: row.isActive,
  updated_at: isoOf(row.updatedAt),
});
