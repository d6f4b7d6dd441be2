import { CHUNK_RELOAD_GUARD_MS } from '@member-site/contracts/constants';

const KEY_PREFIX = 'chunk_reload_at:';

type GuardDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The address to reload: where the visitor is, or where they were going. */
  path: string;
  now: number;
};

type ReloadDeps = GuardDeps & { reload: (path: string) => void };

let navigationTarget: () => string | undefined = () => undefined;

/**
 * Tell the guard where a pending navigation is heading, so a chunk that fails while the visitor
 * moves to another page reloads that page, not the one they are leaving.
 */
export const setNavigationTargetResolver = (resolve: () => string | undefined): void => {
  navigationTarget = resolve;
};

const currentPath = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

const defaultGuardDeps = (): GuardDeps => ({
  storage: window.sessionStorage,
  path: navigationTarget() ?? currentPath(),
  now: Date.now(),
});

const reloadAt = (path: string): void => {
  if (path === currentPath()) window.location.reload();
  else window.location.assign(path);
};

/**
 * Claim the one reload allowed for this address: true (and the time noted) unless this address
 * was reloaded for a failed chunk within the last 10 s, or session storage is unusable.
 */
export const claimChunkReload = (overrides: Partial<GuardDeps> = {}): boolean => {
  const deps = { ...defaultGuardDeps(), ...overrides };
  const key = `${KEY_PREFIX}${deps.path.split(/[?#]/)[0] ?? deps.path}`;
  try {
    const last = Number(deps.storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && deps.now - last < CHUNK_RELOAD_GUARD_MS) return false;
    deps.storage.setItem(key, String(deps.now));
    return true;
  } catch {
    // Without session storage the guard cannot hold; never reload then.
    return false;
  }
};

/**
 * After a deployment the old build's chunks disappear, and a lazy import fails. Reload the page
 * once to pick up the new build, but never twice for the same path within 10 s, so a chunk that
 * is truly broken shows the error page instead of reloading forever. Returns whether it reloads.
 */
export const reloadOnceForChunkError = (overrides: Partial<ReloadDeps> = {}): boolean => {
  const { reload = reloadAt, ...guard } = overrides;
  const path = guard.path ?? navigationTarget() ?? currentPath();
  if (!claimChunkReload({ ...guard, path })) return false;
  reload(path);
  return true;
};

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /ChunkLoadError/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));

/**
 * Wrap a lazy import: a failed chunk load reloads the page once (the promise then never settles,
 * as the page is going away); any other failure, or a second one, rejects as usual.
 */
export const importWithReload = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) {
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
};
