import { describe, expect, it } from 'vitest';

import { type ClosedPass, rangeView } from './agent-reports.member-sums';
import type { LiveMember } from './agent-reports.repository';

const rule = { minDeposit: 100n, minValidBet: 10n };

const live = (
  member_id: number,
  depth: number,
  [deposits, validBet]: [bigint, bigint],
  [closedDeposits, closedBet]: [bigint, bigint] = [0n, 0n],
): LiveMember => ({
  member_id,
  depth,
  deposits,
  valid_bet: validBet,
  closed_deposits: closedDeposits,
  closed_valid_bet: closedBet,
});

describe('a range view of closed and live days', () => {
  // Closed days: members 1 (depth 1, 100 deposited, 50 bet), 2 (depth 2, 0, 40), 3 (depth 1, 200, 5).
  const closed: ClosedPass = {
    counts: [
      { depth: 1, active: 1, betting: 2 },
      { depth: 2, active: 0, betting: 1 },
    ],
    leaders: [
      { member_id: 1, valid_bet: 50n },
      { member_id: 2, valid_bet: 40n },
      { member_id: 3, valid_bet: 5n },
    ],
    asked: 10,
  };

  it('counts a live member once, with the sums of both parts', () => {
    const view = rangeView(
      closed,
      [
        live(3, 1, [0n, 60n], [200n, 5n]),
        live(4, 2, [150n, 45n]),
        live(2, 2, [100n, 0n], [0n, 40n]),
      ],
      rule,
    );
    // Depth 1: members 1 and 3 active (3 now bets 65). Depth 2: 2 (100, 40) and 4 (150, 45).
    expect(view.counts).toEqual([
      { depth: 1, active: 2, betting: 2 },
      { depth: 2, active: 2, betting: 2 },
    ]);
    expect(view.leaders(10)).toEqual([
      { member_id: 3, valid_bet: 65n },
      { member_id: 1, valid_bet: 50n },
      { member_id: 4, valid_bet: 45n },
      { member_id: 2, valid_bet: 40n },
    ]);
    expect(view.leaders(2)).toEqual([
      { member_id: 3, valid_bet: 65n },
      { member_id: 1, valid_bet: 50n },
    ]);
  });

  it('breaks ties by id, leaves out members without a valid bet, and reads alone either part', () => {
    const tied = rangeView(closed, [live(0, 1, [0n, 50n]), live(9, 1, [0n, 0n])], rule);
    expect(tied.leaders(3)).toEqual([
      { member_id: 0, valid_bet: 50n },
      { member_id: 1, valid_bet: 50n },
      { member_id: 2, valid_bet: 40n },
    ]);
    expect(tied.leaders(9)?.map((leader) => leader.member_id)).toEqual([0, 1, 2, 3]);
    expect(rangeView(closed, undefined, rule).leaders(9)).toEqual(closed.leaders);
    expect(rangeView(undefined, [live(5, 1, [0n, 7n])], rule).leaders(9)).toEqual([
      { member_id: 5, valid_bet: 7n },
    ]);
  });

  it('asks for more closed leaders when live members took the places of those it holds', () => {
    const short: ClosedPass = { ...closed, leaders: closed.leaders.slice(0, 2), asked: 2 };
    const view = rangeView(short, [live(1, 1, [0n, 1n], [100n, 50n])], rule);
    expect(view.leaders(1)).toEqual([{ member_id: 1, valid_bet: 51n }]);
    expect(view.leaders(2)).toEqual([
      { member_id: 1, valid_bet: 51n },
      { member_id: 2, valid_bet: 40n },
    ]);
    expect(view.leaders(3)).toBeUndefined();
  });
});
