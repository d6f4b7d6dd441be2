import { Input, NativeSelect } from '@mantine/core';
import { useId, useMemo, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { daysInMonth, type BirthdayParts } from '../utils/register-fields';
import classes from './register-form.module.css';

/** Years offered, counting back from this year. */
const YEARS_BACK = 100;

type BirthdayFieldProps = {
  value: BirthdayParts;
  onChange: (next: BirthdayParts) => void;
  onBlur: () => void;
  error?: string | undefined;
  required: boolean;
};

/** Date of birth as three selects (year, month, day); a day the month lacks is cleared. */
export const BirthdayField = ({ value, onChange, onBlur, error, required }: BirthdayFieldProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const years = useMemo(() => {
    const thisYear = new Date().getFullYear();
    return Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i));
  }, []);
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1));
  const days = Array.from({ length: daysInMonth(value.year, value.month) }, (_, i) =>
    String(i + 1),
  );

  const change = (part: keyof BirthdayParts, chosen: string) => {
    const next = { ...value, [part]: chosen };
    if (next.day !== '' && Number(next.day) > daysInMonth(next.year, next.month)) next.day = '';
    onChange(next);
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };

  const select = (part: keyof BirthdayParts, options: string[], placeholder: string) => (
    <NativeSelect
      aria-label={placeholder}
      value={value[part]}
      data={[{ value: '', label: placeholder }, ...options]}
      error={error !== undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
      data-testid={`register-field-member_birthday-${part}`}
      className={classes.birthdayPart}
      onChange={(event) => {
        change(part, event.currentTarget.value);
      }}
    />
  );

  return (
    <Input.Wrapper
      label={t('register.fields.member_birthday')}
      labelElement="div"
      labelProps={{ id: labelId }}
      withAsterisk={required}
      error={error}
      errorProps={{ id: errorId, 'data-testid': 'register-error-member_birthday' }}
    >
      <div
        role="group"
        aria-labelledby={labelId}
        className={classes.birthday}
        data-testid="register-field-member_birthday"
        onBlur={onGroupBlur}
      >
        {select('year', years, t('register.year'))}
        {select('month', months, t('register.month'))}
        {select('day', days, t('register.day'))}
      </div>
    </Input.Wrapper>
  );
};
