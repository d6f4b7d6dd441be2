import { sportQuickbetUrlCall } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { checkFrame } from '../utils/check-frame';

export type QuickbetDevice = 'desktop' | 'mobile';

/** A frame that passed its check: where it is and the provider its matches open. */
export type QuickbetFrame = { url: string; gpId: number };

/**
 * The spec's "Sport iframe" states as one query: fetch the address
 * (`/arks/web/game/sport-quickbet-url`), check it (the check_iframe step, see `checkFrame`),
 * then ready; a failure of either is the page error.
 */
export const getQuickbetFrameQueryOptions = (
  currency: Currency,
  device: QuickbetDevice,
  language: string,
) =>
  queryOptions({
    queryKey: ['sport-quickbet', SITE_ID, currency, device, language],
    queryFn: async ({ signal }): Promise<QuickbetFrame> => {
      const answer = await call(
        sportQuickbetUrlCall,
        {
          site_id: SITE_ID,
          currency,
          support_device: device,
          domain: window.location.hostname,
        },
        { signal },
      );
      const url = await checkFrame(answer.url, { language, currency, signal });
      return { url, gpId: answer.gp_id };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useQuickbetFrame = (
  currency: Currency | undefined,
  device: QuickbetDevice,
  language: string,
) =>
  useQuery({
    ...getQuickbetFrameQueryOptions(currency ?? 'RMB', device, language),
    enabled: currency !== undefined,
  });
