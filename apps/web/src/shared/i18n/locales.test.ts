import { SUPPORTED_LANGUAGES } from '@member-site/contracts/constants';
import { describe, expect, it } from 'vitest';

import enUS from '../../locales/en_US.json';
import hiIN from '../../locales/hi_IN.json';
import viVN from '../../locales/vi_VN.json';
import zhCN from '../../locales/zh_CN.json';
import zhTW from '../../locales/zh_TW.json';

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
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('site translations', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every English key, with the same placeholders', (code) => {
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
      // Brand-like words may stay the same ("VIP", "APP"); sentences may not.
      const untranslated = [...english].filter(
        ([key, text]) => text.includes(' ') && messages.get(key) === text,
      );
      expect(untranslated).toEqual([]);
    },
  );

  it('does not collide with the error catalogue namespaces', () => {
    const reserved = ['errors', 'signup', 'pg', 'red_envelope', 'success'];
    for (const key of Object.keys(enUS)) expect(reserved).not.toContain(key);
  });
});
