import type { Currency } from './currency';

/** Language ids of spec section 9. */
export const LANGUAGE_IDS = {
  zh_TW: 0,
  zh_CN: 1,
  en_US: 2,
  vi_VN: 3,
  ko_KR: 4,
  ja_JP: 5,
  th_TH: 6,
  hi_IN: 7,
  my_MM: 8,
  ta_IN: 9,
  bn_BD: 10,
} as const;

export type LanguageCode = keyof typeof LANGUAGE_IDS;
export const ALL_LANGUAGE_CODES = Object.keys(LANGUAGE_IDS) as [LanguageCode, ...LanguageCode[]];

/** The languages the member site ships complete translations for. */
export const SUPPORTED_LANGUAGES = ['zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en_US';

export const isSupportedLanguage = (value: unknown): value is SupportedLanguage =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Each language's own name, for the language selector. */
export const LANGUAGE_NATIVE_NAMES: Record<SupportedLanguage, string> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  hi_IN: 'हिन्दी',
};

/** BCP 47 tags for `<html lang>` and `Intl`. */
export const LANGUAGE_BCP47: Record<SupportedLanguage, string> = {
  zh_CN: 'zh-CN',
  zh_TW: 'zh-TW',
  en_US: 'en-US',
  vi_VN: 'vi-VN',
  hi_IN: 'hi-IN',
};

export const COUNTRY_TO_LANGUAGE: Record<string, LanguageCode> = {
  TW: 'zh_TW',
  CN: 'zh_CN',
  US: 'en_US',
  VN: 'vi_VN',
  LA: 'vi_VN',
  KR: 'ko_KR',
  JP: 'ja_JP',
  TH: 'th_TH',
  IN: 'hi_IN',
  MM: 'my_MM',
  TA: 'ta_IN',
  BD: 'bn_BD',
};

export const DEFAULT_CURRENCY_BY_LANGUAGE: Record<LanguageCode, Currency> = {
  zh_TW: 'RMB',
  zh_CN: 'RMB',
  en_US: 'USD',
  vi_VN: 'VND',
  ko_KR: 'WON',
  ja_JP: 'JPY',
  th_TH: 'THB',
  hi_IN: 'INR',
  ta_IN: 'INR',
  my_MM: 'MMK',
  bn_BD: 'BDT',
};

/**
 * The site currency for a language: the language's default when the site offers it, otherwise the
 * site's first (default) currency.
 */
export const currencyForLanguage = (
  language: LanguageCode,
  siteCurrencies: readonly Currency[],
): Currency | undefined => {
  const preferred = DEFAULT_CURRENCY_BY_LANGUAGE[language];
  return siteCurrencies.includes(preferred) ? preferred : siteCurrencies[0];
};

/** Chinese languages join lists with the Chinese comma (spec: platform descriptions). */
export const listSeparator = (language: LanguageCode): string =>
  language === 'zh_CN' || language === 'zh_TW' ? '，' : ', ';

/** A value localised into the supported languages; `en_US` is the fallback. */
export type LocalizedText = Partial<Record<SupportedLanguage, string>> & { en_US: string };

export const pickLocalized = (text: LocalizedText, language: LanguageCode): string =>
  (isSupportedLanguage(language) ? text[language] : undefined) ?? text.en_US;
