import { describe, expect, it } from 'vitest';

import { formatSiteDate, formatSiteDateTime, parseSiteTime, siteNow, siteToday } from './dates';

// 02:30 UTC on 10 March is still 22:30 on 9 March in Caracas (UTC-4).
const ISO = '2026-03-10T02:30:05Z';

describe('site time', () => {
  it('gives dates and days on the site clock, not the browser one', () => {
    expect(formatSiteDate(ISO)).toBe('2026-03-09');
    expect(siteToday(new Date(ISO))).toBe('2026-03-09');
    expect(siteToday(new Date('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
  });

  it('writes and reads the pop-up close time on the site clock', () => {
    const stamp = siteNow(new Date(ISO));
    expect(stamp).toBe('2026-03-09 22:30:05');
    expect(parseSiteTime(stamp)).toBe(Date.parse(ISO));
    expect(parseSiteTime('2026-03-09')).toBeUndefined();
    expect(parseSiteTime('not a time')).toBeUndefined();
    expect(formatSiteDate('not a time')).toBe('');
  });

  it('formats a date and time in the language, on the site clock', () => {
    expect(formatSiteDateTime(ISO, 'en_US')).toBe('03/09/2026, 22:30:05');
    expect(formatSiteDateTime(ISO, 'zh_CN')).toBe('2026/03/09 22:30:05');
    expect(formatSiteDateTime(null, 'en_US')).toBe('—');
    expect(formatSiteDateTime('not a time', 'en_US')).toBe('not a time');
  });
});
