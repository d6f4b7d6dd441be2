import { parseMinorUnits, type Currency } from '@member-site/contracts/constants';
import { useState } from 'react';

import { toDecimal } from '../../../shared/lib/money';

type Props = {
  value: bigint;
  currency: Currency;
  label: string;
  onChange: (minor: bigint) => void;
  disabled?: boolean;
  testId: string;
};

/** A stake typed in the currency's decimals; anything unreadable counts as no stake. */
export const StakeInput = ({
  value,
  currency,
  label,
  onChange,
  disabled = false,
  testId,
}: Props) => {
  const [text, setText] = useState(value > 0n ? toDecimal(value, currency) : '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The slip changed the stake (cleared after a bet): the field follows.
    setShown(value);
    const typed = parseMinorUnits(text, currency) ?? 0n;
    if (typed !== value) setText(value > 0n ? toDecimal(value, currency) : '');
  }
  return (
    <input
      className="sb-stake"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value.replace(/[^\d.]/g, '');
        setText(next);
        const minor = next === '' ? 0n : (parseMinorUnits(next, currency) ?? 0n);
        setShown(minor);
        onChange(minor);
      }}
      data-testid={testId}
    />
  );
};
