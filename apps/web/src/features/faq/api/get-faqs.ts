import { faqListCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getFaqsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['faq', 'list', SITE_ID, language],
    queryFn: async ({ signal }) => {
      const { list } = await call(faqListCall, { site_id: SITE_ID }, { signal });
      return [...list].sort((a, b) => a.sort - b.sort);
    },
  });

export const useFaqs = (language: string) => useQuery(getFaqsQueryOptions(language));
