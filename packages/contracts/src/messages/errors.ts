import type { SupportedLanguage } from '../constants/language';
import type { ServerMessageKey } from '../errors';
import enUS from './errors.en_US.json';
import hiIN from './errors.hi_IN.json';
import viVN from './errors.vi_VN.json';
import zhCN from './errors.zh_CN.json';
import zhTW from './errors.zh_TW.json';

/** Nested message tree, as i18next reads it (`signup.err_x` is `{ signup: { err_x } }`). */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Messages for every key of the error catalogue, in each supported language. The server writes
 * them into the envelope's `message`; the web app loads them as its `errors` resources.
 */
export const ERROR_MESSAGES: Record<SupportedLanguage, MessageTree> = {
  zh_CN: zhCN,
  zh_TW: zhTW,
  en_US: enUS,
  vi_VN: viVN,
  hi_IN: hiIN,
};

/** Look up a dotted key in a message tree. */
export const lookupMessage = (tree: MessageTree, key: string): string | undefined => {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** The message for `key` in `language`, falling back to en_US and then to the key itself. */
export const errorMessage = (language: SupportedLanguage, key: string): string =>
  lookupMessage(ERROR_MESSAGES[language], key) ?? lookupMessage(ERROR_MESSAGES.en_US, key) ?? key;

/**
 * A text the server writes (SMS, placeholders, server messages) in `language`, with its
 * `{{name}}` parameters filled in; see SERVER_MESSAGE_KEYS.
 */
export const serverMessage = (
  language: SupportedLanguage,
  key: ServerMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  errorMessage(language, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
