import { randomBytes } from 'node:crypto';

import {
  type CallParsedRequest,
  type DoubleValidationQuestion,
  type DoubleValidationQuestionKind,
  type MemberSession,
  type doubleValidationCall,
  CAPTCHA_TYPES,
  DOUBLE_VALIDATION_QUESTIONS,
  LIMITS,
} from '@member-site/contracts';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { AccountSettingsService } from '../account-settings/account-settings.service';
import type { SessionService } from '../session/session.service';
import {
  type DeviceFacts,
  type MemberRow,
  type PendingLoginRow,
  createAuthRepository,
} from './auth.repository';
import {
  type CaptchaVerifier,
  RULES,
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
  now?: () => Date;
};

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
  const { limitOrTooMany } = createAuthLimits(deps.rateLimiter);

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
