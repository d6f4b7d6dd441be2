import { describe, expect, it } from 'vitest';

import { currencySymbol, formatMinorUnits, parseMinorUnits } from './currency';

describe('formatMinorUnits', () => {
  it('writes RMB with two fraction digits', () => {
    expect(formatMinorUnits(123450, 'RMB')).toBe('1234.50');
    expect(formatMinorUnits(5, 'RMB')).toBe('0.05');
    expect(formatMinorUnits(0n, 'RMB')).toBe('0.00');
    expect(formatMinorUnits(-5, 'RMB')).toBe('-0.05');
    expect(formatMinorUnits(-123456n, 'RMB')).toBe('-1234.56');
  });

  it('writes VND without a fraction', () => {
    expect(formatMinorUnits(1234567, 'VND')).toBe('1234567');
    expect(formatMinorUnits(0, 'VND')).toBe('0');
    expect(formatMinorUnits(-50000n, 'VND')).toBe('-50000');
  });

  it('keeps precision beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatMinorUnits(900719925474099312n, 'RMB')).toBe('9007199254740993.12');
  });

  it('refuses fractional minor units instead of rounding', () => {
    expect(() => formatMinorUnits(1.5, 'RMB')).toThrow();
  });
});

describe('parseMinorUnits', () => {
  it('reads RMB decimals into minor units', () => {
    expect(parseMinorUnits('1234.50', 'RMB')).toBe(123450n);
    expect(parseMinorUnits('1234.5', 'RMB')).toBe(123450n);
    expect(parseMinorUnits('1234', 'RMB')).toBe(123400n);
    expect(parseMinorUnits('0.01', 'RMB')).toBe(1n);
    expect(parseMinorUnits(' 7.25 ', 'RMB')).toBe(725n);
  });

  it('reads VND integers', () => {
    expect(parseMinorUnits('50000', 'VND')).toBe(50000n);
    expect(parseMinorUnits('0', 'VND')).toBe(0n);
  });

  it('reads negative values', () => {
    expect(parseMinorUnits('-0.05', 'RMB')).toBe(-5n);
    expect(parseMinorUnits('-12.3', 'RMB')).toBe(-1230n);
    expect(parseMinorUnits('-50000', 'VND')).toBe(-50000n);
  });

  it('rejects more fraction digits than the currency has', () => {
    expect(parseMinorUnits('1.234', 'RMB')).toBeUndefined();
    expect(parseMinorUnits('0.001', 'RMB')).toBeUndefined();
    expect(parseMinorUnits('1.5', 'VND')).toBeUndefined();
    expect(parseMinorUnits('1.0', 'VND')).toBeUndefined();
  });

  it('rejects empty and non-numeric input', () => {
    for (const text of ['', '   ', '-', 'abc', '12abc', '1,000', '1e3', '0x10', '.5', '1.', '+1']) {
      expect(parseMinorUnits(text, 'RMB'), JSON.stringify(text)).toBeUndefined();
    }
    expect(parseMinorUnits('NaN', 'VND')).toBeUndefined();
    expect(parseMinorUnits('--1', 'VND')).toBeUndefined();
  });

  it('rejects whole parts longer than 18 digits', () => {
    expect(parseMinorUnits('1'.repeat(18), 'VND')).toBe(BigInt('1'.repeat(18)));
    expect(parseMinorUnits('1'.repeat(19), 'VND')).toBeUndefined();
  });
});

describe('minor-unit round trips', () => {
  const samples = [0n, 1n, 9n, 10n, 99n, 100n, 101n, 123450n, 999999999n, -1n, -100n, -123456n];

  it.each(['RMB', 'VND'] as const)('parse(format(x)) is x for %s', (currency) => {
    for (const minor of samples) {
      expect(parseMinorUnits(formatMinorUnits(minor, currency), currency)).toBe(minor);
    }
  });

  it('format(parse(text)) restores canonical RMB text', () => {
    for (const text of ['0.00', '0.05', '1234.50', '-7.10', '1000000.99']) {
      const minor = parseMinorUnits(text, 'RMB');
      expect(minor).toBeDefined();
      expect(formatMinorUnits(minor ?? 0n, 'RMB')).toBe(text);
    }
  });
});

describe('currencySymbol', () => {
  it('matches spec section 9', () => {
    expect(currencySymbol('RMB')).toBe('¥');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('VND')).toBe('₫');
    expect(currencySymbol('WON')).toBe('₩');
    expect(currencySymbol('THB')).toBe('฿');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('MMK')).toBe('K');
    expect(currencySymbol('BRL')).toBe('R$');
  });
});
