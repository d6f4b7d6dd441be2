import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { REFERRAL_LINK_MINUTES } from '../../../config/env';
import { captureReferral } from '../utils/referral';

/** Remember an agent or referral link (`?id=`, `?invite=`, `?currency=`) on any page it lands on. */
export const useReferralCapture = (): void => {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search, REFERRAL_LINK_MINUTES);
  }, [search]);
};
