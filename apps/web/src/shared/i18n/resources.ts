import type { SupportedLanguage } from '@member-site/contracts/constants';
import type { MessageTree } from '@member-site/contracts/messages';

type JsonModule = { default: MessageTree };

/**
 * One loader per language: the site's own strings and the error catalogue messages of
 * `@member-site/contracts`, each its own chunk so only the active language is downloaded. Hindi
 * also brings its webfont.
 */
const LOADERS: Record<SupportedLanguage, () => Promise<[JsonModule, JsonModule]>> = {
  zh_CN: () =>
    Promise.all([
      import('../../locales/zh_CN.json'),
      import('@member-site/contracts/messages/errors.zh_CN.json'),
    ]),
  zh_TW: () =>
    Promise.all([
      import('../../locales/zh_TW.json'),
      import('@member-site/contracts/messages/errors.zh_TW.json'),
    ]),
  en_US: () =>
    Promise.all([
      import('../../locales/en_US.json'),
      import('@member-site/contracts/messages/errors.en_US.json'),
    ]),
  vi_VN: () =>
    Promise.all([
      import('../../locales/vi_VN.json'),
      import('@member-site/contracts/messages/errors.vi_VN.json'),
    ]),
  hi_IN: async () => {
    const [site, errors, fonts] = await Promise.all([
      import('../../locales/hi_IN.json'),
      import('@member-site/contracts/messages/errors.hi_IN.json'),
      import('./devanagari-fonts'),
    ]);
    fonts.addDevanagariFonts();
    return [site, errors];
  },
};

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null;

/** Merge message trees; later trees win on conflicts. */
export const mergeMessageTrees = (...trees: MessageTree[]): MessageTree => {
  const result: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] = isTree(existing) && isTree(value) ? mergeMessageTrees(existing, value) : value;
    }
  }
  return result;
};

/** The whole translation tree of a language: site strings plus catalogue error messages. */
export const loadMessages = async (language: SupportedLanguage): Promise<MessageTree> => {
  const [site, errors] = await LOADERS[language]();
  return mergeMessageTrees(site.default, errors.default);
};
