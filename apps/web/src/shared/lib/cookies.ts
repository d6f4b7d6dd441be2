import { COOKIES } from '@member-site/contracts/constants';
import Cookies from 'js-cookie';

const SECONDS_PER_DAY = 86_400;

const isSecurePage = (): boolean => window.location.protocol === 'https:';

let renderedCookies: Readonly<Record<string, string | undefined>> | undefined;

/** The request's cookies while the server renders a page, which has no `document.cookie`. */
export const setRenderedCookies = (cookies: Readonly<Record<string, string | undefined>>): void => {
  renderedCookies = cookies;
};

export const readCookie = (name: string): string | undefined =>
  renderedCookies ? renderedCookies[name] : Cookies.get(name);

/** A plain flag cookie for the rest of the session (isFastDeposit, isRouteRegister). */
export const writeFlagCookie = (name: string, value = 'true'): void => {
  writeSessionCookie(name, value);
};

/** `lang` (max-age one year) and the locale cookie `i18n_redirected` (365 days, path /, lax). */
export const writeLanguageCookies = (language: string): void => {
  Cookies.set(COOKIES.lang.name, language, {
    path: '/',
    sameSite: 'lax',
    secure: isSecurePage(),
    'max-age': String(COOKIES.lang.maxAgeDays * SECONDS_PER_DAY),
  });
  Cookies.set(COOKIES.i18nRedirected.name, language, {
    path: '/',
    sameSite: 'lax',
    secure: isSecurePage(),
    expires: COOKIES.i18nRedirected.maxAgeDays,
  });
};

/** A cookie for the rest of the browser session. */
export const writeSessionCookie = (name: string, value: string): void => {
  Cookies.set(name, value, { path: '/', sameSite: 'lax', secure: isSecurePage() });
};

/** The visitor's chosen site currency, remembered for one day. */
export const writeCurrencyCookie = (currency: string): void => {
  Cookies.set(COOKIES.ccy.name, currency, {
    path: '/',
    sameSite: 'lax',
    secure: isSecurePage(),
    expires: COOKIES.ccy.maxAgeDays,
  });
};
