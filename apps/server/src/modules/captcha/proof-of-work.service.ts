import { createHash } from 'node:crypto';

import { type ProofOfWorkForm, type ProofOfWorkStrength } from '@member-site/contracts/constants';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../infra/rate-limiter';
import { loadServerSecret } from '../../infra/sealed';
import type { AccountSettingsService } from '../account-settings/account-settings.service';

/*
 * The invisible proof of work of the login, register, SMS and recovery forms (ALTCHA, version 2
 * challenges). The browser brute-forces a counter whose PBKDF2 key starts with a prefix the server
 * derived from a counter it drew at random; the expected work is that counter. Each failure from
 * an address (a refused login, a wrong proof) doubles the range the next counters are drawn from,
 * so a script that guesses passwords pays more with every guess while a person who typed a
 * password wrong once never notices. A solution is accepted once, for the site and form it was
 * issued for, within ten minutes.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried: one try costs a browser about a quarter millisecond. */
const COST = 1000;
/**
 * The counters a first challenge is drawn from, per strength the operator chose: the expected
 * work is the counter, so standard is about half a second of one core on a desktop.
 */
const STRENGTH_COUNTERS: Record<ProofOfWorkStrength, { min: number; max: number }> = {
  light: { min: 200, max: 600 },
  standard: { min: 1000, max: 3000 },
  strong: { min: 5000, max: 15_000 },
};
/** Counters for test runs only, where a solution must take milliseconds. */
const TEST_COUNTERS = { min: 10, max: 30 };
let testCounters = false;

/**
 * Draw challenges from the test range (`'test'`) or from the range of the site's strength
 * (`'site'`); test setup only.
 */
export const setProofOfWorkCost = (name: 'site' | 'test'): void => {
  testCounters = name === 'test';
};
/** Failures from an address in an hour that cost nothing more (a typo or two). */
const FREE_FAILURES = 2;
/** The range doubles per failure beyond the free ones, up to 2^6 = 64 times. */
const MAX_DOUBLINGS = 6;
const CHALLENGE_TTL_SECONDS = 10 * 60;
/** Failures counted per address for the cost, over an hour. */
export const PROOF_OF_WORK_FAILURES = { points: 1_000_000, durationSeconds: 60 * 60 } as const;
/** Each solution is accepted once: its signature is kept as long as the challenge lives. */
const USED = { points: 1, durationSeconds: CHALLENGE_TTL_SECONDS } as const;

/** Challenges one address may ask for per minute (each costs the server one key derivation). */
export const PROOF_OF_WORK_CHALLENGES = { points: 60, durationSeconds: 60 } as const;

const SIGNATURE_SECRET = 'pow-signature-v1';
const KEY_SIGNATURE_SECRET = 'pow-key-signature-v1';
const SECRET_BYTES = 32;

/** What a form sends as `pow`: base64 of this, as JSON. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

const readPayload = (pow: string): z.infer<typeof payloadSchema> | undefined => {
  if (pow === '' || !/^[A-Za-z0-9+/=_-]+$/.test(pow)) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(pow, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** Which switch of the site's account settings asks a form for a proof of work. */
const FORM_SWITCH = {
  login: 'loginProofOfWork',
  recovery: 'loginProofOfWork',
  register: 'registerProofOfWork',
  sms: 'registerProofOfWork',
} as const satisfies Record<ProofOfWorkForm, 'loginProofOfWork' | 'registerProofOfWork'>;

const failureKey = (siteId: number, ip: string): string => `${siteId}:${ip}`;

export type ProofOfWorkDeps = {
  db: Db;
  accountSettings: AccountSettingsService;
  rateLimiter: RateLimiter;
  now?: () => Date;
};

export const createProofOfWorkService = (deps: ProofOfWorkDeps) => {
  const { rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  let secrets: Promise<{ signature: string; keySignature: string }> | undefined;
  const getSecrets = () => {
    secrets ??= Promise.all([
      loadServerSecret(deps.db, SIGNATURE_SECRET, SECRET_BYTES),
      loadServerSecret(deps.db, KEY_SIGNATURE_SECRET, SECRET_BYTES),
    ])
      .then(([signature, keySignature]) => ({
        signature: signature.toString('base64'),
        keySignature: keySignature.toString('base64'),
      }))
      .catch((error: unknown) => {
        secrets = undefined;
        throw error;
      });
    return secrets;
  };

  const required = async (siteId: number, form: ProofOfWorkForm): Promise<boolean> =>
    (await deps.accountSettings.get(siteId))[FORM_SWITCH[form]];

  /** How many times the base range the address's next challenges are drawn from. */
  const multiplier = async (siteId: number, ip: string): Promise<number> => {
    const failures = await rateLimiter.count(
      'pow-failures',
      failureKey(siteId, ip),
      PROOF_OF_WORK_FAILURES,
    );
    return 2 ** Math.min(Math.max(failures - FREE_FAILURES, 0), MAX_DOUBLINGS);
  };

  const failed = async (siteId: number, ip: string): Promise<void> => {
    await rateLimiter.hit('pow-failures', failureKey(siteId, ip), PROOF_OF_WORK_FAILURES);
  };

  return {
    required,

    /**
     * A challenge for `form` from `ip`, or null when the site does not ask that form for one.
     * The work it takes grows with the address's recent failures. Code 101 of the captcha family
     * when the address asks too often (the client waits and asks again).
     */
    challenge: async (
      siteId: number,
      form: ProofOfWorkForm,
      ip: string,
    ): Promise<Challenge | null> => {
      const settings = await deps.accountSettings.get(siteId);
      if (!settings[FORM_SWITCH[form]]) return null;
      const limit = await rateLimiter.hit('pow-challenge', ip, PROOF_OF_WORK_CHALLENGES);
      if (!limit.allowed) throw new AppError('101', { family: 'captcha' });
      const times = await multiplier(siteId, ip);
      const { signature, keySignature } = await getSecrets();
      const base = testCounters ? TEST_COUNTERS : STRENGTH_COUNTERS[settings.proofOfWorkStrength];
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(base.max * times, base.min * times),
        deriveKey,
        data: { site: siteId, form },
        expiresAt: Math.floor(now().getTime() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },

    /**
     * Accept the `pow` a form sent, or throw code 428 (and count a failure for the address). A
     * form the site does not ask for one passes whatever it sent.
     */
    check: async (
      siteId: number,
      form: ProofOfWorkForm,
      ip: string,
      pow: string,
    ): Promise<void> => {
      if (!(await required(siteId, form))) return;
      const refuse = async (): Promise<never> => {
        await failed(siteId, ip);
        throw new AppError('428', { family: 'common' });
      };
      const payload = readPayload(pow);
      if (!payload) return refuse();
      const { data, expiresAt } = payload.challenge.parameters;
      if (data.site !== siteId || data.form !== form) return refuse();
      if (expiresAt === undefined || expiresAt * 1000 <= now().getTime()) return refuse();
      const { signature, keySignature } = await getSecrets();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      if (!result.verified) return refuse();
      const used = createHash('sha256').update(payload.challenge.signature).digest('hex');
      if (!(await rateLimiter.hit('pow-used', used, USED)).allowed) return refuse();
    },

    /** Count a failure from the address (a refused login or recovery) toward its next cost. */
    failed,
  };
};
export type ProofOfWorkService = ReturnType<typeof createProofOfWorkService>;
