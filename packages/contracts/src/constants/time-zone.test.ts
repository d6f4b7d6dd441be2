import { describe, expect, it } from 'vitest';

import { zoneOffsetMs, zonedWallToInstant } from './time-zone';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it('measures a zone against UTC, across a clock change and before 1970', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-10T02:30:05.250Z'), 'America/Caracas')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(1 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(Date.parse('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });

  it('finds the instant a wall clock shows, on either side of a clock change', () => {
    const wall = (text: string) => Date.parse(`${text}Z`);
    expect(zonedWallToInstant(wall('2026-03-09T22:30:05'), 'America/Caracas')).toBe(
      Date.parse('2026-03-10T02:30:05Z'),
    );
    // London moved to summer time at 01:00 UTC on 29 March 2026.
    expect(zonedWallToInstant(wall('2026-03-29T00:30:00'), 'Europe/London')).toBe(
      Date.parse('2026-03-29T00:30:00Z'),
    );
    expect(zonedWallToInstant(wall('2026-03-29T03:00:00'), 'Europe/London')).toBe(
      Date.parse('2026-03-29T02:00:00Z'),
    );
  });
});
