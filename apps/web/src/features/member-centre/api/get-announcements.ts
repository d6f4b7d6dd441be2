import { type Announcement, marqueeCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

/**
 * The site's announcements for a logged-in member: the server answers those shown after login,
 * in the site's `sort` order; the filter keeps to that whatever a cached answer holds.
 */
export const announcementsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: memberQueryKey('announcements', language),
    queryFn: async ({ signal }): Promise<Announcement[]> => {
      const { web_announcement_list: list } = await call(
        marqueeCall,
        { site_id: SITE_ID, sort_field: 'sort', sort_order: 'asc' },
        { signal },
      );
      return list.filter((announcement) => announcement.display_after_login);
    },
    staleTime: 60_000,
  });

export const useAnnouncements = (language: string) => useQuery(announcementsQueryOptions(language));
