import { carouselPictureCall } from '@member-site/contracts';
import { type BannerUseType, type Currency } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { CAROUSEL_QUERY_KEY } from '../../../shared/site/content-queries';

type CarouselParams = { useType: BannerUseType; currency: Currency | undefined; language: string };

export const getCarouselQueryOptions = ({ useType, currency, language }: CarouselParams) =>
  queryOptions({
    queryKey: [...CAROUSEL_QUERY_KEY, SITE_ID, useType, currency, language],
    queryFn: async ({ signal }) => {
      const { web_carousel_picture_list: list } = await call(
        carouselPictureCall,
        { site_id: SITE_ID, use_type: useType, currency },
        { signal },
      );
      return [...list].sort((a, b) => a.sort - b.sort);
    },
  });

/** Banners of one use type (0 desktop, 1 small, 2 mobile) for the site currency. */
export const useCarousel = (params: CarouselParams) =>
  useQuery({ ...getCarouselQueryOptions(params), enabled: params.currency !== undefined });
