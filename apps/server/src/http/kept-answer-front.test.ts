import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';

import {
  type CallContract,
  callUrl,
  faqListCall,
  gameListCall,
  siteDetailCall,
} from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase, testConfig } from '../test/helpers';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Headers Node adds to every answer, whoever makes it. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive'];
const withoutConnectionHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)),
  );

/**
 * A site listening on a port, as browsers reach it: the front sees only requests that come over
 * HTTP. It counts the requests that reach Fastify and keeps every log line.
 */
const startSite = async (trustProxy = false) => {
  const database: Database = await openTestDatabase('demo');
  const lines: Record<string, unknown>[] = [];
  const app: FastifyInstance = await buildApp(testConfig({ trustProxy, logLevel: 'info' }), {
    database,
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  let reachedFastify = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify += 1;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const send = (
    url: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
    options: { chunked?: boolean } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            lang: 'en_US',
            ...(options.chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
            ...headers,
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      if (options.chunked) {
        // Two writes of a request without a length go out as chunks.
        outgoing.write(body.slice(0, 3));
        outgoing.end(body.slice(3));
      } else {
        outgoing.end(body);
      }
    });
  const call = (contract: CallContract, fields: object, headers: Record<string, string> = {}) =>
    send(callUrl(contract), JSON.stringify(fields), headers);
  /** How many requests reached Fastify while `work` ran. */
  const fastifySaw = async <T>(work: () => Promise<T>): Promise<{ result: T; seen: number }> => {
    const before = reachedFastify;
    const result = await work();
    return { result, seen: reachedFastify - before };
  };
  return {
    app,
    lines,
    send,
    call,
    fastifySaw,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

describe('the kept answers front', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site.close());

  it('answers a visitor kept lobby call with what Fastify sends, without Fastify', async () => {
    const first = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 1 }));
    expect(first.seen).toBe(1);
    expect(first.result.status).toBe(200);
    const again = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 1 }));
    expect(again.seen).toBe(0);
    expect(again.result.status).toBe(200);
    expect(again.result.body.equals(first.result.body)).toBe(true);
    expect(withoutConnectionHeaders(again.result.headers)).toEqual(
      withoutConnectionHeaders(first.result.headers),
    );
    // The API's security headers and the length in bytes, not chunks.
    expect(again.result.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(first.result.body.length),
    });
    expect(again.result.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(again.result.body.toString())).toMatchObject({
      status: 'success',
      apiResponseData: { detail: { currencies: expect.arrayContaining([]) as unknown } },
    });
  });

  it('answers 304 to a client holding the tag, and compressed bytes to one that accepts them', async () => {
    const plain = await site.call(faqListCall, { site_id: 1 });
    expect(plain.body.length).toBeGreaterThan(1024);
    const etag = String(plain.headers.etag);
    const unchanged = await site.fastifySaw(() =>
      site.call(faqListCall, { site_id: 1 }, { 'if-none-match': etag }),
    );
    expect(unchanged.seen).toBe(0);
    expect(unchanged.result.status).toBe(304);
    expect(unchanged.result.body.length).toBe(0);
    expect(unchanged.result.headers.etag).toBe(etag);

    const compressed = await site.fastifySaw(() =>
      site.call(faqListCall, { site_id: 1 }, { 'accept-encoding': 'br, gzip' }),
    );
    expect(compressed.seen).toBe(0);
    expect(compressed.result.headers['content-encoding']).toBe('br');
    expect(compressed.result.headers.vary).toBe('accept-encoding');
    expect(compressed.result.headers['content-length']).toBe(String(compressed.result.body.length));
    expect(brotliDecompressSync(compressed.result.body).equals(plain.body)).toBe(true);
  });

  it('hands Fastify a body it has no answer for, whole, and Fastify answers and keeps it', async () => {
    const fields = { site_id: 1, currency: 'RMB', support_device: 'mobile' };
    // Spelt as no one has sent it yet: nothing is kept under it.
    const spelt = JSON.stringify(fields, null, 1);
    const first = await site.fastifySaw(() => site.send(callUrl(gameListCall), spelt));
    expect(first.seen).toBe(1);
    expect(first.result.status).toBe(200);
    expect(JSON.parse(first.result.body.toString())).toMatchObject({ status: 'success' });
    const again = await site.fastifySaw(() => site.send(callUrl(gameListCall), spelt));
    expect(again.seen).toBe(0);
    expect(again.result.body.equals(first.result.body)).toBe(true);
  });

  it('never answers a refused body from memory', async () => {
    for (let round = 0; round < 2; round += 1) {
      const refused = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 'one' }));
      expect(refused.seen).toBe(1);
      expect(refused.result.status).toBe(400);
      expect(refused.result.headers.etag).toBeUndefined();
      expect(JSON.parse(refused.result.body.toString())).toMatchObject({
        status: 'error',
        code: '400',
      });
    }
    const broken = await site.fastifySaw(() => site.send(callUrl(siteDetailCall), '{"site_id":'));
    expect(broken.seen).toBe(1);
    expect(broken.result.status).toBe(400);
  });

  it('leaves to Fastify what it does not take: credentials, other types, bodies without a length', async () => {
    const kept = await site.call(siteDetailCall, { site_id: 1 });
    const withToken = await site.fastifySaw(() =>
      site.call(siteDetailCall, { site_id: 1 }, { authorization: 'Bearer not-a-session' }),
    );
    expect(withToken.seen).toBe(1);
    expect(withToken.result.status).toBe(200);

    const asText = await site.fastifySaw(() =>
      site.send(callUrl(siteDetailCall), '{"site_id":1}', { 'content-type': 'text/plain' }),
    );
    expect(asText.seen).toBe(1);
    expect(asText.result.status).not.toBe(200);

    const chunked = await site.fastifySaw(() =>
      site.send(callUrl(siteDetailCall), '{"site_id":1}', {}, { chunked: true }),
    );
    expect(chunked.seen).toBe(1);
    expect(chunked.result.status).toBe(200);
    expect(chunked.result.body.equals(kept.body)).toBe(true);
  });

  it('logs each answer it sends in the request log, as Fastify logs it', async () => {
    await site.call(siteDetailCall, { site_id: 1 });
    const from = site.lines.length;
    const { seen } = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 1 }));
    expect(seen).toBe(0);
    // The log's lines are written once the answer is out.
    await expect.poll(() => site.lines.length).toBe(from + 1);
    const line = site.lines[from];
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: callUrl(siteDetailCall), remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect((line?.req as { host: string }).host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    const ids = site.lines.map((logged) => logged.reqId).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the kept answers front behind a trusted proxy', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite(true);
  });
  afterAll(async () => site.close());

  it("keys and logs the answer by the proxy's forwarded host and client", async () => {
    const forwarded = {
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-host': 'lobby.example',
    };
    const first = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 1 }, forwarded));
    expect(first.seen).toBe(1);
    const again = await site.fastifySaw(() => site.call(siteDetailCall, { site_id: 1 }, forwarded));
    expect(again.seen).toBe(0);
    expect(again.result.body.equals(first.result.body)).toBe(true);
    // Another host is another key: answered by Fastify first.
    const other = await site.fastifySaw(() =>
      site.call(
        siteDetailCall,
        { site_id: 1 },
        { ...forwarded, 'x-forwarded-host': 'other.example' },
      ),
    );
    expect(other.seen).toBe(1);

    await expect.poll(() => site.lines.length).toBeGreaterThanOrEqual(3);
    const [byFastify, byFront] = site.lines.slice(-3);
    for (const line of [byFastify, byFront]) {
      expect(line).toMatchObject({
        req: { host: 'lobby.example', remoteAddress: '203.0.113.9' },
        res: { statusCode: 200 },
      });
    }
  });
});
