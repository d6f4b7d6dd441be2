import {
  type Bulletin,
  bulletinHideCall,
  bulletinMemberCall,
  callUrl,
} from '@member-site/contracts';
import { COOKIES, DISPLAY_LOCATIONS } from '@member-site/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { POPUP_PHASE_ATTRIBUTE } from '../utils/popup-gate';
import { PopupPromotionHost } from './popup-promotion-host';

const promotion = (frequency: number, extra: Partial<Bulletin> = {}): Bulletin => ({
  id: 11,
  title: 'Members-only cashback',
  display_device: 0,
  display_location: 2,
  display_content: '',
  content: '<p>5% back every Monday.</p>',
  updated_at: '2026-11-20T12:00:00.000Z',
  setting: { display_frequency: frequency },
  ...extra,
});

type Call = { url: string; body: Record<string, unknown> };

/** Answer the member's promotions with `list`, and record every call. */
const serve = (list: Bulletin[]): Call[] => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> });
      if (url === callUrl(bulletinMemberCall)) return envelopeResponse({ list });
      if (url === callUrl(bulletinHideCall)) return envelopeResponse({});
      throw new Error(`unexpected call ${url}`);
    }),
  );
  return calls;
};

const closePopup = async () => {
  await screen.findByTestId('popup-promotion', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByTestId('popup-promotion-close'));
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  Cookies.remove(COOKIES.popupClosedAt.name);
  useSessionStore.getState().signIn({
    token: 't',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  Cookies.remove(COOKIES.popupClosedAt.name);
});

describe('pop-up promotion for a member', () => {
  it('asks the member’s promotions; closing one shown once hides it on the server', async () => {
    const calls = serve([promotion(0)]);
    renderWithProviders(<PopupPromotionHost />);
    await closePopup();

    await waitFor(() => {
      expect(calls.filter((c) => c.url === callUrl(bulletinHideCall))).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ id: 11 }) as unknown }),
      ]);
    });
    expect(calls[0]).toMatchObject({
      url: callUrl(bulletinMemberCall),
      body: { display_location: DISPLAY_LOCATIONS.normal },
    });
    expect(document.documentElement.getAttribute(POPUP_PHASE_ATTRIBUTE)).toBe('closed');
    expect(Cookies.get(COOKIES.popupClosedAt.name)).toBeUndefined();
  });

  it('keeps the close of a promotion shown every visit in the session, without a hide call', async () => {
    const calls = serve([promotion(1)]);
    renderWithProviders(<PopupPromotionHost />);
    await closePopup();

    await waitFor(() => {
      expect(Cookies.get(COOKIES.popupClosedAt.name)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    });
    expect(calls.some((c) => c.url === callUrl(bulletinHideCall))).toBe(false);
  });

  it('shows the deposit page’s promotions (location 3) even after a close, and does not remember it', async () => {
    Cookies.set(COOKIES.popupClosedAt.name, '2099-01-01 00:00:00');
    const calls = serve([promotion(1, { display_location: 3, title: 'Deposit bonus' })]);
    renderWithProviders(<PopupPromotionHost location={DISPLAY_LOCATIONS.deposit} />);
    expect(await screen.findByText('Deposit bonus', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ display_location: DISPLAY_LOCATIONS.deposit });

    await closePopup();
    expect(Cookies.get(COOKIES.popupClosedAt.name)).toBe('2099-01-01 00:00:00');
  });
});
