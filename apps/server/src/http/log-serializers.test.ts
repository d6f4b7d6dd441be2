import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import type { Database } from '../db/client';
import { hashPassword } from '../infra/passwords';
import { openTestDatabase, testConfig } from '../test/helpers';
import { redactUrl, serializeError } from './log-serializers';

describe('what the log keeps', () => {
  let database: Database;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let storedHash = '';

  beforeAll(async () => {
    database = await openTestDatabase('demo');
    storedHash = await hashPassword('abc123');
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    // A call whose query fails with a hash and a token among its parameters.
    app.post('/api/test/failing-query', async () => {
      await database.db.execute(
        sql`SELECT ${storedHash}::int + ${'Bearer tok_0123456789abcdefghijklmnopqrstuvwxyzABCD'}::int`,
      );
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a failed query with a plain 500 and logs no SQL, parameters, hashes or tokens', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('argon2');
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(storedHash);
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('tok_0123456789');
    expect(log).not.toMatch(/SELECT \$1/);
    expect(log).not.toContain('"params"');
  });

  it('redacts handoff tokens and keys from logged addresses', async () => {
    await app.inject({ method: 'GET', url: '/?tk=secret-token-value&enc=sealed-value&lang=en_US' });
    const log = lines.join('\n');
    expect(log).not.toContain('secret-token-value');
    expect(log).not.toContain('sealed-value');
    expect(log).toContain('lang=en_US');
    expect(redactUrl('/x?TK=a&b=2')).toBe('/x?TK=%5Bredacted%5D&b=2');
  });

  it('writes one line per request, when it is answered, with the address, status and time', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/no-such-call?lang=vi_VN' });
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const aboutIt = written.filter((line) => line.req !== undefined);
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/no-such-call?lang=vi_VN' },
      res: { statusCode: 404 },
    });
    expect(typeof aboutIt[0]?.responseTime).toBe('number');
  });

  it('keeps the database error code and constraint, which say what went wrong', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'members_account_key',
      detail: 'Key (account)=(alice) already exists.',
    });
    const logged = serializeError(
      new Error('Failed query: insert ... params: alice', { cause: error }),
    );
    expect(logged.message).toBe('Failed query: [statement withheld]');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'members_account_key' });
    expect(JSON.stringify(logged)).not.toContain('alice');
  });
});
