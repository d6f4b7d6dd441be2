import { describe, expect, it } from 'vitest';

import { zoneOffsetMs } from './time-zone';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it('measures a zone against UTC, across a clock change and before 1970', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-10T02:30:05.250Z'), 'America/Caracas')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(1 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(Date.parse('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });
});
