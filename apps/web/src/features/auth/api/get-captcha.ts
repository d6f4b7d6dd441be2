import { captchaCall, type CallResponse } from '@member-site/contracts';
import { CAPTCHA_RETRY_WAIT_MS, CAPTCHA_TYPES } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';

export type Captcha = CallResponse<typeof captchaCall>;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/**
 * A login captcha (spec: type 1). When the server answers 101 (not ready), wait a second and ask
 * once more (spec section 4, Captcha).
 */
export const fetchLoginCaptcha = async (signal?: AbortSignal): Promise<Captcha> => {
  const body = { site_id: SITE_ID, type: CAPTCHA_TYPES.login };
  try {
    return await call(captchaCall, body, { signal });
  } catch (error) {
    if (!isApiError(error) || error.code !== '101') throw error;
    await wait(CAPTCHA_RETRY_WAIT_MS, signal);
    return call(captchaCall, body, { signal });
  }
};

/** Each captcha answers once: never cached, fetched anew on every refresh. */
export const useLoginCaptcha = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'captcha', 'login'],
      queryFn: ({ signal }) => fetchLoginCaptcha(signal),
      enabled,
      staleTime: Infinity,
      gcTime: 0,
    }),
  );
