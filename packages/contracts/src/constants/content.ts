/**
 * Closed value sets of the lobby content. The contract schemas and the database CHECK constraints
 * are both built from these lists, so a value the API can answer is a value the database can hold.
 */

/** FAQ sections, in the order the FAQ page shows them. */
export const FAQ_CATEGORIES = ['account', 'deposit', 'withdrawal', 'games', 'security'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Promotion (discount) categories, the tabs of the /discount page. */
export const DISCOUNT_CATEGORIES = ['new_member', 'deposit', 'rebate', 'vip', 'event'] as const;
export type DiscountCategory = (typeof DISCOUNT_CATEGORIES)[number];

/** Where a logo is shown: desktop header, mobile header, footer, browser tab, installed app. */
export const LOGO_TYPES = ['desktop', 'mobile', 'footer', 'favicon', 'app'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The side of the desktop page a float button sticks to. */
export const FLOAT_POSITIONS = ['left', 'right'] as const;
export type FloatPosition = (typeof FLOAT_POSITIONS)[number];

/** Blocks a mobile template can place on its home page, in the order it lists them. */
export const HOME_BLOCKS = [
  'carousel',
  'marquee',
  'jackpot',
  'game_menu',
  'discounts',
  'sponsors',
] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

/** Pop-up promotion `display_frequency`: 0 once per member (closing hides it), 1 every visit. */
export const DISPLAY_FREQUENCIES = { once: 0, everyVisit: 1 } as const;
export type DisplayFrequency = (typeof DISPLAY_FREQUENCIES)[keyof typeof DISPLAY_FREQUENCIES];
