import { registerSmsCall, type Currency } from '@member-site/contracts';
import { useMutation } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

type SmsInput = { phone: string; currency: Currency };

/** Send the registration SMS code to a phone number. */
export const sendRegisterSms = ({ phone, currency }: SmsInput) =>
  call(registerSmsCall, {
    site_id: SITE_ID,
    member_phone: phone,
    currency,
    type: 'register_member',
  });

export const useSendRegisterSms = () => useMutation({ mutationFn: sendRegisterSms });
