import { type CallParsedRequest, type MemberSession, type loginCall } from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { fieldErrors } from '@member-site/contracts/validation';
import { z } from 'zod';

import { AppError } from '../../http/app-error';
import type { RateLimiter, RateLimitRule } from '../../infra/rate-limiter';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SessionRow, SessionService } from '../session/session.service';
import type { AuthRepository, DeviceFacts, MemberRow } from './auth.repository';

/*
 * What the auth services (login, double validation, handoff, passwords, recovery) share: the
 * rate limits, the answer helpers, and the steps that open a session.
 */

/** Checks (and uses up) a captcha the captcha module issued. */
export type CaptchaVerifier = Pick<CaptchaService, 'verify'>;

/** A logged-in member, as the member calls see them. */
export type AuthCaller = { member: MemberRow; session: SessionRow };

export type LoginBody = CallParsedRequest<typeof loginCall>;
export type DeviceBody = Pick<
  LoginBody,
  | 'remote_addr'
  | 'host'
  | 'device'
  | 'system_group'
  | 'udid'
  | 'login_type'
  | 'cdn'
  | 'system'
  | 'browser'
  | 'system_version'
>;

/*
 * Rate limits. Login keeps three counters of failed attempts:
 * - per site and IP address: 20 failures in 15 minutes put the address on the site's block list
 *   for the rest of the window, answered with login code 106 (ip_error) whatever the account;
 *   an address the operator put on the site's blacklist is answered with 201;
 * - per site, account name and address (whether or not the account exists, so the answer tells
 *   nothing about which accounts exist): 5 wrong passwords in 15 minutes lock logins to that
 *   account from that address with login code 802 until the window ends: the client then offers
 *   the withdraw-password verification (/arks/web/vx/verify and /reset), which sets a new login
 *   password and lifts the lock. A successful login also clears the counter. Failures from other
 *   addresses never lock the owner out of their own;
 * - per site and account name from every address: above 10 failures in 15 minutes a login needs
 *   the login captcha (105 without it) even when the site has it switched off, except from an
 *   address the member has logged in from before.
 * Double validation counts wrong answers per account across pending logins: 5 in an hour, and
 * logins from new devices answer 802 for the rest of the hour; the member is told once, by SMS
 * when a phone is on file, else in the login log (code 998 with the member's id).
 * The other calls count every attempt.
 */
export const RULES = {
  loginIpFailures: { points: 20, durationSeconds: 15 * 60 },
  loginAccountFailures: { points: 5, durationSeconds: 15 * 60 },
  loginAccountPressure: { points: 10, durationSeconds: 15 * 60 },
  doubleValidationAccountFailures: { points: 5, durationSeconds: 60 * 60 },
  doubleValidationLockNotice: { points: 1, durationSeconds: 60 * 60 },
  doubleValidation: { points: 10, durationSeconds: 10 * 60 },
  recoveryIp: { points: 20, durationSeconds: 15 * 60 },
  recoveryAccount: { points: 5, durationSeconds: 15 * 60 },
  /** The reset step needs the verify step's token; its limits only stop a flood. */
  recoveryResetIp: { points: 20, durationSeconds: 15 * 60 },
  recoveryResetAccount: { points: 10, durationSeconds: 15 * 60 },
  clientCaptcha: { points: 30, durationSeconds: 60 },
  /** Wrong current passwords on the password form, per member. */
  editPassword: { points: 5, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

const ACCOUNT_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export const loginError = (code: string) => new AppError(code, { family: 'login' });

export const tooManyRequests = (retryAfterMs: number) =>
  new AppError('429', {
    family: 'common',
    httpStatus: 429,
    data: { retry_after_seconds: Math.ceil(retryAfterMs / 1000) },
  });

/**
 * A field-rule failure, answered like any other invalid input (see http/error-handler.ts): code
 * 400 with one `{ field, message }` per field, the message being the rule's i18n key.
 */
const invalidInput = (error: z.ZodError): AppError =>
  new AppError('400', {
    family: 'common',
    httpStatus: 400,
    data: {
      errors: Object.entries(fieldErrors(error)).map(([field, found]) => ({
        field: field === '' ? '(body)' : field,
        message: found.key,
        ...(found.params ? { params: found.params } : {}),
      })),
    },
  });

export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
};

/** An account as typed into a sign-in form: only characters an account can have. */
export const typedAccountSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '' && !ACCOUNT_CHARACTERS.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'illegal_input' });
    }
  });

