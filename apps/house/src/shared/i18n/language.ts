import {
  COUNTRY_TO_LANGUAGE,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@member-site/contracts/constants';

/** The supported language of a browser tag ("vi-VN", "zh-Hant", "hi"), by country then base. */
export const languageFromBrowserTag = (tag: string): SupportedLanguage | undefined => {
  const parts = tag.replace(/_/g, '-').split('-');
  const region = parts.slice(1).find((part) => /^[A-Za-z]{2}$/.test(part));
  if (region) {
    const byCountry = COUNTRY_TO_LANGUAGE[region.toUpperCase()];
    if (isSupportedLanguage(byCountry)) return byCountry;
  }
  const base = parts[0]?.toLowerCase();
  if (!base) return undefined;
  if (base === 'zh') return parts.some((part) => /^hant$/i.test(part)) ? 'zh_TW' : 'zh_CN';
  return SUPPORTED_LANGUAGES.find((language) => language.startsWith(`${base}_`));
};

/**
 * The page's language: the game session's, else `?lang=`, else the browser's first supported
 * language, else English.
 */
export const resolveLanguage = (sources: {
  session?: string | undefined;
  query?: string | null | undefined;
  browser: readonly string[];
}): SupportedLanguage => {
  if (isSupportedLanguage(sources.session)) return sources.session;
  if (isSupportedLanguage(sources.query)) return sources.query;
  for (const tag of sources.browser) {
    const language = languageFromBrowserTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};
