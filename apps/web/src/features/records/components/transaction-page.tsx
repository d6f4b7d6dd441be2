import { Table } from '@mantine/core';
import { type TransactionRecord } from '@member-site/contracts';
import {
  TRANSACTION_KINDS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@member-site/contracts/constants';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { useTransactionRecords } from '../api/get-transaction-records';
import { type DateRange, quickRange, rangeProblem } from '../../../shared/lib/date-range';
import { RecordFilters, selectWithAll } from '../../../shared/ui/record-filters';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import classes from './records.module.css';

/** The kinds the contracts let a member see; anything newer shows as "other". */
const KNOWN_KINDS = new Set<string>(TRANSACTION_KINDS);

const kindLabel = (t: TFunction, kind: string) =>
  t(`records.kinds.${KNOWN_KINDS.has(kind) ? kind : 'other'}`);

const walletLabel = (t: TFunction, row: TransactionRecord) =>
  row.wallet.type === 'main' ? t('records.mainWallet') : row.wallet.name;

/** The amount with its sign, green when it came in and red when it went out. */
const SignedAmount = ({ row }: { row: TransactionRecord }) => {
  const credit = row.direction === 'credit';
  return (
    <span className={credit ? classes.credit : classes.debit} data-direction={row.direction}>
      {credit ? '+' : ''}
      {formatMoney(credit ? row.amount : `-${row.amount}`, row.currency)}
    </span>
  );
};

/** /user/Transaction: every movement of the member's wallets, filtered by days and type. */
export const TransactionPage = () => {
  const { t, i18n } = useTranslation();
  const formatTime = useSiteDateTime();
  const [range, setRange] = useState<DateRange>(() => quickRange('last7'));
  const [type, setType] = useState<'all' | TransactionType>('all');
  const [page, setPage] = useState(1);
  const valid = rangeProblem(range) === undefined;
  const query = useTransactionRecords(
    { start_date: range.start, end_date: range.end, type, page, count: RECORDS_PAGE_SIZE },
    i18n.language,
    valid,
  );

  return (
    <Panel
      title={t('memberCentre.pages.Transaction')}
      description={t('records.transactionHint')}
      testId="transaction-page"
    >
      <RecordFilters
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        selects={[
          selectWithAll({
            name: 'type',
            label: t('records.filters.type'),
            allLabel: t('records.filters.all'),
            value: type,
            values: TRANSACTION_TYPES,
            labelOf: (value) => t(`records.types.${value}`),
            onChange: (value) => {
              setType(value);
              setPage(1);
            },
          }),
        ]}
      />
      {valid && (
        <RecordsView
          query={query}
          page={page}
          onPageChange={setPage}
          rowKey={(row) => row.id}
          table={(rows) => (
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover data-testid="records-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('records.columns.time')}</Table.Th>
                    <Table.Th>{t('records.columns.type')}</Table.Th>
                    <Table.Th>{t('records.columns.wallet')}</Table.Th>
                    <Table.Th className={classes.right}>{t('records.columns.amount')}</Table.Th>
                    <Table.Th>{t('records.columns.order')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="record-row">
                      <Table.Td className={classes.nowrap}>{formatTime(row.time)}</Table.Td>
                      <Table.Td>{kindLabel(t, row.kind)}</Table.Td>
                      <Table.Td>{walletLabel(t, row)}</Table.Td>
                      <Table.Td className={classes.right}>
                        <SignedAmount row={row} />
                      </Table.Td>
                      <Table.Td className={classes.muted}>{row.order_number ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          card={(row) => (
            <>
              <div className={classes.cardTop}>
                <span>{kindLabel(t, row.kind)}</span>
                <SignedAmount row={row} />
              </div>
              <div className={classes.cardLine}>
                <span>{t('records.columns.wallet')}</span>
                <span>{walletLabel(t, row)}</span>
              </div>
              {row.order_number && (
                <div className={classes.cardLine}>
                  <span>{t('records.columns.order')}</span>
                  <span>{row.order_number}</span>
                </div>
              )}
              <div className={classes.cardLine}>
                <span>{t('records.columns.time')}</span>
                <span>{formatTime(row.time)}</span>
              </div>
            </>
          )}
        />
      )}
    </Panel>
  );
};
