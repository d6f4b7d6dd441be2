/** The fields of a wall clock, to the second, in 24-hour time. */
export const WALL_CLOCK_FIELDS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: making one costs far more than using it. */
const clockOf = (timeZone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK_FIELDS, timeZone });
    clocks.set(timeZone, clock);
  }
  return clock;
};

/** The offset read from the zone's formatter itself. */
const measuredOffsetMs = (instant: number, timeZone: string): number => {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of clockOf(timeZone).formatToParts(instant)) {
    part[type] = Number(value);
  }
  const wall = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
};

/**
 * Offsets are kept per quarter hour: a zone changes its offset at most once in one, so when the
 * quarter's first and last seconds agree, every instant between them has that offset.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_KEPT_QUARTERS = 2_000;
const keptOffsets = new Map<string, number>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (negative behind), in ms. */
export const zoneOffsetMs = (instant: number, timeZone: string): number => {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  const kept = keptOffsets.get(key);
  if (kept !== undefined) return kept;
  const first = quarter * QUARTER_HOUR_MS;
  const offset = measuredOffsetMs(first, timeZone);
  if (offset !== measuredOffsetMs(first + QUARTER_HOUR_MS - 1000, timeZone)) {
    return measuredOffsetMs(instant, timeZone);
  }
  if (keptOffsets.size >= MAX_KEPT_QUARTERS) keptOffsets.clear();
  keptOffsets.set(key, offset);
  return offset;
};

/**
 * The instant at which `timeZone`'s wall clock reads `wallMs` (that reading taken as if it were
 * UTC). The offset is taken at a first guess, then again at the corrected instant, for a clock
 * change between the two.
 */
export const zonedWallToInstant = (wallMs: number, timeZone: string): number => {
  const guess = wallMs - zoneOffsetMs(wallMs, timeZone);
  return wallMs - zoneOffsetMs(guess, timeZone);
};
