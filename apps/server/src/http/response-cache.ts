import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { DomainEventBus } from '../infra/events';

type Encoding = 'br' | 'gzip';

/**
 * An answer kept in memory: its bytes (the envelope's JSON, or a page's HTML, encoded as UTF-8
 * once, so sending it neither encodes nor measures the text again), its entity tag, and its
 * compressed forms, each made once, the first time a client asks for it.
 */
export type CachedAnswer = {
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Each way it goes out (`answerFor`), made the first time a client needs it. */
  forms: Partial<Record<AnswerForm, AnswerToSend>>;
};

/** The ways a kept answer goes out: not modified, as it is, or compressed. */
type AnswerForm = 'not-modified' | 'identity' | Encoding;

export type ResponseCacheOptions = {
  events: DomainEventBus;
  /**
   * How long an answer is served before it is computed again. Operator changes drop a site's
   * answers at once through the domain events; the lifetime bounds what changes with the clock
   * alone (a banner's start time, a maintenance window that begins).
   */
  ttlMs?: number;
  /** Answers kept per process; the oldest goes first, so hostile bodies cannot grow it. */
  maxEntries?: number;
  now?: () => number;
};

export type ResponseCache = {
  /**
   * The answer kept under the key. The key names everything the answer depends on (the call's
   * address, the host, the language and the request's body as sent), so it is found before the
   * site is resolved or the body checked.
   */
  get: (key: string) => CachedAnswer | undefined;
  /**
   * The answer kept under the key up to `staleMs` past its lifetime, with whether that lifetime
   * is still running. An operator's change drops answers at once: those are never found here.
   */
  peek: (key: string, staleMs: number) => { answer: CachedAnswer; fresh: boolean } | undefined;
  /**
   * How many times the site's answers were dropped. Read before an answer is computed and given
   * to `set`: an answer computed across an operator's change is sent but not kept.
   */
  generation: (siteId: number) => number;
  /**
   * The answer (JSON unless another type is named) with its entity tag, kept as one of the
   * site's answers unless the site changed since `generation` was read.
   */
  set: (
    siteId: number,
    key: string,
    text: string,
    generation: number,
    contentType?: string,
  ) => CachedAnswer;
  /** Answers kept now (for tests and the bench). */
  size: () => number;
};

const DEFAULT_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 5_000;

/**
 * The key of a visitor's kept answer: everything it depends on as the request arrives, namely the
 * call's address (with any query), the host name (which decides the site when the body names
 * none), the language and the body exactly as sent. It is found before the body is parsed into
 * fields or checked, so a lobby call served from memory costs little more than its write; a body
 * spelt differently is kept apart.
 */
export const visitorAnswerKey = (
  url: string,
  hostname: string,
  language: string,
  body: string,
): string => `${url}\u0000${hostname}\u0000${language}\u0000${body}`;

/** A strong entity tag of the answer's exact bytes. */
const entityTag = (bytes: Buffer): string =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** An answer as it is kept: its bytes and entity tag, not yet compressed. */
const keptAnswer = (text: string, contentType: string): CachedAnswer => {
  const body = Buffer.from(text);
  return { body, etag: entityTag(body), contentType, encoded: {}, forms: {} };
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** True when the request's If-None-Match names the tag (a list, weak tags and `*` included). */
export const matchesEntityTag = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
};

/**
 * The public lobby answers served from memory: site settings, lobby content and the game
 * catalogue as a visitor sees them. A change the operator makes is published as a domain event,
 * heard by every process, and drops every answer of that site.
 */
export const createResponseCache = (options: ResponseCacheOptions): ResponseCache => {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; siteId: number; expires: number }>();

  const generations = new Map<number, number>();
  const generationOf = (siteId: number) => generations.get(siteId) ?? 0;

  const dropSite = ({ siteId }: { siteId: number }) => {
    generations.set(siteId, generationOf(siteId) + 1);
    for (const [key, entry] of entries) if (entry.siteId === siteId) entries.delete(key);
  };
  options.events.subscribe('site.changed', dropSite);
  options.events.subscribe('content.changed', dropSite);
  options.events.subscribe('catalogue.changed', dropSite);
  options.events.subscribe('discounts.changed', dropSite);

  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    peek: (key, staleMs) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (entry.expires + staleMs <= time) {
        entries.delete(key);
        return undefined;
      }
      return { answer: entry.answer, fresh: entry.expires > time };
    },
    generation: generationOf,
    set: (siteId, key, text, generation, contentType = JSON_TYPE) => {
      const answer = keptAnswer(text, contentType);
      if (generation !== generationOf(siteId)) return answer;
      entries.delete(key);
      entries.set(key, { answer, siteId, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      return answer;
    },
    size: () => entries.size,
  };
};

/** Smaller answers are sent as they are, as the compression plugin does (its threshold). */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

const encode = (answer: CachedAnswer, encoding: Encoding): Buffer => {
  const done = answer.encoded[encoding];
  if (done) return done;
  const made =
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzipSync(answer.body);
  answer.encoded[encoding] = made;
  return made;
};

/**
 * How a kept answer goes out to one client: its status, headers and bytes. Made once per form
 * and shared by every client it goes to: not to be changed.
 */
export type AnswerToSend = {
  readonly statusCode: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent for a 304. */
  readonly body?: Buffer;
};

const formOf = (answer: CachedAnswer, form: AnswerForm): AnswerToSend => {
  const made = answer.forms[form];
  if (made) return made;
  const compressible = answer.body.length >= COMPRESS_FROM_BYTES;
  // An answer too short to be compressed is the same whatever the client accepts.
  const vary: Record<string, string> = compressible ? { vary: 'accept-encoding' } : {};
  const headers = { etag: answer.etag, ...vary };
  const toSend: AnswerToSend =
    form === 'not-modified'
      ? { statusCode: 304, headers }
      : form === 'identity'
        ? {
            statusCode: 200,
            headers: { ...headers, 'content-type': answer.contentType },
            body: answer.body,
          }
        : {
            statusCode: 200,
            headers: { ...headers, 'content-type': answer.contentType, 'content-encoding': form },
            body: encode(answer, form),
          };
  answer.forms[form] = toSend;
  return toSend;
};

/**
 * How a kept answer goes out to a client with these request headers: 304 with no body when the
 * client already holds this entity tag, else its bytes, compressed (once) when the client accepts
 * it. The lobby's calls are reads that the spec puts on POST, so a conditional POST is answered
 * like a conditional GET (decision 0017). Each form's status, headers and bytes are made once, so
 * sending a kept answer builds nothing.
 */
export const answerFor = (
  requestHeaders: IncomingHttpHeaders,
  answer: CachedAnswer,
): AnswerToSend => {
  if (matchesEntityTag(requestHeaders['if-none-match'], answer.etag)) {
    return formOf(answer, 'not-modified');
  }
  const accepted = requestHeaders['accept-encoding'];
  const encoding =
    typeof accepted === 'string' && answer.body.length >= COMPRESS_FROM_BYTES
      ? encodings.negotiate(accepted)
      : null;
  return formOf(answer, encoding ?? 'identity');
};

/** Send a kept answer through Fastify (`answerFor`); a `vary` the route set already stays. */
export const sendAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply => {
  const { statusCode, headers, body } = answerFor(request.headers, answer);
  for (const [name, value] of Object.entries(headers)) {
    if (name !== 'vary' || !reply.hasHeader('vary')) reply.header(name, value);
  }
  return body === undefined ? reply.code(statusCode).send() : reply.send(body);
};
