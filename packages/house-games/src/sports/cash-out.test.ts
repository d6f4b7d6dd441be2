import { describe, expect, it } from 'vitest';

import { type CashOutLeg, cashOutValue } from './cash-out';
import { CASH_OUT_MARGIN } from './types';

const open = (odds: number, currentOdds: number | null): CashOutLeg => ({
  odds,
  currentOdds,
  outcome: null,
});

describe('cashOutValue', () => {
  it('values an open single at odds / current odds, less the margin', () => {
    expect(CASH_OUT_MARGIN).toBe(0.05);
    // Shortened from 2.00 to 1.50: 1000 x 2 / 1.5 = 1333.33, x 0.95 = 1266.67
    expect(cashOutValue(1000n, [open(200, 150)])).toBe(1266n);
    expect(cashOutValue(1000n, [open(200, 150)], 0)).toBe(1333n);
    // Drifted from 2.00 to 3.00: 1000 x 2 / 3 x 0.95 = 633.33
    expect(cashOutValue(1000n, [open(200, 300)])).toBe(633n);
    // Unchanged: the stake less the margin.
    expect(cashOutValue(1000n, [open(195, 195)])).toBe(950n);
  });

  it('values a parlay with one leg won and two open', () => {
    const legs: CashOutLeg[] = [
      { odds: 195, currentOdds: null, outcome: 'win' },
      open(210, 180),
      open(190, 250),
    ];
    // 1000 x 1.95 = 1950, x 2.10 / 1.80 = 2275, x 1.90 / 2.50 = 1729, x 0.95 = 1642.55
    expect(cashOutValue(1000n, legs)).toBe(1642n);
    expect(cashOutValue(1000n, legs, 0)).toBe(1729n);
  });

  it('applies settled half and push legs as settlement does', () => {
    // 1000 x 2.95 / 2 x 1 x 2.00 / 2.00 x 0.95 = 1401.25
    expect(
      cashOutValue(1000n, [
        { odds: 195, currentOdds: 170, outcome: 'half_win' },
        { odds: 250, currentOdds: null, outcome: 'push' },
        open(200, 200),
      ]),
    ).toBe(1401n);
    // 1000 x 1/2 x 3.00 / 1.50 x 0.95 = 950
    expect(
      cashOutValue(1000n, [{ odds: 180, currentOdds: null, outcome: 'half_lose' }, open(300, 150)]),
    ).toBe(950n);
    // A void leg counts as 1: 1000 x 2.00 / 1.60 x 0.95 = 1187.5
    expect(
      cashOutValue(1000n, [{ odds: 500, currentOdds: null, outcome: 'void' }, open(200, 160)]),
    ).toBe(1187n);
  });

  it('is exact for a ten-leg parlay', () => {
    const won = [101, 100_000, 195, 333, 1250, 101, 777, 2000, 150].map((odds): CashOutLeg => ({
      odds,
      currentOdds: null,
      outcome: 'win',
    }));
    // 1000000007 x 1.01 x 1000 x 1.95 x 3.33 x 12.5 x 1.01 x 7.77 x 20 x 1.5 x 999.99 / 500
    // = 38601087017604985.98; x 0.95 = 36671032666724736.68
    expect(cashOutValue(1_000_000_007n, [...won, open(99_999, 50_000)], 0)).toBe(
      38601087017604985n,
    );
    expect(cashOutValue(1_000_000_007n, [...won, open(99_999, 50_000)])).toBe(36671032666724736n);
  });

  it('offers nothing for a lost bet, an unpriced leg or a settled bet', () => {
    expect(
      cashOutValue(1000n, [{ odds: 195, currentOdds: null, outcome: 'lose' }, open(200, 150)]),
    ).toBeNull();
    expect(
      cashOutValue(1000n, [{ odds: 195, currentOdds: null, outcome: 'win' }, open(200, null)]),
    ).toBeNull();
    expect(cashOutValue(1000n, [open(200, 150), open(180, null)])).toBeNull();
    expect(
      cashOutValue(1000n, [
        { odds: 195, currentOdds: 150, outcome: 'win' },
        { odds: 210, currentOdds: null, outcome: 'half_win' },
      ]),
    ).toBeNull();
    expect(
      cashOutValue(1000n, [{ odds: 195, currentOdds: null, outcome: 'lose' }, open(200, null)]),
    ).toBeNull();
  });

  it('refuses a negative stake, no legs, a bad margin and bad odds', () => {
    expect(() => cashOutValue(-1n, [open(200, 150)])).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [])).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [open(200, 150)], 1)).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [open(200, 150)], -0.01)).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [open(200, 100)])).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [open(99, 150)])).toThrow(RangeError);
    expect(() => cashOutValue(1000n, [open(200, 1.5)])).toThrow(RangeError);
  });
});
