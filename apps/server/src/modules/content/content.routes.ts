import {
  bulletinCall,
  bulletinHistoryCall,
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

import { registerCall } from '../../http/register-call';

/**
 * The public lobby calls. Each is public, so the viewer is a visitor: marquee and pop-up
 * promotions answer what is shown before login (the member variants come with sessions).
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = app.deps.content;

  registerCall(app, logoCall, (viewer) => content.logos(viewer));
  registerCall(app, modelSettingCall, ({ site, body }) => content.modelSettings(site, body));
  registerCall(app, modelSponsorCall, ({ site, body }) => content.modelSponsors(site, body));
  registerCall(app, modelLoginCall, ({ site, body }) => content.modelLogins(site, body));
  registerCall(app, templateConfigCall, (viewer) => content.templateConfig(viewer, viewer.body));
  registerCall(app, mobileFooterCall, (viewer) => content.mobileFooter(viewer));
  registerCall(app, footerCall, (viewer) => content.footer(viewer));
  registerCall(app, floatCall, (viewer) => content.floatButtons(viewer));
  registerCall(app, registerBackgroundCall, (viewer) =>
    content.registerBackground(viewer, viewer.body),
  );

  registerCall(app, carouselPictureCall, (viewer) => content.carousel(viewer, viewer.body));
  registerCall(app, marqueeCall, (viewer) => content.marquee(viewer, viewer.body, 'visitor'));
  registerCall(app, bulletinCall, (viewer) => content.bulletins(viewer, viewer.body, 'visitor'));
  registerCall(app, bulletinHistoryCall, (viewer) =>
    content.bulletinHistory(viewer, viewer.body, 'visitor'),
  );
  registerCall(app, jackpotCall, (viewer) => content.jackpot(viewer, viewer.body));

  registerCall(app, faqListCall, (viewer) => content.faqs(viewer, viewer.body));
  registerCall(app, faqDetailCall, (viewer) => content.faq(viewer, viewer.body));
  registerCall(app, discountListCall, (viewer) => content.discounts(viewer, viewer.body));
  registerCall(app, discountDetailCall, (viewer) => content.discount(viewer, viewer.body));
  registerCall(app, newsListCall, (viewer) => content.news(viewer, viewer.body));
  registerCall(app, newsDetailCall, (viewer) => content.newsDetail(viewer, viewer.body));
  registerCall(app, sponsorListCall, (viewer) => content.sponsors(viewer));
};
