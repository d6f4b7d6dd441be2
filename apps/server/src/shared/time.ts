import { zoneOffsetMs } from '@member-site/contracts/constants';

/** A moment as the API speaks it: ISO 8601 in UTC, or null for a moment that has not come. */
export const isoOrNull = (date: Date | null): string | null =>
  date === null ? null : date.toISOString();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export const zonedDateOf = (instant: Date, timeZone: string): string =>
  new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10);

/** A calendar day `days` after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
export const isCalendarDay = (date: string): boolean => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
};
