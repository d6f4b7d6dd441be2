import {
  callUrl,
  redEnvelopeClaimCall,
  redEnvelopePromotionCall,
  type RedEnvelope,
} from '@member-site/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { emitRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { callCount, setUpGameTests, signInPlayer, stubCalls } from '../../../test/game-calls';
import { createTestQueryClient, envelopeResponse, renderWithProviders } from '../../../test/render';
import { RedEnvelopeHost } from './red-envelope-host';

setUpGameTests();
afterEach(() => {
  vi.useRealTimers();
});

/** 2026-11-27 12:00:00 UTC is 08:00:00 in Caracas. */
const NOW = new Date('2026-11-27T12:00:00Z');
const envelopeEndingIn = (seconds: number): RedEnvelope => ({
  id: 41,
  end_at: new Date(NOW.getTime() + seconds * 1000).toISOString(),
});

const floating = () => screen.queryByTestId('red-envelope-float');

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/**
 * Wait (on the fake clock, a few milliseconds at a time) until `find` answers something: the
 * library's waitFor would wait on the faked timers themselves.
 */
const until = async <T,>(find: () => T | null | undefined): Promise<T> => {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    await tick(5);
  }
  throw new Error('never appeared');
};

const renderHost = (answers: { envelope: () => RedEnvelope | null; claim?: () => Response }) => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
  signInPlayer();
  const fetchMock = stubCalls([
    [redEnvelopePromotionCall, () => envelopeResponse(answers.envelope())],
    [
      redEnvelopeClaimCall,
      answers.claim ?? (() => envelopeResponse({ cash: '8.88', balance: '108.88' })),
    ],
  ]);
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<RedEnvelopeHost />, { queryClient });
  return { fetchMock, invalidate };
};

describe('the red envelope', () => {
  it('counts down every second to its end, then goes and is asked for again 3 s later', async () => {
    const { fetchMock } = renderHost({ envelope: () => envelopeEndingIn(65) });
    await tick(0);
    await until(floating);
    expect(floating()?.textContent).toContain('01:05');
    expect(floating()?.getAttribute('aria-label')).toBe('Open the red envelope, ends in 01:05');
    await tick(1000);
    expect(floating()?.textContent).toContain('01:04');
    await tick(5000);
    expect(floating()?.textContent).toContain('00:59');
    await tick(59_000);
    expect(floating()).toBeNull();
    expect(callCount(fetchMock, redEnvelopePromotionCall)).toBe(1);
    await tick(2_900);
    expect(callCount(fetchMock, redEnvelopePromotionCall)).toBe(1);
    await tick(200);
    expect(callCount(fetchMock, redEnvelopePromotionCall)).toBe(2);
  });

  it('is a button that takes focus; opens to show the end on the site’s clock, pays, and refreshes cash on close', async () => {
    const { fetchMock, invalidate } = renderHost({ envelope: () => envelopeEndingIn(3600) });
    await tick(0);
    await until(floating);
    const button = floating() as HTMLButtonElement;
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    const modal = await until(() => screen.queryByTestId('red-envelope-modal'));
    expect(within(modal).getByRole('timer').textContent).toBe('1:00:00');
    // 13:00 UTC is 09:00 in Caracas.
    expect(modal.textContent).toMatch(/Ends .*9:00:00.* \(Caracas time\)/);
    await tick(1000);
    expect(within(modal).getByRole('timer').textContent).toBe('59:59');

    fireEvent.click(within(modal).getByRole('button', { name: 'Open' }));
    await tick(0);
    expect((await until(() => screen.queryByTestId('red-envelope-cash'))).textContent).toBe(
      '¥ 8.88',
    );
    expect(screen.getByText('It is in your main wallet.')).toBeTruthy();
    expect(callCount(fetchMock, redEnvelopeClaimCall)).toBe(1);
    expect(
      fetchMock.mock.calls.find(([url]) => url === callUrl(redEnvelopeClaimCall))?.[1]?.body,
    ).toBe(JSON.stringify({ id: 41 }));

    invalidate.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await tick(0);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(MEMBER_LAYOUT_QUERY_KEY));
    expect(keys).toContain(JSON.stringify(MY_CASH_QUERY_KEY));
  });

  it('clears the envelope with the server’s message on 102', async () => {
    renderHost({
      envelope: () => envelopeEndingIn(600),
      claim: () =>
        envelopeResponse(
          { reason: 'exhausted' },
          { code: '102', message: 'All the red envelopes of this event have been claimed.' },
        ),
    });
    await tick(0);
    await until(floating);
    fireEvent.click(floating()!);
    const modal = await until(() => screen.queryByTestId('red-envelope-modal'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Open' }));
    await tick(0);
    expect((await until(() => screen.queryByTestId('red-envelope-error'))).textContent).toBe(
      'All the red envelopes of this event have been claimed.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await tick(0);
    expect(floating()).toBeNull();
    expect(screen.queryByTestId('red-envelope-modal')).toBeNull();
  });

  it('keeps the envelope when it has not started, showing why', async () => {
    renderHost({
      envelope: () => envelopeEndingIn(600),
      claim: () =>
        envelopeResponse(null, {
          code: '101',
          message: 'This red envelope event has not started yet.',
        }),
    });
    await tick(0);
    await until(floating);
    fireEvent.click(floating()!);
    fireEvent.click(
      within(await until(() => screen.queryByTestId('red-envelope-modal'))).getByRole('button', {
        name: 'Open',
      }),
    );
    await tick(0);
    expect((await until(() => screen.queryByTestId('red-envelope-error'))).textContent).toBe(
      'This red envelope event has not started yet.',
    );
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('appears when RedEnvelopeDisplay says a promotion started', async () => {
    let current: RedEnvelope | null = null;
    const { fetchMock } = renderHost({ envelope: () => current });
    await tick(0);
    await until(() => callCount(fetchMock, redEnvelopePromotionCall) || null);
    expect(floating()).toBeNull();
    current = envelopeEndingIn(120);
    act(() => {
      emitRealtimeEvent('RedEnvelopeDisplay', current);
    });
    await tick(0);
    expect((await until(floating)).textContent).toContain('02:00');
    expect(callCount(fetchMock, redEnvelopePromotionCall)).toBe(2);
  });
});
