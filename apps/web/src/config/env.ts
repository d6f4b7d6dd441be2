/**
 * Everything the web app reads from its build environment, read once here (no other file touches
 * `import.meta.env`). Values are baked in at build time by Vite.
 */

const parseSiteId = (raw: string | undefined): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

const parseFlag = (raw: string | undefined): boolean => raw === 'true' || raw === '1';

/** The site this build serves (`VITE_SITE_ID`, default 1). */
export const SITE_ID: number = parseSiteId(import.meta.env.VITE_SITE_ID);

/** Demo mode (`VITE_IS_DEMO`): banner links do nothing, accounts are simulated. */
export const IS_DEMO: boolean = parseFlag(import.meta.env.VITE_IS_DEMO);

/** Production build (as opposed to the dev server or tests). */
export const IS_PRODUCTION: boolean = import.meta.env.PROD;

/**
 * Minutes an agent or referral link is remembered after the visit (`VITE_LINK_EXPIRE_TIME`,
 * spec section 9: LINK_EXPIRE_TIME in minutes); one day when unset.
 */
export const REFERRAL_LINK_MINUTES: number = (() => {
  const value = Number(import.meta.env.VITE_LINK_EXPIRE_TIME);
  return Number.isFinite(value) && value > 0 ? value : 24 * 60;
})();

/**
 * Where the realtime socket connects (`VITE_SOCKET_URL`, for example `http://localhost:3000` in
 * development): an origin, or undefined for the page's own origin, where the server serves
 * socket.io beside the site (ws: under http, wss: under https).
 */
export const SOCKET_URL: string | undefined = (() => {
  const raw = import.meta.env.VITE_SOCKET_URL?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
})();

/** The version this bundle was built as; compared with /version.json to detect new builds. */
export const APP_VERSION: string = __APP_VERSION__;
