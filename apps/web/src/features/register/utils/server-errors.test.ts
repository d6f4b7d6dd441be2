import { findErrorEntry } from '@member-site/contracts';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../shared/api/api-error';
import { registerFailure } from './server-errors';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `t:${key}:${JSON.stringify(params)}` : `t:${key}`;
const options = {
  t,
  exists: (key: string) => key.startsWith('signup.'),
  isShown: (name: string): name is 'member_account' =>
    ['member_account', 'answer', 'member_email', 'password'].includes(name),
};

const apiError = (code: string, extra: { httpStatus?: number; data?: unknown } = {}) =>
  new ApiError({
    code,
    family: 'register',
    serverMessage: 'server says',
    entry: findErrorEntry('register', code),
    httpStatus: extra.httpStatus ?? 200,
    isNetworkFailure: false,
    data: extra.data,
  });

describe('where a failed registration is shown', () => {
  it('puts a code with a field under that field', () => {
    expect(registerFailure(apiError('102'), options)).toEqual({
      fields: { member_account: 't:account_repeat' },
    });
    // The captcha code belongs to the answer box.
    expect(registerFailure(apiError('224'), options)).toEqual({
      fields: { answer: 't:verify_failed' },
    });
  });

  it('shows other codes, and fields not on the form, as the form message', () => {
    expect(registerFailure(apiError('996'), options)).toEqual({
      fields: {},
      form: 't:error_register_too_frequent',
    });
    expect(registerFailure(apiError('103'), options)).toEqual({
      fields: {},
      form: 't:name_repeat',
    });
  });

  it('places the field errors of a refused body under their fields', () => {
    const error = apiError('400', {
      httpStatus: 400,
      data: {
        errors: [
          { field: 'member_email', message: 'signup.err_email_format' },
          { field: 'password', message: 'signup.err_psw_length', params: { min: 6, max: 12 } },
          { field: 'member_account', message: 'Too big: expected string to have <=64' },
        ],
      },
    });
    expect(registerFailure(error, options)).toEqual({
      fields: {
        member_email: 't:signup.err_email_format',
        password: 't:signup.err_psw_length:{"min":6,"max":12}',
        member_account: 't:illegal_input',
      },
    });
  });
});
