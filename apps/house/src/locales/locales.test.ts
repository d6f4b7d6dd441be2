import { SUPPORTED_LANGUAGES } from '@member-site/contracts/constants';
import { describe, expect, it } from 'vitest';

import enUS from './en_US.json';
import hiIN from './hi_IN.json';
import viVN from './vi_VN.json';
import zhCN from './zh_CN.json';
import zhTW from './zh_TW.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of leaves(value, path)) result.set(k, v);
  }
  return result;
};

const LOCALES: Record<(typeof SUPPORTED_LANGUAGES)[number], Tree> = {
  en_US: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  vi_VN: viVN,
  hi_IN: hiIN,
};

const english = leaves(enUS);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('house translations', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every key, with the same placeholders', (code) => {
    const messages = leaves(LOCALES[code]);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(messages.get(key)?.trim(), key).not.toBe('');
    }
  });

  it.each(['zh_CN', 'zh_TW', 'vi_VN', 'hi_IN'] as const)(
    '%s is translated, not English',
    (code) => {
      const messages = leaves(LOCALES[code]);
      const untranslated = [...english].filter(
        ([key, text]) => text.includes(' ') && messages.get(key) === text,
      );
      expect(untranslated).toEqual([]);
    },
  );
});
