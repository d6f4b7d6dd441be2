import { type Bulletin } from '@member-site/contracts';
import { COOKIES } from '@member-site/contracts/constants';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../shared/api/query-client';
import { envelopeResponse } from '../../../test/render';
import { prefetchPopupPromotion } from './prefetch-popup';

const popup: Bulletin = {
  id: 3,
  title: 'Welcome bonus',
  display_device: 0,
  display_location: 2,
  display_content: '/media/promotions/popup-welcome-en_US.svg',
  content: '',
  updated_at: '2026-11-20T12:00:00.000Z',
  setting: { display_frequency: 1 },
};

/** The pictures the page asked the browser for. */
const requestedPictures = (): string[] => {
  const sources: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        sources.push(value);
      }
    },
  );
  return sources;
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** Prefetch on a lobby whose promotions call answers the pop-up above. */
const prefetchOnLobby = () => {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(envelopeResponse({ list: [popup] })));
  vi.stubGlobal('fetch', fetchMock);
  const pictures = requestedPictures();
  const queryClient = createQueryClient();
  prefetchPopupPromotion(queryClient, 'en_US');
  const answered = () =>
    queryClient
      .getQueriesData<Bulletin[]>({ queryKey: ['promotions', 'bulletins'] })
      .map(([, list]) => list);
  return { fetchMock, pictures, answered };
};

describe('the pop-up promotion asked for before the lobby renders', () => {
  it('has its promotions answered and its picture loading by the time the pop-up asks', async () => {
    const { fetchMock, pictures, answered } = prefetchOnLobby();
    await vi.waitFor(() => {
      expect(pictures).toEqual([popup.display_content]);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(answered()).toEqual([[popup]]);
  });

  it('loads no picture for a pop-up closed earlier in this session', async () => {
    // Closed after the promotion's last update: it does not open again in this session.
    Cookies.set(COOKIES.popupClosedAt.name, '2026-11-21 08:00:00');
    const { pictures, answered } = prefetchOnLobby();
    await vi.waitFor(() => {
      expect(answered()).toEqual([[popup]]);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pictures).toEqual([]);
  });
});
