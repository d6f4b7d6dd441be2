import {
  type CallResponse,
  type DepositOrder,
  depositBankTransferCall,
  depositChannelsCall,
  depositFastPaymentCall,
  depositOrderStatusCall,
} from '@member-site/contracts';
import { type Currency, FINAL_DEPOSIT_STATUSES } from '@member-site/contracts/constants';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export type DepositChannels = CallResponse<typeof depositChannelsCall>;
export type FastPaymentOrder = CallResponse<typeof depositFastPaymentCall>;

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: memberQueryKey('deposit', 'channels'),
    queryFn: (): Promise<DepositChannels> => call(depositChannelsCall, { site_id: SITE_ID }),
  });

/** The deposit channels of the member's currency. */
export const useDepositChannels = () => useQuery(depositChannelsQuery());

export type BankTransferRequest = {
  channel_id: number;
  amount: string;
  payer_name: string;
  reference: string;
  request_id: string;
  /** The currency the page shows: the server refuses it (104) if the wallet's has changed. */
  currency?: Currency;
};

export const useCreateBankTransfer = () =>
  useMutation({
    mutationFn: (body: BankTransferRequest): Promise<DepositOrder> =>
      call(depositBankTransferCall, { site_id: SITE_ID, ...body }),
  });

export type FastPaymentRequest = {
  channel_id: number;
  amount: string;
  request_id: string;
  currency?: Currency;
  return_path?: string;
};

export const useCreateFastPayment = () =>
  useMutation({
    mutationFn: (body: FastPaymentRequest): Promise<FastPaymentOrder> =>
      call(depositFastPaymentCall, { site_id: SITE_ID, ...body }),
  });

/** How often a pending order is asked for, and for how long at most. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 10 * 60_000;

export const isFinal = (order: DepositOrder | undefined): boolean =>
  order !== undefined && FINAL_DEPOSIT_STATUSES.includes(order.status);

/**
 * One order, asked again every 2 s while it is pending, for at most 10 minutes from `since`.
 */
export const useDepositOrder = (orderNumber: string | undefined, since: number) =>
  useQuery({
    queryKey: memberQueryKey('deposit', 'order', orderNumber),
    queryFn: (): Promise<DepositOrder> =>
      call(depositOrderStatusCall, { site_id: SITE_ID, order_number: orderNumber ?? '' }),
    enabled: orderNumber !== undefined,
    refetchInterval: (query) =>
      isFinal(query.state.data) || Date.now() - since > POLL_LIMIT_MS ? false : POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
