import {
  clientCaptchaCall,
  recoveryResetCall,
  recoveryVerifyCall,
  type CallRequest,
} from '@member-site/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';

/** The code picture of the recovery form and its sealed answer (GET /clientCaptcha). */
export const useClientCaptcha = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'captcha', 'client'],
      queryFn: ({ signal }) => call(clientCaptchaCall, {}, { signal }),
      enabled,
      staleTime: Infinity,
      gcTime: 0,
    }),
  );

export const useRecoveryVerify = () =>
  useMutation({
    mutationFn: (body: CallRequest<typeof recoveryVerifyCall>) => call(recoveryVerifyCall, body),
  });

export const useRecoveryReset = () =>
  useMutation({
    mutationFn: (body: CallRequest<typeof recoveryResetCall>) => call(recoveryResetCall, body),
  });
