import { DISPLAY_DEVICES } from '@member-site/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';

import { currentDeviceMode } from '../../../shared/hooks/device-mode';
import { useSessionStore } from '../../../shared/session/session-store';
import { pickPopup, readPopupClosedAt } from '../utils/popup-selection';
import { getBulletinsQueryOptions } from './get-bulletins';

const ignore = (): void => undefined;

/**
 * Ask for the lobby's pop-up promotion, its code and its picture while the lobby's code is still
 * downloading: on a first visit the pop-up's picture is the largest thing the page paints, so it
 * should be ready when the pop-up opens rather than start loading then. Whether the pop-up opens
 * at all is still decided by the pop-up itself.
 */
export const prefetchPopupPromotion = (queryClient: QueryClient, language: string): void => {
  const device =
    currentDeviceMode() === 'desktop' ? DISPLAY_DEVICES.desktop : DISPLAY_DEVICES.mobile;
  import('../components/popup-promotion').catch(ignore);
  queryClient
    .query(
      getBulletinsQueryOptions({
        device,
        language,
        member: useSessionStore.getState().session !== null,
      }),
    )
    .then((bulletins) => {
      const picture = pickPopup(bulletins, device, readPopupClosedAt())?.display_content;
      if (picture) new Image().src = picture;
    })
    .catch(ignore);
};
