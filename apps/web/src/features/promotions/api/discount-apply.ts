import { discountApplicationsCall, discountApplyCall } from '@member-site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { DISCOUNT_APPLICATIONS_QUERY_KEY } from '../../../shared/session/member-queries';

/** The member's applications for discounts, newest first (only asked when logged in). */
export const useDiscountApplications = (enabled: boolean) =>
  useQuery({
    queryKey: DISCOUNT_APPLICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => call(discountApplicationsCall, { site_id: SITE_ID }, { signal }),
    enabled,
  });

/** Apply for a discount; the applications are read again whatever the answer. */
export const useApplyDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(discountApplyCall, { site_id: SITE_ID, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_APPLICATIONS_QUERY_KEY }),
  });
};
