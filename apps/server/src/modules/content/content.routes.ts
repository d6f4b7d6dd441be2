import {
  bulletinCall,
  bulletinHideCall,
  bulletinHistoryCall,
  bulletinMemberCall,
  carouselPictureCall,
  discountDetailCall,
  discountListCall,
  faqDetailCall,
  faqListCall,
  floatCall,
  footerCall,
  jackpotCall,
  logoCall,
  marqueeCall,
  mobileFooterCall,
  modelLoginCall,
  modelSettingCall,
  modelSponsorCall,
  newsDetailCall,
  newsListCall,
  registerBackgroundCall,
  sponsorListCall,
  templateConfigCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { type CallOptions, registerCall } from '../../http/register-call';

/** A visitor's answer is kept in memory until the operator changes the site or its content. */
const visitor: CallOptions = { cache: 'visitor' };

/**
 * The lobby calls. Most are public. The marquee answers what is shown after login when a member's
 * session comes with the call; the pop-up promotions have a member variant of their own, with
 * the call a member makes to hide one. What a visitor sees is served from memory.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = app.deps.content;

  registerCall(app, logoCall, (viewer) => content.logos(viewer), visitor);
  registerCall(
    app,
    modelSettingCall,
    ({ site, body }) => content.modelSettings(site, body),
    visitor,
  );
  registerCall(
    app,
    modelSponsorCall,
    ({ site, body }) => content.modelSponsors(site, body),
    visitor,
  );
  registerCall(app, modelLoginCall, ({ site, body }) => content.modelLogins(site, body), visitor);
  registerCall(
    app,
    templateConfigCall,
    (viewer) => content.templateConfig(viewer, viewer.body),
    visitor,
  );
  registerCall(app, mobileFooterCall, (viewer) => content.mobileFooter(viewer), visitor);
  registerCall(app, footerCall, (viewer) => content.footer(viewer), visitor);
  registerCall(app, floatCall, (viewer) => content.floatButtons(viewer), visitor);
  registerCall(
    app,
    registerBackgroundCall,
    (viewer) => content.registerBackground(viewer, viewer.body),
    visitor,
  );

  registerCall(
    app,
    carouselPictureCall,
    (viewer) => content.carousel(viewer, viewer.body),
    visitor,
  );
  registerCall(
    app,
    marqueeCall,
    (viewer) => content.marquee(viewer, viewer.body, viewer.caller ? 'member' : 'visitor'),
    visitor,
  );
  registerCall(
    app,
    bulletinCall,
    (viewer) => content.bulletins(viewer, viewer.body, 'visitor'),
    visitor,
  );
  registerCall(app, bulletinMemberCall, (viewer) =>
    content.memberBulletins(viewer, viewer.body, viewer.caller.member.id),
  );
  registerCall(app, bulletinHideCall, (viewer) =>
    content.hideBulletin(viewer, viewer.body, viewer.caller.member.id),
  );
  registerCall(
    app,
    bulletinHistoryCall,
    (viewer) => content.bulletinHistory(viewer, viewer.body, 'visitor'),
    visitor,
  );
  registerCall(app, jackpotCall, (viewer) => content.jackpot(viewer, viewer.body), visitor);

  registerCall(app, faqListCall, (viewer) => content.faqs(viewer, viewer.body), visitor);
  registerCall(app, faqDetailCall, (viewer) => content.faq(viewer, viewer.body), visitor);
  registerCall(app, discountListCall, (viewer) => content.discounts(viewer, viewer.body), visitor);
  registerCall(app, discountDetailCall, (viewer) => content.discount(viewer, viewer.body), visitor);
  registerCall(app, newsListCall, (viewer) => content.news(viewer, viewer.body), visitor);
  registerCall(app, newsDetailCall, (viewer) => content.newsDetail(viewer, viewer.body), visitor);
  registerCall(app, sponsorListCall, (viewer) => content.sponsors(viewer), visitor);
};
