import { randomBytes } from 'node:crypto';

import {
  type CallParsedRequest,
  type DoubleValidationQuestion,
  type MemberSession,
  type doubleValidationCall,
} from '@member-site/contracts';
import {
  type DoubleValidationQuestionKind,
  type SupportedLanguage,
  CAPTCHA_TYPES,
  DOUBLE_VALIDATION_QUESTIONS,
  LIMITS,
} from '@member-site/contracts/constants';
import { serverMessage } from '@member-site/contracts/messages';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { AccountSettingsService } from '../account-settings/account-settings.service';
import type { SessionService } from '../session/session.service';
import type { SmsService } from '../sms/sms.service';
import {
  type DeviceFacts,
  type MemberRow,
  type PendingLoginRow,
  createAuthRepository,
} from './auth.repository';
import {
  type CaptchaVerifier,
  RULES,
  accountKey,
  completeLogin,
  createAuthLimits,
  deviceFacts,
  digits,
  factNumber,
  factText,
  inactiveCode,
  logged,
} from './auth.shared';

type DoubleValidationBody = CallParsedRequest<typeof doubleValidationCall>;

export type DoubleValidationServiceDeps = {
  db: Db;
  sessions: SessionService;
  accountSettings: AccountSettingsService;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
  /** Tells a member by SMS that new-device logins were stopped. */
  sms: Pick<SmsService, 'sender'>;
  now?: () => Date;
};

/** Who a notice to the member comes from, and in which language it is written. */
export type NoticeSite = { name: string; language: SupportedLanguage };

const PENDING_LOGIN_MS = 10 * 60_000;
const DOUBLE_VALIDATION_MAX_FAILURES = 3;

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
 * Double validation: a login from a device the member never used asks one of the facts the
 * member has on file before the session opens (login code 107, then /doubleValidation).
 */
export const createDoubleValidationService = (deps: DoubleValidationServiceDeps) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(deps.db);
  const opener = { repository, sessions: deps.sessions, now };
  const { rateLimiter } = deps;
  const { limitOrTooMany } = createAuthLimits(rateLimiter);

  /** Whether the account's wrong answers of the last hour stop logins from new devices. */
  const newDevicesLocked = (member: MemberRow): Promise<boolean> =>
    rateLimiter.isBlocked(
      'double-validation-account-failures',
      accountKey(member.siteId, member.account),
      RULES.doubleValidationAccountFailures,
    );

  const accountFailures = (member: MemberRow) =>
    [
      'double-validation-account-failures',
      accountKey(member.siteId, member.account),
      RULES.doubleValidationAccountFailures,
    ] as const;

  /**
   * Tell the member that new-device logins stopped, once per lock whatever the process: by SMS
   * to the phone on file, else with a line in the login log.
   */
  const noticeLock = async (member: MemberRow, site: NoticeSite, ip: string) => {
    const first = await rateLimiter.hit(
      'double-validation-lock-notice',
      accountKey(member.siteId, member.account),
      RULES.doubleValidationLockNotice,
    );
    if (!first.allowed) return;
    const phone = member.phone.trim();
    if (phone !== '') {
      await deps.sms.sender.send(
        member.siteId,
        phone,
        serverMessage(site.language, 'server.double_validation_locked', { site: site.name }),
      );
      return;
    }
    await repository.insertLoginLog({
      siteId: member.siteId,
      memberId: member.id,
      account: member.account.slice(0, 64),
      ip: ip.slice(0, 64),
      device: { notice: 'double_validation_locked' },
      code: '998',
    });
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
    newDevicesLocked,

    /**
     * Open a double validation for a login from a new device: the 107 answer, carrying its data,
     * for the login to throw. Undefined when the member has no fact on file to ask.
     */
    challenge: async (
      member: MemberRow,
      facts: DeviceFacts,
      ip: string,
    ): Promise<AppError | undefined> => {
      const questions = answerableQuestions(member);
      const [first] = questions;
      if (!first) return undefined;
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
     * and the third wrong one ends the pending login with 998. Wrong answers also count per
     * account across logins: the fifth in an hour ends the pending login with 998, locks logins
     * from new devices (login 802) for the rest of the hour and tells the member.
     */
    doubleValidate: async (
      siteId: number,
      body: DoubleValidationBody,
      ip: string,
      site: NoticeSite,
    ): Promise<MemberSession> => {
      const fail = (code: string) => new AppError(code, { family: 'doubleValidation' });
      await limitOrTooMany('double-validation', body.member_login_id, RULES.doubleValidation);
      const found = await findPending(siteId, body.member_login_id);
      if (!found) throw fail('101');
      const { pending, member } = found;
      return logged(
        repository,
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
          // Every answer is counted up front against the account (a right one is given back), so
          // answers sent at once through many pending logins cannot pass the limit.
          const counted = await rateLimiter.hit(...accountFailures(member));
          if (!counted.allowed) {
            await repository.deletePendingLogin(pending.id);
            throw fail('998');
          }
          if (!(await answerMatches(member, pending.question, body.answer))) {
            const failures = await repository.countPendingFailure(pending.id);
            if (failures === undefined) throw fail('101');
            const accountLocked = await newDevicesLocked(member);
            if (accountLocked) await noticeLock(member, site, ip);
            if (accountLocked || failures >= DOUBLE_VALIDATION_MAX_FAILURES) {
              await repository.deletePendingLogin(pending.id);
              throw fail('998');
            }
            throw fail(wrongAnswerCode(pending.question));
          }
          await rateLimiter.giveBack(...accountFailures(member));
          if (!(await repository.deletePendingLogin(pending.id))) throw fail('101');
          return completeLogin(opener, member, {
            ip,
            udid: factText(pending.device, 'udid'),
            device: factNumber(pending.device, 'device', body.device),
          });
        },
      );
    },
  };
};
export type DoubleValidationService = ReturnType<typeof createDoubleValidationService>;
