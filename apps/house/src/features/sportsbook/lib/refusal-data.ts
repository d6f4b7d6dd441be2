/**
 * An amount a refusal's data carries under `key` (`value` of a 125, `max_stake` of a 110), if it
 * holds one: the data is read as the server may send it, never trusted to be well formed.
 */
export const amountOfRefusal = (data: unknown, key: string): string | null => {
  if (typeof data !== 'object' || data === null || !(key in data)) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? value : null;
};