export const deviceFacts = (body: DeviceBody): DeviceFacts => ({
  remote_addr: body.remote_addr,
  host: body.host,
  device: body.device,
  system_group: body.system_group,
  udid: body.udid,
  login_type: body.login_type,
  cdn: body.cdn,
  system: body.system,
  browser: body.browser,
  system_version: body.system_version,
});

export const factText = (facts: DeviceFacts, name: string): string => {
  const value = facts[name];
  return typeof value === 'string' ? value : '';
};

export const factNumber = (facts: DeviceFacts, name: string, fallback: number): number => {
  const value = facts[name];
  return typeof value === 'number' ? value : fallback;
};

/** Login answer codes for a member the operator has switched off, by status. */
export const inactiveCode = (member: MemberRow): '102' | '103' | undefined => {
  if (member.status === MEMBER_STATUSES.disabled) return '102';
  if (member.status === MEMBER_STATUSES.frozen) return '103';
  return undefined;
};

export const digits = (value: string): string => value.replace(/\D/g, '');

/** The rate-limit key of an account name on a site (case-blind, like logins). */
export const accountKey = (siteId: number, account: string) => `${siteId}:${account.toLowerCase()}`;

/** The rate-limit key of an account name tried from one address (the login lock's key). */
export const accountAddressKey = (siteId: number, account: string, ip: string) =>
  `${accountKey(siteId, account)}@${ip.toLowerCase()}`;

/** A sealed value's use is remembered a minute beyond its life. */
const usedRule = (ttlMs: number) => ({ points: 1, durationSeconds: Math.ceil(ttlMs / 1000) + 60 });

/** Rate-limit helpers over the shared limiter. */
export const createAuthLimits = (rateLimiter: RateLimiter) => ({
  /** Count an attempt; over the limit, throw `error`. */
  limit: async (name: string, key: string, rule: RateLimitRule, error: AppError) => {
    const result = await rateLimiter.hit(name, key, rule);
    if (!result.allowed) throw error;
  },

  /** Count an attempt; over the limit, answer 429 with the seconds to wait. */
  limitOrTooMany: async (name: string, key: string, rule: RateLimitRule) => {
    const result = await rateLimiter.hit(name, key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
  },

  /**
   * Accept a sealed value once: the first call for an id wins, later ones are replays. The mark
   * outlives the value (`ttlMs`, fixed per purpose so every call counts against one limit).
   */
  useOnce: async (purpose: string, id: string, ttlMs: number): Promise<boolean> => {
    const result = await rateLimiter.hit(`sealed-used-${purpose}`, id, usedRule(ttlMs));
    return result.allowed;
  },
  /** Whether a sealed value was already used, without using it. */
  isUsed: (purpose: string, id: string, ttlMs: number): Promise<boolean> =>
    rateLimiter.isBlocked(`sealed-used-${purpose}`, id, usedRule(ttlMs)),
});

/** What opening a member's session needs. */
export type SessionOpener = {
  repository: AuthRepository;
  sessions: SessionService;
  now: () => Date;
};

/** Open the member's session (ending any other), remember the device and the login time. */
export const completeLogin = async (
  { repository, sessions, now }: SessionOpener,
  member: MemberRow,
  client: { ip: string; udid: string; device: number },
): Promise<MemberSession> => {
  const at = now();
  const { token } = await sessions.start(member, client);
  if (client.udid !== '') await repository.recordDevice(member.id, client.udid, at);
  await repository.markLoggedIn(member.id, at);
  return sessions.describe(member, token);
};

/** Run a login-like attempt and write its outcome to the login log, whatever it is. */
export const logged = async <T>(
  repository: AuthRepository,
  entry: { siteId: number; account: string; ip: string; facts: DeviceFacts },
  run: (found: (member: MemberRow) => void) => Promise<T>,
): Promise<T> => {
  let memberId: number | null = null;
  const write = (code: string) =>
    repository.insertLoginLog({
      siteId: entry.siteId,
      memberId,
      account: entry.account.slice(0, 64),
      ip: entry.ip.slice(0, 64),
      device: entry.facts,
      code,
    });
  try {
    const result = await run((member) => {
      memberId = member.id;
    });
    await write('100');
    return result;
  } catch (error) {
    // Every failure is logged, an unexpected one as 500; a log that cannot be written must not
    // hide the failure itself.
    await write(error instanceof AppError ? error.code.slice(0, 3) : '500').catch(() => undefined);
    throw error;
  }
};
