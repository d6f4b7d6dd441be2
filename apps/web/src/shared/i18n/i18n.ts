import {
  COOKIES,
  LANGUAGE_BCP47,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@member-site/contracts/constants';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { setRequestLanguage } from '../api/call';
import { readCookie, writeLanguageCookies } from '../lib/cookies';
import { writeStorage } from '../lib/storage';
import { loadMessages } from './resources';

export { resolveInitialLanguage } from './language';

/** The app's single i18next instance. */
export const i18n: I18nInstance = i18next.createInstance();

const NAMESPACE = 'translation';

const applyLanguage = (language: SupportedLanguage): void => {
  // Writing `lang`, even its own value, restyles every element a `:lang()` rule could match.
  if (typeof document !== 'undefined' && document.documentElement.lang !== LANGUAGE_BCP47[language])
    document.documentElement.lang = LANGUAGE_BCP47[language];
  setRequestLanguage(language);
};

const ensureLoaded = async (language: SupportedLanguage): Promise<void> => {
  if (i18n.hasResourceBundle(language, NAMESPACE)) return;
  const messages = await loadMessages(language);
  i18n.addResourceBundle(language, NAMESPACE, messages, true, true);
};

/** Start i18n with the active language only; the others load when a visitor switches. */
export const initI18n = async (language: SupportedLanguage): Promise<void> => {
  const messages = await loadMessages(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    resources: { [language]: { [NAMESPACE]: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  writeStorage('local', STORAGE_KEYS.lang, language);
  applyLanguage(language);
};

/**
 * Switch the site language: load its messages, then remember the choice in the `lang` and
 * `i18n_redirected` cookies and local storage so it survives a reload.
 */
export const switchLanguage = async (language: SupportedLanguage): Promise<void> => {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  writeLanguageCookies(language);
  writeStorage('local', STORAGE_KEYS.lang, language);
  applyLanguage(language);
};

/**
 * Make the language the active one without remembering it as the visitor's choice: the server
 * renders each document in the language the request asked for.
 */
export const activateLanguage = async (language: SupportedLanguage): Promise<void> => {
  if (!i18n.isInitialized) {
    await initI18n(language);
    return;
  }
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyLanguage(language);
};

/** The language cookie, when it names a supported language. */
export const readLanguageCookie = (): SupportedLanguage | undefined => {
  const value = readCookie(COOKIES.lang.name);
  return isSupportedLanguage(value) ? value : undefined;
};

/** The active language, re-rendering on change. */
export const useLanguage = (): SupportedLanguage => {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return isSupportedLanguage(language) ? language : 'en_US';
};
