import { logoCall } from '@member-site/contracts';
import { type LogoType } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getLogoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-shell', 'logo', SITE_ID],
    queryFn: async ({ signal }) =>
      (await call(logoCall, { site_id: SITE_ID }, { signal })).web_logo_list,
    staleTime: 30 * 60_000,
  });

/** The URL of the logo of one kind in the site's list, when it has one. */
export const logoUrlOf = (
  logos: { logo_type: LogoType; url: string }[] | undefined,
  type: LogoType,
): string | undefined => logos?.find((logo) => logo.logo_type === type)?.url;

/** The URL of the site's logo of one kind (desktop header, mobile header, footer, favicon). */
export const useLogoUrl = (type: LogoType): string | undefined => {
  const { data } = useQuery(getLogoQueryOptions());
  return logoUrlOf(data, type);
};
