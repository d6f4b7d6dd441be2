import {
  LANGUAGE_BCP47,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@member-site/contracts/constants';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { setRequestLanguage } from '../api/house-call';

type Messages = Record<string, unknown>;

/** One chunk per language, so a page downloads only the language it shows. */
const LOADERS: Record<SupportedLanguage, () => Promise<{ default: Messages }>> = {
  zh_CN: () => import('../../locales/zh_CN.json'),
  zh_TW: () => import('../../locales/zh_TW.json'),
  en_US: () => import('../../locales/en_US.json'),
  vi_VN: () => import('../../locales/vi_VN.json'),
  hi_IN: () => import('../../locales/hi_IN.json'),
};

export const i18n: I18nInstance = i18next.createInstance();

const applyLanguage = (language: SupportedLanguage): void => {
  document.documentElement.lang = LANGUAGE_BCP47[language];
  setRequestLanguage(language);
};

export const initI18n = async (language: SupportedLanguage): Promise<void> => {
  const messages = await LOADERS[language]();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    resources: { [language]: { translation: messages.default } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyLanguage(language);
};

/** Show the page in another language (the game session's, once it is known). */
export const switchLanguage = async (language: SupportedLanguage): Promise<void> => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const messages = await LOADERS[language]();
    i18n.addResourceBundle(language, 'translation', messages.default, true, true);
  }
  await i18n.changeLanguage(language);
  applyLanguage(language);
};

export const useLanguage = (): SupportedLanguage => {
  const { i18n: instance } = useTranslation();
  return isSupportedLanguage(instance.language) ? instance.language : 'en_US';
};
