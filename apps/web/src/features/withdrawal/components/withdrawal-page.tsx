import { Alert, Badge, Button, PasswordInput, Skeleton, TextInput } from '@mantine/core';
import { type WithdrawalOrder } from '@member-site/contracts';
import { CURRENCIES, type Currency } from '@member-site/contracts/constants';
import { IconBuildingBank, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { newRequestId } from '../../../shared/lib/request-id';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { type WithdrawalInfo, useWithdrawalInfo } from '../api/get-withdrawal-info';
import { type Problem, checkAmount, checkWithdrawPassword } from '../utils/amount';
import classes from './withdrawal-page.module.css';

type Field = 'amount' | 'withdraw_password';
type Errors = Partial<Record<Field, string>>;

const STATUS_COLOURS: Record<WithdrawalOrder['status'], string> = {
  pending: 'yellow',
  paid: 'teal',
  rejected: 'red',
};

const StatusBadge = ({ status }: { status: WithdrawalOrder['status'] }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm">
      {t(`withdrawal.status.${status}`)}
    </Badge>
  );
};

const Summary = ({ info }: { info: WithdrawalInfo }) => {
  const { t } = useTranslation();
  const bank = info.bank_account;
  return (
    <div className={classes.summary}>
      <div className={classes.card}>
        <span className={classes.cardLabel}>{t('withdrawal.balance')}</span>
        <strong className={classes.balance} data-testid="withdrawal-balance">
          {formatMoney(info.main_balance, info.currency)}
        </strong>
      </div>
      <div className={classes.card} data-testid="withdrawal-bank">
        <span className={classes.cardLabel}>{t('withdrawal.bankAccount')}</span>
        {bank ? (
          <span className={classes.bank}>
            <IconBuildingBank size={18} stroke={1.6} aria-hidden />
            <span>
              <span className={classes.bankName}>{bank.bank_name}</span>
              <span className={classes.bankLine}>
                {bank.account_name} · <span className={classes.mono}>{bank.account_number}</span>
              </span>
            </span>
          </span>
        ) : (
          <span className={classes.muted}>{t('withdrawal.noBankShort')}</span>
        )}
      </div>
    </div>
  );
};

/** What stands between the member and a withdrawal, with the way to fix it. */
const Blocker = ({ info }: { info: WithdrawalInfo }) => {
  const { t } = useTranslation();
  if (!info.bank_account) {
    return (
      <div className={classes.prompt} data-testid="withdrawal-no-bank">
        <IconBuildingBank size={30} stroke={1.4} aria-hidden className={classes.promptIcon} />
        <p>{t('withdrawal.noBank')}</p>
        <Button component={Link} to="/user/BindAccount" radius="xl" className={classes.action}>
          {t('withdrawal.bindNow')}
        </Button>
      </div>
    );
  }
  if (!info.is_withdraw_password) {
    return (
      <div className={classes.prompt} data-testid="withdrawal-no-password">
        <IconLock size={30} stroke={1.4} aria-hidden className={classes.promptIcon} />
        <p>{t('withdrawal.noPassword')}</p>
        <Button component={Link} to="/user/Info" radius="xl" className={classes.action}>
          {t('withdrawal.setPassword')}
        </Button>
      </div>
    );
  }
  return (
    <Alert color="gray" variant="light" data-testid="withdrawal-unavailable">
      {t('withdrawal.unavailable')}
    </Alert>
  );
};

const limitHint = (info: WithdrawalInfo, t: TFunction) => {
  const digits = CURRENCIES[info.currency].exponent;
  const format = digits === 0 ? t('withdrawal.wholeOnly') : t('withdrawal.digits', { digits });
  if (info.min_amount === null || info.max_amount === null) return format;
  return `${t('withdrawal.limits', {
    min: formatMoney(info.min_amount, info.currency),
    max: formatMoney(info.max_amount, info.currency),
  })} · ${format}`;
};

