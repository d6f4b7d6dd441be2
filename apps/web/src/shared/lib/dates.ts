import {
  LANGUAGE_BCP47,
  POPUP_CLOSE_TIME_FORMAT,
  SITE_TIME_ZONE,
  WALL_CLOCK_FIELDS,
  zoneOffsetMs,
  zonedWallToInstant,
  isSupportedLanguage,
} from '@member-site/contracts/constants';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The instant's wall time on the site's clock, as a UTC dayjs whose fields read that time. */
const onSiteClock = (epochMs: number): Dayjs =>
  dayjs.utc(epochMs + zoneOffsetMs(epochMs, SITE_TIME_ZONE));

/** A date shown to visitors, in the site's time zone (America/Caracas). */
export const formatSiteDate = (iso: string, format = 'YYYY-MM-DD'): string => {
  const epochMs = dayjs(iso).valueOf();
  return Number.isNaN(epochMs) ? '' : onSiteClock(epochMs).format(format);
};

/** Now in the site's time zone as "YYYY-MM-DD HH:mm:ss" (the pop-up close-time format). */
export const siteNow = (now: Date = new Date()): string =>
  onSiteClock(now.getTime()).format(POPUP_CLOSE_TIME_FORMAT);

/** A "YYYY-MM-DD HH:mm:ss" time of the site's time zone, as epoch milliseconds. */
export const parseSiteTime = (text: string): number | undefined => {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const wall = dayjs.utc(text).valueOf();
  if (Number.isNaN(wall)) return undefined;
  return zonedWallToInstant(wall, SITE_TIME_ZONE);
};

/** Today's date in the site's time zone as "YYYY-MM-DD": the days the server filters records on. */
export const siteToday = (now: Date = new Date()): string =>
  onSiteClock(now.getTime()).format('YYYY-MM-DD');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the visitor's language, on the site's clock, so a row shows the same day
 * the server counted it on wherever the visitor is. `—` for a time that is not there yet.
 */
export const formatSiteDateTime = (iso: string | null, language: string): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = isSupportedLanguage(language) ? LANGUAGE_BCP47[language] : 'en-US';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...WALL_CLOCK_FIELDS, timeZone: SITE_TIME_ZONE });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
};
