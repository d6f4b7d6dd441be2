import {
  type Envelope,
  type ErrorFamilyName,
  SUCCESS_CODE,
  findErrorEntry,
} from '@member-site/contracts';
import { type SupportedLanguage } from '@member-site/contracts/constants';
import { errorMessage } from '@member-site/contracts/messages';

export const success = <T>(
  family: ErrorFamilyName,
  data: T,
  language: SupportedLanguage,
): Envelope<T> => ({
  status: 'success',
  code: SUCCESS_CODE,
  codeFull: `${family}.${SUCCESS_CODE}`,
  message: errorMessage(language, 'success'),
  apiResponseData: data,
});

export const failure = (
  family: ErrorFamilyName,
  code: string,
  language: SupportedLanguage,
  options: { message?: string; data?: unknown } = {},
): Envelope<unknown> => {
  const entry = findErrorEntry(family, code);
  const message =
    options.message ??
    (entry ? errorMessage(language, entry.key) : errorMessage(language, 'errors.internal'));
  return {
    status: 'error',
    code,
    codeFull: `${family}.${code}`,
    message,
    apiResponseData: options.data ?? null,
  };
};
