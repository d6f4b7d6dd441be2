import { describe, expect, it } from 'vitest';

import { WALL_CLOCK_FIELDS, zoneOffsetMs, zonedWallToInstant } from './time-zone';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it('measures a zone against UTC, across a clock change and before 1970', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-10T02:30:05.250Z'), 'America/Caracas')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(1 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(Date.parse('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });

  it('agrees with the zone to the second around a clock change, however oddly it falls', () => {
    const direct = (instant: number, timeZone: string) => {
      const clock = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK_FIELDS, timeZone });
      const part = new Map(
        clock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
      );
      const field = (type: Intl.DateTimeFormatPartTypes) => part.get(type) ?? 0;
      const wall = Date.UTC(
        field('year'),
        field('month') - 1,
        field('day'),
        field('hour'),
        field('minute'),
        field('second'),
      );
      return wall - Math.floor(instant / 1000) * 1000;
    };
    const changes: [string, string][] = [
      // London's summer time, at a quarter hour.
      ['2026-03-29T01:00:00Z', 'Europe/London'],
      // Kolkata took +05:30 in 1906 at a moment that is no quarter hour.
      ['1905-12-31T18:38:50Z', 'Asia/Kolkata'],
    ];
    for (const [at, timeZone] of changes) {
      const middle = Date.parse(at);
      const offsets = new Set<number>();
      for (let instant = middle - 1_200_000; instant <= middle + 1_200_000; instant += 1000) {
        const offset = zoneOffsetMs(instant, timeZone);
        expect(offset).toBe(direct(instant, timeZone));
        offsets.add(offset);
      }
      expect(offsets.size).toBe(2);
    }
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
