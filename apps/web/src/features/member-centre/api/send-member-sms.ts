import { registerSmsCall } from '@member-site/contracts';
import { type Currency } from '@member-site/contracts/constants';
import { useMutation } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** Send the SMS code that verifies a phone number set from the member centre. */
export const useSendMemberSms = () =>
  useMutation({
    mutationFn: async ({ phone, currency }: { phone: string; currency: Currency }) =>
      call(registerSmsCall, {
        site_id: SITE_ID,
        member_phone: phone,
        currency,
        type: 'member_center',
      }),
  });
