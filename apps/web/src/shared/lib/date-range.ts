import { RECORD_MAX_RANGE_DAYS } from '@member-site/contracts/constants';

import { siteToday } from './dates';

/** A range of site days, both ends included, as "YYYY-MM-DD". */
export type DateRange = { start: string; end: string };

export const QUICK_RANGES = ['today', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const QUICK_RANGE_DAYS: Record<QuickRange, number> = { today: 1, last7: 7, last30: 30 };

/** The day `days` after `date` (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range of a quick pick, ending today. */
export const quickRange = (pick: QuickRange, now: Date = new Date()): DateRange => {
  const end = siteToday(now);
  return { start: addDays(end, 1 - QUICK_RANGE_DAYS[pick]), end };
};

/** Which quick pick a range is, if any. */
export const quickRangeOf = (range: DateRange, now: Date = new Date()): QuickRange | undefined =>
  QUICK_RANGES.find((pick) => {
    const candidate = quickRange(pick, now);
    return candidate.start === range.start && candidate.end === range.end;
  });

const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  new Date(Date.parse(`${text}T00:00:00Z`)).toISOString().slice(0, 10) === text;

/**
 * Why the server would refuse a range (money 117), checked before asking: 'incomplete' when a day
 * is missing or not a date, 'order' when it ends before it starts, 'length' when it covers more
 * than RECORD_MAX_RANGE_DAYS days. Undefined for a good range.
 */
export const rangeProblem = (range: DateRange): 'incomplete' | 'order' | 'length' | undefined => {
  if (!isDay(range.start) || !isDay(range.end)) return 'incomplete';
  const days = (Date.parse(range.end) - Date.parse(range.start)) / DAY_MS + 1;
  if (days < 1) return 'order';
  if (days > RECORD_MAX_RANGE_DAYS) return 'length';
  return undefined;
};
