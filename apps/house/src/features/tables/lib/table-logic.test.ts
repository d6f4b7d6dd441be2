import type { TableRoundView } from '@member-site/contracts';
import { describe, expect, it } from 'vitest';

import { addToSlip, chipValues } from './bet-slip';
import { phaseOf, secondsUntil } from './clock';

const limits = { min: 100n, max: 200_000n, step: 100n };

describe('chips', () => {
  it('are the minimum and 2, 5, 10 and 50 times it, capped at the maximum', () => {
    expect(chipValues(limits)).toEqual([100n, 200n, 500n, 1000n, 5000n]);
    expect(chipValues({ min: 500n, max: 3000n, step: 100n })).toEqual([500n, 1000n, 2500n, 3000n]);
    expect(chipValues({ min: 150n, max: 100_000n, step: 50n })).toEqual([
      150n,
      300n,
      750n,
      1500n,
      7500n,
    ]);
  });
});

describe('the slip', () => {
  it('adds chips to a bet and refuses what would pass the round maximum', () => {
    const bet = { kind: 'big', pick: [] };
    let { entries } = addToSlip([], bet, 100n, limits, 0n);
    ({ entries } = addToSlip(entries, bet, 500n, limits, 0n));
    expect(entries).toEqual([{ key: 'big:', kind: 'big', pick: [], stake: 600n }]);
    const refused = addToSlip(
      entries,
      { kind: 'sum', pick: [4] },
      5000n,
      { ...limits, max: 5000n },
      0n,
    );
    expect(refused.refused).toBe('limit');
    expect(refused.entries).toEqual(entries);
  });
});

const round = (patch: Partial<TableRoundView> = {}): TableRoundView => ({
  round_id: 7,
  table_id: 1,
  number: 7,
  status: 'open',
  opens_at: '2026-01-01T00:00:00.000Z',
  closes_at: '2026-01-01T00:00:47.000Z',
  draws_at: '2026-01-01T00:00:52.000Z',
  card: null,
  outcome: null,
  seed: null,
  chain: { commitment: 'c'.repeat(64), index: 7 },
  void_reason: null,
  ...patch,
});

describe('round phases from the clock', () => {
  const at = (seconds: number) => Date.parse('2026-01-01T00:00:00.000Z') + seconds * 1000;

  it('goes betting, closing, drawing, then settled or voided', () => {
    expect(phaseOf(null, at(0))).toBe('waiting');
    expect(phaseOf(round(), at(10))).toBe('betting');
    expect(phaseOf(round(), at(47))).toBe('closing');
    expect(phaseOf(round(), at(53))).toBe('drawing');
    expect(phaseOf(round({ status: 'settling' }), at(50))).toBe('drawing');
    expect(phaseOf(round({ status: 'settled' }), at(60))).toBe('settled');
    expect(phaseOf(round({ status: 'voided' }), at(20))).toBe('voided');
  });

  it('counts whole seconds down to a time', () => {
    expect(secondsUntil('2026-01-01T00:00:47.000Z', at(36.2))).toBe(11);
    expect(secondsUntil('2026-01-01T00:00:47.000Z', at(50))).toBe(0);
  });
});
