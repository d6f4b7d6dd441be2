/** Local-storage keys of the session (spec section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  memberId: 'member_id',
  memberAccount: 'member_account',
  memberType: 'member_type',
  agentType: 'agent_type',
  currency: 'currency',
  lang: 'lang',
  eyeOpen: 'eyeOpen',
  pwa: 'pwa',
  siteName: 'site_name',
  isV3Ver: 'isV3Ver',
  waitingWindow: 'waitingWindow',
  skipReloadGetInfo: 'skipReloadGetInfo',
  windowMsg: 'window-msg',
  lastPlayed: 'last_play_games',
  browserWarningDismissed: 'browser_warning_dismissed',
} as const;

/** Cookie names and lifetimes (spec sections 3 and 9). */
export const COOKIES = {
  ccy: { name: 'ccy', maxAgeDays: 1 },
  lang: { name: 'lang', maxAgeDays: 365 },
  i18nRedirected: { name: 'i18n_redirected', maxAgeDays: 365 },
  memberAgent: { name: 'member_agent' },
  recommendCode: { name: 'recommend_code' },
  registerType: { name: 'register_type' },
  currency: { name: 'currency' },
  agentDomainId: { name: 'agent_domain_id' },
  isFastDeposit: { name: 'isFastDeposit' },
  isRouteRegister: { name: 'isRouteRegister' },
  /**
   * When the visitor last closed the pop-up promotion ("YYYY-MM-DD HH:mm:ss", site time), for the
   * browser session: a cookie, so the server's page knows whether to show the pop-up.
   */
  popupClosedAt: { name: 'popup_closed_at' },
} as const;

/** Names of the windows the site opens (spec: /loading placeholder). */
export const WINDOW_NAMES = {
  game: 'gameWindow',
  deposit: 'depositWindow',
  fastPayment: 'fpWindow',
  user: 'userWindow',
  proxy: 'proxyWindow',
} as const;
