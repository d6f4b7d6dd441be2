import { bulletinCall, bulletinMemberCall } from '@member-site/contracts';
import {
  DISPLAY_LOCATIONS,
  type DisplayDevice,
  type DisplayLocation,
} from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';
import { useIsLoggedIn } from '../../../shared/session/session-store';

type BulletinsParams = {
  device: DisplayDevice;
  location?: DisplayLocation;
  language: string;
  /** A logged-in member gets the after-login promotions, less the show-once ones they hid. */
  member?: boolean;
};

export const getBulletinsQueryOptions = ({
  device,
  location = DISPLAY_LOCATIONS.normal,
  language,
  member = false,
}: BulletinsParams) =>
  queryOptions({
    // A member's list sits under `member`, so logging out forgets it with the session.
    queryKey: member
      ? memberQueryKey('bulletins', SITE_ID, device, location, language)
      : ['promotions', 'bulletins', SITE_ID, device, location, language],
    queryFn: async ({ signal }) =>
      (
        await call(
          member ? bulletinMemberCall : bulletinCall,
          { site_id: SITE_ID, display_device: device, display_location: location },
          { signal },
        )
      ).list,
  });

/**
 * Pop-up promotions for this device and page location (2 normally, 3 on the deposit page): the
 * member's own (spec: /arks/web/bulletin/member) once logged in, the visitors' before.
 */
export const useBulletins = (params: Omit<BulletinsParams, 'member'>) => {
  const member = useIsLoggedIn();
  return useQuery(getBulletinsQueryOptions({ ...params, member }));
};
