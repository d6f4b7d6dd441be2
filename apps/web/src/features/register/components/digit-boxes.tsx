import {
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

import classes from './register-form.module.css';

type DigitBoxesProps = {
  /** One digit (or '') per box. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Focus left the group of boxes. */
  onBlur: () => void;
  /** Id of the group's label. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  required?: boolean;
  testId: string;
};

const digitsOf = (text: string): string[] => text.replace(/\D/g, '').split('');

/**
 * A secret of a few digits typed into one box per digit (the withdraw password): a digit moves on
 * to the next box, Backspace in an empty box goes back and clears it, arrows move between boxes,
 * and pasting the digits fills the boxes. Phones show the numeric keyboard.
 */
export const DigitBoxes = ({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  required = false,
  testId,
}: DigitBoxesProps) => {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(count - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Write digits from box `start` on and move to the box after the last one written. */
  const fill = (start: number, digits: readonly string[]) => {
    const next = [...value];
    digits.slice(0, count - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + digits.length);
  };

  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = digitsOf(event.currentTarget.value);
    if (typed.length === 0) {
      onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Typing into a box that already holds a digit: keep only the new one.
    const previous = value[index] ?? '';
    if (typed.length === 2 && previous !== '' && typed.includes(previous)) {
      const fresh = typed[0] === previous ? typed[1] : typed[0];
      fill(index, fresh === undefined ? [] : [fresh]);
      return;
    }
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < count - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    // The whole secret at once fills every box, wherever the caret was.
    fill(pasted.length >= count ? 0 : index, pasted);
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={classes.digits}
      data-testid={testId}
      onBlur={onGroupBlur}
    >
      {value.map((digit, index) => (
        <input
          // The boxes are positions of one secret; they never reorder.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={classes.digit}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={count}
          value={digit}
          aria-label={t('register.digitOf', { index: index + 1, total: count })}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          data-invalid={invalid || undefined}
          data-testid={`${testId}-${index + 1}`}
          onChange={(event) => {
            onInput(index, event);
          }}
          onKeyDown={(event) => {
            onKeyDown(index, event);
          }}
          onPaste={(event) => {
            onPaste(index, event);
          }}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
      ))}
    </div>
  );
};
