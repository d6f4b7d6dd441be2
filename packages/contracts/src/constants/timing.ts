/** Breakpoints, timings and limits of spec section 9, in milliseconds unless named otherwise. */
export const DESKTOP_MIN_WIDTH = 992;
export const RESIZE_DEBOUNCE_MS = 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const OVERLAY_BASE_Z_INDEX = 2000;
export const QUITTING_CLEAR_MS = 30_000;
export const ONE_KEY_COUNTDOWN_SECONDS = 10;
export const DEMO_URL_WAIT_RESET_MS = 1000;
export const LOADING_FADE_MS = 400;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const ICON_FETCH_TIMEOUT_MS = 1500;
export const SMS_COUNTDOWN_SECONDS = 300;
export const CAPTCHA_RETRY_WAIT_MS = 1000;
export const RED_ENVELOPE_REFETCH_MS = 3000;
export const REALTIME_CHANNEL_CHECK_MS = 2000;
/** How often the client asks whether a newer build is out. */
export const VERSION_POLL_MS = 5 * 60_000;

export const GAME_WINDOW = { width: 1500, height: 800 } as const;
export const JACKPOT_DIGITS = 10;
export const PLATFORM_DESCRIPTION_MAX = 15;

/** Time zone of dates shown to members and of red-envelope expiry. */
export const SITE_TIME_ZONE = 'America/Caracas';
export const POPUP_CLOSE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const REALTIME = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  transports: ['polling', 'websocket'],
  perMessageDeflateThreshold: 1024,
} as const;

/** Field limits of spec sections 5 and 9. */
export const LIMITS = {
  accountMin: 6,
  accountMax: 12,
  passwordMin: 6,
  passwordMax: 12,
  withdrawPasswordDigits: 4,
  phoneVerifyDigits: 6,
  vndPhoneDigits: 10,
  contactMin: 5,
  contactMax: 50,
  lettersPerPage: 50,
  doubleValidationQuestions: 3,
} as const;

/** Left-pad the integer part of a jackpot amount to ten digits ("0001234567.89"). */
export const padJackpot = (amount: string): string => {
  const [whole = '0', fraction] = amount.split('.');
  const padded = whole.padStart(JACKPOT_DIGITS, '0');
  return fraction === undefined ? padded : `${padded}.${fraction}`;
};

/** Keep the last three characters of a string (spec: masking helper). */
export const lastThree = (value: string): string => value.slice(-3);
