import { describeCalls } from '../call';
import type { siteWire } from '../wire/site';

export type { SiteLink, SiteDetail, ModelItem, FooterItem } from '../wire/site';

const call = describeCalls<typeof siteWire>();

export const siteDetailCall = call({
  path: '/arks/web/site/detail',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const logoCall = call({
  path: '/web/logo',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const modelSettingCall = call({
  path: '/web/model_setting',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const modelSponsorCall = call({
  path: '/web/model_sponsor',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const modelLoginCall = call({
  path: '/web/model_login',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const templateConfigCall = call({
  path: '/template_config',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const mobileFooterCall = call({
  path: '/arks/web/web-mobile-footer',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const footerCall = call({
  path: '/arks/web/footer',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const floatCall = call({
  path: '/arks/web/float',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const registerBackgroundCall = call({
  path: '/arks/web/model/register-background/detail',
  method: 'POST',
  access: 'public',
  family: 'content',
});
