import { jackpotCall } from '@member-site/contracts';
import { type Currency } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** How often the jackpot is asked again. */
export const JACKPOT_REFRESH_MS = 30_000;

export const getJackpotQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: ['lobby', 'jackpot', SITE_ID, currency],
    queryFn: ({ signal }) => call(jackpotCall, { site_id: SITE_ID, currency }, { signal }),
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS / 2,
  });

export const useJackpot = (currency: Currency | undefined) =>
  useQuery({ ...getJackpotQueryOptions(currency ?? 'RMB'), enabled: currency !== undefined });
