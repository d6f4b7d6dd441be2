import {
  COUNTRY_TO_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@member-site/contracts/constants';

/**
 * The supported language of a browser language tag ("vi-VN", "zh-Hant-TW", "hi"): by its country
 * through the spec's country table, else by its language subtag.
 */
export const languageFromBrowserTag = (tag: string): SupportedLanguage | undefined => {
  const parts = tag.replace(/_/g, '-').split('-');
  const region = parts.slice(1).find((part) => /^[A-Za-z]{2}$/.test(part));
  if (region) {
    const byCountry = COUNTRY_TO_LANGUAGE[region.toUpperCase()];
    if (isSupportedLanguage(byCountry)) return byCountry;
  }
  const base = parts[0]?.toLowerCase();
  if (!base) return undefined;
  if (base === 'zh') {
    const script = parts.slice(1).find((part) => /^hant$/i.test(part));
    return script ? 'zh_TW' : 'zh_CN';
  }
  return SUPPORTED_LANGUAGES.find((language) => language.startsWith(`${base}_`));
};

export type LanguageSources = {
  /** The `lang` cookie. */
  cookie: string | undefined;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
};

/**
 * The language chosen on first load: the `lang` cookie, else the first browser language that maps
 * to a supported one; undefined means "use the site's default language".
 */
export const resolveInitialLanguage = ({
  cookie,
  browser,
}: LanguageSources): SupportedLanguage | undefined => {
  if (isSupportedLanguage(cookie)) return cookie;
  for (const tag of browser) {
    const language = languageFromBrowserTag(tag);
    if (language) return language;
  }
  return undefined;
};
