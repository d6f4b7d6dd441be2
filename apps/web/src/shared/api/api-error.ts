import type { ErrorEntry, ErrorFamilyName, NETWORK_FAILURES } from '@member-site/contracts';

export type NetworkFailure = (typeof NETWORK_FAILURES)[number];

/** The i18n key shown for every network failure. */
export const NETWORK_ERROR_KEY = 'errors.network';

type ApiErrorInit = {
  /** Envelope code ("101") or the network failure name ("ECONNABORTED"). */
  code: string;
  family: ErrorFamilyName;
  /** The server's message in the request language, when there was a response. */
  serverMessage: string;
  /** The catalogue entry for the code, when the catalogue knows it. */
  entry: ErrorEntry | undefined;
  /** HTTP status of the response, 0 when none arrived. */
  httpStatus: number;
  isNetworkFailure: boolean;
  /** `apiResponseData` of a failed call (for example the double-validation question of 107). */
  data?: unknown;
};

/** A call that did not succeed: a business code, an HTTP failure or a network failure. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string;
  readonly family: ErrorFamilyName;
  readonly serverMessage: string;
  readonly entry: ErrorEntry | undefined;
  readonly httpStatus: number;
  readonly isNetworkFailure: boolean;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage || init.code);
    this.code = init.code;
    this.family = init.family;
    this.serverMessage = init.serverMessage;
    this.entry = init.entry;
    this.httpStatus = init.httpStatus;
    this.isNetworkFailure = init.isNetworkFailure;
    this.data = init.data;
  }

  /** The i18n key of the catalogue entry (or `errors.network`); undefined for unknown codes. */
  get i18nKey(): string | undefined {
    return this.isNetworkFailure ? NETWORK_ERROR_KEY : this.entry?.key;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

type Translate = (key: string) => string;

/**
 * The text to show a person for a failed call, following the catalogue: the entry's message, the
 * server's own message where the spec says so (or for codes the catalogue does not know), the code
 * appended where the spec says so.
 */
export const describeError = (error: unknown, t: Translate): string => {
  if (!isApiError(error)) return t('errors.internal');
  if (error.isNetworkFailure) return t(NETWORK_ERROR_KEY);
  const { entry } = error;
  if (!entry || entry.serverMessage) {
    if (error.serverMessage) return error.serverMessage;
    return entry ? t(entry.key) : t('errors.internal');
  }
  const text = t(entry.key);
  return entry.appendCode ? `${text} (${error.code})` : text;
};
