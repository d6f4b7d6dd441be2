import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { GAME_OPENING_KEY } from '../../../shared/lib/game-opening';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { memberCentreAnswers, routeFetch } from '../test-fixtures';
import { InfoPage } from './info-page';

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSessionStore.getState().signIn({
    token: 'old-token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
  vi.stubGlobal('fetch', routeFetch(memberCentreAnswers()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.localStorage.removeItem(GAME_OPENING_KEY);
});

const choice = (panel: HTMLElement, name: string) =>
  within(panel).getByRole<HTMLInputElement>('radio', { name });

describe('where games open, on the desktop profile page', () => {
  it('offers the three ways with a new window chosen until the member changes it', async () => {
    renderWithProviders(<InfoPage />);
    const panel = await screen.findByTestId('game-opening-setting');

    expect(within(panel).getByText('Open games in')).toBeTruthy();
    expect(choice(panel, 'A new window').checked).toBe(true);
    expect(choice(panel, 'A dialog on this page').checked).toBe(false);
    expect(choice(panel, 'This page').checked).toBe(false);
  });

  it('remembers the member’s choice in this browser and shows it on the next visit', async () => {
    const { unmount } = renderWithProviders(<InfoPage />);
    const panel = await screen.findByTestId('game-opening-setting');

    fireEvent.click(choice(panel, 'A dialog on this page'));
    expect(window.localStorage.getItem(GAME_OPENING_KEY)).toBe('modal');
    expect(choice(panel, 'A dialog on this page').checked).toBe(true);
    unmount();

    renderWithProviders(<InfoPage />);
    const again = await screen.findByTestId('game-opening-setting');
    expect(choice(again, 'A dialog on this page').checked).toBe(true);
  });
});
