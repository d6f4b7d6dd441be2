import type { TableRoundCheck } from '@member-site/contracts';
import { BACCARAT } from '@member-site/house-games/baccarat';
import { DICE_LOTTERY } from '@member-site/house-games/dice';
import { chainCommitment, chainSeeds, playSharedRound } from '@member-site/house-games/rounds';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { envelope, stubApi } from '../../../test/house-fixtures';
import { diceRound } from '../../../test/table-fixtures';
import { VerifyPage } from '../verify-page';
import { verifyTableRound } from './table-verifiers';

const LAST_SEED = 'b7e1c2e4b5d6978812345678901234567890abcdefabcdefabcdefabcdef4567';
const SEEDS = chainSeeds(LAST_SEED, 12);
const INDEX = 5;
const SEED = SEEDS[INDEX - 1] ?? '';
const PREVIOUS = SEEDS[INDEX - 2] ?? '';
const PLAYED = playSharedRound(DICE_LOTTERY, SEED, null);

const check = (patch: Partial<TableRoundCheck['round']> = {}): TableRoundCheck => ({
  game_code: 'l_dice_lottery',
  round: diceRound({
    round_id: 812,
    number: 77,
    status: 'settled',
    outcome: PLAYED.outcome,
    seed: SEED,
    chain: { commitment: chainCommitment(SEEDS), index: INDEX },
    ...patch,
  }),
  previous: PREVIOUS,
  state_before: null,
});

describe('verifying a table round', () => {
  it('recomputes a dice round from its seed and checks the chain link', () => {
    expect(verifyTableRound(check())).toEqual({
      kind: 'replayed',
      linkOk: true,
      card: null,
      outcome: PLAYED.outcome,
      matches: true,
    });
    const [a, b, c] = PLAYED.outcome.dice;
    const forged = {
      dice: [a === 6 ? 1 : a + 1, b, c],
      sum: PLAYED.outcome.sum + 1,
      triple: false,
    };
    expect(verifyTableRound(check({ outcome: forged }))).toMatchObject({ matches: false });
    expect(verifyTableRound({ ...check(), previous: SEEDS[0] ?? '' })).toMatchObject({
      linkOk: false,
    });
    expect(verifyTableRound(check({ status: 'open', seed: null, outcome: null }))).toEqual({
      kind: 'not-drawn',
    });
    expect(verifyTableRound({ ...check(), game_code: 'x_unknown' })).toEqual({
      kind: 'unsupported',
      linkOk: true,
    });
  });

  it('replays a game whose rounds start from the state the round before left', () => {
    // Two hands of baccarat: the second is dealt from the shoe the first left.
    const first = playSharedRound(BACCARAT, SEEDS[0] ?? '', BACCARAT.initialState());
    const second = playSharedRound(BACCARAT, SEEDS[1] ?? '', first.state);
    const round = {
      game_code: 'v_baccarat',
      round: diceRound({
        status: 'settled',
        card: second.card,
        outcome: second.outcome,
        seed: SEEDS[1] ?? '',
        chain: { commitment: chainCommitment(SEEDS), index: 2 },
      }),
      previous: SEEDS[0] ?? '',
      state_before: first.state,
    };
    expect(verifyTableRound(round)).toMatchObject({
      kind: 'replayed',
      linkOk: true,
      matches: true,
    });
    // From another shoe the same seed deals other cards.
    expect(verifyTableRound({ ...round, state_before: BACCARAT.initialState() })).toMatchObject({
      matches: false,
    });
  });

  it('fetches the round of the address and shows that it matches', async () => {
    const api = stubApi({ '/house/table/round': () => envelope(check()) });
    window.history.replaceState(null, '', '/house/verify?round=812');
    render(<VerifyPage />);

    const result = await screen.findByTestId('table-verify');
    expect(api.callsTo('/house/table/round')[0]?.body).toEqual({ round_id: 812 });
    expect(api.callsTo('/house/table/round')[0]?.headers.authorization).toBeUndefined();
    expect(within(result).getByTestId('round-seed').textContent).toBe(SEED);
    expect(screen.getByTestId('link-check').textContent).toContain("chain's previous link");
    expect(screen.getByTestId('outcome-check').textContent).toContain(
      'The recomputed result matches the round',
    );
    const [a, b, c] = PLAYED.outcome.dice;
    expect(screen.getByTestId('recomputed-outcome').textContent).toContain(
      `${a} · ${b} · ${c} = ${PLAYED.outcome.sum}`,
    );
  });

  it('says so when the round cannot be found', async () => {
    stubApi({
      '/house/table/round': () => envelope(null, '105', 'This round could not be found.'),
    });
    window.history.replaceState(null, '', '/house/verify?round=9');
    render(<VerifyPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('This round could not be found.');
  });
});
