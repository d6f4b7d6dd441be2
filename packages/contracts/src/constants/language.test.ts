import { describe, expect, it } from 'vitest';

import {
  COUNTRY_TO_LANGUAGE,
  DEFAULT_CURRENCY_BY_LANGUAGE,
  LANGUAGE_IDS,
  currencyForLanguage,
  isSupportedLanguage,
  listSeparator,
  pickLocalized,
} from './language';

describe('language constants of spec section 9', () => {
  it('LANGUAGE_IDS are exactly the spec values', () => {
    expect(LANGUAGE_IDS).toEqual({
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
    });
  });

  it('COUNTRY_TO_LANGUAGE is exactly the spec mapping', () => {
    expect(COUNTRY_TO_LANGUAGE).toEqual({
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
    });
  });

  it('default currencies per language are the spec values', () => {
    expect(DEFAULT_CURRENCY_BY_LANGUAGE).toEqual({
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
    });
  });
});

describe('currencyForLanguage', () => {
  it("uses the language's currency when the site offers it", () => {
    expect(currencyForLanguage('vi_VN', ['RMB', 'VND'])).toBe('VND');
    expect(currencyForLanguage('zh_CN', ['VND', 'RMB'])).toBe('RMB');
    expect(currencyForLanguage('zh_TW', ['RMB', 'VND'])).toBe('RMB');
  });

  it("falls back to the site's first currency", () => {
    expect(currencyForLanguage('hi_IN', ['RMB', 'VND'])).toBe('RMB');
    expect(currencyForLanguage('en_US', ['VND', 'RMB'])).toBe('VND');
    expect(currencyForLanguage('vi_VN', ['RMB'])).toBe('RMB');
  });

  it('gives undefined when the site has no currency', () => {
    expect(currencyForLanguage('zh_CN', [])).toBeUndefined();
  });
});

describe('language helpers', () => {
  it('recognises only the five shipped languages', () => {
    expect(isSupportedLanguage('vi_VN')).toBe(true);
    expect(isSupportedLanguage('ko_KR')).toBe(false);
    expect(isSupportedLanguage('zh-CN')).toBe(false);
    expect(isSupportedLanguage(1)).toBe(false);
  });

  it('joins with the Chinese comma for Chinese only', () => {
    expect(listSeparator('zh_CN')).toBe('，');
    expect(listSeparator('zh_TW')).toBe('，');
    expect(listSeparator('vi_VN')).toBe(', ');
  });

  it('picks the localised text or English', () => {
    const text = { en_US: 'Slots', zh_CN: '电子' };
    expect(pickLocalized(text, 'zh_CN')).toBe('电子');
    expect(pickLocalized(text, 'vi_VN')).toBe('Slots');
    expect(pickLocalized(text, 'ko_KR')).toBe('Slots');
  });
});
