import { redEnvelopePromotionCall, type RedEnvelope } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export const RED_ENVELOPE_QUERY_KEY = memberQueryKey('red-envelope');

export const getRedEnvelopeQueryOptions = () =>
  queryOptions({
    queryKey: RED_ENVELOPE_QUERY_KEY,
    queryFn: ({ signal }): Promise<RedEnvelope | null> =>
      call(redEnvelopePromotionCall, {}, { signal }),
    // Fetched on login, on RedEnvelopeDisplay and 3 s after a countdown ends; nothing else.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The envelope of the member's currency they may open now (null: none). */
export const useRedEnvelope = (enabled: boolean) =>
  useQuery({ ...getRedEnvelopeQueryOptions(), enabled });
