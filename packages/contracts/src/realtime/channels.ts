import { CURRENCY_CODES, type Currency } from '../constants/currency';

/**
 * The realtime channels of spec section 7, by the names the laravel-echo client asks for.
 * `echo.private('member.12')` subscribes to `private-member.12`, `echo.join('member.RMB')` to
 * `presence-member.RMB`; public channels have no prefix.
 */
export const realtimeChannels = {
  /** Private: one member's events (balance, letters, login elsewhere, deposits). */
  member: (memberId: number) => `member.${memberId}`,
  /**
   * Private (red envelopes) and presence (who is online): every live member of a currency.
   * The client asks for both, `echo.private(...)` and `echo.join(...)`, with this name.
   */
  memberCurrency: (currency: Currency) => `member.${currency}`,
  /** Public: the customer-service link. */
  webMember: 'web_member',
  /** Public: the banners of a currency. */
  webApi: (currency: Currency) => `web_api.${currency}`,
  /** Public: a desktop template's advertisements (site02, suncity, apsport). */
  template: (template: string) => `${template}_template`,
  /** Public: the sponsor and login lists of the bob_mobile template. */
  bobMobileTemplate: 'bob_mobile_template',
  /** Public: a house table's rounds as they open, draw and settle, for every player at it. */
  houseTable: (tableId: number) => `house_table.${tableId}`,
  /**
   * Public: the site's sportsbook as it moves (odds, market status, scores and match state,
   * fixture status), for its list and match pages and the quick-bet frame.
   */
  sportsbook: 'sportsbook',
  /**
   * Private: a member's events for the house's game pages (a bet settled), joined with the game
   * page's session token, never the member's session. The game session names it in `channel`.
   */
  houseMember: (memberId: number) => `house.${memberId}`,
} as const;

/** Longest channel name the server considers; anything longer is refused unread. */
export const MAX_CHANNEL_NAME_LENGTH = 64;

const TEMPLATE_NAME = /^[a-z][a-z0-9]{0,31}$/;
const isCurrency = (value: string): value is Currency =>
  (CURRENCY_CODES as readonly string[]).includes(value);

/** A channel name as the server understands it, or `undefined` for a name it does not serve. */
export type ParsedChannel =
  | { kind: 'member'; access: 'private'; memberId: number }
  | { kind: 'house-member'; access: 'private'; memberId: number }
  | { kind: 'member-currency'; access: 'private'; currency: Currency }
  | { kind: 'presence-currency'; access: 'presence'; currency: Currency }
  | { kind: 'web-member'; access: 'public' }
  | { kind: 'web-api'; access: 'public'; currency: Currency }
  | { kind: 'template'; access: 'public'; template: string }
  | { kind: 'house-table'; access: 'public'; tableId: number }
  | { kind: 'sportsbook'; access: 'public' };

/** Read a wire channel name (`private-member.12`, `web_api.RMB`, ...). */
export const parseChannel = (name: string): ParsedChannel | undefined => {
  if (name.length === 0 || name.length > MAX_CHANNEL_NAME_LENGTH) return undefined;
  if (name.startsWith('private-member.')) {
    const rest = name.slice('private-member.'.length);
    if (/^[1-9]\d{0,14}$/.test(rest)) {
      return { kind: 'member', access: 'private', memberId: Number(rest) };
    }
    return isCurrency(rest)
      ? { kind: 'member-currency', access: 'private', currency: rest }
      : undefined;
  }
  if (name.startsWith('private-house.')) {
    const rest = name.slice('private-house.'.length);
    return /^[1-9]\d{0,14}$/.test(rest)
      ? { kind: 'house-member', access: 'private', memberId: Number(rest) }
      : undefined;
  }
  if (name.startsWith('presence-member.')) {
    const rest = name.slice('presence-member.'.length);
    return isCurrency(rest)
      ? { kind: 'presence-currency', access: 'presence', currency: rest }
      : undefined;
  }
  if (name === realtimeChannels.webMember) return { kind: 'web-member', access: 'public' };
  if (name.startsWith('web_api.')) {
    const rest = name.slice('web_api.'.length);
    return isCurrency(rest) ? { kind: 'web-api', access: 'public', currency: rest } : undefined;
  }
  if (name === realtimeChannels.sportsbook) return { kind: 'sportsbook', access: 'public' };
  if (name.startsWith('house_table.')) {
    const rest = name.slice('house_table.'.length);
    return /^[1-9]\d{0,8}$/.test(rest)
      ? { kind: 'house-table', access: 'public', tableId: Number(rest) }
      : undefined;
  }
  if (name.endsWith('_template')) {
    const template = name.slice(0, -'_template'.length);
    return TEMPLATE_NAME.test(template) || template === 'bob_mobile'
      ? { kind: 'template', access: 'public', template }
      : undefined;
  }
  return undefined;
};
