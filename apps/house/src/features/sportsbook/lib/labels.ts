import { formatOdds } from '@member-site/house-games/sports';
import type { TFunction } from 'i18next';

import type { OddsFormat } from './use-book';

/** Handicap markets: the line is home's, away takes it the other way round. */
const HANDICAPS = new Set(['ah', 'hcp', 'map_hcp']);

/** A line in quarters as people read it: -1 is -0.25, 10 is 2.5. */
export const lineText = (quarters: number, signed: boolean): string => {
  const value = quarters / 4;
  if (!signed || value === 0) return String(value);
  return value > 0 ? `+${value}` : String(value);
};

/** Odds (hundredths) in the player's format; a dash while a selection is not offered. */
export const oddsText = (odds: number | null, format: OddsFormat): string =>
  odds === null ? '–' : formatOdds(odds, format);

export const sportName = (sport: string, t: TFunction): string =>
  t(`sports.sport.${sport}`, { defaultValue: sport });

export const marketName = (type: string, t: TFunction): string =>
  t(`sports.market.${type}`, { defaultValue: type });

/** A selection as a slip or a bet names it: the side with its line, a total, a score. */
export const selectionName = (
  pick: { marketType: string; line: number | null; key: string; home: string; away: string },
  t: TFunction,
): string => {
  const { marketType, line, key, home, away } = pick;
  const side = key === 'home' ? home : key === 'away' ? away : null;
  if (HANDICAPS.has(marketType) && line !== null && side !== null) {
    return `${side} ${lineText(key === 'home' ? line : -line, true)}`;
  }
  if (key === 'over' || key === 'under') {
    return t(`sports.selection.${key}`, { line: line === null ? '' : lineText(line, false) });
  }
  if (side !== null) return side;
  if (key === 'draw' || key === 'yes' || key === 'no' || key === 'other') {
    return t(`sports.selection.${key}`);
  }
  return key;
};

/** The short name of a selection on an odds button inside its market (home side: "1"...). */
export const selectionShort = (
  marketType: string,
  line: number | null,
  key: string,
  t: TFunction,
): string => {
  if (HANDICAPS.has(marketType) && line !== null && (key === 'home' || key === 'away')) {
    return lineText(key === 'home' ? line : -line, true);
  }
  if ((key === 'over' || key === 'under') && line !== null) {
    return t(`sports.selection.${key}_short`, { line: lineText(line, false) });
  }
  if (marketType === '1x2' || marketType === 'ml') {
    return t(`sports.selection.${key}_short`, { defaultValue: key });
  }
  if (key === 'yes' || key === 'no' || key === 'other') return t(`sports.selection.${key}`);
  return key;
};

/** A margin (0 to 1) as a percentage with one decimal. */
export const marginText = (margin: number): string => `${(margin * 100).toFixed(1)}%`;
