import { Alert, Button, PasswordInput, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CURRENCIES } from '@member-site/contracts/constants';
import { IconCircleCheck, IconTransfer } from '@tabler/icons-react';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { type Problem, checkAmount } from '../../../shared/lib/amount';
import { formatMoney } from '../../../shared/lib/money';
import { newRequestId } from '../../../shared/lib/request-id';
import { Panel } from '../../../shared/ui/panel';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import {
  type AgentStatus,
  useAgentDownline,
  useAgentTransfer,
  useAgentTransfers,
} from '../api/agent';
import classes from './agent-pages.module.css';

type Field = 'member' | 'amount' | 'withdraw_password';
type Errors = Partial<Record<Field, string>>;
type Done = { account: string; amount: string; replayed: boolean };

/** Members offered while the agent types part of an account. */
const CHOICES = 20;

const TransferForm = ({
  status,
  onDone,
}: {
  status: AgentStatus;
  onDone: (done: Done) => void;
}) => {
  const { t } = useTranslation();
  const transfer = useAgentTransfer();
  const currency = status.currency;
  const [memberId, setMemberId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [account] = useDebouncedValue(typed.trim(), 300);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  /** The request of an attempt that got no answer: sent again as is, so it pays once. */
  const unanswered = useRef<{ id: string; memberId: string; amount: string } | undefined>(
    undefined,
  );
  const members = useAgentDownline({
    page: 1,
    page_size: CHOICES,
    depth: 'all',
    kind: 'all',
    status: 'active',
    ...(account === '' ? {} : { account }),
  });
  const choices = (members.data?.list ?? []).map((member) => ({
    value: String(member.member_id),
    label: member.member_account,
  }));

  const say = (problem: Problem | undefined) =>
    problem ? t(problem.key, problem.params) : undefined;
  const limits = {
    currency,
    balance: status.wallet,
    display: (value: string) => formatMoney(value, currency),
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found: Errors = {
      member: memberId === null ? t('agentCentre.transfer.errMember') : undefined,
      amount: say(checkAmount(amount, limits, 'agentCentre.transfer')),
      withdraw_password: /^\d{4}$/.test(password)
        ? undefined
        : t('agentCentre.transfer.errPassword'),
    };
    setErrors(found);
    if (memberId === null || found.member || found.amount || found.withdraw_password) return;

    const value = amount.trim();
    const previous = unanswered.current;
    const retry =
      previous?.memberId === memberId && previous.amount === value ? previous : undefined;
    const requestId = retry?.id ?? newRequestId();
    unanswered.current = { id: requestId, memberId, amount: value };
    transfer.mutate(
      {
        member_id: Number(memberId),
        amount: value,
        withdraw_password: password,
        request_id: requestId,
      },
      {
        onSuccess: (result) => {
          unanswered.current = undefined;
          setAmount('');
          setPassword('');
          onDone({
            account: result.member_account,
            amount: formatMoney(result.amount, result.currency),
            replayed: result.replayed,
          });
        },
        onError: (error) => {
          // Only an attempt that may not have arrived keeps its request id for the retry.
          if (!isApiError(error) || !error.isNetworkFailure) unanswered.current = undefined;
          const message = describeError(error, t);
          const field = isApiError(error) ? error.entry?.field : undefined;
          if (field === 'amount' || field === 'withdraw_password') setErrors({ [field]: message });
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form className={classes.form} noValidate onSubmit={submit} data-testid="agent-transfer-form">
      <Select
        label={t('agentCentre.transfer.member')}
        placeholder={t('agentCentre.transfer.memberPlaceholder')}
        searchable
        clearable
        data={choices}
        value={memberId}
        onChange={(value) => {
          setMemberId(value);
          setErrors((current) => ({ ...current, member: undefined }));
        }}
        searchValue={typed}
        onSearchChange={setTyped}
        // The server searches the downline; the list shown is its answer.
        filter={({ options }) => options}
        nothingFoundMessage={
          members.isFetching ? t('agentCentre.loading') : t('agentCentre.transfer.noMember')
        }
        error={errors.member}
        data-testid="agent-transfer-member"
      />
      <TextInput
        label={t('agentCentre.transfer.amount')}
        value={amount}
        error={errors.amount}
        inputMode={CURRENCIES[currency].exponent === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={20}
        leftSection={<span>{CURRENCIES[currency].symbol}</span>}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setAmount(value);
          setErrors((current) => ({
            ...current,
            amount:
              value.trim() === ''
                ? undefined
                : say(checkAmount(value, limits, 'agentCentre.transfer')),
          }));
        }}
        data-testid="agent-transfer-amount"
      />
      <PasswordInput
        label={t('agentCentre.transfer.password')}
        description={t('agentCentre.transfer.passwordHint')}
        value={password}
        error={errors.withdraw_password}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        onChange={(event) => {
          setPassword(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
          setErrors((current) => ({ ...current, withdraw_password: undefined }));
        }}
        data-testid="agent-transfer-password"
      />
      {formError && (
        <Alert color="red" variant="light" role="alert" data-testid="agent-transfer-error">
          {formError}
        </Alert>
      )}
      <Button
        type="submit"
        radius="xl"
        loading={transfer.isPending}
        leftSection={<IconTransfer size={16} />}
        data-testid="agent-transfer-submit"
      >
        {t('agentCentre.transfer.submit')}
      </Button>
    </form>
  );
};

const History = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const [page, setPage] = useState(1);
  const query = useAgentTransfers({ page, page_size: RECORDS_PAGE_SIZE });
  const totals = query.data?.totals;
  return (
    <Panel title={t('agentCentre.transfer.history')} testId="agent-transfers">
      {totals && totals.transfers > 0 && (
        <p className={classes.muted} data-testid="agent-transfers-totals">
          {t('agentCentre.transfer.totals', {
            transfers: totals.transfers,
            amount: formatMoney(totals.amount, status.currency),
          })}
        </p>
      )}
      <RecordsView
        query={query}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.transfer_id}
        emptyIcon={<IconTransfer size={34} stroke={1.4} />}
        emptyTitle={t('agentCentre.transfer.empty')}
        emptyText={t('agentCentre.transfer.emptyHint')}
        table={(rows) => (
          <div className={classes.tableWrap}>
            <Table className={classes.table} striped data-testid="agent-transfers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agentCentre.transfer.time')}</Table.Th>
                  <Table.Th>{t('agentCentre.transfer.member')}</Table.Th>
                  <Table.Th className={classes.right}>{t('agentCentre.transfer.amount')}</Table.Th>
                  <Table.Th className={classes.right}>{t('agentCentre.transfer.number')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.transfer_id} data-testid="record-row">
                    <Table.Td className={classes.nowrap}>{formatTime(row.created_at)}</Table.Td>
                    <Table.Td>{row.member_account}</Table.Td>
                    <Table.Td className={classes.right}>
                      {formatMoney(row.amount, row.currency)}
                    </Table.Td>
                    <Table.Td className={`${classes.right} ${classes.muted}`}>
                      {row.transfer_id}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        card={(row) => (
          <>
            <div className={classes.cardTop}>
              <span>{row.member_account}</span>
              <span>{formatMoney(row.amount, row.currency)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.transfer.time')}</span>
              <span>{formatTime(row.created_at)}</span>
            </div>
          </>
        )}
      />
    </Panel>
  );
};

/**
 * Transfer: money from the agent wallet to a downline member's main wallet, with the withdraw
 * password, and the transfers made so far.
 */
export const TransferPage = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<Done>();
  return (
    <>
      <Panel
        title={t('agentCentre.pages.Transfer')}
        description={t('agentCentre.transfer.hint')}
        testId="agent-transfer"
      >
        <div>
          <span className={classes.muted}>{t('agentCentre.wallet')}</span>
          <div className={classes.balance} data-testid="agent-transfer-wallet">
            {formatMoney(status.wallet, status.currency)}
          </div>
        </div>
        {done && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            data-testid="agent-transfer-done"
          >
            {t(done.replayed ? 'agentCentre.transfer.replayed' : 'agentCentre.transfer.done', {
              amount: done.amount,
              account: done.account,
            })}
          </Alert>
        )}
        <TransferForm status={status} onDone={setDone} />
      </Panel>
      <History status={status} />
    </>
  );
};
