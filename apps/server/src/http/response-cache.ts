import { createHash } from 'node:crypto';
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
  encoded: Partial<Record<Encoding, Buffer>>;
};

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
   * The answer with its entity tag, kept as one of the site's answers unless the site changed
   * since `generation` was read.
   */
  set: (siteId: number, key: string, json: string, generation: number) => CachedAnswer;
  /** Answers kept now (for tests and the bench). */
  size: () => number;
};

const DEFAULT_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 5_000;

/** A strong entity tag of the answer's exact bytes. */
const entityTag = (bytes: Buffer): string =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** An answer as it is kept: its bytes and entity tag, not yet compressed. */
const keptAnswer = (text: string): CachedAnswer => {
  const body = Buffer.from(text);
  return { body, etag: entityTag(body), encoded: {} };
};

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
    set: (siteId, key, json, generation) => {
      const answer = keptAnswer(json);
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
 * Send a kept answer (JSON unless another type is named): 304 with no body when the client
 * already holds this entity tag, else its bytes, compressed once and reused when the client
 * accepts it. An answer too short to be compressed is the same whatever the client accepts, so
 * it names no `vary`. The lobby's calls are reads that the spec puts on POST, so a conditional
 * POST is answered like a conditional GET (decision 0017).
 */
export const sendAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  contentType = 'application/json; charset=utf-8',
): FastifyReply => {
  const compressible = answer.body.length >= COMPRESS_FROM_BYTES;
  reply.header('etag', answer.etag);
  if (compressible && !reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type(contentType);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    compressible && typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encode(answer, encoding));
};
