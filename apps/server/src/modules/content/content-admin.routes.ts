import {
  operatorAnnouncementCreateCall,
  operatorAnnouncementListCall,
  operatorAnnouncementRemoveCall,
  operatorAnnouncementUpdateCall,
  operatorPopupCreateCall,
  operatorPopupListCall,
  operatorPopupRemoveCall,
  operatorPopupUpdateCall,
} from '@member-site/contracts';
import type { LocalizedText } from '@member-site/contracts/constants';
import type { FastifyInstance } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';
import {
  type AnnouncementValues,
  type PopupValues,
  operatorAnnouncementWire,
  operatorPopupWire,
} from './content-admin.service';

/** Drop the keys the body left out, so an update changes only what was given. */
const given = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

type AnnouncementBody = {
  title?: LocalizedText | undefined;
  content?: LocalizedText | undefined;
  display_before_login?: boolean | undefined;
  display_after_login?: boolean | undefined;
  sort?: number | undefined;
  published_at?: string | undefined;
  is_active?: boolean | undefined;
};

const announcementValues = (body: AnnouncementBody): AnnouncementValues =>
  given({
    title: body.title,
    content: body.content,
    displayBeforeLogin: body.display_before_login,
    displayAfterLogin: body.display_after_login,
    sort: body.sort,
    publishedAt: body.published_at === undefined ? undefined : new Date(body.published_at),
    isActive: body.is_active,
  });

type PopupBody = {
  title?: LocalizedText | undefined;
  content?: LocalizedText | undefined;
  picture?: LocalizedText | null | undefined;
  display_device?: 0 | 1 | 2 | undefined;
  display_location?: 2 | 3 | undefined;
  display_frequency?: 0 | 1 | undefined;
  display_before_login?: boolean | undefined;
  display_after_login?: boolean | undefined;
  sort?: number | undefined;
  is_active?: boolean | undefined;
};

const popupValues = (body: PopupBody): PopupValues =>
  given({
    title: body.title,
    content: body.content,
    picture: body.picture,
    displayDevice: body.display_device,
    displayLocation: body.display_location,
    displayFrequency: body.display_frequency,
    displayBeforeLogin: body.display_before_login,
    displayAfterLogin: body.display_after_login,
    sort: body.sort,
    isActive: body.is_active,
  });

/**
 * The operator's announcements and pop-up promotions, on the operator key's site. Every change is
 * audited and drops the site's kept lobby answers (`content.changed`).
 */
export const contentAdminRoutes = async (app: FastifyInstance): Promise<void> => {
  const { contentAdmin } = app.deps;
  const by = (context: {
    site: { id: number };
    operator: { name: string };
    body: { reason?: string | undefined };
  }) => ({
    siteId: context.site.id,
    actor: operatorActor(context.operator),
    reason: context.body.reason,
  });

  registerCall(app, operatorAnnouncementListCall, async ({ site, body }) => ({
    list: (await contentAdmin.announcements(site.id, body.count)).map(operatorAnnouncementWire),
  }));
  registerCall(app, operatorAnnouncementCreateCall, async (context) => ({
    announcement: operatorAnnouncementWire(
      await contentAdmin.createAnnouncement(by(context), {
        ...announcementValues(context.body),
        title: context.body.title,
        content: context.body.content,
      }),
    ),
  }));
  registerCall(app, operatorAnnouncementUpdateCall, async (context) => ({
    announcement: operatorAnnouncementWire(
      await contentAdmin.updateAnnouncement(
        by(context),
        context.body.id,
        announcementValues(context.body),
      ),
    ),
  }));
  registerCall(app, operatorAnnouncementRemoveCall, async (context) => ({
    announcement: operatorAnnouncementWire(
      await contentAdmin.removeAnnouncement(by(context), context.body.id),
    ),
  }));

  registerCall(app, operatorPopupListCall, async ({ site, body }) => ({
    list: (await contentAdmin.popups(site.id, body.count)).map(operatorPopupWire),
  }));
  registerCall(app, operatorPopupCreateCall, async (context) => ({
    popup: operatorPopupWire(
      await contentAdmin.createPopup(by(context), {
        ...popupValues(context.body),
        title: context.body.title,
        content: context.body.content,
      }),
    ),
  }));
  registerCall(app, operatorPopupUpdateCall, async (context) => ({
    popup: operatorPopupWire(
      await contentAdmin.updatePopup(by(context), context.body.id, popupValues(context.body)),
    ),
  }));
  registerCall(app, operatorPopupRemoveCall, async (context) => ({
    popup: operatorPopupWire(await contentAdmin.removePopup(by(context), context.body.id)),
  }));
};
