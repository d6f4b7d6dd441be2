import { randomBytes, randomInt } from 'node:crypto';

import {
  type CallParsedRequest,
  type Currency,
  type DoubleValidationQuestion,
  type DoubleValidationQuestionKind,
  type MemberSession,
  type doubleValidationCall,
  type editPasswordCall,
  type loginCall,
  type recoveryResetCall,
  type recoveryVerifyCall,
  CAPTCHA_TYPES,
  DOUBLE_VALIDATION_QUESTIONS,
  LIMITS,
  MEMBER_STATUSES,
  PLATFORM_IDS,
} from '@member-site/contracts';
import {
  type RecoveryMethod,
  buildLoginSchema,
  buildRecoveryVerifySchema,
  confirmPasswordRule,
  fieldErrors,
  passwordSchema,
  withdrawPasswordRule,
} from '@member-site/contracts/validation';
import * as svgCaptchaModule from 'svg-captcha';
import { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../infra/passwords';
import type { RateLimiter, RateLimitRule } from '../../infra/rate-limiter';
import { type Sealer, createSealer } from '../../infra/sealed';
import type { AccountSettingsService } from '../account-settings/account-settings.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { RegisterService } from '../register/register.service';
import { type SessionRow, type SessionService, hashToken } from '../session/session.service';
import {
  type DeviceFacts,
  type MemberRow,
  type PendingLoginRow,
  createAuthRepository,
} from './auth.repository';

/** Checks (and uses up) a captcha the captcha module issued. */
export type CaptchaVerifier = Pick<CaptchaService, 'verify'>;

export type AuthServiceDeps = {
  db: Db;
  sessions: SessionService;
  accountSettings: AccountSettingsService;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
  /** The site's blacklist, which also refuses logins from a listed address. */
  registrations: Pick<RegisterService, 'isBlacklisted'>;
  now?: () => Date;
};

type LoginBody = CallParsedRequest<typeof loginCall>;
type DoubleValidationBody = CallParsedRequest<typeof doubleValidationCall>;
type EditPasswordBody = CallParsedRequest<typeof editPasswordCall>;
type RecoveryVerifyBody = CallParsedRequest<typeof recoveryVerifyCall>;
type RecoveryResetBody = CallParsedRequest<typeof recoveryResetCall>;
type DeviceBody = Pick<
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

/** A logged-in member, as the member calls see them. */
export type AuthCaller = { member: MemberRow; session: SessionRow };

/*
 * Rate limits. Login keeps two counters of failed attempts:
 * - per site and IP address: 20 failures in 15 minutes put the address on the site's block list
 *   for the rest of the window, answered with login code 106 (ip_error) whatever the account;
 *   an address the operator put on the site's blacklist is answered with 201;
 * - per site and account name (whether or not the account exists, so the answer tells nothing
 *   about which accounts exist): 5 wrong passwords in 15 minutes lock logins to that account with
 *   login code 802 until the window ends: the client then offers the withdraw-password
 *   verification (/arks/web/vx/verify and /reset), which sets a new login password and lifts the
 *   lock. A successful login also clears the account's counter.
 * The other calls count every attempt.
 */
const RULES = {
  loginIpFailures: { points: 20, durationSeconds: 15 * 60 },
  loginAccountFailures: { points: 5, durationSeconds: 15 * 60 },
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

const PENDING_LOGIN_MS = 10 * 60_000;
const DOUBLE_VALIDATION_MAX_FAILURES = 3;
const HANDOFF_MS = 2 * 60_000;
const CLIENT_CAPTCHA_MS = 5 * 60_000;
const RECOVERY_TOKEN_MS = 10 * 60_000;

const PURPOSE = { handoff: 'session-handoff', clientCaptcha: 'client-captcha' } as const;
const handoffPayload = z.object({
  member: z.number().int(),
  site: z.number().int(),
  version: z.number().int(),
});
const clientCaptchaPayload = z.object({ code: z.string().min(1).max(16) });

const ACCOUNT_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** Characters of the recovery code: no 0/O, 1/I/L that a member could mistake for each other. */
const CLIENT_CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CLIENT_CAPTCHA_LENGTH = 4;

/** svg-captcha's default export draws a given text (its README: `svgCaptcha(text, options)`). */
const drawCaptcha = (
  svgCaptchaModule as unknown as {
    default: (
      text: string,
      options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
    ) => string;
  }
).default;

const loginError = (code: string) => new AppError(code, { family: 'login' });
const tooManyRequests = (retryAfterMs: number) =>
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

const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
};

/** An account as typed into a sign-in form: only characters an account can have. */
const typedAccountSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '' && !ACCOUNT_CHARACTERS.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'illegal_input' });
    }
  });

