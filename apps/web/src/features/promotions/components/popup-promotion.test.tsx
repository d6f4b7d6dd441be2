import { type Bulletin } from '@member-site/contracts';
import { COOKIES } from '@member-site/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { POPUP_PHASE_ATTRIBUTE } from '../utils/popup-gate';
import { PopupPromotionHost } from './popup-promotion-host';

const promotion: Bulletin = {
  id: 7,
  title: 'Weekend reload bonus',
  display_device: 0,
  display_location: 2,
  display_content: '',
  content: '<p>Deposit on Saturday, get 10% more.</p>',
  updated_at: '2026-11-20T12:00:00.000Z',
  setting: { display_frequency: 1 },
};

/** The promotions call answers only when the test says so, like a slow phone network. */
let answerBulletins: (list: Bulletin[]) => void = () => undefined;

const phase = (): string | null => document.documentElement.getAttribute(POPUP_PHASE_ATTRIBUTE);

const popupTitle = () => screen.queryByText('Weekend reload bonus');

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      () =>
        new Promise((resolve) => {
          answerBulletins = (list) => {
            resolve(envelopeResponse({ list }));
          };
        }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useAuthModalStore.getState().close();
  });
});

/** Render the host and wait until its code has loaded and asked for the promotions. */
const renderLobbyPopup = async () => {
  const view = renderWithProviders(<PopupPromotionHost />);
  // The first render loads the pop-up's code, which a busy machine takes a while to compile.
  await waitFor(
    () => {
      expect(phase()).toBe('waiting');
    },
    { timeout: 10_000 },
  );
  return view;
};

describe('pop-up promotion', () => {
  it('greets a visitor who has not touched the page, and remembers the close', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.id = 'root';
    await renderLobbyPopup();
    act(() => {
      answerBulletins([promotion]);
    });
    expect(await screen.findByTestId('popup-promotion')).toHaveProperty(
      'textContent',
      expect.stringContaining('Weekend reload bonus') as string,
    );
    expect(phase()).toBe('shown');
    // The page under the pop-up can be neither focused nor clicked until it closes.
    expect(page.inert).toBe(true);

    fireEvent.click(screen.getByTestId('popup-promotion-close'));
    await waitFor(() => {
      expect(phase()).toBe('closed');
    });
    expect(page.inert).toBe(false);
    page.remove();
    expect(Cookies.get(COOKIES.popupClosedAt.name)).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('stays away when the visitor clicked before the promotions arrived', async () => {
    await renderLobbyPopup();
    fireEvent.pointerDown(document.body);
    act(() => {
      answerBulletins([promotion]);
    });
    await waitFor(() => {
      expect(phase()).toBe('dropped');
    });
    expect(popupTitle()).toBeNull();
    expect(screen.queryByTestId('popup-promotion')).toBeNull();
  });

  it('stays away when the visitor pressed a key first', async () => {
    await renderLobbyPopup();
    fireEvent.keyDown(window, { key: 'Tab' });
    act(() => {
      answerBulletins([promotion]);
    });
    await waitFor(() => {
      expect(phase()).toBe('dropped');
    });
    expect(popupTitle()).toBeNull();
  });

  it('does not cover the login modal and shows once it has closed untouched', async () => {
    await renderLobbyPopup();
    act(() => {
      useAuthModalStore.getState().open('login');
    });
    act(() => {
      answerBulletins([promotion]);
    });
    await waitFor(() => {
      expect(phase()).toBe('deferred');
    });
    expect(popupTitle()).toBeNull();

    act(() => {
      useAuthModalStore.getState().close();
    });
    expect(await screen.findByTestId('popup-promotion')).toHaveProperty(
      'textContent',
      expect.stringContaining('Weekend reload bonus') as string,
    );
    expect(phase()).toBe('shown');
  });

  it('does not cover any other open dialog, and gives up when the visitor uses it', async () => {
    await renderLobbyPopup();
    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    act(() => {
      answerBulletins([promotion]);
    });
    await waitFor(() => {
      expect(phase()).toBe('deferred');
    });

    fireEvent.pointerDown(dialog);
    dialog.remove();
    await waitFor(() => {
      expect(phase()).toBe('dropped');
    });
    expect(popupTitle()).toBeNull();
  });

  it('settles on none when no promotion is meant for this device', async () => {
    await renderLobbyPopup();
    act(() => {
      // jsdom's window is desktop-wide; this one is for phones only.
      answerBulletins([{ ...promotion, display_device: 2 }]);
    });
    await waitFor(() => {
      expect(phase()).toBe('none');
    });
    expect(popupTitle()).toBeNull();
  });

  it('settles on none when the visitor already closed it in this session', async () => {
    Cookies.set(COOKIES.popupClosedAt.name, '2026-11-21 12:00:00');
    await renderLobbyPopup();
    act(() => {
      answerBulletins([promotion]);
    });
    await waitFor(() => {
      expect(phase()).toBe('none');
    });
  });

  it('takes its attribute away when the lobby is left', async () => {
    const view = await renderLobbyPopup();
    view.unmount();
    expect(phase()).toBeNull();
  });
});
