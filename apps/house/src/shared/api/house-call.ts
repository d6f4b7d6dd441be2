import {
  callUrl,
  isSuccessCode,
  type CallContract,
  type CallRequest,
  type CallResponse,
} from '@member-site/contracts';
import { REQUEST_TIMEOUT_MS } from '@member-site/contracts/constants';

let requestLanguage = 'en_US';

/** The language sent in the `lang` header of every call; the server translates `message` to it. */
export const setRequestLanguage = (language: string): void => {
  requestLanguage = language;
};

/**
 * A failed house call. `code` is the envelope's code ("101", "103"...), 'network' when no answer
 * arrived (offline, timeout, a gateway page), or the HTTP status when the body was no envelope.
 * `message` is the server's text, already in the session's language ('' for network failures).
 */
export class HouseError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  /** The envelope's `apiResponseData` of a refusal that carries some (odds now, a new value). */
  readonly data: unknown;

  constructor(code: string, message: string, httpStatus: number, data: unknown = null) {
    super(message);
    this.name = 'HouseError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
  }

  get isNetworkFailure(): boolean {
    return this.code === 'network';
  }

  /** The game session is over: the page can only send the player back to the lobby. */
  get isSessionEnded(): boolean {
    return this.code === '101' || this.httpStatus === 401;
  }
}

type RawEnvelope = { code: string | number; message?: unknown; apiResponseData?: unknown };

const isEnvelope = (value: unknown): value is RawEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  (typeof value.code === 'string' || typeof value.code === 'number');

export type HouseCallOptions = {
  /** The game session's token; every call but opening the session sends it. */
  token?: string;
  timeoutMs?: number;
};

/**
 * POST one house call to `/api<path>` with JSON, the `lang` header and the game session's token,
 * and resolve with `apiResponseData` on a success code; reject with a {@link HouseError}.
 */
export const houseCall = async <C extends CallContract>(
  contract: C,
  body: CallRequest<C>,
  options: HouseCallOptions = {},
): Promise<CallResponse<C>> => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    lang: requestLanguage,
  };
  // The same bearer scheme as every other call of the API (docs/architecture.md, section 2).
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(callUrl(contract), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: timeout.signal,
    });
    const text = await response.text();
    try {
      payload = text === '' ? undefined : JSON.parse(text);
    } catch {
      payload = undefined;
    }
  } catch {
    throw new HouseError('network', '', 0);
  } finally {
    clearTimeout(timer);
  }

  if (!isEnvelope(payload)) {
    if (response.status === 401) throw new HouseError('401', '', 401);
    throw new HouseError('network', '', response.status);
  }
  const code = String(payload.code);
  if (isSuccessCode(code)) return payload.apiResponseData as CallResponse<C>;
  const message = typeof payload.message === 'string' ? payload.message : '';
  throw new HouseError(code, message, response.status, payload.apiResponseData ?? null);
};
