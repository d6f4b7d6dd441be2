import { describe, expect, it } from 'vitest';

import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../constants';

/** A locale file: nested objects of strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every string of a locale file by its dotted key. */
export const localeLeaves = (tree: LocaleTree, prefix = ''): Map<string, string> => {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of localeLeaves(value, path)) result.set(k, v);
  }
  return result;
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/**
 * The checks every front end's translations pass: each language has every English key with the
 * same `{{placeholders}}` and no empty text, and no sentence is left in English.
 */
export const describeLocaleCatalogue = (
  title: string,
  locales: Record<SupportedLanguage, LocaleTree>,
): void => {
  const english = localeLeaves(locales.en_US);
  describe(title, () => {
    it.each(SUPPORTED_LANGUAGES)('%s has every English key, with the same placeholders', (code) => {
      const messages = localeLeaves(locales[code]);
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
        expect(messages.get(key)?.trim(), key).not.toBe('');
      }
    });

    it.each(SUPPORTED_LANGUAGES.filter((code) => code !== 'en_US'))(
      '%s is translated, not English',
      (code) => {
        const messages = localeLeaves(locales[code]);
        // Brand-like words may stay the same ("VIP", "APP"); sentences may not.
        const untranslated = [...english].filter(
          ([key, text]) => text.includes(' ') && messages.get(key) === text,
        );
        expect(untranslated).toEqual([]);
      },
    );
  });
};
