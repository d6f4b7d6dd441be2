import { type Bulletin } from '@member-site/contracts';
import { COOKIES, DISPLAY_DEVICES, type DisplayDevice } from '@member-site/contracts/constants';

import { parseSiteTime, siteNow } from '../../../shared/lib/dates';
import { readCookie, writeSessionCookie } from '../../../shared/lib/cookies';

/**
 * The pop-up promotion to show: the first one meant for this device (or for both) that was updated
 * after the visitor last closed a pop-up in this session.
 */
export const pickPopup = (
  bulletins: readonly Bulletin[],
  device: DisplayDevice,
  closedAt: string | null,
): Bulletin | undefined => {
  const closedAtMs = closedAt ? parseSiteTime(closedAt) : undefined;
  return bulletins.find((bulletin) => {
    const forDevice =
      bulletin.display_device === DISPLAY_DEVICES.both || bulletin.display_device === device;
    if (!forDevice) return false;
    if (closedAtMs === undefined) return true;
    const updatedAt = Date.parse(bulletin.updated_at);
    return Number.isFinite(updatedAt) && updatedAt > closedAtMs;
  });
};

/** When the visitor last closed a pop-up in this browser session, if they did. */
export const readPopupClosedAt = (): string | null =>
  readCookie(COOKIES.popupClosedAt.name) ?? null;

/** Remember when the visitor closed the pop-up ("YYYY-MM-DD HH:mm:ss", site time zone). */
export const rememberPopupClosed = (now: Date = new Date()): string => {
  const stamp = siteNow(now);
  writeSessionCookie(COOKIES.popupClosedAt.name, stamp);
  return stamp;
};
