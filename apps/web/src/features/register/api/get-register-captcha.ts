import { captchaCall } from '@member-site/contracts';
import { CAPTCHA_RETRY_WAIT_MS, CAPTCHA_TYPES } from '@member-site/contracts/constants';
import { useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { isApiError } from '../../../shared/api/api-error';

/** How many times a captcha that is not ready yet (code 101) is asked for again. */
const CAPTCHA_ATTEMPTS = 5;

const wait = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/** A register captcha; code 101 means it is not ready, so wait 1 s and ask again (spec section 4). */
export const fetchRegisterCaptcha = async (signal?: AbortSignal) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call(
        captchaCall,
        { site_id: SITE_ID, type: CAPTCHA_TYPES.register },
        { signal },
      );
    } catch (error) {
      if (!isApiError(error) || error.code !== '101' || attempt >= CAPTCHA_ATTEMPTS) throw error;
      await wait(CAPTCHA_RETRY_WAIT_MS, signal);
    }
  }
};

/**
 * The captcha picture and its token. Every answer spends the token, so a new picture is fetched
 * on demand (refetch) and never reused from an earlier visit to the form.
 */
export const useRegisterCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: ['register', 'captcha', SITE_ID],
    queryFn: ({ signal }) => fetchRegisterCaptcha(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
