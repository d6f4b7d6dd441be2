/** The code every successful call answers with. The spec also accepts 1000 from legacy calls. */
export const SUCCESS_CODE = '100';
export const LEGACY_SUCCESS_CODE = '1000';

/**
 * Every response body of the API. `code` is a three-digit string ("100", "099") so codes with a
 * leading zero survive; `codeFull` qualifies it with the call family ("register.102") for logs.
 */
export type Envelope<T> = {
  status: 'success' | 'error';
  code: string;
  codeFull: string;
  message: string;
  apiResponseData: T;
  text?: string;
};

/** Field errors that accompany a validation failure: field path to message key. */
export type FieldErrors = { errors: { field: string; message: string }[] };

export const isSuccessCode = (code: string | number): boolean =>
  String(code) === SUCCESS_CODE || String(code) === LEGACY_SUCCESS_CODE;