const loginFieldsSchema = buildLoginSchema({ captcha: false }).extend({
  account: buildLoginSchema({ captcha: false }).shape.account.pipe(typedAccountSchema),
});

const loginPasswordChangeSchema = z
  .object({ password: passwordSchema, check_password: z.string() })
  .superRefine((values, ctx) => {
    const found = confirmPasswordRule(values.check_password, values.password);
    if (found) ctx.addIssue({ code: 'custom', message: found.key, path: ['check_password'] });
  });

const withdrawPasswordChangeSchema = z
  .object({ password: z.string(), check_password: z.string() })
  .superRefine((values, ctx) => {
    const rule = withdrawPasswordRule(values.password, true);
    if (rule) {
      ctx.addIssue({
        code: 'custom',
        message: rule.key,
        path: ['password'],
        ...(rule.params ? { params: { ...rule.params } } : {}),
      });
      return;
    }
    const found = confirmPasswordRule(values.check_password, values.password);
    if (found) ctx.addIssue({ code: 'custom', message: found.key, path: ['check_password'] });
  });

const deviceFacts = (body: DeviceBody): DeviceFacts => ({
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

const factText = (facts: DeviceFacts, name: string): string => {
  const value = facts[name];
  return typeof value === 'string' ? value : '';
};
const factNumber = (facts: DeviceFacts, name: string, fallback: number): number => {
  const value = facts[name];
  return typeof value === 'number' ? value : fallback;
};

/** Login answer codes for a member the operator has switched off, by status. */
const inactiveCode = (member: MemberRow): '102' | '103' | undefined => {
  if (member.status === MEMBER_STATUSES.disabled) return '102';
  if (member.status === MEMBER_STATUSES.frozen) return '103';
  return undefined;
};

const digits = (value: string): string => value.replace(/\D/g, '');

/** The double-validation questions a member can answer: the facts they have on file. */
const answerableQuestions = (member: MemberRow): DoubleValidationQuestionKind[] =>
  DOUBLE_VALIDATION_QUESTIONS.filter((question) => {
    switch (question) {
      case 'member_name':
        return member.name.trim() !== '';
      case 'identity_id':
        return member.identityId.trim() !== '';
      case 'member_phone':
        return digits(member.phone) !== '';
      case 'member_email':
        return member.email.trim() !== '';
      case 'withdraw_password':
        return member.withdrawPasswordHash !== null;
    }
  });

/** Whether `answer` matches the member's fact for `question`. */
const answerMatches = async (
  member: MemberRow,
  question: DoubleValidationQuestionKind,
  answer: string,
): Promise<boolean> => {
  const typed = answer.trim();
  if (typed === '') return false;
  switch (question) {
    case 'member_name':
      return typed.toLocaleLowerCase() === member.name.trim().toLocaleLowerCase();
    case 'identity_id':
      return typed.toUpperCase() === member.identityId.trim().toUpperCase();
    case 'member_phone':
      return digits(typed) !== '' && digits(typed) === digits(member.phone);
    case 'member_email':
      return typed.toLowerCase() === member.email.trim().toLowerCase();
    case 'withdraw_password':
      return member.withdrawPasswordHash !== null
        ? verifyPassword(member.withdrawPasswordHash, answer)
        : false;
  }
};

/** Double-validation code for a wrong answer, by the kind of fact asked. */
const wrongAnswerCode = (question: DoubleValidationQuestionKind): '103' | '104' | '105' => {
  if (question === 'member_name') return '103';
  if (question === 'member_phone' || question === 'member_email') return '104';
  return '105';
};

const randomId = (): string => randomBytes(16).toString('hex');

/**
 * Login, double validation, logout, the session handoff, password changes and withdraw-password
 * recovery: every rule of who may open a session and how credentials change.
 */
export const createAuthService = (deps: AuthServiceDeps) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(deps.db);
  const sealer: Sealer = createSealer(deps.db, now);
  const { sessions, rateLimiter } = deps;

  const limit = async (name: string, key: string, rule: RateLimitRule, error: AppError) => {
    const result = await rateLimiter.hit(name, key, rule);
    if (!result.allowed) throw error;
  };
  const limitOrTooMany = async (name: string, key: string, rule: RateLimitRule) => {
    const result = await rateLimiter.hit(name, key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
  };

  /**
   * Accept a sealed value once: the first call for an id wins, later ones are replays. The mark
   * outlives the value (`ttlMs`, fixed per purpose so every call counts against one limit).
   */
  const useOnce = async (purpose: string, id: string, ttlMs: number): Promise<boolean> => {
    const result = await rateLimiter.hit(`sealed-used-${purpose}`, id, {
      points: 1,
      durationSeconds: Math.ceil(ttlMs / 1000) + 60,
    });
    return result.allowed;
  };

  const toSession = (member: MemberRow, token: string): MemberSession => ({
    token,
    member_id: member.id,
    member_account: member.account,
    member_currency: member.currency,
    member_type: member.memberType,
    agent_type: member.agentType,
    idle_expires_in: Math.floor(sessions.policy.idleMs / 1000),
    first_login_to_change_password: member.firstLoginChangePassword,
  });

  /** Open the member's session (ending any other), remember the device and the login time. */
  const completeLogin = async (
    member: MemberRow,
    client: { ip: string; udid: string; device: number },
  ): Promise<MemberSession> => {
    const at = now();
    const { token } = await sessions.start(member.id, client);
    if (client.udid !== '') await repository.recordDevice(member.id, client.udid, at);
    await repository.markLoggedIn(member.id, at);
    return toSession(member, token);
  };

  const accountKey = (siteId: number, account: string) => `${siteId}:${account.toLowerCase()}`;

  /** Open a double validation for a login from a new device; the 107 answer carries its data. */
  const startDoubleValidation = async (
    member: MemberRow,
    questions: DoubleValidationQuestionKind[],
    facts: DeviceFacts,
    ip: string,
  ): Promise<AppError> => {
    const [first] = questions;
    if (!first) throw new Error('double validation needs a question');
    const pending = {
      id: randomId(),
      memberId: member.id,
      question: first,
      asked: [first],
      remaining: Math.min(LIMITS.doubleValidationQuestions, questions.length),
      device: facts,
      ip,
      expiresAt: new Date(now().getTime() + PENDING_LOGIN_MS),
    };
    await repository.insertPendingLogin(pending);
    const data: DoubleValidationQuestion = {
      member_login_id: pending.id,
      available_questions_count: pending.remaining,
      question: first,
    };
    return new AppError('107', { family: 'login', data });
  };

  /** Login steps after the input is known to be well formed; throws the answer code. */
  const attemptLogin = async (
    siteId: number,
    fields: { account: string; password: string },
    body: LoginBody,
    ip: string,
    facts: DeviceFacts,
    found: (member: MemberRow) => void,
  ): Promise<MemberSession> => {
    const ipKey = `${siteId}:${ip}`;
    const account = accountKey(siteId, fields.account);
    const countFailure = async (alsoAccount: boolean) => {
      await rateLimiter.hit('login-ip-failures', ipKey, RULES.loginIpFailures);
      if (alsoAccount) {
        await rateLimiter.hit('login-account-failures', account, RULES.loginAccountFailures);
      }
    };

    // An address the operator blocked answers 201 (ip_error with the code appended, so support
    // can tell it from the automatic block of 106).
    if (await deps.registrations.isBlacklisted(siteId, 'ip', [ip.toLowerCase()])) {
      throw loginError('201');
    }
    if (await rateLimiter.isBlocked('login-ip-failures', ipKey, RULES.loginIpFailures)) {
      throw loginError('106');
    }
    const settings = await deps.accountSettings.get(siteId);
    if (settings.loginCaptcha) {
      const solved =
        body.answer !== '' &&
        body.captcha_token !== '' &&
        (await deps.captcha.verify(siteId, CAPTCHA_TYPES.login, body.captcha_token, body.answer));
      if (!solved) {
        await countFailure(false);
        throw loginError('105');
      }
    }
    if (
      await rateLimiter.isBlocked('login-account-failures', account, RULES.loginAccountFailures)
    ) {
      throw loginError('802');
    }

    const member = await repository.findMemberByAccount(siteId, fields.account);
    if (member) found(member);
    const passwordOk = member
      ? await verifyPassword(member.passwordHash, fields.password)
      : await verifyAgainstDummy(fields.password);
    if (!member || !passwordOk) {
      await countFailure(true);
      throw loginError('101');
    }
    const inactive = inactiveCode(member);
    if (inactive) throw loginError(inactive);

    const udid = factText(facts, 'udid');
    if (settings.doubleValidation) {
      const history = await repository.deviceHistory(member.id, udid);
      const questions = answerableQuestions(member);
      if (history.devices > 0 && !history.known && questions.length > 0) {
        throw await startDoubleValidation(member, questions, facts, ip);
      }
    }
    await rateLimiter.reset('login-account-failures', account, RULES.loginAccountFailures);
    return completeLogin(member, { ip, udid, device: body.device });
  };

  /** Run a login-like attempt and write its outcome to the login log, whatever it is. */
  const logged = async <T>(
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
      if (error instanceof AppError) await write(error.code.slice(0, 3));
      throw error;
    }
  };

  /** The pending login of a double validation that belongs to a member of this site. */
  const findPending = async (
    siteId: number,
    memberLoginId: string,
  ): Promise<{ pending: PendingLoginRow; member: MemberRow } | undefined> => {
    const pending = await repository.findPendingLogin(memberLoginId, now());
    if (!pending) return undefined;
    const member = await repository.findMember(siteId, pending.memberId);
    return member ? { pending, member } : undefined;
  };

  return {
    /** Whether the login form must show a captcha. */
    loginHeader: async (siteId: number): Promise<{ captcha_required: boolean }> => ({
      captcha_required: (await deps.accountSettings.get(siteId)).loginCaptcha,
    }),

    /**
     * Log in with account and password. Answers the session, or throws the login code: 101 for an
     * unknown account or a wrong password alike (same work done for both), 102 disabled, 103
     * frozen, 105 captcha, 106 address blocked after failed logins, 201 address on the
     * blacklist, 107 new device (double validation follows), 802 account locked.
     */
    login: async (siteId: number, body: LoginBody, ip: string): Promise<MemberSession> => {
      const fields = parseOrThrow(loginFieldsSchema, {
        account: body.account,
        password: body.password,
      });
      const facts = deviceFacts(body);
      return logged({ siteId, account: fields.account, ip, facts }, (found) =>
        attemptLogin(siteId, fields, body, ip, facts, found),
      );
    },

    /** End the caller's session, if one was sent. */
    logout: async (caller: AuthCaller | undefined): Promise<Record<string, never>> => {
      if (caller) await sessions.end(caller.session.id, 'logout');
      return {};
    },

    /** Show the next question not yet asked; 101 when none is left or the login is unknown. */
    skipQuestion: async (
      siteId: number,
      memberLoginId: string,
    ): Promise<DoubleValidationQuestion> => {
      const skipError = () => new AppError('101', { family: 'doubleValidationSkip' });
      await limitOrTooMany('double-validation', memberLoginId, RULES.doubleValidation);
      const found = await findPending(siteId, memberLoginId);
      if (!found) throw skipError();
      const { pending, member } = found;
      const next = answerableQuestions(member).find((q) => !pending.asked.includes(q));
      if (!next || pending.remaining <= 1) throw skipError();
      const moved = await repository.advancePendingLogin(pending.id, pending.remaining, {
        question: next,
        asked: [...pending.asked, next],
      });
      if (!moved) throw skipError();
      return {
        member_login_id: pending.id,
        available_questions_count: pending.remaining - 1,
        question: next,
      };
    },

    /**
     * Answer the double-validation question. A right answer completes the login like /login; a
     * wrong one answers 103 (name), 104 (phone, email) or 105 (identity id, withdraw password),
     * and the third wrong one ends the pending login with 998.
     */
    doubleValidate: async (
      siteId: number,
      body: DoubleValidationBody,
      ip: string,
    ): Promise<MemberSession> => {
      const fail = (code: string) => new AppError(code, { family: 'doubleValidation' });
      await limitOrTooMany('double-validation', body.member_login_id, RULES.doubleValidation);
      const found = await findPending(siteId, body.member_login_id);
      if (!found) throw fail('101');
      const { pending, member } = found;
      return logged(
        { siteId, account: member.account, ip, facts: deviceFacts(body) },
        async (foundMember) => {
          foundMember(member);
          const settings = await deps.accountSettings.get(siteId);
          if (settings.loginCaptcha) {
            const solved =
              body.captcha_answer !== '' &&
              body.captcha_token !== '' &&
              (await deps.captcha.verify(
                siteId,
                CAPTCHA_TYPES.login,
                body.captcha_token,
                body.captcha_answer,
              ));
            if (!solved) throw fail('205');
          }
          if (inactiveCode(member)) throw fail('102');
          if (!(await answerMatches(member, pending.question, body.answer))) {
            const failures = await repository.countPendingFailure(pending.id);
            if (failures === undefined) throw fail('101');
            if (failures >= DOUBLE_VALIDATION_MAX_FAILURES) {
              await repository.deletePendingLogin(pending.id);
              throw fail('998');
            }
            throw fail(wrongAnswerCode(pending.question));
          }
          if (!(await repository.deletePendingLogin(pending.id))) throw fail('101');
          return completeLogin(member, {
            ip,
            udid: factText(pending.device, 'udid'),
            device: factNumber(pending.device, 'device', body.device),
          });
        },
      );
    },

    /** Make a single-use `enc` that opens a new session for the caller elsewhere (2 minutes). */
    issueHandoff: async (caller: AuthCaller): Promise<{ enc: string; expires_at: string }> => {
      const sealed = await sealer.seal(
        PURPOSE.handoff,
        {
          member: caller.member.id,
          site: caller.member.siteId,
          version: caller.member.credentialsVersion,
        },
        HANDOFF_MS,
      );
      return { enc: sealed.value, expires_at: sealed.expiresAt.toISOString() };
    },

    /**
     * Open a session from an `enc`. A bad, expired, replayed or tampered one, or one made before
     * the member's password changed, answers 101 and changes nothing.
     */
    redeemHandoff: async (
      siteId: number,
      enc: string,
      ip: string,
    ): Promise<{
      tk: string;
      member_id: number;
      member_account: string;
      member_currency: Currency;
    }> => {
      const opened = await sealer.open(PURPOSE.handoff, enc, handoffPayload);
      if (opened?.payload.site !== siteId) throw loginError('101');
      const member = await repository.findMember(siteId, opened.payload.member);
      if (
        member?.status !== MEMBER_STATUSES.active ||
        member.credentialsVersion !== opened.payload.version
      ) {
        throw loginError('101');
      }
      if (!(await useOnce(PURPOSE.handoff, opened.id, HANDOFF_MS))) throw loginError('101');
      const { token } = await sessions.start(member.id, {
        ip,
        udid: '',
        device: PLATFORM_IDS.desktop,
      });
      await repository.markLoggedIn(member.id, now());
      return {
        tk: token,
        member_id: member.id,
        member_account: member.account,
        member_currency: member.currency,
      };
    },

    /**
     * Change the caller's login or withdraw password. Every session of the member ends and the
     * caller goes on with a fresh one, whose token is answered.
     */
    changePassword: async (
      caller: AuthCaller,
      body: EditPasswordBody,
      ip: string,
    ): Promise<{ token: string }> => {
      const { member, session } = caller;
      const values = { password: body.password, check_password: body.check_password };
      parseOrThrow(
        body.type === 'login' ? loginPasswordChangeSchema : withdrawPasswordChangeSchema,
        values,
      );
      const accountError = (code: string) => new AppError(code, { family: 'account' });
      const limitKey = String(member.id);
      if (await rateLimiter.isBlocked('edit-password', limitKey, RULES.editPassword)) {
        throw tooManyRequests(RULES.editPassword.durationSeconds * 1000);
      }
      // The withdraw password is first set by proving the login password.
      const currentHash =
        body.type === 'withdraw'
          ? (member.withdrawPasswordHash ?? member.passwordHash)
          : member.passwordHash;
      if (!(await verifyPassword(currentHash, body.old_password))) {
        await rateLimiter.hit('edit-password', limitKey, RULES.editPassword);
        throw accountError('101');
      }
      if (body.password === body.old_password) throw accountError('102');

      const newHash = await hashPassword(body.password);
      const changed = await repository.changePasswords(
        member.id,
        member.credentialsVersion,
        body.type === 'login'
          ? { passwordHash: newHash, clearFirstLogin: true }
          : { withdrawPasswordHash: newHash },
      );
      // Another change won the race: the caller's proof of the old password no longer holds.
      if (!changed) throw accountError('101');
      await rateLimiter.reset('edit-password', limitKey, RULES.editPassword);
      await sessions.endAll(member.id, 'password_changed');
      const { token } = await sessions.start(member.id, {
        ip,
        udid: session.udid,
        device: session.device,
      });
      return { token };
    },

    /** A picture of a 4-character code and the code sealed for the recovery form (5 minutes). */
    clientCaptcha: async (ip: string): Promise<{ text: string; data: string }> => {
      await limitOrTooMany('client-captcha', ip, RULES.clientCaptcha);
      // The code comes from a cryptographic source; svg-captcha only draws it.
      const code = Array.from(
        { length: CLIENT_CAPTCHA_LENGTH },
        () => CLIENT_CAPTCHA_CHARACTERS[randomInt(CLIENT_CAPTCHA_CHARACTERS.length)] ?? 'A',
      ).join('');
      const svg = drawCaptcha(code, {
        width: 120,
        height: 40,
        fontSize: 44,
        noise: 2,
        color: true,
      });
      const sealed = await sealer.seal(
        PURPOSE.clientCaptcha,
        { code: code.toLowerCase() },
        CLIENT_CAPTCHA_MS,
      );
      return {
        text: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
        data: sealed.value,
      };
    },

    /**
     * Recovery step 1: prove the withdraw password and the email or phone on file. Answers a token
     * for step 2 (10 minutes, used once). Codes: 101 unknown account, 102 disabled or frozen, 201
     * wrong or used verify code, 202 wrong withdraw password, 203 email or phone does not match,
     * 204 too many attempts.
     */
    recoveryVerify: async (
      siteId: number,
      body: RecoveryVerifyBody,
      ip: string,
    ): Promise<{ token: string }> => {
      const fail = (code: string) => new AppError(code, { family: 'recoveryVerify' });
      const account = parseOrThrow(z.object({ account: typedAccountSchema }), {
        account: body.account,
      }).account;
      await limit('recovery-ip', `${siteId}:${ip}`, RULES.recoveryIp, fail('204'));
      await limit(
        'recovery-account',
        accountKey(siteId, account),
        RULES.recoveryAccount,
        fail('204'),
      );

      const captcha = await sealer.open(
        PURPOSE.clientCaptcha,
        body.captcha_data,
        clientCaptchaPayload,
      );
      const typed = body.verify_code.trim().toLowerCase();
      if (captcha?.payload.code !== typed) throw fail('201');
      if (!(await useOnce(PURPOSE.clientCaptcha, captcha.id, CLIENT_CAPTCHA_MS))) throw fail('201');

      const member =
        account === '' ? undefined : await repository.findMemberByAccount(siteId, account);
      if (!member) throw fail('101');
      if (inactiveCode(member)) throw fail('102');

      const method: RecoveryMethod = body.member_email.trim() !== '' ? 'email' : 'phone';
      parseOrThrow(buildRecoveryVerifySchema({ method, currency: member.currency }), {
        withdraw_password: body.withdraw_password,
        ...(method === 'email'
          ? { member_email: body.member_email }
          : { member_phone: body.member_phone }),
        verify_code: body.verify_code,
      });

      if (
        member.withdrawPasswordHash === null ||
        !(await verifyPassword(member.withdrawPasswordHash, body.withdraw_password))
      ) {
        throw fail('202');
      }
      const emailMatches =
        body.member_email.trim() !== '' &&
        member.email.trim() !== '' &&
        body.member_email.trim().toLowerCase() === member.email.trim().toLowerCase();
      const phoneMatches =
        digits(body.member_phone) !== '' && digits(body.member_phone) === digits(member.phone);
      if (!emailMatches && !phoneMatches) throw fail('203');

      const token = randomBytes(32).toString('base64url');
      await repository.insertRecoveryToken({
        tokenHash: hashToken(token),
        memberId: member.id,
        expiresAt: new Date(now().getTime() + RECOVERY_TOKEN_MS),
      });
      return { token };
    },

    /**
     * Recovery step 2: set a new login password (the rules of spec section 5: 6 to 12 letters and
     * digits) with the token of step 1, which proved the withdraw password and the email or
     * phone. Codes: 101 unknown account, 102 disabled or frozen, 201 bad, expired or used token,
     * 202 token of another account, 203 the member's passwords changed since the verify step; a
     * new password against the rules is the common 400 with its field message. Every session of
     * the member ends and a login lock on the account is lifted.
     */
    recoveryReset: async (
      siteId: number,
      body: RecoveryResetBody,
      ip: string,
    ): Promise<Record<string, never>> => {
      const fail = (code: string) => new AppError(code, { family: 'recoveryReset' });
      const account = parseOrThrow(z.object({ account: typedAccountSchema }), {
        account: body.account,
      }).account;
      await limitOrTooMany('recovery-reset-ip', `${siteId}:${ip}`, RULES.recoveryResetIp);
      await limitOrTooMany(
        'recovery-reset-account',
        accountKey(siteId, account),
        RULES.recoveryResetAccount,
      );

      const member =
        account === '' ? undefined : await repository.findMemberByAccount(siteId, account);
      if (!member) throw fail('101');
      if (inactiveCode(member)) throw fail('102');
      // A new password against the rules of spec section 5 is a field error, as on every form.
      const { password } = parseOrThrow(z.object({ password: passwordSchema }), {
        password: body.password,
      });

      const tokenHash = hashToken(body.token);
      const token = await repository.findRecoveryToken(tokenHash, now());
      if (!token) throw fail('201');
      if (token.memberId !== member.id) throw fail('202');

      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const inTransaction = createAuthRepository(tx);
        const at = now();
        if (!(await inTransaction.useRecoveryToken(tokenHash, at))) throw fail('201');
        const changed = await inTransaction.changePasswords(member.id, member.credentialsVersion, {
          passwordHash,
          clearFirstLogin: true,
        });
        if (!changed) throw fail('203');
        await inTransaction.useAllRecoveryTokens(member.id, at);
      });
      await sessions.endAll(member.id, 'password_changed');
      await rateLimiter.reset(
        'login-account-failures',
        accountKey(siteId, member.account),
        RULES.loginAccountFailures,
      );
      return {};
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
