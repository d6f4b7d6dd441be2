import * as contracts from '@member-site/contracts';
import { type CallContract, callUrl } from '@member-site/contracts';
import { wireSchemas } from '@member-site/contracts/wire';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { type TestApp, buildTestApp } from './helpers';
import { createTestMember } from './members';

/**
 * Bodies each call receives where its rules run: with the credentials it needs, or none for a
 * public call. `npm test` runs the fuzz on PGlite and again on PostgreSQL, each database with
 * bodies of its own seed.
 */
const RUNS_PER_CALL = 120;
/**
 * Bodies a guarded call receives without credentials: authentication comes before validation, so
 * each of them must get the same 401 whatever it holds, and a few make the point.
 */
const RUNS_WITHOUT_CREDENTIALS = 20;
const SEED = process.env.DATABASE_URL ? 20_261_124 : 20_261_123;

const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'family' in value &&
  'access' in value;

/** Every call the contracts package declares, by its export name. */
const CALLS: [string, CallContract][] = Object.entries(contracts as Record<string, unknown>)
  .flatMap(([name, value]): [string, CallContract][] => (isCall(value) ? [[name, value]] : []))
  .sort(([a], [b]) => a.localeCompare(b));

/** The field names a request schema knows, looking through pipes, defaults and unions. */
const fieldNames = (schema: z.ZodType, depth = 0): string[] => {
  if (depth > 8) return [];
  const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const inner = [def.in, def.innerType, def.schema, def.left, def.right].filter(Boolean);
  const options: unknown[] = Array.isArray(def.options) ? (def.options as unknown[]) : [];
  return [...new Set([...inner, ...options].flatMap((s) => fieldNames(s as z.ZodType, depth + 1)))];
};

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u001b[31mred',
  '\r\n\t',
  '\u202e\u200b',
  '__proto__',
  'constructor',
  "'; DROP TABLE members; --",
  '%s%s%n',
  '${{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '9'.repeat(400),
  '字'.repeat(3000),
  'x'.repeat(20_000),
];

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^\d{1,40}(\.\d{1,12})?$/),
);

