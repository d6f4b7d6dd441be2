import { discountDetailCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getDiscountQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'discount', SITE_ID, id, language],
    queryFn: async ({ signal }) =>
      (await call(discountDetailCall, { site_id: SITE_ID, id }, { signal })).detail,
  });

export const useDiscount = (id: number, language: string) =>
  useQuery({ ...getDiscountQueryOptions(id, language), enabled: Number.isInteger(id) && id > 0 });
