import { callUrl, gameLeaveCall } from '@member-site/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useLaunchStore } from '../../features/games/stores/launch-store';
import { useSessionStore } from '../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../test/render';
import { ClosePage } from './close-page';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('ClosePage', () => {
  it('leaves the game and, in the tab the game took, returns to the lobby', async () => {
    useSessionStore.getState().signIn({
      token: 'token',
      memberId: 7,
      account: 'player01',
      memberType: 1,
      agentType: 0,
      currency: 'RMB',
    });
    useLaunchStore.setState({ status: 'playing' });
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse({}));
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(
      <Routes>
        <Route path="/close" element={<ClosePage />} />
        <Route path="/" element={<p>lobby</p>} />
      </Routes>,
      { route: '/close' },
    );

    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === callUrl(gameLeaveCall))).toBe(true);
    await waitFor(() => {
      expect(useLaunchStore.getState().status).toBe('idle');
    });
  });
});
