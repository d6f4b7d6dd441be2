import { Badge, Button, SegmentedControl, Skeleton, Table, TextInput } from '@mantine/core';
import type { AgentDayFigures, AgentMemberFigures } from '@member-site/contracts';
import {
  CURRENCIES,
  type Currency,
  LANGUAGE_BCP47,
  isSupportedLanguage,
} from '@member-site/contracts/constants';
import { IconChartLine, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type DateRange, quickRange, rangeProblem } from '../../../shared/lib/date-range';
import { Panel } from '../../../shared/ui/panel';
import { RecordFilters } from '../../../shared/ui/record-filters';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import { ErrorState } from '../../../shared/ui/states';
import type { AgentStatus } from '../api/agent';
import { useAgentOperation } from '../api/agent-reports';
import {
  CHART_AMOUNT_FIGURES,
  CHART_COUNT_FIGURES,
  FIGURE_KEYS,
  type FigureKey,
  chartNumber,
  isCountFigure,
} from '../utils/figures';
import classes from './agent-pages.module.css';
import {
  FigureChips,
  FigureTotals,
  LazyChart,
  SERIES_COLOURS,
  useFigureFormat,
} from './report-parts';

/**
 * A chart value as it reads on the axis and in the tooltip: a count, or an amount grouped in the
 * member's language with at most the currency's digits (the symbol is in the page's totals).
 */
export const chartFormat = (keys: readonly FigureKey[], currency: Currency, language: string) => {
  const locale = isSupportedLanguage(language) ? LANGUAGE_BCP47[language] : 'en-US';
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: keys.every(isCountFigure) ? 0 : CURRENCIES[currency].exponent,
  });
  return (value: number): string => number.format(value);
};

/** The rows of a chart: one per day, the day as "MM-DD". */
export const chartRows = (series: readonly AgentDayFigures[], keys: readonly FigureKey[]) =>
  series.map((day) => ({
    date: day.date.slice(5),
    ...Object.fromEntries(keys.map((key) => [key, chartNumber(day[key])])),
  }));

/** The daily series of the operation table as a chart of the chosen figures. */
const OperationChart = ({
  series,
  currency,
}: {
  series: readonly AgentDayFigures[];
  currency: Currency;
}) => {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<'amounts' | 'counts'>('amounts');
  const [amounts, setAmounts] = useState<FigureKey[]>(['deposits', 'valid_bet', 'win_loss']);
  const [counts, setCounts] = useState<FigureKey[]>(['registrations', 'active_members']);
  const keys = kind === 'amounts' ? amounts : counts;
  return (
    <Panel title={t('agentCentre.chart.title')} testId="agent-operation-chart">
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value === 'counts' ? 'counts' : 'amounts')}
        data={[
          { value: 'amounts', label: t('agentCentre.chart.amounts') },
          { value: 'counts', label: t('agentCentre.chart.counts') },
        ]}
        aria-label={t('agentCentre.chart.kind')}
        data-testid="agent-chart-kind"
      />
      <FigureChips
        choices={kind === 'amounts' ? CHART_AMOUNT_FIGURES : CHART_COUNT_FIGURES}
        value={keys}
        onChange={kind === 'amounts' ? setAmounts : setCounts}
        multiple
      />
      <LazyChart
        data={chartRows(series, keys)}
        series={keys.map((key, index) => ({
          name: key,
          label: t(`agentCentre.figures.${key}`),
          color: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'yellow.5',
        }))}
        format={chartFormat(keys, currency, i18n.language)}
        integers={keys.every(isCountFigure)}
        label={t('agentCentre.chart.label')}
      />
    </Panel>
  );
};

/**
 * OperationTable: the downline's figures over a range of days: totals, the daily series as a
 * chart, and one row per member (the biggest valid bet first).
 */
export const OperationTablePage = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => quickRange('last7'));
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const problem = rangeProblem(range);
  const query = useAgentOperation(
    {
      start_date: range.start,
      end_date: range.end,
      page,
      page_size: RECORDS_PAGE_SIZE,
      ...(account === '' ? {} : { account }),
    },
    problem === undefined,
  );
  const currency = query.data?.currency ?? status.currency;
  const format = useFigureFormat(currency);
  const figureCells = (row: AgentMemberFigures) =>
    FIGURE_KEYS.map((key) => (
      <Table.Td key={key} className={classes.right}>
        {format(key, row[key])}
      </Table.Td>
    ));

  return (
    <>
      <Panel
        title={t('agentCentre.pages.OperationTable')}
        description={t('agentCentre.reports.hint')}
        testId="agent-operation"
      >
        <RecordFilters
          range={range}
          onRangeChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          selects={[]}
        />
        {problem ? null : query.isPending ? (
          <Skeleton height={120} radius="md" data-testid="agent-report-loading" />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <FigureTotals totals={query.data.totals} currency={currency} testId="agent-totals" />
        )}
      </Panel>
      {!problem && query.data && query.data.series.length > 0 && (
        <OperationChart series={query.data.series} currency={currency} />
      )}
      {!problem && !query.isError && (
        <Panel title={t('agentCentre.reports.members')} testId="agent-operation-members">
          <form
            className={classes.filters}
            onSubmit={(event) => {
              event.preventDefault();
              setAccount(typed.trim());
              setPage(1);
            }}
          >
            <TextInput
              label={t('agentCentre.downline.account')}
              description={t('agentCentre.reports.accountHint')}
              value={typed}
              maxLength={12}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-testid="agent-operation-account"
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              data-testid="agent-operation-search"
            >
              {t('agentCentre.search')}
            </Button>
          </form>
          <RecordsView
            query={query}
            page={page}
            onPageChange={setPage}
            rowKey={(row) => row.member_account}
            emptyIcon={<IconChartLine size={34} stroke={1.4} />}
            emptyTitle={t('agentCentre.reports.empty')}
            emptyText={t('agentCentre.reports.emptyHint')}
            table={(rows) => (
              <div className={classes.tableWrap}>
                <Table className={classes.table} striped data-testid="agent-operation-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('agentCentre.downline.account')}</Table.Th>
                      <Table.Th className={classes.right}>
                        {t('agentCentre.downline.level')}
                      </Table.Th>
                      {FIGURE_KEYS.map((key) => (
                        <Table.Th key={key} className={classes.right}>
                          {t(`agentCentre.figures.${key}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.member_account} data-testid="record-row">
                        <Table.Td className={classes.nowrap}>
                          {row.member_account}
                          {row.is_agent && (
                            <Badge ml={6} size="xs" variant="light" color="gold">
                              {t('agentCentre.downline.agent')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td className={classes.right}>{row.depth}</Table.Td>
                        {figureCells(row)}
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
                  <span>{t('agentCentre.downline.levelN', { level: row.depth })}</span>
                </div>
                {FIGURE_KEYS.map((key) => (
                  <div key={key} className={classes.cardLine}>
                    <span>{t(`agentCentre.figures.${key}`)}</span>
                    <span>{format(key, row[key])}</span>
                  </div>
                ))}
              </>
            )}
          />
        </Panel>
      )}
    </>
  );
};
