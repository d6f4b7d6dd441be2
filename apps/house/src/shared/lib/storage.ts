/** Storage that never throws (private mode, blocked third-party storage in an iframe). */
type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (which: Area, key: string): string | null => {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (which: Area, key: string, value: string): void => {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or refused: the value lives for this page only.
  }
};

export const removeStorage = (which: Area, key: string): void => {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
};

/** Keys this app keeps. */
export const HOUSE_STORAGE_KEYS = {
  /** The open game session (sessionStorage), so a reload keeps playing. */
  session: 'house.session',
  /** Sound on or off (localStorage). */
  sound: 'house.sound',
  turbo: 'house.turbo',
} as const;
