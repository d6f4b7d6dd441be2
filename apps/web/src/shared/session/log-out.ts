import { logoutCall } from '@member-site/contracts';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';
import { endSession } from './end-session';

/**
 * Log out: tell the server, then end the session here whatever it answered (an expired or
 * unreachable session must not keep the member logged in on this device). Shared by the account
 * buttons and the realtime connection (the operator's "clean cache" logs the member out).
 */
export const logOut = async (): Promise<void> => {
  try {
    await call(logoutCall, { site_id: SITE_ID });
  } catch {
    // The server may already have ended the session; this device forgets it either way.
  }
  endSession();
};
