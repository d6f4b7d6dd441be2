import { describeLocaleCatalogue } from '@member-site/contracts/testing';
import { describe, expect, it } from 'vitest';

import site from '../../../locales/en_US.json';
import enUS from './en_US.json';
import hiIN from './hi_IN.json';
import viVN from './vi_VN.json';
import zhCN from './zh_CN.json';
import zhTW from './zh_TW.json';

describeLocaleCatalogue('agent centre translations', {
  en_US: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  vi_VN: viVN,
  hi_IN: hiIN,
});

describe('agent centre translation keys', () => {
  it('sit under one key the site strings and error messages do not use', () => {
    expect(Object.keys(enUS)).toEqual(['agentCentre']);
    expect(Object.keys(site)).not.toContain('agentCentre');
  });
});
