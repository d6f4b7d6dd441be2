import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';

import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

import { redactUrl } from './log-serializers';
import { requestLanguage } from './language';
import type { AnsweredRequest } from './request-log';
import {
  type AnswerToSend,
  type ResponseCache,
  answerFor,
  visitorAnswerKey,
} from './response-cache';

declare module 'fastify' {
  // Fastify's route settings are an interface, extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route's visitors' answers are kept (`registerCall`'s `cache`): the front takes it. */
    keptForVisitors?: boolean;
  }
}

/**
 * A lobby call's body is a few dozen bytes; a longer one (or one of unknown length) is left to
 * Fastify, whose limits apply to every call.
 */
const MAX_FRONT_BODY_BYTES = 4096;

/** The body the front read from a request it then handed to Fastify. */
const preReadBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * A route's `preParsing` hook: the body of a request the front already read, as a stream for
 * Fastify's parser, which would otherwise wait for bytes that have gone by.
 */
export const preReadBody = async (
  request: FastifyRequest,
  _reply: unknown,
  payload: Readable,
): Promise<Readable> => {
  const body = preReadBodies.get(request.raw);
  if (body === undefined) return payload;
  preReadBodies.delete(request.raw);
  const stream = Readable.from([body]);
  // Fastify compares this with the request's content length.
  return Object.assign(stream, { receivedEncodedLength: body.length });
};

export type KeptAnswerFrontOptions = {
  cache: ResponseCache;
  /** The addresses of the calls whose visitors' answers are kept (`registerCall`'s `cache`). */
  paths: ReadonlySet<string>;
  /** Headers every API answer carries (the security headers). */
  headers: Readonly<Record<string, string>>;
  /** The server's setting: whether the client's address and host come from a proxy's headers. */
  trustProxy: boolean;
  /** The next request id, from the generator Fastify uses. */
  requestId: () => string;
  /** Log an answered request (the request log's line); absent when nothing is logged. */
  log?: (answered: AnsweredRequest) => void;
};

export type KeptAnswerFront = {
  /**
   * Take the request when it may be a visitor's call whose answer is kept: read its body, then
   * answer it from memory, or hand it to `next` (Fastify) with the body as read. False when the
   * request is not one the front takes; `next` is then the caller's to call.
   */
  take: (request: IncomingMessage, response: ServerResponse, next: () => void) => boolean;
  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  stop: () => void;
};

/** The last entry of a header a proxy appends to (`X-Forwarded-Host: a, b`). */
const lastEntry = (value: string): string => {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
};

/** The host without its port, as Fastify's `request.hostname` reads it. */
const hostnameOf = (host: string): string =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '');

const isJson = (contentType: string | undefined): boolean => {
  if (contentType === undefined) return false;
  const semicolon = contentType.indexOf(';');
  const type = semicolon === -1 ? contentType : contentType.slice(0, semicolon);
  return type.trim().toLowerCase() === 'application/json';
};

/**
 * Kept answers served before Fastify (decision 0032). A visitor's lobby call answered from
 * memory is most of a site's traffic, and Fastify's pipeline around the kept bytes (its request
 * and reply objects, the request's logger, the hooks, the body's parsing and checking) cost more
 * than finding and writing them. The front sees each request first, at the HTTP server: a POST to
 * a kept call without credentials and with a short JSON body is read and looked up under the
 * same key Fastify's route uses; a kept answer goes out with the headers, entity tag, compression
 * and log line it would have had from Fastify. Anything else, a body not yet answered among it,
 * goes to Fastify unchanged, the body as read, and is answered (and kept) there.
 */
export const createKeptAnswerFront = (options: KeptAnswerFrontOptions): KeptAnswerFront => {
  // TRUST_PROXY trusts every proxy, as Fastify's `trustProxy: true` does.
  const trusted = options.trustProxy ? () => true : undefined;
  let stopped = false;

  /**
   * Each form's full set of headers, made once: Node writes the headers of an object it has seen
   * before at a fraction of the cost of a fresh one.
   */
  const headersByForm = new WeakMap<AnswerToSend, Record<string, string | number>>();
  const headersOf = (toSend: AnswerToSend): Record<string, string | number> => {
    const made = headersByForm.get(toSend);
    if (made) return made;
    const headers: Record<string, string | number> = { ...options.headers, ...toSend.headers };
    if (toSend.body !== undefined) headers['content-length'] = toSend.body.length;
    headersByForm.set(toSend, headers);
    return headers;
  };

  const hostOf = (request: IncomingMessage): string => {
    const forwarded = request.headers['x-forwarded-host'];
    if (trusted && typeof forwarded === 'string' && forwarded !== '') return lastEntry(forwarded);
    return request.headers.host ?? '';
  };
  const addressOf = (request: IncomingMessage): string | undefined => {
    if (!trusted) return request.socket.remoteAddress;
    return proxyAddr(request, trusted);
  };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
    body: Buffer,
    arrived: number,
  ) => {
    const url = request.url ?? '';
    const host = hostOf(request);
    const key = visitorAnswerKey(
      url,
      hostnameOf(host),
      requestLanguage(request),
      body.toString('utf8'),
    );
    const kept = options.cache.get(key);
    if (kept === undefined) {
      preReadBodies.set(request, body);
      next();
      return;
    }
    const toSend = answerFor(request.headers, kept);
    response.writeHead(toSend.statusCode, headersOf(toSend));
    response.end(toSend.body);
    options.log?.({
      id: options.requestId(),
      method: 'POST',
      url: redactUrl(url),
      host,
      remoteAddress: addressOf(request),
      statusCode: toSend.statusCode,
      responseTime: performance.now() - arrived,
    });
  };

  return {
    take: (request, response, next) => {
      if (stopped || request.method !== 'POST') return false;
      const url = request.url ?? '';
      const query = url.indexOf('?');
      if (!options.paths.has(query === -1 ? url : url.slice(0, query))) return false;
      const { headers } = request;
      const length = Number(headers['content-length']);
      if (
        headers.authorization !== undefined ||
        headers['content-encoding'] !== undefined ||
        headers['transfer-encoding'] !== undefined ||
        !isJson(headers['content-type']) ||
        !(length >= 0 && length <= MAX_FRONT_BODY_BYTES)
      ) {
        return false;
      }
      const arrived = performance.now();
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.once('end', () => {
        const [first] = chunks;
        const body = chunks.length === 1 && first ? first : Buffer.concat(chunks);
        answer(request, response, next, body, arrived);
      });
      // A client gone mid-body: there is no one to answer.
      request.once('error', () => request.destroy());
      return true;
    },
    stop: () => {
      stopped = true;
    },
  };
};
