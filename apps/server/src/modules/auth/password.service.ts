import { type CallParsedRequest, type editPasswordCall } from '@member-site/contracts';
import {
  confirmPasswordRule,
  passwordSchema,
  withdrawPasswordRule,
} from '@member-site/contracts/validation';
import { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { SessionService } from '../session/session.service';
import { createAuthRepository } from './auth.repository';
import { type AuthCaller, RULES, parseOrThrow, tooManyRequests } from './auth.shared';

type EditPasswordBody = CallParsedRequest<typeof editPasswordCall>;

export type PasswordServiceDeps = {
  db: Db;
  sessions: SessionService;
  rateLimiter: RateLimiter;
};

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

/** The member centre's password form: the login password and the withdraw password. */
export const createPasswordService = (deps: PasswordServiceDeps) => {
  const repository = createAuthRepository(deps.db);
  const { sessions, rateLimiter } = deps;

  return {
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
      await sessions.endAll(member, 'password_changed');
      const { token } = await sessions.start(member, {
        ip,
        udid: session.udid,
        device: session.device,
      });
      return { token };
    },
  };
};
export type PasswordService = ReturnType<typeof createPasswordService>;
