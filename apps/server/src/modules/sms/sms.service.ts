import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import { type Currency, type SupportedLanguage, LIMITS } from '@member-site/contracts/constants';
import { serverMessage } from '@member-site/contracts/messages';
import { phoneRule } from '@member-site/contracts/validation';

import type { Db } from '../../db/client';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { ProofOfWorkService } from '../captcha/proof-of-work.service';
import type { SiteRecord } from '../site/site.service';
import {
  consumeSmsCode,
  countSmsCodesSince,
  countSmsCodesToSince,
  deleteSmsCode,
  findLiveSmsCode,
  insertSmsCode,
  listOutbox,
  recordFailedSmsAttempt,
} from './sms.repository';
import type { SmsSender } from './sms.sender';

/** What a code is for: registration, or setting a phone number in the member centre. */
export type SmsPurpose = 'register_member' | 'member_center';

/** One code per phone number per five minutes (the client's countdown, spec section 9). */
export const SMS_RESEND_SECONDS = 300;
const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries after which a code stops working. */
export const SMS_MAX_ATTEMPTS = 5;
/** Codes one address may ask for per hour, whatever the numbers (against SMS pumping). */
const SMS_PER_IP = { points: 10, durationSeconds: 3600 } as const;
/** Codes one number may receive per day, whoever asks (against bombing one phone). */
export const SMS_PER_PHONE_PER_DAY = 5;
/**
 * Codes per hour to the numbers that share all but their last four digits (against pumping a
 * range of premium numbers from many addresses).
 */
export const SMS_PER_PREFIX_PER_HOUR = 10;
const PREFIX_FREE_DIGITS = 4;
/** The part of a number that a range of numbers shares. */
export const phonePrefix = (phone: string): string => phone.slice(0, -PREFIX_FREE_DIGITS);
/** Codes a site may send per day unless told otherwise. */
export const DEFAULT_DAILY_SMS_BUDGET = 1000;

/** E.164 allows at most 15 digits; no real number is shorter than 7. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * Whether a number that passed the form's phone rule can be a real number: 7 to 15 digits and
 * not one digit repeated.
 */
export const isPlausiblePhone = (phone: string): boolean =>
  /^\d+$/.test(phone) &&
  phone.length >= PHONE_DIGITS.min &&
  phone.length <= PHONE_DIGITS.max &&
  !/^(\d)\1*$/.test(phone);

/** The code is stored only as a hash bound to its number and purpose. */
const hashCode = (phone: string, purpose: string, code: string): string =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const smsError = (code: string, data?: unknown) =>
  new AppError(code, { family: 'sms', ...(data === undefined ? {} : { data }) });

/**
 * Check a code sent to `phone`. A wrong code counts as a try; after five the code is dead. With
 * `consume` a right code is used up (pass the open transaction that uses it, so a failed
 * registration gives it back).
 */
export const verifySmsCode = async (
  db: Db,
  input: {
    siteId: number;
    phone: string;
    purpose: SmsPurpose;
    code: string;
    consume: boolean;
    now?: Date;
  },
): Promise<boolean> => {
  if (!new RegExp(`^\\d{${LIMITS.phoneVerifyDigits}}$`).test(input.code)) return false;
  const at = input.now ?? new Date();
  const row = await findLiveSmsCode(db, { ...input, now: at });
  if (!row || row.failedAttempts >= SMS_MAX_ATTEMPTS) return false;
  if (!sameHash(row.codeHash, hashCode(input.phone, input.purpose, input.code))) {
    await recordFailedSmsAttempt(db, row.id);
    return false;
  }
  return input.consume ? consumeSmsCode(db, row.id, at) : true;
};

export type VerifyCodeInput = {
  siteId: number;
  phone: string;
  purpose: SmsPurpose;
  code: string;
  consume: boolean;
};

export type SendCodeInput = {
  phone: string;
  currency: Currency;
  purpose: SmsPurpose;
  language: SupportedLanguage;
  ip: string;
  /** The register form's proof of work (codes for the member centre need a session instead). */
  pow: string;
};

