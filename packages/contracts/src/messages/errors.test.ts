import { describe, expect, it } from 'vitest';

import {
  ERROR_CATALOGUE,
  type ErrorEntry,
  MESSAGE_PARAMS,
  VALIDATION_MESSAGE_KEYS,
  allErrorKeys,
  allMessageKeys,
} from '../errors';
import { SUPPORTED_LANGUAGES } from '../constants/language';
import { LIMITS } from '../constants/timing';
import { ERROR_MESSAGES, type MessageTree, errorMessage, lookupMessage } from './errors';

const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en_US');

/** Keys whose translation may legitimately equal the English text (brand words and the like). */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

/** Every dotted leaf key of a message tree. */
const leafKeys = (tree: MessageTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : leafKeys(value, `${prefix}${name}.`),
  );

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/** Minimal i18next-style interpolation, enough to check the rendered text. */
const render = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));

const catalogueKeys = [
  ...new Set(
    Object.values(ERROR_CATALOGUE).flatMap((family) =>
      Object.values<ErrorEntry>(family).map((entry) => entry.key),
    ),
  ),
];

describe('error message files', () => {
  it('cover every catalogue entry of every family in every language', () => {
    expect(catalogueKeys.length).toBeGreaterThan(40);
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of catalogueKeys) {
        expect(lookupMessage(ERROR_MESSAGES[language], key), `${language} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('have a non-empty message for every catalogue and validation key in every language', () => {
    const keys = allMessageKeys();
    for (const key of [...allErrorKeys(), ...VALIDATION_MESSAGE_KEYS]) expect(keys).toContain(key);
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of keys) {
        const message = lookupMessage(ERROR_MESSAGES[language], key);
        expect(message?.trim(), `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('hold no key outside the catalogue and validation lists, and the same keys per language', () => {
    const expected = allMessageKeys();
    for (const language of SUPPORTED_LANGUAGES) {
      expect(leafKeys(ERROR_MESSAGES[language]).sort(), language).toEqual(expected);
    }
  });

  it('translate rather than copy English', () => {
    const copies: string[] = [];
    for (const language of OTHER_LANGUAGES) {
      for (const key of allMessageKeys()) {
        if (SAME_AS_ENGLISH_ALLOWED.has(key)) continue;
        const english = lookupMessage(ERROR_MESSAGES.en_US, key);
        if (lookupMessage(ERROR_MESSAGES[language], key) === english) {
          copies.push(`${language} ${key}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('write each language in its own script', () => {
    const scripts = {
      zh_CN: /\p{Script=Han}/u,
      zh_TW: /\p{Script=Han}/u,
      hi_IN: /\p{Script=Devanagari}/u,
      vi_VN: /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu,
    } as const;
    for (const [language, script] of Object.entries(scripts)) {
      for (const key of allMessageKeys()) {
        const tree = ERROR_MESSAGES[language as keyof typeof scripts];
        expect(lookupMessage(tree, key), `${language} ${key}`).toMatch(script);
      }
    }
  });

  it('keep Simplified and Traditional Chinese apart', () => {
    // Characters that exist in only one of the two scripts, as a cheap mix-up detector.
    const simplifiedOnly = /[请码账录额这时发务维护游戏网络试错误输设证验册联户号为与过频该检]/u;
    const traditionalOnly = /[請碼帳錄額這時發務維護遊戲網絡試錯誤輸設證驗冊聯戶號為與過頻該檢]/u;
    for (const key of allMessageKeys()) {
      expect(lookupMessage(ERROR_MESSAGES.zh_TW, key), `zh_TW ${key}`).not.toMatch(simplifiedOnly);
      expect(lookupMessage(ERROR_MESSAGES.zh_CN, key), `zh_CN ${key}`).not.toMatch(traditionalOnly);
    }
  });

  it('use the same i18next parameters in every language, as MESSAGE_PARAMS declares', () => {
    for (const key of Object.keys(MESSAGE_PARAMS)) expect(allMessageKeys()).toContain(key);
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of allMessageKeys()) {
        const message = lookupMessage(ERROR_MESSAGES[language], key) ?? '';
        expect(placeholders(message), `${language} ${key}`).toEqual(
          [...(MESSAGE_PARAMS[key] ?? [])].sort(),
        );
        // Single-brace or unbalanced placeholders would reach the player verbatim.
        expect(message.replace(/\{\{\w+\}\}/g, ''), `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('render the length limits of spec section 9', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const account = render(errorMessage(language, 'signup.err_account_length'), {
        min: LIMITS.accountMin,
        max: LIMITS.accountMax,
      });
      expect(account).toContain('6');
      expect(account).toContain('12');
      const contact = render(errorMessage(language, 'signup.error_for_contact.length'), {
        min: LIMITS.contactMin,
        max: LIMITS.contactMax,
      });
      expect(contact).toContain('5');
      expect(contact).toContain('50');
      const phone = render(errorMessage(language, 'signup.err_phone_vi_format'), {
        length: LIMITS.vndPhoneDigits,
      });
      expect(phone).toContain('10');
      expect(phone).not.toContain('{{');
    }
  });

  it('keep the literal English texts the spec quotes', () => {
    expect(errorMessage('en_US', 'illegal_input')).toBe('Illegal input');
    expect(errorMessage('en_US', 'errors.currency_not_open').toLowerCase()).toContain(
      'not yet open for this currency',
    );
    expect(errorMessage('en_US', 'sms_rate_limit_five_minutes')).toMatch(/5 minutes/);
  });

  it('distinguish messages the catalogue separates', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const distinct = (keys: string[]) =>
        new Set(keys.map((key) => errorMessage(language, key))).size;
      expect(distinct(['account_error', 'account_disable', 'account_freezen'])).toBe(3);
      const oneKey = [101, 102, 103, 104].map((code) => `one_key_err_code_${code}`);
      expect(distinct(oneKey), language).toBe(4);
      expect(
        distinct(['account_repeat', 'name_repeat', 'phone_repeat', 'mail_repeat']),
        language,
      ).toBe(4);
    }
  });

  it('fall back to English, then to the key itself', () => {
    const withoutKey: MessageTree = { ...ERROR_MESSAGES.vi_VN, account_error: {} };
    expect(lookupMessage(withoutKey, 'account_error')).toBeUndefined();
    expect(lookupMessage(ERROR_MESSAGES.en_US, 'signup')).toBeUndefined();
    expect(lookupMessage(ERROR_MESSAGES.en_US, 'account_error.deeper')).toBeUndefined();
    expect(errorMessage('hi_IN', 'no.such.key')).toBe('no.such.key');
    expect(errorMessage('zh_CN', 'account_error')).not.toBe(errorMessage('en_US', 'account_error'));
  });
});
