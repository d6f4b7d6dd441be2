import { Alert, Badge, Button, Loader, Skeleton, TextInput } from '@mantine/core';
import { type DepositChannel, type DepositOrder } from '@member-site/contracts';
import {
  CURRENCIES,
  CREDITED_DEPOSIT_STATUSES,
  WINDOW_NAMES,
} from '@member-site/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconBolt,
  IconBuildingBank,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconWallet,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { formatMoney } from '../../../shared/lib/money';
import { memberQueryKey } from '../../../shared/session/member-queries';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { newRequestId } from '../../../shared/lib/request-id';
import {
  DEPOSIT_ORDER_QUERY_KEY,
  isFinal,
  useCreateBankTransfer,
  useCreateFastPayment,
  useDepositChannels,
  useDepositOrder,
} from '../api/deposit-calls';
import { type Problem, checkDepositAmount } from '../utils/amount';
import {
  type GatewayWindowName,
  closeGatewayWindow,
  goToGateway,
  openGatewayWindow,
} from '../utils/gateway-window';
import classes from './deposit-form.module.css';

export type DepositFormProps = {
  /** Which channels to offer: all of them (/Deposit) or fast payments only (/fastPayment). */
  kinds?: 'all' | 'fast_payment';
  /** The window the gateway opens in on desktop. */
  windowName?: GatewayWindowName;
  /** Where the gateway sends the browser back on mobile (same-page navigation). */
  returnPath?: string;
};

type Field = 'amount' | 'payer_name';
type Errors = Partial<Record<Field, string>>;

const STATUS_COLOURS: Record<DepositOrder['status'], string> = {
  pending: 'yellow',
  approved: 'teal',
  paid: 'teal',
  rejected: 'red',
  declined: 'red',
};

const isDepositOrderQuery = (key: readonly unknown[]): boolean =>
  DEPOSIT_ORDER_QUERY_KEY.every((part, index) => key[index] === part);

const ChannelIcon = ({ kind }: { kind: DepositChannel['kind'] }) =>
  kind === 'bank_transfer' ? (
    <IconBuildingBank size={22} stroke={1.6} aria-hidden />
  ) : (
    <IconBolt size={22} stroke={1.6} aria-hidden />
  );