const leaf = fc.oneof(
  hostileString,
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

/** A value nested hundreds to thousands of levels deep, as arrays or objects. */
const deepValue = fc
  .tuple(fc.integer({ min: 100, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) => {
    const open = asArray ? '[' : '{"a":';
    const close = asArray ? ']' : '}';
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });

const quote = (text: string) => JSON.stringify(text);

/** The hostile values hold no `undefined`, so each has a JSON text. */
const toJson = (value: unknown): string => JSON.stringify(value);

/**
 * Raw request bodies for a call: its own fields filled with hostile values, bodies of the wrong
 * type, prototype-pollution keys, deep nesting and broken JSON.
 */
const hostileBody = (fields: string[]): fc.Arbitrary<string> => {
  const ownFields =
    fields.length === 0
      ? fc.constant('{}')
      : fc
          .dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
          .map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 6, arbitrary: ownFields },
    { weight: 1, arbitrary: hostileValue.map((value) => toJson(value)) },
    { weight: 1, arbitrary: deepValue },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue)
        .map(([key, value]) => `{${quote(key)}:${toJson(value)}}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":1,}',
        '[1,2',
        'null',
        '"text"',
        '\u0000',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
      ),
    },
  );
};

/**
 * Things an answer must never show: stack frames, paths, SQL, driver and runtime errors. The
 * words stand as words: a random token (the captcha's encrypted data) may hold "sTack" or
 * "postgres" inside its letters, which shows nothing.
 */
const INTERNALS =
  /\bat [\w$.<>]+ \(|node_modules|\/work\/|\/apps\/server|\.ts:\d|\bSELECT\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|\bdrizzle|\bPGlite|\bpostgres|TypeError|ReferenceError|RangeError|SyntaxError|ZodError|\bstack\b/i;

/**
 * The text of an answer a person or a parser could read: pictures sent as data URIs (captchas)
 * are random base64, where any word the check looks for turns up by chance now and then.
 */
const readableText = (body: string): string =>
  body.replace(/data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=]+/g, 'data:image');

const queryString = (raw: string): string => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(parsed)) params.append(key, String(value));
      return `?${params.toString()}`;
    }
  } catch {
    // Not JSON: send it as it is.
  }
  return `?${encodeURIComponent(raw)}`;
};

/**
 * The fuzz of one share of the calls (every `shares`-th, from `share`), so test files of the
 * shares run side by side on the test workers.
 */
export const describeContractFuzz = (share: number, shares: number) =>
  describe(`every call of the contracts under hostile bodies (share ${share + 1} of ${shares})`, () => {
    const calls = CALLS.filter((_, index) => index % shares === share);

    let t: TestApp;
    let memberToken = '';
    let sessionMember = { id: 0, siteId: 0 };
    /** An active agent, for the agent centre's calls, so their bodies reach its rules. */
    let agentToken = '';
    let sessionAgent = { id: 0, siteId: 0 };
    let operatorKey = '';
    let houseToken = '';

    const newMemberSession = async () => {
      const { token } = await t.app.deps.sessions.start(sessionMember, {
        ip: '127.0.0.1',
        udid: 'fuzz',
        device: 1,
      });
      memberToken = token;
    };

    const newAgentSession = async () => {
      const { token } = await t.app.deps.sessions.start(sessionAgent, {
        ip: '127.0.0.1',
        udid: 'fuzz-agent',
        device: 1,
      });
      agentToken = token;
    };
    const isAgentCall = (contract: CallContract) => contract.path.startsWith('/arks/web/agent/');

    /** A game session of the house (a demo of its slot), for the calls of its game pages. */
    const newHouseSession = async () => {
      const launch = await t.call(contracts.demoPlayCall, {
        gp_id: 1,
        game_type: 2,
        game_code: 'e_lotus_fortune',
      });
      const token = /#launch=(.+)$/.exec(launch.envelope.apiResponseData.game_url)?.[1] ?? '';
      const session = await t.call(contracts.houseSessionCall, { launch_token: token });
      houseToken = session.envelope.apiResponseData.session_token;
    };

    beforeAll(async () => {
      t = await buildTestApp();
      await newHouseSession();
      const member = await createTestMember(t.database, { withdrawPassword: '1234' });
      sessionMember = member;
      await newMemberSession();
      sessionAgent = await createTestMember(t.database, {
        withdrawPassword: '1234',
        isAgent: true,
        agentActive: true,
        memberType: 2,
      });
      await t.app.deps.agentTree.joinWithin(t.database.db, {
        memberId: (await createTestMember(t.database, { agentId: sessionAgent.id })).id,
        agentId: sessionAgent.id,
      });
      await newAgentSession();
      const operator = await t.app.deps.operators.create(1, 'fuzz');
      operatorKey = operator?.key ?? '';
    });
    afterAll(async () => t.close());

    it('covers the calls the contracts declare', () => {
      expect(CALLS.length).toBeGreaterThan(50);
      expect(calls.length).toBeGreaterThanOrEqual(Math.floor(CALLS.length / shares));
    });

    it.each(calls)('%s never answers 5xx nor shows internals', async (_name, contract) => {
      const fields = fieldNames(wireSchemas(contract).request);
      const guarded =
        contract.access === 'member' ||
        contract.access === 'operator' ||
        contract.access === 'house';
      let sent = 0;

      const send = async (raw: string, withCredentials: boolean) => {
        const token =
          contract.access === 'operator'
            ? operatorKey
            : contract.access === 'house'
              ? houseToken
              : isAgentCall(contract)
                ? agentToken
                : memberToken;
        const response = await t.app.inject({
          method: contract.method,
          url:
            contract.method === 'GET'
              ? `${callUrl(contract)}${queryString(raw)}`
              : callUrl(contract),
          headers: {
            'content-type': 'application/json',
            lang: 'en_US',
            ...(withCredentials && contract.access !== 'public'
              ? { authorization: `Bearer ${token}` }
              : {}),
          },
          remoteAddress: `10.${sent % 250}.${Math.floor(sent / 250) % 250}.7`,
          ...(contract.method === 'GET' ? {} : { payload: raw }),
        });
        sent += 1;
        const context = `${contract.path} ${withCredentials ? 'with' : 'without'} credentials: ${raw.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        expect(readableText(response.body), context).not.toMatch(INTERNALS);
        const envelope = response.json<{ status: unknown; code: unknown; message: unknown }>();
        expect(typeof envelope.code, context).toBe('string');
        expect(typeof envelope.message, context).toBe('string');
        if (guarded && !withCredentials) {
          // Authentication comes before validation: a stranger learns nothing about the body.
          expect(response.statusCode, context).toBe(401);
        }
        const rotated = response.headers.authorization;
        if (
          contract.access !== 'operator' &&
          contract.access !== 'house' &&
          typeof rotated === 'string'
        ) {
          const rotatedToken = rotated.replace(/^Bearer\s+/i, '');
          if (isAgentCall(contract)) agentToken = rotatedToken;
          else memberToken = rotatedToken;
        }
        // A body that logged the member out or changed the password ends the session: start anew.
        if (withCredentials && response.statusCode === 401) {
          if (contract.access === 'house') await newHouseSession();
          else if (isAgentCall(contract)) await newAgentSession();
          else if (contract.access !== 'operator') await newMemberSession();
        }
      };

      // A public call is sent no credentials either way: one round. A guarded one is refused
      // before its body is read without them, then meets its rules with them.
      const rounds: { withCredentials: boolean; runs: number }[] =
        contract.access === 'public'
          ? [{ withCredentials: false, runs: RUNS_PER_CALL }]
          : [
              { withCredentials: false, runs: guarded ? RUNS_WITHOUT_CREDENTIALS : RUNS_PER_CALL },
              { withCredentials: true, runs: RUNS_PER_CALL },
            ];
      for (const { withCredentials, runs } of rounds) {
        await fc.assert(
          fc.asyncProperty(hostileBody(fields), (raw) => send(raw, withCredentials)),
          { numRuns: runs, seed: SEED, endOnFailure: true },
        );
      }
      expect(sent).toBe(rounds.reduce((total, round) => total + round.runs, 0));
    });
  });
