import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';

export type ChartSeries = { name: string; label: string; color: string };

type FiguresChartProps = {
  /** One row per day: `date` and a number per series name. */
  data: Record<string, string | number>[];
  series: ChartSeries[];
  /** How a value reads on the axis and in the tooltip. */
  format: (value: number) => string;
  label: string;
  /** Counts of members: the value axis marks whole numbers only. */
  integers?: boolean;
};

/**
 * The daily series of a report as lines (recharts through Mantine's charts). Its own chunk: only
 * the report pages load the chart library.
 */
export const FiguresChart = ({ data, series, format, label, integers }: FiguresChartProps) => (
  <figure aria-label={label} style={{ margin: 0 }} data-testid="agent-chart">
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={series}
      curveType="monotone"
      withLegend
      valueFormatter={format}
      tickLine="xy"
      gridAxis="xy"
      connectNulls
      yAxisProps={{ allowDecimals: !integers }}
    />
  </figure>
);
