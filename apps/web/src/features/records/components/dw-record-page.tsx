import { Badge, Table } from '@mantine/core';
import { type DwRecord } from '@member-site/contracts';
import {
  DW_RECORD_STATUSES,
  DW_RECORD_TYPES,
  type DwRecordStatus,
  type DwRecordType,
} from '@member-site/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { useDwRecords } from '../api/get-dw-records';
import { type DateRange, quickRange, rangeProblem } from '../../../shared/lib/date-range';
import { RecordFilters, selectWithAll } from '../../../shared/ui/record-filters';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import classes from './records.module.css';

const STATUS_COLOURS: Record<DwRecordStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  paid: 'teal',
  rejected: 'red',
  declined: 'gray',
};

const StatusBadge = ({ status }: { status: DwRecordStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm" data-status={status}>
      {t(`records.statuses.${status}`)}
    </Badge>
  );
};

/** Deposits add to the wallet (green), withdrawals take from it (red). */
const OrderAmount = ({ row }: { row: DwRecord }) => {
  const deposit = row.type === 'deposit';
  return (
    <span className={deposit ? classes.credit : classes.debit}>
      {deposit ? '+' : ''}
      {formatMoney(deposit ? row.amount : `-${row.amount}`, row.currency)}
    </span>
  );
};

/** /user/DWRecord: the member's deposit and withdrawal orders, filtered by days, type and status. */
export const DwRecordPage = () => {
  const { t, i18n } = useTranslation();
  const formatTime = useSiteDateTime();
  const [range, setRange] = useState<DateRange>(() => quickRange('last7'));
  const [type, setType] = useState<'all' | DwRecordType>('all');
  const [status, setStatus] = useState<'all' | DwRecordStatus>('all');
  const [page, setPage] = useState(1);
  const valid = rangeProblem(range) === undefined;
  const query = useDwRecords(
    { start_date: range.start, end_date: range.end, type, status, page, count: RECORDS_PAGE_SIZE },
    i18n.language,
    valid,
  );
  const typeLabel = (row: DwRecord) => t(`records.orderTypes.${row.type}`);
  const detail = (row: DwRecord) =>
    row.type === 'deposit' ? (row.channel_name ?? '—') : t('records.bankWithdrawal');

  return (
    <Panel
      title={t('memberCentre.pages.DWRecord')}
      description={t('records.dwHint')}
      testId="dw-record-page"
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
            values: DW_RECORD_TYPES,
            labelOf: (value) => t(`records.orderTypes.${value}`),
            onChange: (value) => {
              setType(value);
              setPage(1);
            },
          }),
          selectWithAll({
            name: 'status',
            label: t('records.filters.status'),
            allLabel: t('records.filters.all'),
            value: status,
            values: DW_RECORD_STATUSES,
            labelOf: (value) => t(`records.statuses.${value}`),
            onChange: (value) => {
              setStatus(value);
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
          rowKey={(row) => `${row.type}-${row.order_number}`}
          table={(rows) => (
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover data-testid="records-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('records.columns.order')}</Table.Th>
                    <Table.Th>{t('records.columns.type')}</Table.Th>
                    <Table.Th>{t('records.columns.channel')}</Table.Th>
                    <Table.Th className={classes.right}>{t('records.columns.amount')}</Table.Th>
                    <Table.Th>{t('records.columns.status')}</Table.Th>
                    <Table.Th>{t('records.columns.created')}</Table.Th>
                    <Table.Th>{t('records.columns.decided')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={`${row.type}-${row.order_number}`} data-testid="record-row">
                      <Table.Td className={classes.nowrap}>{row.order_number}</Table.Td>
                      <Table.Td>{typeLabel(row)}</Table.Td>
                      <Table.Td className={classes.nowrap}>{detail(row)}</Table.Td>
                      <Table.Td className={classes.right}>
                        <OrderAmount row={row} />
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={row.status} />
                        {row.reason && <div className={classes.muted}>{row.reason}</div>}
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{formatTime(row.created_at)}</Table.Td>
                      <Table.Td className={classes.nowrap}>{formatTime(row.decided_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          card={(row) => (
            <>
              <div className={classes.cardTop}>
                <span>{typeLabel(row)}</span>
                <OrderAmount row={row} />
              </div>
              <div className={classes.cardLine}>
                <span>{t('records.columns.status')}</span>
                <span>
                  <StatusBadge status={row.status} />
                </span>
              </div>
              {row.reason && (
                <div className={classes.cardLine}>
                  <span>{t('records.columns.reason')}</span>
                  <span>{row.reason}</span>
                </div>
              )}
              <div className={classes.cardLine}>
                <span>{t('records.columns.channel')}</span>
                <span>{detail(row)}</span>
              </div>
              <div className={classes.cardLine}>
                <span>{t('records.columns.order')}</span>
                <span>{row.order_number}</span>
              </div>
              <div className={classes.cardLine}>
                <span>{t('records.columns.created')}</span>
                <span>{formatTime(row.created_at)}</span>
              </div>
              {row.decided_at && (
                <div className={classes.cardLine}>
                  <span>{t('records.columns.decided')}</span>
                  <span>{formatTime(row.decided_at)}</span>
                </div>
              )}
            </>
          )}
        />
      )}
    </Panel>
  );
};
