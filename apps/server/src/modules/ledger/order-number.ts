import { randomInt } from 'node:crypto';

/**
 * A new order number: the kind's letter ('D' deposit, 'W' withdrawal), the UTC date as yyyymmdd
 * and 8 random digits. Unique per site by index; a caller retries the rare collision.
 */
export const newOrderNumber = (prefix: 'D' | 'W', now: Date): string =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomInt(0, 100_000_000)
    .toString()
    .padStart(8, '0')}`;
