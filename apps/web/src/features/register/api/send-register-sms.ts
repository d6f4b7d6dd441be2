import { registerSmsCall } from '@member-site/contracts';
import { type Currency } from '@member-site/contracts/constants';
import { useMutation } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

type SmsInput = { phone: string; currency: Currency; pow: string | undefined };

/** Send the registration SMS code to a phone number. */
export const sendRegisterSms = ({ phone, currency, pow }: SmsInput) =>
  call(registerSmsCall, {
    site_id: SITE_ID,
    member_phone: phone,
    currency,
    type: 'register_member',
    ...(pow === undefined ? {} : { pow }),
  });

export const useSendRegisterSms = () => useMutation({ mutationFn: sendRegisterSms });
