import type { z } from 'zod';

import type { ErrorFamilyName } from './errors';

/**
 * Who may make a call. `member` calls answer HTTP 401 without a live session; `operator` calls
 * answer HTTP 401 without a live operator key (the operator's tools, never the member site).
 */
export type CallAccess = 'public' | 'member' | 'optional-member' | 'operator';

export type CallContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  /** Path below the `/api` prefix, exactly as the spec writes it. */
  path: `/${string}`;
  method: 'POST' | 'GET';
  access: CallAccess;
  /** Error family whose codes this call can answer with (see errors.ts). */
  family: ErrorFamilyName;
  request: Req;
  /** Schema of `apiResponseData` on success. */
  response: Res;
};

/**
 * Control characters (C0, DEL and C1, tabs and line breaks included) and lone surrogates. No text
 * field of any request may hold one: they corrupt logs and terminals, and PostgreSQL refuses NUL.
 */
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}]/u;

export const TEXT_CONTROL_MESSAGE = 'control characters are not allowed';

/** Add an issue for every string in a parsed request that holds a forbidden character. */
const refuseControlCharacters = (
  value: unknown,
  context: z.RefinementCtx,
  path: (string | number)[] = [],
): void => {
  if (typeof value === 'string') {
    if (FORBIDDEN_IN_TEXT.test(value)) {
      context.addIssue({ code: 'custom', message: TEXT_CONTROL_MESSAGE, path, input: value });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) =>
      refuseControlCharacters(item, context, [...path, index]),
    );
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      refuseControlCharacters(item, context, [...path, key]);
    }
  }
};

/**
 * Declare a call once; the server registers it and the web client calls it, both typed by it. The
 * access stays a literal type, so a member call's handler knows its caller is set. Every text
 * field of the request refuses control characters and lone surrogates.
 */
export const defineCall = <
  Req extends z.ZodType,
  Res extends z.ZodType,
  Access extends CallAccess = CallAccess,
>(
  contract: CallContract<Req, Res> & { access: Access },
): CallContract<Req, Res> & { access: Access } => ({
  ...contract,
  request: contract.request.superRefine((value, context) =>
    refuseControlCharacters(value, context),
  ),
});

export type CallRequest<C> = C extends CallContract<infer Req> ? z.input<Req> : never;
export type CallParsedRequest<C> = C extends CallContract<infer Req> ? z.output<Req> : never;
export type CallResponse<C> = C extends CallContract<z.ZodType, infer Res> ? z.output<Res> : never;

/** The URL of a call as the browser requests it. */
export const API_PREFIX = '/api';
export const callUrl = (contract: Pick<CallContract, 'path'>): string =>
  `${API_PREFIX}${contract.path}`;
