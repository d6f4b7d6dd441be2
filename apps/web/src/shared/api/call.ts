import {
  callUrl,
  findErrorEntry,
  isSuccessCode,
  type CallContract,
  type CallRequest,
  type CallResponse,
} from '@member-site/contracts';
import { REQUEST_TIMEOUT_MS } from '@member-site/contracts/constants';

import { ApiError, type NetworkFailure } from './api-error';
import { emitApiEvent } from './api-events';
import { readToken, tokenFromHeader, writeToken } from './token';

let requestLanguage = 'en_US';

/** How calls reach the server: the browser's fetch, or the server's own answers while it renders. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Send every call through this transport instead (the server renders pages from its answers). */
export const setCallTransport = (next: Transport): void => {
  transport = next;
};

/** The language sent in the `lang` header of every call (kept in step with i18n). */
export const setRequestLanguage = (language: string): void => {
  requestLanguage = language;
};

export type CallOptions = {
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal;
  /** Overrides the spec's 30 s timeout (tests). */
  timeoutMs?: number;
  /**
   * Sends this token instead of the stored one, to ask about a session that is not (yet) the
   * member's: the answer then leaves the stored token and the session events alone, and a rotated
   * token goes to `onRotatedToken`.
   */
  token?: string;
  onRotatedToken?: (token: string) => void;
};

type RawEnvelope = { code: string | number; message?: unknown; apiResponseData?: unknown };

const isEnvelope = (value: unknown): value is RawEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  (typeof value.code === 'string' || typeof value.code === 'number');

const networkError = (contract: CallContract, failure: NetworkFailure, status = 0): ApiError =>
  new ApiError({
    code: failure,
    family: contract.family,
    serverMessage: '',
    entry: undefined,
    httpStatus: status,
    isNetworkFailure: true,
  });

/**
 * The last answers that came with an entity tag (the lobby's calls), by call, language, token and
 * body. The next same call sends the tag, and a 304 is answered from here: an unchanged lobby
 * costs no body.
 */
const taggedAnswers = new Map<string, { etag: string; payload: unknown }>();
const TAGGED_ANSWERS_KEPT = 100;

const keepTaggedAnswer = (key: string, etag: string, payload: unknown): void => {
  taggedAnswers.delete(key);
  taggedAnswers.set(key, { etag, payload });
  if (taggedAnswers.size > TAGGED_ANSWERS_KEPT) {
    const oldest = taggedAnswers.keys().next();
    if (oldest.done !== true) taggedAnswers.delete(oldest.value);
  }
};

/** Forget the kept answers (a test starts from none). */
export const forgetTaggedAnswers = (): void => {
  taggedAnswers.clear();
};

const buildRequest = (
  contract: CallContract,
  body: string | undefined,
  signal: AbortSignal,
  token: string | null,
  etag: string | undefined,
): RequestInit => {
  const headers: Record<string, string> = { accept: 'application/json', lang: requestLanguage };
  if (token) headers.authorization = `Bearer ${token}`;
  if (etag !== undefined) headers['if-none-match'] = etag;
  if (contract.method === 'GET') return { method: 'GET', headers, signal };
  headers['content-type'] = 'application/json';
  return { method: 'POST', headers, body, signal };
};

/**
 * Make one call of the contract: POST (or GET) `/api<path>` with JSON, the `lang` header and the
 * stored token. Resolves with `apiResponseData` when the envelope's code is a success code; rejects
 * with an {@link ApiError} otherwise. A 401 also announces `unauthorized`; a rotated token in the
 * `authorization` response header replaces the stored one and announces `tokenRotated`.
 */
export const call = async <C extends CallContract>(
  contract: C,
  body: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> => {
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;

  const url = callUrl(contract);
  const token = options.token ?? readToken();
  const json = contract.method === 'GET' ? undefined : JSON.stringify(body ?? {});
  const answerKey = `${url}\u0000${requestLanguage}\u0000${token ?? ''}\u0000${json ?? ''}`;
  const kept = taggedAnswers.get(answerKey);

  let response: Response;
  let payload: unknown;
  try {
    response = await transport(url, buildRequest(contract, json, signal, token, kept?.etag));
    const text = await response.text();
    try {
      payload = text === '' ? undefined : JSON.parse(text);
    } catch {
      payload = undefined;
    }
  } catch (error) {
    // A cancellation by the caller is not a failure to report; pass it on untouched.
    if (options.signal?.aborted) throw error;
    if (timeout.signal.aborted) throw networkError(contract, 'ECONNABORTED');
    if (error instanceof TypeError) {
      emitApiEvent('unreachable');
      throw networkError(contract, 'network fail');
    }
    throw networkError(contract, 'unhandled error');
  } finally {
    clearTimeout(timer);
  }
  emitApiEvent('reachable');

  const rotated = tokenFromHeader(response.headers.get('authorization'));
  if (options.token === undefined) {
    if (rotated) {
      writeToken(rotated);
      emitApiEvent('tokenRotated');
    }
    if (response.status === 401) emitApiEvent('unauthorized');
  } else if (rotated) {
    options.onRotatedToken?.(rotated);
  }

  // The answer has not changed since the one kept.
  const notModified = response.status === 304 && kept !== undefined;
  if (notModified) payload = kept.payload;

  if (!isEnvelope(payload)) {
    // A body that is not an envelope: a proxy or gateway answered instead of the API.
    if (response.ok || response.status >= 500) {
      throw networkError(contract, 'empty response', response.status);
    }
    const code = String(response.status);
    throw new ApiError({
      code,
      family: contract.family,
      serverMessage: '',
      entry: findErrorEntry(contract.family, code),
      httpStatus: response.status,
      isNetworkFailure: false,
    });
  }

  const code = String(payload.code);
  if ((response.ok || notModified) && isSuccessCode(code)) {
    const etag = response.headers.get('etag');
    if (response.ok && etag !== null) keepTaggedAnswer(answerKey, etag, payload);
    return payload.apiResponseData as CallResponse<C>;
  }
  throw new ApiError({
    code,
    family: contract.family,
    serverMessage: typeof payload.message === 'string' ? payload.message : '',
    entry: findErrorEntry(contract.family, code),
    httpStatus: response.status,
    isNetworkFailure: false,
    data: payload.apiResponseData,
  });
};
