import { faqDetailCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getFaqQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['faq', 'detail', SITE_ID, id, language],
    queryFn: async ({ signal }) =>
      (await call(faqDetailCall, { site_id: SITE_ID, id }, { signal })).detail,
  });

export const useFaq = (id: number, language: string) =>
  useQuery({ ...getFaqQueryOptions(id, language), enabled: Number.isInteger(id) && id > 0 });
