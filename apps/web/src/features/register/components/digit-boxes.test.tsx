import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { DigitBoxes } from './digit-boxes';

beforeAll(async () => {
  await setupTestI18n();
});

const Harness = () => {
  const [value, setValue] = useState(['', '', '', '']);
  return (
    <>
      <span id="label">Withdrawal PIN</span>
      <DigitBoxes
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        labelledBy="label"
        invalid={false}
        testId="pin"
      />
      <output data-testid="joined">{value.join('')}</output>
    </>
  );
};

const box = (n: number) => screen.getByTestId<HTMLInputElement>(`pin-${n}`);
const joined = () => screen.getByTestId('joined').textContent;

describe('four one-digit boxes', () => {
  it('moves on to the next box after each digit and ignores anything else', () => {
    renderWithProviders(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '1' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'a' } });
    expect(joined()).toBe('1');
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.change(box(3), { target: { value: '3' } });
    fireEvent.change(box(4), { target: { value: '4' } });
    expect(joined()).toBe('1234');
    expect(document.activeElement).toBe(box(4));
    expect(box(1)).toHaveProperty('type', 'password');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(box(1).getAttribute('aria-label')).toBe('Digit 1 of 4');
  });

  it('goes back and clears the previous digit on Backspace in an empty box', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(box(1), { target: { value: '7' } });
    fireEvent.change(box(2), { target: { value: '8' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(joined()).toBe('7');
  });

  it('fills every box from a pasted four-digit code', () => {
    renderWithProviders(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 98-76 ' } });
    expect(joined()).toBe('9876');
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['9', '8', '7', '6']);
    expect(document.activeElement).toBe(box(4));
  });
});
