/** Client platform ids sent with login and play calls (spec section 9). */
export const PLATFORM_IDS = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  wechat: 6,
  pwa: 7,
} as const;
export type Platform = keyof typeof PLATFORM_IDS;

/** Device type numbers. */
export const DEVICE_TYPES = { desktop: 0, mobile: 1, app: 2 } as const;
export type DeviceType = keyof typeof DEVICE_TYPES;

/** support_device values of list calls. */
export const SUPPORT_DEVICES = ['desktop', 'mobile', 'app'] as const;
export type SupportDevice = (typeof SUPPORT_DEVICES)[number];

/** Device kinds the client recognises. */
export const DEVICE_KINDS = ['web', 'ios', 'iosStore', 'android', 'notSupport'] as const;

/** Carousel `use_type`: 0 desktop, 1 small banner, 2 mobile. */
export const BANNER_USE_TYPES = { desktop: 0, small: 1, mobile: 2 } as const;
export type BannerUseType = (typeof BANNER_USE_TYPES)[keyof typeof BANNER_USE_TYPES];

/** Pop-up promotion `display_device`: 0 both, 1 desktop, 2 mobile. */
export const DISPLAY_DEVICES = { both: 0, desktop: 1, mobile: 2 } as const;
export type DisplayDevice = (typeof DISPLAY_DEVICES)[keyof typeof DISPLAY_DEVICES];

/** Pop-up promotion `display_location`: 2 normally, 3 on the deposit page. */
export const DISPLAY_LOCATIONS = { normal: 2, deposit: 3 } as const;
export type DisplayLocation = (typeof DISPLAY_LOCATIONS)[keyof typeof DISPLAY_LOCATIONS];

/** Banner `link_type` and `link_method`. */
export const LINK_TYPES = { external: 0, internal: 1, game: 2 } as const;
export const LINK_METHODS = { samePage: 0, newTab: 1 } as const;

/** Captcha types. */
export const CAPTCHA_TYPES = { login: 1, register: 2 } as const;

/**
 * Forms that send an invisible proof of work with their request: the browser solves a challenge
 * of `/captcha/challenge` while the visitor types, and the server checks it once.
 */
export const PROOF_OF_WORK_FORMS = ['login', 'register', 'sms', 'recovery'] as const;
export type ProofOfWorkForm = (typeof PROOF_OF_WORK_FORMS)[number];

/**
 * How much work a site's proof of work asks of a browser, which the operator chooses: about a
 * tenth of a second of one core on a desktop (light), half a second (standard) or two and a half
 * seconds (strong); a low-end phone takes several times as long.
 */
export const PROOF_OF_WORK_STRENGTHS = ['light', 'standard', 'strong'] as const;
export type ProofOfWorkStrength = (typeof PROOF_OF_WORK_STRENGTHS)[number];

/**
 * Desktop templates a site can use; each has its advertisements on a public channel of its own,
 * `{template}_template` (spec section 7).
 */
export const DESKTOP_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;
export type DesktopTemplate = (typeof DESKTOP_TEMPLATES)[number];

/** Mobile H5 templates; origin_mobile is H5_1 and bob_mobile H5_2. */
export const MOBILE_TEMPLATES = [
  'H5_1',
  'H5_2',
  'H5_3',
  'H5_4',
  'H5_5',
  'H5_6',
  'H5_7',
  'H5_8',
] as const;
export type MobileTemplate = (typeof MOBILE_TEMPLATES)[number];
export const MOBILE_TEMPLATE_ALIASES = { origin_mobile: 'H5_1', bob_mobile: 'H5_2' } as const;

/** Footer link kinds (`selectedType`). */
export const FOOTER_LINK_TYPES = ['outerLink', 'main', 'faq'] as const;
export type FooterLinkType = (typeof FOOTER_LINK_TYPES)[number];
