import type { AgentFigures } from '@member-site/contracts';
import {
  AGENT_COUNT_FIGURES,
  AGENT_FIGURES,
  type AgentFigureKey,
} from '@member-site/contracts/constants';

/** The figures of the reports, in the order the tables and totals show them. */
export const FIGURE_KEYS = AGENT_FIGURES satisfies readonly (keyof AgentFigures)[];
export type FigureKey = AgentFigureKey;

const COUNT_FIGURES: readonly FigureKey[] = AGENT_COUNT_FIGURES;

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
