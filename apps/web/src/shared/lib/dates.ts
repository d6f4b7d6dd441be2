import {
  LANGUAGE_BCP47,
  POPUP_CLOSE_TIME_FORMAT,
  SITE_TIME_ZONE,
  isSupportedLanguage,
} from '@member-site/contracts/constants';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date shown to visitors, in the site's time zone (America/Caracas). */
export const formatSiteDate = (iso: string, format = 'YYYY-MM-DD'): string => {
  const date = dayjs(iso);
  return date.isValid() ? date.tz(SITE_TIME_ZONE).format(format) : '';
};

/** Now in the site's time zone as "YYYY-MM-DD HH:mm:ss" (the pop-up close-time format). */
export const siteNow = (now: Date = new Date()): string =>
  dayjs(now).tz(SITE_TIME_ZONE).format(POPUP_CLOSE_TIME_FORMAT);

/** A "YYYY-MM-DD HH:mm:ss" time of the site's time zone, as epoch milliseconds. */
export const parseSiteTime = (text: string): number | undefined => {
  const parsed = dayjs.tz(text, POPUP_CLOSE_TIME_FORMAT, SITE_TIME_ZONE);
  return parsed.isValid() ? parsed.valueOf() : undefined;
};

/** Today's date in the site's time zone as "YYYY-MM-DD": the days the server filters records on. */
export const siteToday = (now: Date = new Date()): string =>
  dayjs(now).tz(SITE_TIME_ZONE).format('YYYY-MM-DD');

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
    format = new Intl.DateTimeFormat(locale, {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
};
