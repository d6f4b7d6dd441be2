import { describe, expect, it } from 'vitest';

import { languageFromBrowserTag, resolveInitialLanguage } from './language';

describe('resolveInitialLanguage', () => {
  it('prefers the lang cookie over the browser', () => {
    expect(resolveInitialLanguage({ cookie: 'hi_IN', browser: ['vi-VN', 'en-US'] })).toBe('hi_IN');
  });

  it('ignores a cookie naming an unsupported language', () => {
    expect(resolveInitialLanguage({ cookie: 'ko_KR', browser: ['vi-VN'] })).toBe('vi_VN');
  });

  it('maps the browser language through its country, skipping unsupported ones', () => {
    expect(resolveInitialLanguage({ cookie: undefined, browser: ['ko-KR', 'zh-TW'] })).toBe(
      'zh_TW',
    );
    expect(resolveInitialLanguage({ cookie: undefined, browser: ['lo-LA'] })).toBe('vi_VN');
    expect(resolveInitialLanguage({ cookie: undefined, browser: ['en-IN'] })).toBe('hi_IN');
  });

  it('leaves the choice to the site default when nothing matches', () => {
    expect(resolveInitialLanguage({ cookie: undefined, browser: ['fr-FR', 'de'] })).toBeUndefined();
    expect(resolveInitialLanguage({ cookie: undefined, browser: [] })).toBeUndefined();
  });
});

describe('languageFromBrowserTag', () => {
  it('understands tags without a country', () => {
    expect(languageFromBrowserTag('vi')).toBe('vi_VN');
    expect(languageFromBrowserTag('hi')).toBe('hi_IN');
    expect(languageFromBrowserTag('zh')).toBe('zh_CN');
    expect(languageFromBrowserTag('zh-Hant')).toBe('zh_TW');
    expect(languageFromBrowserTag('zh-Hant-HK')).toBe('zh_TW');
  });
});