const WithdrawalForm = ({
  info,
  onDone,
}: {
  info: WithdrawalInfo;
  onDone: (order: WithdrawalOrder) => void;
}) => {
  const { t } = useTranslation();
  const mutation = useCreateWithdrawal();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  /** The key and amount of an attempt that got no answer (sent again as is). */
  const unanswered = useRef<{ id: string; amount: string } | undefined>(undefined);

  const say = (problem: Problem | undefined) =>
    problem ? t(problem.key, problem.params) : undefined;
  const limits = {
    currency: info.currency,
    min: info.min_amount,
    max: info.max_amount,
    balance: info.main_balance,
    display: (value: string) => formatMoney(value, info.currency),
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found: Errors = {
      amount: say(checkAmount(amount, limits)),
      withdraw_password: say(checkWithdrawPassword(password)),
    };
    setErrors(found);
    if (found.amount ?? found.withdraw_password) return;

    const value = amount.trim();
    const retry = unanswered.current?.amount === value ? unanswered.current : undefined;
    const requestId = retry?.id ?? newRequestId();
    unanswered.current = { id: requestId, amount: value };
    mutation.mutate(
      {
        amount: value,
        withdraw_password: password,
        request_id: requestId,
        currency: info.currency,
      },
      {
        onSuccess: (result) => {
          unanswered.current = undefined;
          setAmount('');
          setPassword('');
          onDone(result.order);
        },
        onError: (error) => {
          if (!isApiError(error) || !error.isNetworkFailure) unanswered.current = undefined;
          const message = describeError(error, t);
          const field = isApiError(error) ? error.entry?.field : undefined;
          if (field === 'amount' || field === 'withdraw_password') {
            setErrors({ [field]: message });
          } else setFormError(message);
        },
      },
    );
  };

  return (
    <form className={classes.form} noValidate onSubmit={submit} data-testid="withdrawal-form">
      <TextInput
        name="amount"
        label={t('withdrawal.amount')}
        placeholder={t('withdrawal.amountPlaceholder')}
        description={limitHint(info, t)}
        value={amount}
        error={errors.amount}
        inputMode={CURRENCIES[info.currency].exponent === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={20}
        leftSection={<span className={classes.symbol}>{CURRENCIES[info.currency].symbol}</span>}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setAmount(value);
          setErrors((current) => ({
            ...current,
            // Say at once when the typed value cannot be right; say "required" only on submit.
            amount: value.trim() === '' ? undefined : say(checkAmount(value, limits)),
          }));
        }}
      />
      <PasswordInput
        name="withdraw_password"
        label={t('withdrawal.password')}
        description={t('withdrawal.passwordHint')}
        value={password}
        error={errors.withdraw_password}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        onChange={(event) => {
          const value = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
          setPassword(value);
          setErrors((current) => ({ ...current, withdraw_password: undefined }));
        }}
      />
      {formError && (
        <Alert color="red" variant="light" role="alert" data-testid="withdrawal-error">
          {formError}
        </Alert>
      )}
      <Button type="submit" radius="xl" loading={mutation.isPending} className={classes.submit}>
        {t('withdrawal.submit')}
      </Button>
    </form>
  );
};

const Submitted = ({ order, currency }: { order: WithdrawalOrder; currency: Currency }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={t('withdrawal.submitted')}
      data-testid="withdrawal-submitted"
    >
      {t('withdrawal.submittedText', {
        amount: formatMoney(order.amount, currency),
        order: order.order_number,
      })}
    </Alert>
  );
};

const OrderList = ({ orders }: { orders: readonly WithdrawalOrder[] }) => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  if (orders.length === 0) {
    return <EmptyState title={t('withdrawal.noPending')} text={t('withdrawal.noPendingText')} />;
  }
  return (
    <ul className={classes.orders} data-testid="withdrawal-pending">
      {orders.map((order) => (
        <li key={order.order_number} className={classes.order}>
          <div className={classes.orderMain}>
            <span className={classes.orderAmount}>{formatMoney(order.amount, order.currency)}</span>
            <StatusBadge status={order.status} />
          </div>
          <div className={classes.orderMeta}>
            <span className={classes.mono}>{order.order_number}</span>
            <span>{formatTime(order.created_at)}</span>
            <span>
              {order.bank_name} <span className={classes.mono}>{order.account_number}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
};

/**
 * /user/Withdrawal: the main balance, the bound bank account, the withdrawal form and the pending
 * withdrawals. Without a bound bank account or a withdraw password the page says what to do first.
 */
export const WithdrawalPage = () => {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  const [submitted, setSubmitted] = useState<WithdrawalOrder>();

  if (info.isError) {
    return (
      <Panel title={t('withdrawal.title')} testId="withdrawal">
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </Panel>
    );
  }
  if (info.isPending) {
    return (
      <Panel title={t('withdrawal.title')} testId="withdrawal">
        <div aria-busy="true" data-testid="withdrawal-loading">
          <Skeleton height={76} radius="md" mb={12} />
          <Skeleton height={52} radius="md" mb={12} />
          <Skeleton height={52} radius="md" />
        </div>
      </Panel>
    );
  }
  const data = info.data;
  const canWithdraw =
    data.bank_account !== null && data.is_withdraw_password && data.min_amount !== null;
  return (
    <>
      <Panel
        title={t('withdrawal.title')}
        description={t('withdrawal.subtitle')}
        testId="withdrawal"
      >
        <Summary info={data} />
        {submitted && <Submitted order={submitted} currency={data.currency} />}
        {canWithdraw ? (
          <WithdrawalForm info={data} onDone={setSubmitted} />
        ) : (
          <Blocker info={data} />
        )}
      </Panel>
      <Panel title={t('withdrawal.pendingTitle')}>
        <OrderList orders={data.pending} />
      </Panel>
    </>
  );
};
