import { describe, expect, it } from 'vitest';

import { siteToday } from './dates';
import { addDays, quickRange, quickRangeOf, rangeProblem } from './date-range';

// 02:30 UTC on 10 March is still 9 March in Caracas (UTC-4).
const NOW = new Date('2026-03-10T02:30:00Z');

describe('record date ranges', () => {
  it('counts days in the site time zone', () => {
    expect(siteToday(NOW)).toBe('2026-03-09');
    expect(siteToday(new Date('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
  });

  it('builds the quick picks ending today, both ends included', () => {
    expect(quickRange('today', NOW)).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(quickRange('last7', NOW)).toEqual({ start: '2026-03-03', end: '2026-03-09' });
    expect(quickRange('last30', NOW)).toEqual({ start: '2026-02-08', end: '2026-03-09' });
    expect(quickRangeOf({ start: '2026-03-03', end: '2026-03-09' }, NOW)).toBe('last7');
    expect(quickRangeOf({ start: '2026-03-04', end: '2026-03-09' }, NOW)).toBeUndefined();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the ranges the server would refuse', () => {
    expect(rangeProblem({ start: '2026-03-01', end: '2026-03-01' })).toBeUndefined();
    expect(rangeProblem({ start: '', end: '2026-03-01' })).toBe('incomplete');
    expect(rangeProblem({ start: '2026-02-30', end: '2026-03-01' })).toBe('incomplete');
    expect(rangeProblem({ start: '2026-03-02', end: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ start: '2026-01-01', end: '2026-03-31' })).toBeUndefined();
    expect(rangeProblem({ start: '2026-01-01', end: '2026-04-01' })).toBe('length');
  });
});
