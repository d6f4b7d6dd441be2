import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { type SupportedLanguage } from '@member-site/contracts/constants';
import { serverMessage } from '@member-site/contracts/messages';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../infra/rate-limiter';
import { captchaPicture } from './captcha.picture';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captcha.repository';

/** Captcha type 1 login, 2 register (spec section 9). */
export type CaptchaType = 1 | 2;

/** Characters a person cannot confuse (no 0/O/Q, 1/I/L), compared case-blind. */
const CAPTCHA_CHARACTERS = '23456789ABCDEFGHJKMNPRSTUVWXYZ';
const CAPTCHA_LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;
/** Captchas one address may ask for per minute; beyond it the client waits and asks again. */
export const CAPTCHA_RATE_LIMIT = { points: 30, durationSeconds: 60 } as const;
/** Expired captchas are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The answer is drawn from a cryptographic source; the picture module only renders it. */
const randomAnswer = (): string =>
  Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_CHARACTERS[randomInt(CAPTCHA_CHARACTERS.length)] ?? '2',
  ).join('');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type IssuedCaptcha = {
  token: string;
  /** The picture as a WebP data: URL. */
  captcha: string;
  placeholder: string;
};

/**
 * Picture captchas for the login and register forms. A captcha lives five minutes and is used up
 * by its first answer, right or wrong; only a hash of its token is stored.
 */
export const createCaptchaService = (
  db: Db,
  options: { rateLimiter: RateLimiter; now?: () => Date },
) => {
  const now = options.now ?? (() => new Date());
  let lastSweep = 0;

  const sweep = async (at: Date): Promise<void> => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    await deleteExpiredCaptchas(db, at);
  };

  return {
    /**
     * Make a captcha for a form of the site. With `ip`, the address's captcha rate limit applies
     * (code 101 of the captcha family: the client waits a second and asks again).
     */
    issue: async (
      siteId: number,
      type: CaptchaType,
      context: { ip?: string; language?: SupportedLanguage } = {},
    ): Promise<IssuedCaptcha> => {
      if (context.ip !== undefined) {
        const limit = await options.rateLimiter.hit('captcha', context.ip, CAPTCHA_RATE_LIMIT);
        if (!limit.allowed) throw new AppError('101', { family: 'captcha' });
      }
      const at = now();
      await sweep(at);
      const answer = randomAnswer();
      const token = randomBytes(18).toString('base64url');
      await insertCaptcha(db, {
        tokenHash: hash(token),
        siteId,
        type,
        answer: answer.toLowerCase(),
        expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
      });
      return {
        token,
        captcha: captchaPicture(answer, { background: '#f4f6fa' }),
        placeholder: serverMessage(context.language ?? 'en_US', 'server.captcha_placeholder'),
      };
    },

    /**
     * Draw a code a form keeps by itself (the recovery form seals its own): the picture only, as
     * a transparent WebP data: URL. The caller picks the code from a cryptographic source.
     */
    draw: (code: string): string => captchaPicture(code),

    /**
     * Whether `answer` solves the captcha of `token` for this site and form. The captcha is used
     * up whatever the answer, so each one can be tried once.
     */
    verify: async (
      siteId: number,
      type: CaptchaType,
      token: string,
      answer: string,
    ): Promise<boolean> => {
      if (token === '' || token.length > 128) return false;
      const row = await takeCaptcha(db, hash(token));
      if (!row) return false;
      if (row.siteId !== siteId || row.type !== type) return false;
      if (row.expiresAt.getTime() <= now().getTime()) return false;
      return sameText(row.answer, answer.trim().toLowerCase());
    },
  };
};
export type CaptchaService = ReturnType<typeof createCaptchaService>;
