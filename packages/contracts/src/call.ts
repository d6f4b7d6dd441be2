import type { z } from 'zod';

import type { ErrorFamilyName } from './errors';

/**
 * Who may make a call. `member` calls answer HTTP 401 without a live session; `operator` calls
 * answer HTTP 401 without a live operator key (the operator's tools, never the member site);
 * `house` calls (the house provider's game pages) answer HTTP 401 without a live game session.
 */
export type CallAccess = 'public' | 'member' | 'optional-member' | 'operator' | 'house';

/** The zod schemas of one call, declared in `../wire` (see CallContract). */
export type CallSchemas = {
  request: z.ZodType;
  /** Schema of `apiResponseData` on success. */
  response: z.ZodType;
};

declare const schemasOf: unique symbol;

/**
 * A call as both sides name it: where it lives, who may make it and which error codes it answers.
 * It holds no schema at run time, so the browser can import every call without zod; its request
 * and response types come from the call's schemas in `../wire`, which the server loads to
 * validate (`wireSchemas` there).
 */
export type CallContract<
  S extends CallSchemas = CallSchemas,
  Access extends CallAccess = CallAccess,
> = {
  /** Path below the `/api` prefix, exactly as the spec writes it. */
  readonly path: `/${string}`;
  readonly method: 'POST' | 'GET';
  readonly access: Access;
  /** Error family whose codes this call can answer with (see errors.ts). */
  readonly family: ErrorFamilyName;
  /** Types only: the schemas of the call. Never set at run time. */
  readonly [schemasOf]?: S;
};

/**
 * The declarer of the calls whose schemas are `Wire` (a map of path to schemas, from `../wire`).
 * A call's path must be one of the map's keys, so a call and its schemas cannot part; the access
 * stays a literal type, so a member call's handler knows its caller is set.
 */
export const describeCalls =
  <Wire extends Record<string, CallSchemas>>() =>
  <Path extends keyof Wire & `/${string}`, Access extends CallAccess>(call: {
    path: Path;
    method: 'POST' | 'GET';
    access: Access;
    family: ErrorFamilyName;
  }): CallContract<Wire[Path], Access> & { readonly path: Path } =>
    Object.freeze({ ...call });

type SchemasOfCall<C> = C extends CallContract<infer S> ? S : never;

/** The body a client sends. */
export type CallRequest<C> = z.input<SchemasOfCall<C>['request']>;
/** The body a handler receives, after the schema's defaults and transforms. */
export type CallParsedRequest<C> = z.output<SchemasOfCall<C>['request']>;
/** What a handler answers before the response schema's transforms. */
export type CallResponseInput<C> = z.input<SchemasOfCall<C>['response']>;
/** The `apiResponseData` a client receives. */
export type CallResponse<C> = z.output<SchemasOfCall<C>['response']>;

/** The URL of a call as the browser requests it. */
export const API_PREFIX = '/api';
export const callUrl = (contract: Pick<CallContract, 'path'>): string =>
  `${API_PREFIX}${contract.path}`;
