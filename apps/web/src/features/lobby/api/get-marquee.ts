import { marqueeCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getMarqueeQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lobby', 'marquee', SITE_ID, language],
    queryFn: async ({ signal }) => {
      const { web_announcement_list: list } = await call(
        marqueeCall,
        { site_id: SITE_ID, sort_field: 'sort', sort_order: 'asc' },
        { signal },
      );
      // Visitors see what is meant for them before login.
      return list.filter((announcement) => announcement.display_before_login);
    },
  });

/** Announcements of the marquee, in the order the site sorted them. */
export const useMarquee = (language: string) => useQuery(getMarqueeQueryOptions(language));
