import { bulletinCall } from '@member-site/contracts';
import {
  DISPLAY_LOCATIONS,
  type DisplayDevice,
  type DisplayLocation,
} from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

type BulletinsParams = { device: DisplayDevice; location?: DisplayLocation; language: string };

export const getBulletinsQueryOptions = ({
  device,
  location = DISPLAY_LOCATIONS.normal,
  language,
}: BulletinsParams) =>
  queryOptions({
    queryKey: ['promotions', 'bulletins', SITE_ID, device, location, language],
    queryFn: async ({ signal }) =>
      (
        await call(
          bulletinCall,
          { site_id: SITE_ID, display_device: device, display_location: location },
          { signal },
        )
      ).list,
  });

/** Pop-up promotions for this device and page location (2 normally, 3 on the deposit page). */
export const useBulletins = (params: BulletinsParams) => useQuery(getBulletinsQueryOptions(params));
