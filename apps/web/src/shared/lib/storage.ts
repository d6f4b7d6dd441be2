/**
 * Storage that never throws: browsers in private mode or with storage disabled raise on access,
 * and a visitor must still be able to use the site.
 */
type StorageKind = 'local' | 'session';

const storageOf = (kind: StorageKind): Storage | undefined => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (kind: StorageKind, key: string): string | null => {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (kind: StorageKind, key: string, value: string): void => {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
};

export const removeStorage = (kind: StorageKind, key: string): void => {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
};

export const clearStorage = (kind: StorageKind): void => {
  try {
    storageOf(kind)?.clear();
  } catch {
    // Nothing to do.
  }
};
