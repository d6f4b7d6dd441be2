import { LANGUAGES } from './content/i18n';
import type { SiteCurrencyRow, SiteRow } from './rows';

/** The desktop template the demo site uses; its register background is drawn for it. */
export const DEMO_TEMPLATE = 'site02';

export const CUSTOMER_SERVICE_LINK = 'https://help.golden-lotus.example/livechat';

/** Golden Lotus (金莲娱乐): open, in Chinese by default, on the second desktop template. */
export const demoSite = (): SiteRow => ({
  name: 'Golden Lotus',
  titleZh: '金莲娱乐 - 真人娱乐 体育投注 电子游戏',
  titleEn: 'Golden Lotus - Live Casino, Sports Betting and Slots',
  defaultLanguage: 'zh_CN',
  template: DEMO_TEMPLATE,
  mobileTemplate: 'H5_2',
  customerServiceLink: CUSTOMER_SERVICE_LINK,
  appVersion: '3.2.0',
  status: 1,
});

/** RMB (the default), VND and USD. */
export const demoSiteCurrencies = (siteId: number): SiteCurrencyRow[] => [
  { siteId, currency: 'RMB', sort: 0, isDefault: true },
  { siteId, currency: 'VND', sort: 1 },
  { siteId, currency: 'USD', sort: 2 },
];

/** The five site languages, in the order the language menu lists them. */
export const DEMO_LANGUAGES = LANGUAGES;

/** Hosts that reach the demo site on a developer's machine. */
export const DEMO_HOSTS = ['localhost', '127.0.0.1'] as const;
