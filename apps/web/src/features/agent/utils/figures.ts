import type { AgentFigures } from '@member-site/contracts';

/** The figures of the reports, in the order the tables and totals show them. */
export const FIGURE_KEYS = [
  'registrations',
  'first_deposit_count',
  'first_deposit_amount',
  'deposits',
  'withdrawals',
  'valid_bet',
  'win_loss',
  'bonuses',
  'active_members',
] as const satisfies readonly (keyof AgentFigures)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** Figures that are counts of members; the others are amounts of the agent's currency. */
const COUNT_FIGURES: readonly FigureKey[] = [
  'registrations',
  'first_deposit_count',
  'active_members',
];

export const isCountFigure = (key: FigureKey): boolean => COUNT_FIGURES.includes(key);

/**
 * A figure as a number for a chart's scale. Amounts stay decimal strings everywhere else; a chart
 * only needs the shape of the series, so the float's last digits do not matter here.
 */
export const chartNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value);

/** Figures a chart can show, counts and amounts apart (their scales differ). */
export const CHART_AMOUNT_FIGURES: readonly FigureKey[] = [
  'deposits',
  'withdrawals',
  'valid_bet',
  'win_loss',
  'bonuses',
];
export const CHART_COUNT_FIGURES: readonly FigureKey[] = [
  'registrations',
  'first_deposit_count',
  'active_members',
];
