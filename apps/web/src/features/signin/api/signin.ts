import { signinCalendarCall, signinClaimCall } from '@member-site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import {
  MEMBER_LAYOUT_QUERY_KEY,
  MY_CASH_QUERY_KEY,
  memberQueryKey,
} from '../../../shared/session/member-queries';

export const SIGNIN_QUERY_KEY = memberQueryKey('signin');

/** The member's sign-in calendar: the campaign running today (or the next one), or null. */
export const useSigninCalendar = ({ enabled, language }: { enabled: boolean; language: string }) =>
  useQuery({
    queryKey: [...SIGNIN_QUERY_KEY, language],
    queryFn: ({ signal }) => call(signinCalendarCall, { site_id: SITE_ID }, { signal }),
    enabled,
  });

/**
 * Sign in for a day: on success the calendar, the balance and the wallet list are read again
 * (the realtime `member.cash` says so too, but the member is looking at them now).
 */
export const useSigninClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { campaignId: number; date: string }) =>
      call(signinClaimCall, { site_id: SITE_ID, campaign_id: input.campaignId, date: input.date }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SIGNIN_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY }),
      ]),
  });
};
