import { type MemberSession } from '@member-site/contracts';
import { CAPTCHA_TYPES } from '@member-site/contracts/constants';
import { buildLoginSchema } from '@member-site/contracts/validation';

import type { Db } from '../../db/client';
import { verifyAgainstDummy, verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { AccountSettingsService } from '../account-settings/account-settings.service';
import type { ProofOfWorkService } from '../captcha/proof-of-work.service';
import type { RegisterService } from '../register/register.service';
import type { SessionService } from '../session/session.service';
import { type DeviceFacts, type MemberRow, createAuthRepository } from './auth.repository';
import {
  type AuthCaller,
  type CaptchaVerifier,
  type LoginBody,
  RULES,
  accountAddressKey,
  accountKey,
  completeLogin,
  deviceFacts,
  factText,
  inactiveCode,
  logged,
  loginError,
  parseOrThrow,
  typedAccountSchema,
} from './auth.shared';
import type { DoubleValidationService } from './double-validation.service';

export type LoginServiceDeps = {
  db: Db;
  sessions: SessionService;
  accountSettings: AccountSettingsService;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
  /** The form's invisible proof of work, whose cost grows with the address's failures. */
  proofOfWork: Pick<ProofOfWorkService, 'check' | 'failed'>;
  /** The site's blacklist, which also refuses logins from a listed address. */
  registrations: Pick<RegisterService, 'isBlacklisted'>;
  /** Asked for a login from a device the member never used. */
  doubleValidation: Pick<DoubleValidationService, 'challenge' | 'newDevicesLocked'>;
  now?: () => Date;
};

const loginFieldsSchema = buildLoginSchema({ captcha: false }).extend({
  account: buildLoginSchema({ captcha: false }).shape.account.pipe(typedAccountSchema),
});

/** Login and logout: who may open a session, and the login form's captcha switch. */
export const createLoginService = (deps: LoginServiceDeps) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(deps.db);
  const opener = { repository, sessions: deps.sessions, now };
  const { sessions, rateLimiter } = deps;

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
    const lockKey = accountAddressKey(siteId, fields.account, ip);
    const countFailure = async (alsoAccount: boolean) => {
      await rateLimiter.hit('login-ip-failures', ipKey, RULES.loginIpFailures);
      await deps.proofOfWork.failed(siteId, ip);
      if (alsoAccount) {
        await rateLimiter.hit('login-account-failures', lockKey, RULES.loginAccountFailures);
        await rateLimiter.hit('login-account-pressure', account, RULES.loginAccountPressure);
      }
    };
    const captchaSolved = async () =>
      body.answer !== '' &&
      body.captcha_token !== '' &&
      (await deps.captcha.verify(siteId, CAPTCHA_TYPES.login, body.captcha_token, body.answer));

    // An address the operator blocked answers 201 (ip_error with the code appended, so support
    // can tell it from the automatic block of 106).
    if (await deps.registrations.isBlacklisted(siteId, 'ip', [ip.toLowerCase()])) {
      throw loginError('201');
    }
    if (await rateLimiter.isBlocked('login-ip-failures', ipKey, RULES.loginIpFailures)) {
      throw loginError('106');
    }
    await deps.proofOfWork.check(siteId, 'login', ip, body.pow);
    const settings = await deps.accountSettings.get(siteId);
    if (settings.loginCaptcha && !(await captchaSolved())) {
      await countFailure(false);
      throw loginError('105');
    }
    if (
      await rateLimiter.isBlocked('login-account-failures', lockKey, RULES.loginAccountFailures)
    ) {
      throw loginError('802');
    }

    const member = await repository.findMemberByAccount(siteId, fields.account);
    if (member) found(member);
    // Many failures for the account from everywhere: a captcha, except from the member's own
    // addresses, so strangers slow each other down without locking the member out.
    if (
      !settings.loginCaptcha &&
      (await rateLimiter.isBlocked(
        'login-account-pressure',
        account,
        RULES.loginAccountPressure,
      )) &&
      !(member && (await repository.hasLoggedInFrom(member.id, ip))) &&
      !(await captchaSolved())
    ) {
      await countFailure(false);
      throw loginError('105');
    }
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
      if (history.devices > 0 && !history.known) {
        // Too many wrong answers for this account lately: new devices wait.
        if (await deps.doubleValidation.newDevicesLocked(member)) throw loginError('802');
        const challenge = await deps.doubleValidation.challenge(member, facts, ip);
        if (challenge) throw challenge;
      }
    }
    await rateLimiter.reset('login-account-failures', lockKey, RULES.loginAccountFailures);
    return completeLogin(opener, member, { ip, udid, device: body.device });
  };

  return {
    /** Whether the login form must show a captcha. */
    loginHeader: async (siteId: number): Promise<{ captcha_required: boolean }> => ({
      captcha_required: (await deps.accountSettings.get(siteId)).loginCaptcha,
    }),

    /**
     * Log in with account and password. Answers the session, or throws the login code: 101 for an
     * unknown account or a wrong password alike (same work done for both), 102 disabled, 103
     * frozen, 105 captcha (also asked, whatever the site's switch, when the account failed
     * often from many addresses), 106 address blocked after failed logins, 201 address on the
     * blacklist, 107 new device (double validation follows), 802 account locked from this
     * address, or locked for new devices after wrong double-validation answers.
     */
    login: async (siteId: number, body: LoginBody, ip: string): Promise<MemberSession> => {
      const fields = parseOrThrow(loginFieldsSchema, {
        account: body.account,
        password: body.password,
      });
      const facts = deviceFacts(body);
      return logged(repository, { siteId, account: fields.account, ip, facts }, (found) =>
        attemptLogin(siteId, fields, body, ip, facts, found),
      );
    },

    /** End the caller's session, if one was sent. */
    logout: async (caller: AuthCaller | undefined): Promise<Record<string, never>> => {
      if (caller) await sessions.end(caller.member, caller.session.id, 'logout');
      return {};
    },
  };
};
export type LoginService = ReturnType<typeof createLoginService>;
