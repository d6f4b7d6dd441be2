import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SEED, SERVER_SEED, SESSION_TOKEN, envelope, stubApi } from '../../../test/house-fixtures';
import { FairnessModal } from './fairness-modal';

const renderModal = (onSeed = vi.fn()) =>
  render(
    <FairnessModal
      token={SESSION_TOKEN}
      seed={SEED}
      canRotate
      busy={false}
      stake="1.00"
      currency="USD"
      onSeed={onSeed}
      onError={vi.fn()}
      onClose={vi.fn()}
    />,
  );

const typeSeed = (text: string) => {
  fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('the fairness panel', () => {
  it('shows the seed hash and the next nonce', () => {
    stubApi({});
    renderModal();
    expect(screen.getByTestId('seed-hash').textContent).toBe(SEED.server_seed_hash);
    expect(screen.getByTestId('seed-nonce').textContent).toBe('0');
  });

  it('refuses a client seed with spaces or over 64 characters without asking the server', () => {
    const api = stubApi({});
    renderModal();
    typeSeed('my lucky seed');
    expect(screen.getByRole('alert').textContent).toBe('The client seed cannot contain spaces.');
    typeSeed('x'.repeat(65));
    expect(screen.getByRole('alert').textContent).toBe(
      'The client seed can be at most 64 characters long.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends a valid client seed and takes the new seed pair', async () => {
    const next = { ...SEED, client_seed: 'my-lucky-seed', nonce: 4 };
    const api = stubApi({ '/house/seed/client': () => envelope(next) });
    const onSeed = vi.fn();
    renderModal(onSeed);
    typeSeed('my-lucky-seed');
    await waitFor(() => expect(onSeed).toHaveBeenCalledWith(next));
    expect(api.callsTo('/house/seed/client')[0]?.body).toEqual({ client_seed: 'my-lucky-seed' });
  });

  it('shows the revealed server seed after a rotation, with a link to verify it', async () => {
    const revealed = {
      server_seed: SERVER_SEED,
      server_seed_hash: SEED.server_seed_hash,
      client_seed: SEED.client_seed,
      rounds: 12,
    };
    const fresh = { server_seed_hash: 'f'.repeat(64), client_seed: SEED.client_seed, nonce: 0 };
    stubApi({ '/house/seed/rotate': () => envelope({ revealed, seed: fresh }) });
    const onSeed = vi.fn();
    renderModal(onSeed);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect((await screen.findByTestId('revealed-seed')).textContent).toBe(SERVER_SEED);
    expect(screen.getByText('12 (nonces 0 to 11)')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Verify these rounds' });
    expect(link.getAttribute('href')).toContain(`server_seed=${SERVER_SEED}`);
    expect(onSeed).toHaveBeenCalledWith(fresh);
  });
});
