import { formatMinorUnits } from '@member-site/contracts/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { verifyHref } from '../../shared/lib/verify-link';
import { CLIENT_SEED, SEED, SERVER_SEED, findNonce, playNonce } from '../../test/house-fixtures';
import { verifyRound } from './recompute';
import { VerifyPage } from './verify-page';

const FREE_SPINS_NONCE = findNonce(
  (round) => round.freeSpins > 0 && round.spins.some((spin) => spin.lineWins.length > 0),
);

const openVerify = (hash: string) => {
  window.history.replaceState(
    null,
    '',
    verifyHref({
      serverSeed: SERVER_SEED,
      serverSeedHash: hash,
      clientSeed: CLIENT_SEED,
      nonce: FREE_SPINS_NONCE,
      stake: '1.00',
      currency: 'USD',
    }),
  );
  render(<VerifyPage />);
};

describe('the verify page', () => {
  it('recomputes a round exactly as the house plays it, from the address', () => {
    const expected = playNonce(FREE_SPINS_NONCE);
    openVerify(SEED.server_seed_hash);

    expect(screen.getByTestId('verify-total').textContent).toBe(
      `$${formatMinorUnits(expected.win, 'USD')}`,
    );
    const spins = screen.getAllByTestId('verify-spin');
    expect(spins).toHaveLength(expected.spins.length);
    expected.spins.forEach((spin, index) => {
      const card = spins[index]!;
      expect(within(card).getByText(spin.stops.join(', '))).toBeTruthy();
      const shown = [...card.querySelectorAll('[role="cell"]')].map((cell) =>
        cell.getAttribute('data-symbol'),
      );
      // Cells are listed row by row; the grid is reel by reel.
      const byRows = [0, 1, 2].flatMap((row) => spin.grid.map((column) => column[row]));
      expect(shown).toEqual(byRows);
    });
    expect(screen.getByTestId('hash-check').textContent).toContain(
      'Matches the hash shown before play',
    );
  });

  it('flags a server seed that does not match the given hash', () => {
    openVerify('0'.repeat(64));
    expect(screen.getByTestId('hash-check').textContent).toContain('Does not match the given hash');
  });

  it('explains what is wrong with the inputs', () => {
    window.history.replaceState(null, '', '/house/verify');
    render(<VerifyPage />);
    fireEvent.change(screen.getByLabelText('Server seed (64 hexadecimal characters)'), {
      target: { value: 'abc' },
    });
    fireEvent.change(screen.getByLabelText('Total bet'), { target: { value: '0.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const problems = screen.getByRole('alert').textContent;
    expect(problems).toContain('The server seed must be 64 hexadecimal characters');
    expect(problems).toContain('The client seed must be 1 to 64 visible characters');
    expect(problems).toContain('The bet must divide evenly over the 25 lines.');
  });

  it('reads the stake in the currency\u2019s own decimals', () => {
    const input = {
      serverSeed: SERVER_SEED,
      serverSeedHash: '',
      clientSeed: CLIENT_SEED,
      nonce: '3',
    };
    const vnd = verifyRound({ ...input, stake: '2500', currency: 'VND' });
    expect(vnd.ok && vnd.stake).toBe(2500);
    expect(verifyRound({ ...input, stake: '2500.5', currency: 'VND' }).ok).toBe(false);
    const usd = verifyRound({ ...input, stake: '1.25', currency: undefined });
    expect(usd.ok && usd.stake).toBe(125);
  });
});
