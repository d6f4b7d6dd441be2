import {
  type LocalizedText,
  type SupportedLanguage,
  LANGUAGE_BCP47,
  SUPPORTED_LANGUAGES,
} from '@member-site/contracts/constants';

/** Seed text in every supported language: the compiler refuses a missing translation. */
export type Translations = Record<SupportedLanguage, string>;

export const LANGUAGES = SUPPORTED_LANGUAGES;

/** Build a value per language. */
export const perLanguage = (make: (language: SupportedLanguage) => string): Translations =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Translations;

/** Pick one language out of several translated texts. */
export const pick = <K extends string>(
  texts: Record<K, Translations>,
  language: SupportedLanguage,
): Record<K, string> =>
  Object.fromEntries(
    Object.entries<Translations>(texts).map(([k, t]) => [k, t[language]]),
  ) as Record<K, string>;

/** Translations are complete, so they are valid localized text as they stand. */
export const asLocalized = (t: Translations): LocalizedText => t;

/** Group digits the way the language writes them (8,888 / 8.888 / 8,88,888). */
export const formatNumber = (value: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LANGUAGE_BCP47[language], { maximumFractionDigits: 2 }).format(value);
