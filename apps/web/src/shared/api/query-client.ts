import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-error';

/** Retry only what may pass on a second try: network failures, at most twice. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && error.isNetworkFailure && failureCount < 2;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