/** SMS verification codes: sending them through the sender and checking them. */
export const createSmsService = (
  db: Db,
  options: {
    sender: SmsSender;
    rateLimiter: RateLimiter;
    proofOfWork: Pick<ProofOfWorkService, 'check'>;
    dailyBudget?: number;
    now?: () => Date;
  },
) => {
  const now = options.now ?? (() => new Date());
  const dailyBudget = options.dailyBudget ?? DEFAULT_DAILY_SMS_BUDGET;
  const perPhone = { points: 1, durationSeconds: SMS_RESEND_SECONDS };

  return {
    sender: options.sender,

    /**
     * Send a six-digit code to a phone number (spec: /register/sms). Answers the seconds until
     * another code may be asked for. Codes of the sms family: 201 no number, 099 a number the
     * currency's phone rule refuses, 102 a code went out less than 300 s ago (data: countdown),
     * also when the number has had five codes today or its range of numbers (all but the last four
     * digits) ten this hour, 103 the site's daily SMS budget is spent, 104 the sender failed.
     */
    sendCode: async (site: SiteRecord, input: SendCodeInput): Promise<{ countdown: number }> => {
      const phone = input.phone.trim();
      if (phone === '') throw smsError('201');
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      if (phoneRule(phone, input.currency, true) !== undefined || !isPlausiblePhone(phone)) {
        throw smsError('099');
      }
      // Before any limit counts: a script without the work cannot use up a number's codes.
      if (input.purpose === 'register_member') {
        await options.proofOfWork.check(site.id, 'sms', input.ip, input.pow);
      }
      const phoneKey = `${site.id}:${phone}`;
      const phoneLimit = await options.rateLimiter.hit('sms-phone', phoneKey, perPhone);
      if (!phoneLimit.allowed) {
        throw smsError('102', { countdown: Math.ceil(phoneLimit.retryAfterMs / 1000) });
      }
      const ipLimit = await options.rateLimiter.hit('sms-ip', input.ip, SMS_PER_IP);
      if (!ipLimit.allowed) {
        await options.rateLimiter.reset('sms-phone', phoneKey, perPhone);
        throw smsError('102', { countdown: Math.ceil(ipLimit.retryAfterMs / 1000) });
      }
      const at = now();
      const windows = [
        { to: { phone }, windowMs: 86_400_000, points: SMS_PER_PHONE_PER_DAY },
        {
          to: { prefix: phonePrefix(phone) },
          windowMs: 3_600_000,
          points: SMS_PER_PREFIX_PER_HOUR,
        },
      ];
      for (const { to, windowMs, points } of windows) {
        const since = new Date(at.getTime() - windowMs);
        const sent = await countSmsCodesToSince(db, { siteId: site.id, since, ...to });
        if (sent.count >= points) {
          await options.rateLimiter.reset('sms-phone', phoneKey, perPhone);
          const freeAt = (sent.oldest ?? at).getTime() + windowMs;
          throw smsError('102', {
            countdown: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
          });
        }
      }
      const spent = await countSmsCodesSince(db, site.id, new Date(at.getTime() - 86_400_000));
      if (spent >= dailyBudget) {
        await options.rateLimiter.reset('sms-phone', phoneKey, perPhone);
        throw smsError('103');
      }

      const code = String(randomInt(0, 10 ** LIMITS.phoneVerifyDigits)).padStart(
        LIMITS.phoneVerifyDigits,
        '0',
      );
      const id = await insertSmsCode(db, {
        siteId: site.id,
        phone,
        purpose: input.purpose,
        codeHash: hashCode(phone, input.purpose, code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
      });
      try {
        await options.sender.send(
          site.id,
          phone,
          serverMessage(input.language, 'server.sms_code', { site: site.name, code }),
        );
      } catch {
        // Nothing went out: the code is withdrawn and the member may ask again at once.
        await deleteSmsCode(db, id);
        await options.rateLimiter.reset('sms-phone', phoneKey, perPhone);
        throw smsError('104');
      }
      return { countdown: SMS_RESEND_SECONDS };
    },

    verifyCode: (input: VerifyCodeInput): Promise<boolean> =>
      verifySmsCode(db, { ...input, now: now() }),

    /**
     * The same check inside the caller's open transaction, so a code used up by a write that
     * then fails is given back with the rollback.
     */
    verifyCodeWithin: (tx: Db, input: VerifyCodeInput): Promise<boolean> =>
      verifySmsCode(tx, { ...input, now: now() }),

    /** The newest messages the outbox sender wrote for the site (the operator reads them). */
    outbox: (siteId: number, limit: number) => listOutbox(db, siteId, limit),
  };
};
export type SmsService = ReturnType<typeof createSmsService>;
