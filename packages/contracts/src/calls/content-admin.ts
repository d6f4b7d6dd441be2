/**
 * The operator's announcements and pop-up promotions (issue 15, point 9): list, create, update
 * and remove on the operator key's site. Every call answers the `content` error family.
 */
import { describeCalls } from '../call';
import type { contentAdminWire } from '../wire/content-admin';

export type { OperatorAnnouncement, OperatorPopup } from '../wire/content-admin';

const call = describeCalls<typeof contentAdminWire>();
const operatorCall = <P extends keyof typeof contentAdminWire>(path: P) =>
  call({ path, method: 'POST', access: 'operator', family: 'content' });

/** Every announcement of the site, shown or not, newest first. */
export const operatorAnnouncementListCall = operatorCall('/operator/announcements');
/** Add an announcement to the marquee. */
export const operatorAnnouncementCreateCall = operatorCall('/operator/announcements/create');
/** Change an announcement: only the fields given. */
export const operatorAnnouncementUpdateCall = operatorCall('/operator/announcements/update');
/** Hide an announcement from every visitor and member. */
export const operatorAnnouncementRemoveCall = operatorCall('/operator/announcements/remove');
/** Every pop-up promotion of the site, shown or not, newest first. */
export const operatorPopupListCall = operatorCall('/operator/popups');
/** Add a pop-up promotion. */
export const operatorPopupCreateCall = operatorCall('/operator/popups/create');
/** Change a pop-up promotion: only the fields given. */
export const operatorPopupUpdateCall = operatorCall('/operator/popups/update');
/** Hide a pop-up promotion from every visitor and member. */
export const operatorPopupRemoveCall = operatorCall('/operator/popups/remove');
