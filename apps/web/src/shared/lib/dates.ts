import { POPUP_CLOSE_TIME_FORMAT, SITE_TIME_ZONE } from '@member-site/contracts';
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
