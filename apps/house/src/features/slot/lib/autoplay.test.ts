import { describe, expect, it } from 'vitest';

import { autoplayStopReason, type AutoplayRun } from './autoplay';

const run = (patch: Partial<AutoplayRun> = {}): AutoplayRun => ({
  rounds: 100,
  lossLimitBets: 10,
  singleWinBets: null,
  played: 1,
  startBalance: 10_000n,
  ...patch,
});

describe('autoplayStopReason', () => {
  it('plays on while the next bet keeps the loss within the limit', () => {
    expect(autoplayStopReason(run({ played: 9 }), { win: 0n, freeSpins: 0 }, 9_100n, 100n)).toBe(
      null,
    );
  });

  it('stops when the next bet would take the loss past the limit', () => {
    expect(autoplayStopReason(run({ played: 10 }), { win: 0n, freeSpins: 0 }, 9_000n, 100n)).toBe(
      'loss',
    );
  });

  it('stops when free spins started, before any other rule', () => {
    expect(autoplayStopReason(run(), { win: 5_000n, freeSpins: 10 }, 15_000n, 100n)).toBe(
      'feature',
    );
  });

  it('stops on a single win above the chosen number of bets', () => {
    const withLimit = run({ singleWinBets: 25 });
    expect(autoplayStopReason(withLimit, { win: 2_500n, freeSpins: 0 }, 12_400n, 100n)).toBe(null);
    expect(autoplayStopReason(withLimit, { win: 2_600n, freeSpins: 0 }, 12_500n, 100n)).toBe('win');
  });

  it('stops after the chosen rounds, and never for an endless run', () => {
    expect(
      autoplayStopReason(
        run({ rounds: 10, played: 10 }),
        { win: 100n, freeSpins: 0 },
        10_000n,
        100n,
      ),
    ).toBe('done');
    expect(
      autoplayStopReason(
        run({ rounds: Infinity, played: 10_000 }),
        { win: 100n, freeSpins: 0 },
        10_000n,
        100n,
      ),
    ).toBe(null);
  });

  it('stops when the balance no longer covers the bet', () => {
    expect(
      autoplayStopReason(
        run({ startBalance: 150n, lossLimitBets: 100 }),
        { win: 0n, freeSpins: 0 },
        50n,
        100n,
      ),
    ).toBe('balance');
  });
});
