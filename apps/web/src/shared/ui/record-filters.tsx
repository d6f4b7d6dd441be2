import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  type DateRange,
  QUICK_RANGES,
  quickRange,
  quickRangeOf,
  rangeProblem,
} from '../lib/date-range';
import classes from './record-filters.module.css';

export type SelectFilter = {
  /** Names the select in tests and in the label's translation. */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/**
 * A select whose first choice is "all", then each of `values` by its label; choosing one goes
 * back to the first page (the caller's `onChange`).
 */
export const selectWithAll = <T extends string>(filter: {
  name: string;
  label: string;
  allLabel: string;
  value: 'all' | T;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: 'all' | T) => void;
}): SelectFilter => ({
  name: filter.name,
  label: filter.label,
  value: filter.value,
  options: [
    { value: 'all', label: filter.allLabel },
    ...filter.values.map((value) => ({ value, label: filter.labelOf(value) })),
  ],
  onChange: (value) => filter.onChange(value as 'all' | T),
});

type RecordFiltersProps = {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  selects: readonly SelectFilter[];
};

/**
 * The filters of a record page: quick picks (today, 7 days, 30 days), the two days of the range
 * (the site's days), and the page's selects. A range the server would refuse is explained here.
 */
export const RecordFilters = ({ range, onRangeChange, selects }: RecordFiltersProps) => {
  const { t } = useTranslation();
  const picked = quickRangeOf(range);
  const problem = rangeProblem(range);
  return (
    <div className={classes.filters} data-testid="record-filters">
      <div className={classes.quickPicks} role="group" aria-label={t('records.filters.period')}>
        {QUICK_RANGES.map((pick) => (
          <button
            key={pick}
            type="button"
            className={classes.quickPick}
            data-active={picked === pick || undefined}
            aria-pressed={picked === pick}
            data-testid={`record-quick-${pick}`}
            onClick={() => {
              onRangeChange(quickRange(pick));
            }}
          >
            {t(`records.filters.quick.${pick}`)}
          </button>
        ))}
      </div>
      <div className={classes.filterRow}>
        <TextInput
          type="date"
          className={classes.dateField}
          label={t('records.filters.from')}
          value={range.start}
          max={range.end || undefined}
          data-testid="record-start-date"
          onChange={(event) => {
            onRangeChange({ ...range, start: event.currentTarget.value });
          }}
        />
        <TextInput
          type="date"
          className={classes.dateField}
          label={t('records.filters.to')}
          value={range.end}
          min={range.start || undefined}
          data-testid="record-end-date"
          onChange={(event) => {
            onRangeChange({ ...range, end: event.currentTarget.value });
          }}
        />
        {selects.map((select) => (
          <NativeSelect
            key={select.name}
            className={classes.select}
            label={select.label}
            value={select.value}
            data={select.options.map((option) => ({ ...option }))}
            data-testid={`record-filter-${select.name}`}
            onChange={(event) => {
              select.onChange(event.currentTarget.value);
            }}
          />
        ))}
      </div>
      {problem && (
        <p className={classes.rangeProblem} role="alert" data-testid="record-range-problem">
          {t(`records.range.${problem}`)}
        </p>
      )}
    </div>
  );
};
