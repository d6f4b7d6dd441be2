import {
  type CallRequest,
  recommendAwardsCall,
  recommendFriendsCall,
  recommendInviteCall,
  recommendRulesCall,
} from '@member-site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

/** Every recommend query starts with this key (under `member`: a logout forgets them). */
export const RECOMMEND_QUERY_KEY = memberQueryKey('recommend');

export type RecommendAwardsFilter = Omit<CallRequest<typeof recommendAwardsCall>, 'site_id'>;
export type RecommendFriendsFilter = Omit<CallRequest<typeof recommendFriendsCall>, 'site_id'>;

/** The member's recommend code and invite link path. */
export const useRecommendInvite = (enabled: boolean) =>
  useQuery({
    queryKey: [...RECOMMEND_QUERY_KEY, 'invite'],
    queryFn: ({ signal }) => call(recommendInviteCall, { site_id: SITE_ID }, { signal }),
    enabled,
  });

/** The active rules of the member's currency (null when none). */
export const useRecommendRules = (enabled: boolean) =>
  useQuery({
    queryKey: [...RECOMMEND_QUERY_KEY, 'rules'],
    queryFn: ({ signal }) => call(recommendRulesCall, { site_id: SITE_ID }, { signal }),
    enabled,
  });

/** One page of the member's award record. */
export const useRecommendAwards = (filter: RecommendAwardsFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...RECOMMEND_QUERY_KEY, 'awards', filter],
    queryFn: ({ signal }) => call(recommendAwardsCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One page of the member's friends, as searched. */
export const useRecommendFriends = (filter: RecommendFriendsFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...RECOMMEND_QUERY_KEY, 'friends', filter],
    queryFn: ({ signal }) =>
      call(recommendFriendsCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
