import { Chip, Group, Skeleton } from '@mantine/core';
import type { AgentFigures } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { formatMoney } from '../../../shared/lib/money';
import { FIGURE_KEYS, type FigureKey, isCountFigure } from '../utils/figures';
import classes from './agent-pages.module.css';
import type { ChartSeries } from './figures-chart';

const FiguresChart = lazyComponent(
  () => import('./figures-chart'),
  (module) => module.FiguresChart,
);

/** Colours of the chart's lines, in order. */
export const SERIES_COLOURS = [
  'yellow.5',
  'teal.5',
  'blue.5',
  'red.5',
  'grape.5',
  'orange.5',
  'cyan.5',
  'lime.5',
  'pink.5',
  'indigo.5',
];

/** One figure as the tables show it: a count, or an amount of the currency. */
export const useFigureFormat = (currency: Currency) => (key: FigureKey, value: string | number) =>
  isCountFigure(key) ? String(value) : formatMoney(String(value), currency);

/** The totals of a report over its range. */
export const FigureTotals = ({
  totals,
  currency,
  testId,
}: {
  totals: AgentFigures;
  currency: Currency;
  testId: string;
}) => {
  const { t } = useTranslation();
  const format = useFigureFormat(currency);
  return (
    <div className={classes.totals} data-testid={testId}>
      {FIGURE_KEYS.map((key) => (
        <div key={key} className={classes.totalBox}>
          <span className={classes.totalLabel}>{t(`agentCentre.figures.${key}`)}</span>
          <span className={classes.totalValue} data-testid={`${testId}-${key}`}>
            {format(key, totals[key])}
          </span>
        </div>
      ))}
    </div>
  );
};

/** Which figures a chart shows: chips, several at once, counts and amounts never mixed. */
export const FigureChips = ({
  choices,
  value,
  onChange,
  multiple,
}: {
  choices: readonly FigureKey[];
  value: FigureKey[];
  onChange: (value: FigureKey[]) => void;
  multiple: boolean;
}) => {
  const { t } = useTranslation();
  const chips = choices.map((key) => (
    <Chip key={key} value={key} size="xs" data-testid={`agent-chart-chip-${key}`}>
      {t(`agentCentre.figures.${key}`)}
    </Chip>
  ));
  return (
    <Group gap={6} role="group" aria-label={t('agentCentre.chart.choose')}>
      {multiple ? (
        <Chip.Group multiple value={value} onChange={onChange}>
          {chips}
        </Chip.Group>
      ) : (
        <Chip.Group
          multiple={false}
          value={value[0] ?? ''}
          onChange={(next) => onChange([next as FigureKey])}
        >
          {chips}
        </Chip.Group>
      )}
    </Group>
  );
};

/** The chart, from its own chunk. */
export const LazyChart = (props: {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  format: (value: number) => string;
  label: string;
  integers?: boolean;
}) => (
  <Suspense fallback={<Skeleton height={260} radius="md" data-testid="agent-chart-loading" />}>
    <FiguresChart {...props} />
  </Suspense>
);