const BankDetails = ({ channel }: { channel: DepositChannel }) => {
  const { t } = useTranslation();
  if (!channel.bank) return null;
  const rows: [string, string][] = [
    [t('deposit.bankName'), channel.bank.bank_name],
    [t('deposit.accountName'), channel.bank.account_name],
    [t('deposit.accountNumber'), channel.bank.account_number],
    [t('deposit.branch'), channel.bank.branch],
  ];
  return (
    <div className={classes.bank} data-testid="deposit-bank-details">
      <p className={classes.bankTitle}>{t('deposit.receivingAccount')}</p>
      <dl className={classes.bankList}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className={classes.bankRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
};

/** The order after it was sent: its status, asked again until it is final. */
const OrderStatus = ({ order, onAgain }: { order: DepositOrder; onAgain: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Polling stops 10 minutes after the order was shown (by this browser's clock).
  const [since] = useState(() => Date.now());
  const status = useDepositOrder(order.order_number, since, order);
  const current = status.data ?? order;
  const credited = CREDITED_DEPOSIT_STATUSES.includes(current.status);

  useEffect(() => {
    // The balances in the header and the wallet, and the records, change when the deposit is
    // credited; the order itself is final and is not asked again.
    if (!credited) return;
    void queryClient.invalidateQueries({
      queryKey: memberQueryKey(),
      predicate: (query) => !isDepositOrderQuery(query.queryKey),
    });
  }, [credited, queryClient]);

  const icon = credited ? (
    <IconCircleCheck size={40} stroke={1.5} aria-hidden />
  ) : current.status === 'pending' ? (
    <IconClockHour4 size={40} stroke={1.5} aria-hidden />
  ) : (
    <IconCircleX size={40} stroke={1.5} aria-hidden />
  );
  const text = credited
    ? t('deposit.successText', { amount: formatMoney(current.amount, current.currency) })
    : current.status === 'pending'
      ? current.kind === 'bank_transfer'
        ? t('deposit.pendingBankText')
        : t('deposit.pendingGatewayText')
      : current.status === 'rejected'
        ? t('deposit.rejectedText', { reason: current.reason })
        : t('deposit.declinedText');

  return (
    <div className={classes.result} data-testid="deposit-order" data-status={current.status}>
      <span className={classes.resultIcon} data-tone={credited ? 'ok' : current.status}>
        {icon}
      </span>
      <h3 className={classes.resultTitle}>
        {credited ? t('deposit.successTitle') : t(`deposit.status.${current.status}`)}
      </h3>
      <p className={classes.resultText}>{text}</p>
      <dl className={classes.orderList}>
        <div className={classes.bankRow}>
          <dt>{t('deposit.orderNumber')}</dt>
          <dd data-testid="deposit-order-number">{current.order_number}</dd>
        </div>
        <div className={classes.bankRow}>
          <dt>{t('deposit.amount')}</dt>
          <dd>{formatMoney(current.amount, current.currency)}</dd>
        </div>
        <div className={classes.bankRow}>
          <dt>{t('deposit.statusLabel')}</dt>
          <dd>
            <Badge color={STATUS_COLOURS[current.status]} variant="light" radius="sm">
              {t(`deposit.status.${current.status}`)}
            </Badge>
          </dd>
        </div>
      </dl>
      {current.status === 'pending' && !isFinal(current) && status.fetchStatus === 'fetching' ? (
        <Loader size="xs" color="gold" aria-label={t('deposit.checking')} />
      ) : null}
      <Button variant="default" radius="xl" onClick={onAgain} data-testid="deposit-again">
        {t('deposit.again')}
      </Button>
    </div>
  );
};

/** The order the gateway sent the browser back with (`?order=` on mobile). */
const ReturnedOrder = ({ orderNumber, onAgain }: { orderNumber: string; onAgain: () => void }) => {
  const [since] = useState(() => Date.now());
  const order = useDepositOrder(orderNumber, since);
  if (order.isError) return <ErrorState error={order.error} onRetry={onAgain} />;
  if (order.isPending) return <Skeleton height={220} radius="lg" aria-busy="true" />;
  return <OrderStatus order={order.data} onAgain={onAgain} />;
};

/**
 * The deposit form: pick a channel of the member's currency, enter the amount (checked as the
 * server checks it), then either the bank transfer's payer details (the order waits for the
 * operator) or the gateway's checkout (opened in its named window on desktop, in this page on
 * mobile). The order's status is followed until it is final.
 */
export const DepositForm = ({
  kinds = 'all',
  windowName = WINDOW_NAMES.deposit,
  returnPath = '/Deposit',
}: DepositFormProps) => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const channels = useDepositChannels();
  const bankTransfer = useCreateBankTransfer();
  const fastPayment = useCreateFastPayment();
  const [channelId, setChannelId] = useState<number | undefined>();
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [order, setOrder] = useState<DepositOrder | undefined>();
  // An attempt that got no answer is sent again under the same key, so it is never doubled.
  const unanswered = useRef<string | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedOrder = searchParams.get('order');

  if (channels.isError) {
    return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  }
  if (channels.isPending) {
    return <Skeleton height={260} radius="lg" aria-busy="true" data-testid="deposit-loading" />;
  }

  const list = channels.data.list.filter(
    (channel) => kinds === 'all' || channel.kind === 'fast_payment',
  );
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<IconWallet size={34} stroke={1.4} />}
        title={t('deposit.emptyTitle')}
        text={t('deposit.emptyText', { currency: channels.data.currency })}
      />
    );
  }

  if (!order && returnedOrder && /^D\d{16}$/.test(returnedOrder)) {
    return (
      <ReturnedOrder
        orderNumber={returnedOrder}
        onAgain={() => {
          setSearchParams({}, { replace: true });
        }}
      />
    );
  }

  if (order) {
    return (
      <OrderStatus
        order={order}
        onAgain={() => {
          setOrder(undefined);
          setAmount('');
          setReference('');
        }}
      />
    );
  }

  const channel = list.find((item) => item.channel_id === channelId) ?? list[0];
  if (!channel) return null;
  const digits = CURRENCIES[channel.currency].exponent;
  const translate = (problem: Problem | undefined) =>
    problem ? t(problem.key, problem.params) : undefined;
  const pending = bankTransfer.isPending || fastPayment.isPending;

  const validate = (): Errors => {
    const next: Errors = {
      amount: translate(
        checkDepositAmount(amount, {
          currency: channel.currency,
          min: channel.min_amount,
          max: channel.max_amount,
        }),
      ),
    };
    if (channel.kind === 'bank_transfer' && payerName.trim() === '') {
      next.payer_name = t('deposit.errPayerName');
    }
    return next;
  };

  const showFailure = (error: unknown) => {
    if (!isApiError(error) || !error.isNetworkFailure) unanswered.current = undefined;
    const message = describeError(error, t);
    const field = isApiError(error) ? error.entry?.field : undefined;
    if (field === 'amount') setErrors({ amount: message });
    else setFormError(message);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validate();
    setErrors(found);
    if (found.amount ?? found.payer_name) return;
    const requestId = (unanswered.current ??= newRequestId());
    if (channel.kind === 'bank_transfer') {
      bankTransfer.mutate(
        {
          channel_id: channel.channel_id,
          amount: amount.trim(),
          payer_name: payerName.trim(),
          reference: reference.trim(),
          request_id: requestId,
          currency: channel.currency,
        },
        {
          onSuccess: (created) => {
            unanswered.current = undefined;
            setOrder(created);
          },
          onError: showFailure,
        },
      );
      return;
    }
    // Desktop: the payment window opens now, inside the click, and gets the address later.
    const target = isDesktop ? openGatewayWindow(windowName) : undefined;
    fastPayment.mutate(
      {
        channel_id: channel.channel_id,
        amount: amount.trim(),
        request_id: requestId,
        currency: channel.currency,
        ...(target ? {} : { return_path: returnPath }),
      },
      {
        onSuccess: (created) => {
          unanswered.current = undefined;
          setOrder(created);
          goToGateway(target, created.pay_url);
        },
        onError: (error) => {
          closeGatewayWindow(target);
          showFailure(error);
        },
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <div className={classes.channels} role="radiogroup" aria-label={t('deposit.channel')}>
        {list.map((item) => {
          const selected = item.channel_id === channel.channel_id;
          return (
            <button
              key={item.channel_id}
              type="button"
              role="radio"
              aria-checked={selected}
              className={classes.channel}
              data-selected={selected || undefined}
              data-testid={`deposit-channel-${item.kind}`}
              onClick={() => {
                setChannelId(item.channel_id);
                setErrors({});
                setFormError(undefined);
              }}
            >
              <span className={classes.channelIcon}>
                <ChannelIcon kind={item.kind} />
              </span>
              <span className={classes.channelText}>
                <strong>{item.name}</strong>
                <small>
                  {item.kind === 'bank_transfer' ? t('deposit.kindBank') : t('deposit.kindFast')}
                </small>
              </span>
            </button>
          );
        })}
      </div>

      {channel.kind === 'bank_transfer' ? <BankDetails channel={channel} /> : null}

      <TextInput
        label={t('deposit.amount')}
        placeholder={t('deposit.amountPlaceholder')}
        inputMode={digits === 0 ? 'numeric' : 'decimal'}
        value={amount}
        onChange={(event) => {
          setAmount(event.currentTarget.value);
          if (errors.amount) setErrors({ ...errors, amount: undefined });
        }}
        onBlur={() => {
          if (amount.trim() !== '') setErrors({ ...errors, amount: validate().amount });
        }}
        description={t('deposit.limits', {
          min: formatMoney(channel.min_amount, channel.currency),
          max: formatMoney(channel.max_amount, channel.currency),
        })}
        error={errors.amount}
        rightSection={<span className={classes.symbol}>{channel.currency}</span>}
        rightSectionWidth={52}
        data-testid="deposit-amount"
      />

      {channel.kind === 'bank_transfer' ? (
        <>
          <TextInput
            label={t('deposit.payerName')}
            placeholder={t('deposit.payerNamePlaceholder')}
            value={payerName}
            maxLength={64}
            onChange={(event) => {
              setPayerName(event.currentTarget.value);
              if (errors.payer_name) setErrors({ ...errors, payer_name: undefined });
            }}
            error={errors.payer_name}
            data-testid="deposit-payer-name"
          />
          <TextInput
            label={t('deposit.reference')}
            placeholder={t('deposit.referencePlaceholder')}
            description={t('deposit.referenceHint')}
            value={reference}
            maxLength={64}
            onChange={(event) => {
              setReference(event.currentTarget.value);
            }}
            data-testid="deposit-reference"
          />
        </>
      ) : (
        <p className={classes.hint}>{t('deposit.fastHint')}</p>
      )}

      {formError ? (
        <Alert color="red" variant="light" data-testid="deposit-error">
          {formError}
        </Alert>
      ) : null}

      <Button
        type="submit"
        variant="gradient"
        radius="xl"
        size="md"
        className={classes.submit}
        loading={pending}
        data-testid="deposit-submit"
      >
        {channel.kind === 'bank_transfer' ? t('deposit.submitBank') : t('deposit.submitFast')}
      </Button>
    </form>
  );
};
