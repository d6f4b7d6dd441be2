import { readStorage, removeStorage, writeStorage } from '../lib/storage';

/**
 * Session-storage key of the page a visitor wanted before being asked to log in (a member page
 * opened without a session). Login reads it once and goes there.
 */
export const LOGIN_REDIRECT_KEY = 'login_redirect';

/** Only addresses of this site: a path, never `//host` or a full URL. */
const isSitePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Remember where to go after login (the path with its query). Other addresses are ignored. */
export const saveLoginRedirect = (path: string): void => {
  if (isSitePath(path)) writeStorage('session', LOGIN_REDIRECT_KEY, path);
};

/** The remembered path, once: reading it forgets it. */
export const takeLoginRedirect = (): string | undefined => {
  const path = readStorage('session', LOGIN_REDIRECT_KEY);
  removeStorage('session', LOGIN_REDIRECT_KEY);
  return path !== null && isSitePath(path) ? path : undefined;
};
