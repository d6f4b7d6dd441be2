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

/** The version this bundle was built as; compared with /version.json to detect new builds. */
export const APP_VERSION: string = __APP_VERSION__;
