import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { serializeRequest } from './log-serializers';
import {
  OneLogLinePerRequest,
  answeredByFastify,
  createRequestLine,
  requestIds,
} from './request-log';

const requestLogModule = fileURLToPath(new URL('./request-log.ts', import.meta.url));

const answeredRequest = async (url: string, host: string) => {
  const app = Fastify();
  app.get('/*', async (_request, reply) => reply.code(202).send('ok'));
  let line = '';
  let pinoLine = '';
  const base = { pid: 4321, hostname: 'web-1 "east"' };
  const requestLine = createRequestLine(base);
  const logger = pino(
    {
      base,
      serializers: { req: serializeRequest, res: (reply: { statusCode: number }) => reply },
      timestamp: () => ',"time":1700000000000',
    },
    { write: (written: string) => (pinoLine = written) },
  );
  app.addHook('onResponse', async (request, reply) => {
    line = requestLine(answeredByFastify(request, reply), 1700000000000);
    logger
      .child({ reqId: request.id })
      .info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
  });
  await app.inject({ method: 'GET', url, headers: { host } });
  await app.close();
  return { line, pinoLine };
};

describe('the request log line', () => {
  it('is the line pino writes for the same request, field for field and in the same order', async () => {
    const { line, pinoLine } = await answeredRequest('/lobby?lang=en_US', 'member.example');
    expect(line).toBe(pinoLine);
    expect(JSON.parse(line)).toMatchObject({
      level: 30,
      time: 1700000000000,
      pid: 4321,
      hostname: 'web-1 "east"',
      req: { method: 'GET', url: '/lobby?lang=en_US', host: 'member.example' },
      res: { statusCode: 202 },
      msg: 'request completed',
    });
  });

  it('escapes what the client sent and redacts credentials in the address', async () => {
    const { line, pinoLine } = await answeredRequest(
      '/x?tk=secret-token&q=%22quoted%22',
      'evil"host\\name',
    );
    expect(line).toBe(pinoLine);
    expect(line).not.toContain('secret-token');
    expect(line.endsWith('}\n')).toBe(true);
    expect(JSON.parse(line)).toMatchObject({ req: { host: 'evil"host\\name' } });
  });

  it('leaves out what the request does not have, as pino does', () => {
    const requestLine = createRequestLine({ pid: 1, hostname: 'h' });
    let pinoLine = '';
    const logger = pino(
      {
        base: { pid: 1, hostname: 'h' },
        serializers: { req: serializeRequest },
        timestamp: () => ',"time":5',
      },
      { write: (written: string) => (pinoLine = written) },
    );
    const request = {
      id: 'req-9',
      method: 'GET',
      url: '/',
      host: undefined,
      ip: undefined,
    } as unknown as FastifyRequest;
    const reply = { statusCode: 204, elapsedTime: 0.25 } as FastifyReply;
    logger
      .child({ reqId: 'req-9' })
      .info({ req: request, res: { statusCode: 204 }, responseTime: 0.25 }, 'request completed');
    const line = requestLine(answeredByFastify(request, reply), 5);
    expect(line).toBe(pinoLine);
    expect(JSON.parse(line)).toMatchObject({ req: { method: 'GET', url: '/' } });
  });

  it('is written only when the logger keeps info lines', () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const request = {
      id: 'req-1',
      method: 'GET',
      url: '/',
      host: 'h',
      ip: '127.0.0.1',
    } as unknown as Parameters<OneLogLinePerRequest['requestCompleted']>[1];
    const reply = { statusCode: 200, elapsedTime: 1.5, log: {} } as unknown as Parameters<
      OneLogLinePerRequest['requestCompleted']
    >[2];
    new OneLogLinePerRequest(stream, 'warn').requestCompleted(null, request, reply);
    expect(lines).toHaveLength(0);
    new OneLogLinePerRequest(stream, 'debug').requestCompleted(null, request, reply);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ reqId: 'req-1', res: { statusCode: 200 } });
  });
});

describe('request ids', () => {
  it('count up in base 36, as Fastify numbers the requests it answers', () => {
    const next = requestIds();
    expect([next(), next(), next()]).toEqual(['req-1', 'req-2', 'req-3']);
    for (let request = 4; request <= 36; request += 1) next();
    expect(next()).toBe('req-11');
    // A second server's ids are its own.
    expect(requestIds()()).toBe('req-1');
  });
});

/**
 * Run a script in a process of its own with `standardOutput` as `output`; resolves with what it
 * wrote to standard output once `until` holds for it (the process is then stopped) or it exits.
 */
const runWithStandardOutput = (
  script: string,
  until: (written: string) => boolean = () => false,
): Promise<{ written: string; exitCode: number | null }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { standardOutput } = await import(${JSON.stringify(requestLogModule)});\n` +
          `const output = standardOutput();\n${script}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let written = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      written += chunk;
      if (until(written)) child.kill();
    });
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ written, exitCode }));
  });

describe('the log on standard output', () => {
  it("shows a quiet server's line while the server runs on", async () => {
    // Killed outright if the line has not come by then: no exit handler can write it late.
    const { written, exitCode } = await runWithStandardOutput(
      `output.write('{"msg":"one quiet line"}\\n');\n` +
        `setTimeout(() => process.kill(process.pid, 'SIGKILL'), 8_000);`,
      (text) => text.includes('one quiet line'),
    );
    expect(written).toBe('{"msg":"one quiet line"}\n');
    expect(exitCode).toBeNull();
  }, 30_000);

  it('writes out every line still gathered when the process exits', async () => {
    const { written, exitCode } = await runWithStandardOutput(
      `for (let n = 0; n < 5000; n += 1) output.write(JSON.stringify({ n, msg: 'ünïcode' }) + '\\n');\n` +
        `process.exit(0);`,
    );
    expect(exitCode).toBe(0);
    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(5000);
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(
      Array.from({ length: 5000 }, (_, n) => n),
    );
    expect(lines[4999]).toBe('{"n":4999,"msg":"ünïcode"}');
  }, 30_000);

  it('writes out every line when the process ends on its own, the last ones after a pause', async () => {
    const { written, exitCode } = await runWithStandardOutput(
      `for (let n = 0; n < 300; n += 1) output.write(JSON.stringify({ n }) + '\\n');\n` +
        `setTimeout(() => { for (let n = 300; n < 310; n += 1) output.write(JSON.stringify({ n }) + '\\n'); }, 250);`,
    );
    expect(exitCode).toBe(0);
    const numbers = written
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 310 }, (_, n) => n));
  }, 30_000);
});
