import { discountListCall } from '@member-site/contracts';
import { type Currency, type DiscountCategory } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

type DiscountsParams = {
  category: DiscountCategory | undefined;
  currency: Currency | undefined;
  language: string;
};

export const getDiscountsQueryOptions = ({ category, currency, language }: DiscountsParams) =>
  queryOptions({
    queryKey: ['promotions', 'discounts', SITE_ID, category ?? 'all', currency, language],
    queryFn: async ({ signal }) => {
      const { list } = await call(
        discountListCall,
        { site_id: SITE_ID, category, currency },
        { signal },
      );
      return [...list].sort((a, b) => a.sort - b.sort);
    },
  });

/** Promotions of one category (or all) for the site currency. */
export const useDiscounts = (params: DiscountsParams) =>
  useQuery({ ...getDiscountsQueryOptions(params), enabled: params.currency !== undefined });
