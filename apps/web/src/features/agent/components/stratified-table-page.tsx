import { Skeleton, Table } from '@mantine/core';
import type { AgentLevelFigures } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type DateRange, quickRange, rangeProblem } from '../../../shared/lib/date-range';
import { Panel } from '../../../shared/ui/panel';
import { RecordFilters } from '../../../shared/ui/record-filters';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import type { AgentStatus } from '../api/agent';
import { useAgentStratified } from '../api/agent-reports';
import {
  CHART_AMOUNT_FIGURES,
  CHART_COUNT_FIGURES,
  FIGURE_KEYS,
  type FigureKey,
  chartNumber,
  isCountFigure,
} from '../utils/figures';
import classes from './agent-pages.module.css';
import { chartFormat } from './operation-table-page';
import { FigureChips, LazyChart, SERIES_COLOURS, useFigureFormat } from './report-parts';

/** One row per day, one value per level: `level_1`, `level_2`... */
export const levelChartRows = (levels: readonly AgentLevelFigures[], key: FigureKey) => {
  const days = new Map<string, Record<string, string | number>>();
  for (const level of levels) {
    for (const day of level.series) {
      const row = days.get(day.date) ?? { date: day.date.slice(5) };
      row[`level_${level.depth}`] = chartNumber(day[key]);
      days.set(day.date, row);
    }
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
};

const LevelsChart = ({
  levels,
  currency,
}: {
  levels: readonly AgentLevelFigures[];
  currency: Currency;
}) => {
  const { t, i18n } = useTranslation();
  const [figure, setFigure] = useState<FigureKey>('valid_bet');
  return (
    <Panel title={t('agentCentre.chart.byLevel')} testId="agent-stratified-chart">
      <FigureChips
        choices={[...CHART_AMOUNT_FIGURES, ...CHART_COUNT_FIGURES]}
        value={[figure]}
        onChange={(next) => setFigure(next[0] ?? 'valid_bet')}
        multiple={false}
      />
      <LazyChart
        data={levelChartRows(levels, figure)}
        series={levels.map((level, index) => ({
          name: `level_${level.depth}`,
          label: t('agentCentre.downline.levelN', { level: level.depth }),
          color: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'yellow.5',
        }))}
        format={chartFormat([figure], currency, i18n.language)}
        integers={isCountFigure(figure)}
        label={t('agentCentre.chart.byLevelLabel', { figure: t(`agentCentre.figures.${figure}`) })}
      />
    </Panel>
  );
};

/** StratifiedTable: the same figures by level of the agent's hierarchy, with a chart per level. */
export const StratifiedTablePage = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => quickRange('last7'));
  const problem = rangeProblem(range);
  const query = useAgentStratified(
    { start_date: range.start, end_date: range.end },
    problem === undefined,
  );
  const currency = query.data?.currency ?? status.currency;
  const format = useFigureFormat(currency);
  const levels = query.data?.levels ?? [];

  const table = () => {
    if (query.isPending)
      return <Skeleton height={160} radius="md" data-testid="agent-report-loading" />;
    if (query.isError) {
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    }
    if (levels.length === 0) {
      return (
        <div data-testid="agent-stratified-empty">
          <EmptyState
            icon={<IconStack2 size={34} stroke={1.4} />}
            title={t('agentCentre.reports.noLevels')}
            text={t('agentCentre.reports.noLevelsHint')}
          />
        </div>
      );
    }
    return (
      <div className={classes.tableWrap} data-fetching={query.isPlaceholderData || undefined}>
        <Table className={classes.table} striped data-testid="agent-stratified-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agentCentre.downline.level')}</Table.Th>
              <Table.Th className={classes.right}>{t('agentCentre.reports.levelMembers')}</Table.Th>
              {FIGURE_KEYS.map((key) => (
                <Table.Th key={key} className={classes.right}>
                  {t(`agentCentre.figures.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((level) => (
              <Table.Tr key={level.depth} data-testid="agent-level-row">
                <Table.Td className={classes.nowrap}>
                  {t('agentCentre.downline.levelN', { level: level.depth })}
                </Table.Td>
                <Table.Td className={classes.right}>{level.members}</Table.Td>
                {FIGURE_KEYS.map((key) => (
                  <Table.Td key={key} className={classes.right}>
                    {format(key, level.totals[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    );
  };

  return (
    <>
      <Panel
        title={t('agentCentre.pages.StratifiedTable')}
        description={t('agentCentre.reports.levelsHint')}
        testId="agent-stratified"
      >
        <RecordFilters range={range} onRangeChange={setRange} selects={[]} />
        {!problem && table()}
      </Panel>
      {!problem && levels.length > 0 && <LevelsChart levels={levels} currency={currency} />}
    </>
  );
};
