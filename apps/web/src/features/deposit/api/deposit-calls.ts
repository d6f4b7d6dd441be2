import {
  type CallResponse,
  type DepositOrder,
  depositBankTransferCall,
  depositChannelsCall,
  depositFastPaymentCall,
  depositOrderStatusCall,
} from '@member-site/contracts';
import { type Currency, FINAL_DEPOSIT_STATUSES } from '@member-site/contracts/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { useRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { useIsMemberFeedLive } from '../../../shared/realtime/realtime-status';
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

/** Every deposit order query starts with this key. */
export const DEPOSIT_ORDER_QUERY_KEY = memberQueryKey('deposit', 'order');

const depositOrderKey = (orderNumber: string | undefined) =>
  [...DEPOSIT_ORDER_QUERY_KEY, orderNumber] as const;

/** How a credited order of each kind ends: the gateway pays, the operator approves a transfer. */
const CREDITED_STATUS: Record<DepositOrder['kind'], DepositOrder['status']> = {
  fast_payment: 'paid',
  bank_transfer: 'approved',
};

/**
 * One order, followed until it is final. While the member's realtime feed is live the server
 * pushes the credit (`member_deposit.success`) and nothing is asked; otherwise the order is asked
 * again every 2 s, for at most 10 minutes from `since`. When the feed comes back after a gap, the
 * order is asked once, since a push sent during the gap is not sent again. `created` is the order
 * as its creation answered it: shown at once without asking.
 */
export const useDepositOrder = (
  orderNumber: string | undefined,
  since: number,
  created?: DepositOrder,
) => {
  const queryClient = useQueryClient();
  const live = useIsMemberFeedLive();
  const query = useQuery({
    queryKey: depositOrderKey(orderNumber),
    queryFn: (): Promise<DepositOrder> =>
      call(depositOrderStatusCall, { site_id: SITE_ID, order_number: orderNumber ?? '' }),
    enabled: orderNumber !== undefined,
    // What was just answered (or pushed) is not asked again on mount.
    staleTime: POLL_INTERVAL_MS,
    ...(created ? { initialData: created, initialDataUpdatedAt: since } : {}),
    refetchInterval: (current) =>
      live || isFinal(current.state.data) || Date.now() - since > POLL_LIMIT_MS
        ? false
        : POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

  useRealtimeEvent('member_deposit.success', (credited) => {
    if (credited.order_number !== orderNumber) return;
    queryClient.setQueryData<DepositOrder>(depositOrderKey(orderNumber), (order) =>
      order && !isFinal(order) ? { ...order, status: CREDITED_STATUS[order.kind] } : order,
    );
  });

  const { refetch } = query;
  const pending = !isFinal(query.data);
  const wasLive = useRef(live);
  useEffect(() => {
    if (live && !wasLive.current && pending && orderNumber !== undefined) void refetch();
    wasLive.current = live;
  }, [live, pending, orderNumber, refetch]);

  return query;
};
