import { type CallResponse, letterListCall } from '@member-site/contracts';
import { LIMITS } from '@member-site/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';
import { LETTERS_QUERY_KEY } from './member-queries';
import { useIsLoggedIn } from './session-store';

export type LetterPage = CallResponse<typeof letterListCall>;

/**
 * One page of the member's letters (spec section 7: 50 a page, newest first) with the unread
 * count. Under LETTERS_QUERY_KEY, so `letter.sent`, `letter.read` and `letter.delete` on the
 * member's private channel refresh every page and the unread badge.
 */
export const lettersQueryOptions = (page: number, language: string) =>
  queryOptions({
    queryKey: [...LETTERS_QUERY_KEY, 'list', page, language],
    queryFn: ({ signal }): Promise<LetterPage> =>
      call(
        letterListCall,
        {
          site_id: SITE_ID,
          active: 0,
          count: LIMITS.lettersPerPage,
          page,
          sort_field: 'id',
          sort_order: 'desc',
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One page of the logged-in member's letters; idle while logged out. */
export const useLetters = (page: number, language: string) => {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...lettersQueryOptions(page, language), enabled: loggedIn });
};

/** How many letters the member has not read yet (undefined until known, or logged out). */
export const useUnreadLetterCount = (language: string): number | undefined =>
  useLetters(1, language).data?.unread_count;
