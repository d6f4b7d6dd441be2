import type { z } from 'zod';

import type { CallContract, CallSchemas } from '../call';

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
 * Declare the schemas of a group of calls, keyed by path (the calls themselves are declared in
 * `../calls` with `describeCalls<typeof theseSchemas>()`). Every text field of every request
 * refuses control characters and lone surrogates.
 */
export const callSchemas = <Wire extends Record<`/${string}`, CallSchemas>>(wire: Wire): Wire =>
  Object.fromEntries(
    Object.entries(wire).map(([path, schemas]) => [
      path,
      {
        request: schemas.request.superRefine((value, context) =>
          refuseControlCharacters(value, context),
        ),
        response: schemas.response,
      },
    ]),
  ) as Wire;

/** A call together with its schemas: what the server registers. */
export type WireCall<S extends CallSchemas = CallSchemas> = CallContract<S> & S;
