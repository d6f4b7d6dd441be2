import { randomBytes, randomInt } from 'node:crypto';

import {
  type CallParsedRequest,
  type recoveryResetCall,
  type recoveryVerifyCall,
} from '@member-site/contracts';
import {
  type RecoveryMethod,
  buildRecoveryVerifySchema,
  passwordSchema,
} from '@member-site/contracts/validation';
import { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import { createSealer } from '../../infra/sealed';
import type { CaptchaService } from '../captcha/captcha.service';
import type { ProofOfWorkService } from '../captcha/proof-of-work.service';
import { type SessionService, hashToken } from '../session/session.service';
import { createAuthRepository } from './auth.repository';
import {
  RULES,
  accountAddressKey,
  accountKey,
  createAuthLimits,
  digits,
  inactiveCode,
  parseOrThrow,
  typedAccountSchema,
} from './auth.shared';

type RecoveryVerifyBody = CallParsedRequest<typeof recoveryVerifyCall>;
type RecoveryResetBody = CallParsedRequest<typeof recoveryResetCall>;

export type RecoveryServiceDeps = {
  db: Db;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** Draws the recovery form's code. */
  captcha: Pick<CaptchaService, 'draw'>;
  /** The form's invisible proof of work; wrong answers raise the address's next cost. */
  proofOfWork: Pick<ProofOfWorkService, 'check' | 'failed'>;
  now?: () => Date;
};

const CLIENT_CAPTCHA_PURPOSE = 'client-captcha';
const recoveryError = (code: string) => new AppError(code, { family: 'recoveryVerify' });
const CLIENT_CAPTCHA_MS = 5 * 60_000;
const RECOVERY_TOKEN_MS = 10 * 60_000;
const clientCaptchaPayload = z.object({ code: z.string().min(1).max(16) });

/** Characters of the recovery code: no 0/O, 1/I/L that a member could mistake for each other. */
const CLIENT_CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CLIENT_CAPTCHA_LENGTH = 4;

/**
 * Withdraw-password recovery of a forgotten login password: the recovery form's captcha, the
 * verify step (withdraw password and the email or phone on file) and the reset step.
 */
export const createRecoveryService = (deps: RecoveryServiceDeps) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(deps.db);
  const sealer = createSealer(deps.db, now);
  const { limit, limitOrTooMany, useOnce } = createAuthLimits(deps.rateLimiter);
  const { sessions, rateLimiter } = deps;

  /** The answers of recovery step 1 against the member's; throws the step's code. */
  const verifyFacts = async (
    siteId: number,
    account: string,
    body: RecoveryVerifyBody,
  ): Promise<{ token: string }> => {
    const captcha = await sealer.open(
      CLIENT_CAPTCHA_PURPOSE,
      body.captcha_data,
      clientCaptchaPayload,
    );
    const typed = body.verify_code.trim().toLowerCase();
    if (captcha?.payload.code !== typed) throw recoveryError('201');
    if (!(await useOnce(CLIENT_CAPTCHA_PURPOSE, captcha.id, CLIENT_CAPTCHA_MS)))
      throw recoveryError('201');

    const member =
      account === '' ? undefined : await repository.findMemberByAccount(siteId, account);
    if (!member) throw recoveryError('101');
    if (inactiveCode(member)) throw recoveryError('102');

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
      throw recoveryError('202');
    }
    const emailMatches =
      body.member_email.trim() !== '' &&
      member.email.trim() !== '' &&
      body.member_email.trim().toLowerCase() === member.email.trim().toLowerCase();
    const phoneMatches =
      digits(body.member_phone) !== '' && digits(body.member_phone) === digits(member.phone);
    if (!emailMatches && !phoneMatches) throw recoveryError('203');

    const token = randomBytes(32).toString('base64url');
    await repository.insertRecoveryToken({
      tokenHash: hashToken(token),
      memberId: member.id,
      expiresAt: new Date(now().getTime() + RECOVERY_TOKEN_MS),
    });
    return { token };
  };

  return {
    /** A picture of a 4-character code and the code sealed for the recovery form (5 minutes). */
    clientCaptcha: async (ip: string): Promise<{ text: string; data: string }> => {
      await limitOrTooMany('client-captcha', ip, RULES.clientCaptcha);
      // The code comes from a cryptographic source; the captcha module only draws it.
      const code = Array.from(
        { length: CLIENT_CAPTCHA_LENGTH },
        () => CLIENT_CAPTCHA_CHARACTERS[randomInt(CLIENT_CAPTCHA_CHARACTERS.length)] ?? 'A',
      ).join('');
      const sealed = await sealer.seal(
        CLIENT_CAPTCHA_PURPOSE,
        { code: code.toLowerCase() },
        CLIENT_CAPTCHA_MS,
      );
      return {
        text: deps.captcha.draw(code),
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
      const account = parseOrThrow(z.object({ account: typedAccountSchema }), {
        account: body.account,
      }).account;
      await limit('recovery-ip', `${siteId}:${ip}`, RULES.recoveryIp, recoveryError('204'));
      await limit(
        'recovery-account',
        accountKey(siteId, account),
        RULES.recoveryAccount,
        recoveryError('204'),
      );
      await deps.proofOfWork.check(siteId, 'recovery', ip, body.pow);
      try {
        return await verifyFacts(siteId, account, body);
      } catch (error) {
        if (error instanceof AppError && error.options.family === 'recoveryVerify') {
          await deps.proofOfWork.failed(siteId, ip);
        }
        throw error;
      }
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
      await sessions.endAll(member, 'password_changed');
      // The new login password voids what anyone failing or guessing had: the login locks of
      // this address and of new devices are lifted.
      await rateLimiter.reset(
        'login-account-failures',
        accountAddressKey(siteId, member.account, ip),
        RULES.loginAccountFailures,
      );
      await rateLimiter.reset(
        'login-account-pressure',
        accountKey(siteId, member.account),
        RULES.loginAccountPressure,
      );
      await rateLimiter.reset(
        'double-validation-account-failures',
        accountKey(siteId, member.account),
        RULES.doubleValidationAccountFailures,
      );
      return {};
    },
  };
};
export type RecoveryService = ReturnType<typeof createRecoveryService>;
