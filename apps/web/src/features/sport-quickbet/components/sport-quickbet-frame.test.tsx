import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetPageSettledForTests } from '../../../shared/hooks/use-page-settled';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { watchScreen } from '../../../test/screen-watch';
import { readFrameMessage } from '../utils/check-frame';
import { SportQuickbetFrame, type QuickbetMatch } from './sport-quickbet-frame';

const FRAME_PATH = '/house/sportsbook/quickbet';

/** The site's calls and the frame's check: `frameStatus` is what the frame's address answers. */
const stubNetwork = (frameStatus: number) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/arks/web/game/sport-quickbet-url') {
      return envelopeResponse({ url: `${FRAME_PATH}?gp_id=7`, gp_id: 7 });
    }
    if (url.startsWith(FRAME_PATH)) {
      return new Response(init?.method === 'HEAD' ? null : '<!doctype html>', {
        status: frameStatus,
      });
    }
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const fromFrame = (frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  });

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSiteCurrencyStore.setState({ currency: 'RMB' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetPageSettledForTests();
});

/** The frame's address was asked and checked, and what that renders has rendered. */
const frameChecked = async () => {
  await vi.waitFor(() => {
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining(FRAME_PATH), expect.anything());
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

describe('the sports quick-bet frame', () => {
  it('checks the frame, reserves its room, takes the height it reports and opens a match', async () => {
    const fetchMock = stubNetwork(200);
    const opened: QuickbetMatch[] = [];
    renderWithProviders(
      <SportQuickbetFrame device="desktop" onOpenMatch={(match) => opened.push(match)} />,
    );
    // The room is reserved before anything arrives.
    expect(screen.getByTestId('sport-quickbet').style.minHeight).toBe('360px');
    const frame = await screen.findByTestId<HTMLIFrameElement>('sport-quickbet-frame');
    const [, quickbet] = fetchMock.mock.calls.find(
      ([url]) => url === '/api/arks/web/game/sport-quickbet-url',
    )!;
    expect(JSON.parse(quickbet?.body as string)).toMatchObject({
      currency: 'RMB',
      support_device: 'desktop',
      domain: window.location.hostname,
    });
    // The check_iframe step: a HEAD of the frame's address on the site's origin.
    const check = fetchMock.mock.calls.find(
      ([url]) => typeof url === 'string' && url.startsWith(FRAME_PATH),
    );
    expect(check?.[1]?.method).toBe('HEAD');
    expect(frame.getAttribute('src')).toBe(`${FRAME_PATH}?gp_id=7&lang=en_US&currency=RMB`);
    expect(frame.style.height).toBe('360px');

    fromFrame(frame, { type: 'S001', height: 512 });
    expect(frame.style.height).toBe('512px');
    // Another window's message or another origin's is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'S001', height: 90 },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    fromFrame(frame, { type: 'S001', height: 90 }, 'https://evil.example');
    expect(frame.style.height).toBe('512px');

    fromFrame(frame, {
      type: 'U003',
      gp_id: 99,
      game_type: 4,
      game_code: 's_sportsbook',
      extra: { fixture_id: 12 },
    });
    expect(opened).toEqual([{ gpId: 7, gameType: 4, gameCode: 's_sportsbook', fixtureId: 12 }]);
  });

  it('shows the page error when the frame fails its check, and tries again', async () => {
    const fetchMock = stubNetwork(404);
    renderWithProviders(<SportQuickbetFrame device="mobile" onOpenMatch={() => undefined} />);
    expect((await screen.findByTestId('sport-quickbet-error')).textContent).toContain(
      'The sports matches could not load',
    );
    expect(screen.queryByTestId('sport-quickbet-frame')).toBeNull();
    expect(screen.getByTestId('sport-quickbet').style.minHeight).toBe('560px');
    fetchMock.mockClear();
    stubNetwork(200);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sport-quickbet-frame')).toBeTruthy();
  });

  it('loads the frame only once the block comes on screen', async () => {
    stubNetwork(200);
    const screenWatch = watchScreen();
    renderWithProviders(<SportQuickbetFrame device="mobile" onOpenMatch={() => undefined} />);
    const block = screen.getByTestId('sport-quickbet');
    // The address is asked and checked at once; the frame's app waits below the first screen.
    await frameChecked();
    expect(screen.queryByTestId('sport-quickbet-frame')).toBeNull();
    expect(block.querySelector('[aria-busy="true"]')).not.toBeNull();

    screenWatch.scrollIntoView(block);
    expect(
      (await screen.findByTestId<HTMLIFrameElement>('sport-quickbet-frame')).getAttribute('src'),
    ).toBe(`${FRAME_PATH}?gp_id=7&lang=en_US&currency=RMB`);
  });

  it('loads the frame below the screen once the visitor starts using the page', async () => {
    stubNetwork(200);
    watchScreen();
    renderWithProviders(<SportQuickbetFrame device="desktop" onOpenMatch={() => undefined} />);
    await frameChecked();
    expect(screen.queryByTestId('sport-quickbet-frame')).toBeNull();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByTestId('sport-quickbet-frame')).toBeTruthy();
  });

  it('holds its placeholder still while the frame waits, and shimmers once the frame is on its way', async () => {
    // The frame's address never comes: the placeholder stays.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
    watchScreen();
    renderWithProviders(<SportQuickbetFrame device="mobile" onOpenMatch={() => undefined} />);
    const placeholder = screen.getByTestId('sport-quickbet-loading');
    expect(placeholder.getAttribute('data-waiting')).toBe('true');

    fireEvent.pointerDown(document.body);

    expect(placeholder.hasAttribute('data-waiting')).toBe(false);
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
  });

  it('refuses a frame address on another origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse({ url: 'https://frames.example/quickbet', gp_id: 7 }),
      ),
    );
    renderWithProviders(<SportQuickbetFrame device="desktop" onOpenMatch={() => undefined} />);
    expect(await screen.findByTestId('sport-quickbet-error')).toBeTruthy();
  });
});

describe('the frame messages', () => {
  it('reads S001 and U003 and nothing else', () => {
    expect(readFrameMessage({ type: 'S001', height: 300.2 })).toEqual({
      type: 'S001',
      height: 301,
    });
    expect(readFrameMessage({ type: 'S001', height: -1 })).toBeUndefined();
    expect(readFrameMessage({ type: 'S001', height: 1e9 })).toEqual({ type: 'S001', height: 2400 });
    expect(
      readFrameMessage({
        type: 'U003',
        gp_id: 7,
        game_type: 9,
        game_code: 'g_esports',
        extra: { fixture_id: 3 },
      }),
    ).toEqual({ type: 'U003', gpId: 7, gameType: 9, gameCode: 'g_esports', fixtureId: 3 });
    expect(
      readFrameMessage({ type: 'U003', gp_id: 7, game_type: 2, game_code: 'x', extra: {} }),
    ).toBeUndefined();
    expect(readFrameMessage('S001')).toBeUndefined();
  });
});
