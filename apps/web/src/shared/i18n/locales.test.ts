import { describeLocaleCatalogue } from '@member-site/contracts/testing';
import { describe, expect, it } from 'vitest';

import enUS from '../../locales/en_US.json';
import hiIN from '../../locales/hi_IN.json';
import viVN from '../../locales/vi_VN.json';
import zhCN from '../../locales/zh_CN.json';
import zhTW from '../../locales/zh_TW.json';

describeLocaleCatalogue('site translations', {
  en_US: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  vi_VN: viVN,
  hi_IN: hiIN,
});

describe('site translation keys', () => {
  it('do not collide with the error catalogue namespaces', () => {
    const reserved = ['errors', 'signup', 'pg', 'red_envelope', 'success'];
    for (const key of Object.keys(enUS)) expect(reserved).not.toContain(key);
  });
});
