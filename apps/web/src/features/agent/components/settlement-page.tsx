import { Badge, Table } from '@mantine/core';
import type { AgentSettlement } from '@member-site/contracts';
import type { AgentSettlementStatus } from '@member-site/contracts/constants';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import { useAgentSettlements } from '../api/agent-reports';
import classes from './agent-pages.module.css';

const STATUS_COLOURS: Record<AgentSettlementStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

/** The figures of a settlement, in the order they lead to the commission. */
const AMOUNTS = [
  'valid_bet',
  'win_loss',
  'bonuses',
  'net_win_loss',
  'carried_in',
  'figure',
  'carried_out',
  'commission',
] as const satisfies readonly (keyof AgentSettlement)[];
/** The figures that led to the commission (the table shows the commission first). */
const FIGURES = AMOUNTS.filter((key) => key !== 'commission');

/**
 * PerformanceSettlement: each period's commission: the plan, the tier reached, the figures it
 * used, the negative carried in and out, the commission and where it stands.
 */
export const SettlementPage = () => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const [page, setPage] = useState(1);
  const query = useAgentSettlements({ page, page_size: RECORDS_PAGE_SIZE });

  const statusBadge = (row: AgentSettlement) => (
    <Badge color={STATUS_COLOURS[row.status]} variant="light" title={row.reason ?? undefined}>
      {t(`agentCentre.settlement.status.${row.status}`)}
    </Badge>
  );
  const plan = (row: AgentSettlement) =>
    row.plan_name === null
      ? t('agentCentre.settlement.noPlan')
      : `${row.plan_name}${row.basis ? ` · ${t(`agentCentre.basis.${row.basis}`)}` : ''}`;
  const tierName = (row: AgentSettlement) =>
    row.tier === 0
      ? t('agentCentre.settlement.noTier')
      : t('agentCentre.plan.tierName', { tier: row.tier });
  const rate = (row: AgentSettlement) => (row.tier === 0 ? '' : `${row.rate_percent}%`);
  const tier = (row: AgentSettlement) =>
    row.tier === 0 ? tierName(row) : `${tierName(row)} · ${rate(row)}`;
  const period = (row: AgentSettlement) => `${row.period_start} – ${row.period_end}`;
  const money = (row: AgentSettlement, key: (typeof AMOUNTS)[number]) =>
    formatMoney(row[key], row.currency);
  const statusNote = (row: AgentSettlement) =>
    row.status === 'paid'
      ? formatTime(row.paid_at)
      : row.status === 'rejected'
        ? (row.reason ?? '')
        : '';

  return (
    <Panel
      title={t('agentCentre.pages.PerformanceSettlement')}
      description={t('agentCentre.settlement.hint')}
      testId="agent-settlements"
    >
      <RecordsView
        query={query}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.id}
        emptyIcon={<IconReceipt size={34} stroke={1.4} />}
        emptyTitle={t('agentCentre.settlement.empty')}
        emptyText={t('agentCentre.settlement.emptyHint')}
        table={(rows) => (
          <div className={classes.tableWrap}>
            <Table
              className={`${classes.table} ${classes.wrappingHeads}`}
              striped
              horizontalSpacing={8}
              data-testid="agent-settlements-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {t('agentCentre.settlement.period')}
                    <div className={classes.muted}>{t('agentCentre.settlement.plan')}</div>
                  </Table.Th>
                  <Table.Th>{t('agentCentre.settlement.tier')}</Table.Th>
                  <Table.Th className={classes.right}>
                    {t('agentCentre.settlement.amounts.commission')}
                  </Table.Th>
                  <Table.Th>{t('agentCentre.settlement.statusLabel')}</Table.Th>
                  <Table.Th className={classes.right}>
                    {t('agentCentre.figures.active_members')}
                  </Table.Th>
                  {FIGURES.map((key) => (
                    <Table.Th key={key} className={classes.right}>
                      {t(`agentCentre.settlement.amounts.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="record-row">
                    <Table.Td>
                      <div>
                        <span className={classes.nowrap}>{row.period_start}</span> –{' '}
                        <span className={classes.nowrap}>{row.period_end}</span>
                      </div>
                      <div className={`${classes.muted} ${classes.planLine}`}>{plan(row)}</div>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {tierName(row)}
                      <div className={classes.muted}>{rate(row)}</div>
                    </Table.Td>
                    <Table.Td className={`${classes.right} ${classes.positive}`}>
                      {money(row, 'commission')}
                    </Table.Td>
                    <Table.Td>
                      {statusBadge(row)}
                      <div className={classes.muted}>{statusNote(row)}</div>
                    </Table.Td>
                    <Table.Td className={classes.right}>{row.active_members}</Table.Td>
                    {FIGURES.map((key) => (
                      <Table.Td key={key} className={classes.right}>
                        {money(row, key)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        card={(row) => (
          <>
            <div className={classes.cardTop}>
              <span>{period(row)}</span>
              {statusBadge(row)}
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.settlement.plan')}</span>
              <span>{plan(row)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.settlement.tier')}</span>
              <span>{tier(row)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.figures.active_members')}</span>
              <span>{row.active_members}</span>
            </div>
            {AMOUNTS.map((key) => (
              <div key={key} className={classes.cardLine}>
                <span>{t(`agentCentre.settlement.amounts.${key}`)}</span>
                <span>{money(row, key)}</span>
              </div>
            ))}
            {statusNote(row) !== '' && <div className={classes.cardLine}>{statusNote(row)}</div>}
          </>
        )}
      />
    </Panel>
  );
};
