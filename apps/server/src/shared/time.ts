/** A moment as the API speaks it: ISO 8601 in UTC, or null for a moment that has not come. */
export const isoOrNull = (date: Date | null): string | null =>
  date === null ? null : date.toISOString();
