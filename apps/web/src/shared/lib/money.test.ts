import { describe, expect, it } from 'vitest';

import { formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and leads with the currency symbol', () => {
    expect(formatMoney('1234567.50', 'RMB')).toBe('¥ 1,234,567.50');
    expect(formatMoney('999', 'VND')).toBe('₫ 999');
    expect(formatMoney('0.00', 'USD')).toBe('$ 0.00');
    expect(formatMoney('-1000.5', 'INR')).toBe('-₹ 1,000.5');
  });

  it('shows text it cannot read as it came', () => {
    expect(formatMoney('n/a', 'USD')).toBe('$ n/a');
  });
});
