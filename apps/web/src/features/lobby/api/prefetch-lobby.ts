import { BANNER_USE_TYPES, COOKIES } from '@member-site/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';

import { currentDeviceMode } from '../../../shared/hooks/device-mode';
import { readCookie } from '../../../shared/lib/cookies';
import { getSiteDetailQueryOptions } from '../../../shared/site/get-site-detail';
import { resolveSiteCurrency, siteCurrencies } from '../../../shared/site/site-currency';
import { getCarouselQueryOptions } from './get-carousel';
import { getJackpotQueryOptions } from './get-jackpot';
import { getMarqueeQueryOptions } from './get-marquee';

const ignore = (): void => undefined;

/**
 * Ask for the lobby's first-screen data while its code is still downloading, so the banner (the
 * largest picture of the page) starts loading as early as possible.
 */
export const prefetchLobby = async (queryClient: QueryClient, language: string): Promise<void> => {
  queryClient.query(getMarqueeQueryOptions(language)).catch(ignore);
  const site = await queryClient.query(getSiteDetailQueryOptions());
  const currency = resolveSiteCurrency(
    readCookie(COOKIES.ccy.name),
    language,
    siteCurrencies(site),
  );
  if (!currency) return;
  const desktop = currentDeviceMode() === 'desktop';
  const useType = desktop ? BANNER_USE_TYPES.desktop : BANNER_USE_TYPES.mobile;
  queryClient.query(getCarouselQueryOptions({ useType, currency, language })).catch(ignore);
  queryClient.query(getJackpotQueryOptions(currency)).catch(ignore);
  if (desktop) {
    queryClient
      .query(getCarouselQueryOptions({ useType: BANNER_USE_TYPES.small, currency, language }))
      .catch(ignore);
  }
};
