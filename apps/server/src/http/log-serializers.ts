import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: a session handoff, a sealed token, a key. */
const SECRET_QUERY_KEYS = new Set(['tk', 'enc', 'token', 'key', 'code', 'signature', 'password']);

/** Anything that looks like a secret inside free text: bearer tokens, argon2 hashes, hex keys. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /Bearer\s+\S+/gi,
  /\$argon2(id|i|d)\$[^\s"',)]+/g,
  /\b[0-9a-f]{32,}\b/gi,
  /\b[A-Za-z0-9_-]{40,}\b/g,
];

const scrub = (text: string): string => {
  // Drizzle puts the statement and its parameters into the message itself.
  const withoutQuery = text.replace(/Failed query:[\s\S]*/i, 'Failed query: [statement withheld]');
  return SECRET_PATTERNS.reduce(
    (result, pattern) => result.replace(pattern, '[redacted]'),
    withoutQuery,
  );
};

/** A URL with the values of credential-bearing query parameters replaced. */
export const redactUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, mark)}?${params.toString()}`;
};

/** What a request's log lines say about it: never its headers, body or credentials. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  cause?: LoggedError;
};

/**
 * What an error's log line holds: its type, a scrubbed message, the database's error code and
 * constraint, and a scrubbed stack; never the SQL, its parameters, stored values, tokens or
 * password hashes.
 */
export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: '[not an error]', stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  };
  // Only these fields, never the SQL, its parameters, `detail` or other stored values.
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = fields[key];
    if (typeof value === 'string') logged[key] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
};
