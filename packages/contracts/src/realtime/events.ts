import type { Currency } from '../constants/currency';
import type { LanguageCode } from '../constants/language';
import type { TableRoundView } from '../wire/house-tables';

/**
 * Every realtime event of spec section 7 with its payload, by the channel that carries it.
 * The server emits `(eventName, channelName, payload)`; clients listen with a leading dot
 * (`.listen('.member.cash', ...)`). Payloads use the wire's snake_case names.
 */

/** Events of the private channel `member.{member_id}`. */
export type MemberChannelEvents = {
  /** A game's address is ready (launches that finish on the server). */
  'game.url': { url: string };
  /** The state of a game launch or of a transfer into a game; 957 is "transfers disabled". */
  'forward_game.status': { code: number };
  /** The main wallet's balance, a decimal string in the currency's digits. */
  'member.cash': { cash: string };
  'letter.sent': { id: number };
  'letter.read': { id: number };
  'letter.delete': { id: number };
  /** Every provider balance is back in the main wallet. */
  all_transfer_back: Record<string, never>;
  /**
   * The account logged in elsewhere. `token` identifies the new session without being it (a
   * token is never sent to another session): it never equals a stored token.
   */
  login: { token: string };
  'profile.updated': Record<string, never>;
  /** The operator asked this member's clients to log out, clear their caches and reload. */
  app_clean_cache: Record<string, never>;
  /** A period's commission was paid into the agent wallet (fetch the settlements again). */
  'agent.commission': { settlement_id: number };
  'member_deposit.success': {
    order_number: string;
    deposit_amount: string;
    deposit_times: number;
    currency: Currency;
  };
};

/**
 * Events of the private channel `house.{member_id}`, which the house's game pages join with their
 * game session's token.
 */
export type HouseMemberChannelEvents = {
  /**
   * One of the member's sportsbook bets was settled (or settled again after a corrected
   * result) or cashed out; `returned` is what it returns now, a decimal string.
   */
  sport_bet: { bet_id: number; status: 'open' | 'settled' | 'cashed_out'; returned: string | null };
};

/** Events of the private channel `member.{currency}`. */
export type MemberCurrencyChannelEvents = {
  /** A red envelope promotion has started; it ends at `end_at` (ISO 8601). */
  RedEnvelopeDisplay: { id: number; end_at: string };
};

/** Events of the public channel `web_member`. */
export type WebMemberChannelEvents = {
  customer_service_link_change: Record<string, never>;
  /** The operator changed the announcements (the marquee): fetch them again. */
  web_announcement_change: Record<string, never>;
  /** The operator changed the pop-up promotions: fetch them again. */
  bulletin_change: Record<string, never>;
};

/** Events of the public channel `web_api.{currency}`. */
export type WebApiChannelEvents = {
  'carousel_picture.url': Record<string, never>;
};

/** Events of the public channels `{template}_template` and `bob_mobile_template`. */
export type TemplateChannelEvents = {
  'model_settings.url': { language: LanguageCode };
  'model_sponsor.url': { language: LanguageCode };
  'model_login.url': { language: LanguageCode };
};

/** Events of the public channel `house_table.{table_id}`. */
export type HouseTableChannelEvents = {
  /** A round opened, drew (its outcome and seed revealed), settled or was voided. */
  house_round: TableRoundView;
  /** The operator changed the table (opened, closed, limits, clock, a new chain). */
  house_table: { table_id: number };
};

/** Events of the public channel `sportsbook`: what one pass of the feed changed. */
export type SportsbookChannelEvents = {
  /**
   * Only what changed, by id: fixtures whose status or match state moved, markets whose status
   * moved, selections whose odds moved (null: not offered now). A page applies it to what it
   * shows and reads a fixture again when it does not know an id.
   */
  sport_update: {
    fixtures: {
      fixture_id: number;
      status?: 'scheduled' | 'live' | 'finished' | 'cancelled';
      state?: unknown;
    }[];
    markets: {
      market_id: number;
      fixture_id: number;
      status?: 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
    }[];
    selections: { selection_id: number; market_id: number; odds: number | null }[];
  };
};

/** A member as presence channels show them: public fields only. */
export type PresenceMember = {
  user_id: number;
  user_info: {
    member_id: number;
    /** The account's last three characters after asterisks. */
    member_account: string;
  };
};

/** Every event name the server may emit on a channel, with its payload. */
export type RealtimeEvents = MemberChannelEvents &
  HouseMemberChannelEvents &
  MemberCurrencyChannelEvents &
  WebMemberChannelEvents &
  WebApiChannelEvents &
  TemplateChannelEvents &
  HouseTableChannelEvents &
  SportsbookChannelEvents;
export type RealtimeEventName = keyof RealtimeEvents;

/**
 * What the server emits to a socket whose subscription it refused (as laravel-echo-server does):
 * `subscription_error(channel, status)`, 401 without a live session, 403 for a channel that is
 * not the member's, 400 for a name the server does not serve, 429 when asking too often.
 */
export const SUBSCRIPTION_ERROR_EVENT = 'subscription_error';

/**
 * What the server emits once a socket is in a channel it asked for: `subscription_succeeded(channel)`.
 * laravel-echo-server sends nothing then, and the stock client ignores it; the site's client
 * counts its member feed live only from it, and asks again for what a push may have changed
 * between its page's first calls and that moment (a push is sent once, to the sockets in the
 * channel when it happens).
 */
export const SUBSCRIPTION_SUCCEEDED_EVENT = 'subscription_succeeded';

/** Realtime client settings of spec section 9. */
export const REALTIME_CLIENT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  transports: ['polling', 'websocket'],
  /** Payloads above this many bytes are compressed on the websocket. */
  compressionThreshold: 1024,
} as const;
