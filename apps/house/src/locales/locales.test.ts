import { describeLocaleCatalogue } from '@member-site/contracts/testing';

import enUS from './en_US.json';
import hiIN from './hi_IN.json';
import viVN from './vi_VN.json';
import zhCN from './zh_CN.json';
import zhTW from './zh_TW.json';

describeLocaleCatalogue('house translations', {
  en_US: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  vi_VN: viVN,
  hi_IN: hiIN,
});
