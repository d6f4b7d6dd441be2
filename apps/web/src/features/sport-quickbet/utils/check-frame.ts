/** Why the frame cannot be shown. */
export class FrameCheckError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FrameCheckError';
  }
}

type CheckOptions = { language: string; currency: string; signal?: AbortSignal | undefined };

/**
 * The check_iframe step of spec section 7: the frame's address must be on the site's own origin
 * (the frame talks to the page with postMessage, and the page only trusts its own origin), and a
 * request for it must answer 2xx, HEAD first and GET when the server does not take HEAD. The
 * address gets the site's language and currency when it does not name them. Resolves with the
 * address to load; rejects with a {@link FrameCheckError}.
 */
export const checkFrame = async (raw: string, options: CheckOptions): Promise<string> => {
  let url: URL;
  try {
    url = new URL(raw, window.location.href);
  } catch {
    throw new FrameCheckError('unreadable address');
  }
  if (url.origin !== window.location.origin) throw new FrameCheckError('another origin');
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', options.language);
  if (!url.searchParams.has('currency')) url.searchParams.set('currency', options.currency);
  const address = `${url.pathname}${url.search}`;
  const ask = (method: 'HEAD' | 'GET') =>
    fetch(address, {
      method,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  let response: Response;
  try {
    response = await ask('HEAD');
    if (response.status === 405 || response.status === 501) response = await ask('GET');
  } catch {
    throw new FrameCheckError('no answer');
  }
  if (!response.ok) throw new FrameCheckError(`status ${response.status}`);
  return address;
};

/** What the frame may tell the page (spec section 4): its height, or a match to open. */
export type FrameMessage =
  | { type: 'S001'; height: number }
  | { type: 'U003'; gpId: number; gameType: number; gameCode: string; fixtureId: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The tallest height the page gives the frame, whatever it reports. */
export const MAX_FRAME_HEIGHT = 2400;

/** Read a message of the frame; anything else (another shape, hostile values) is undefined. */
export const readFrameMessage = (data: unknown): FrameMessage | undefined => {
  if (!isRecord(data)) return undefined;
  if (data.type === 'S001') {
    const { height } = data;
    return typeof height === 'number' && Number.isFinite(height) && height > 0
      ? { type: 'S001', height: Math.min(MAX_FRAME_HEIGHT, Math.ceil(height)) }
      : undefined;
  }
  if (data.type === 'U003') {
    const { gp_id: gpId, game_type: gameType, game_code: gameCode, extra } = data;
    const fixtureId = isRecord(extra) ? extra.fixture_id : undefined;
    if (
      typeof gpId !== 'number' ||
      !Number.isSafeInteger(gpId) ||
      (gameType !== 4 && gameType !== 9) ||
      typeof gameCode !== 'string' ||
      !/^[a-z0-9_]{1,64}$/.test(gameCode) ||
      typeof fixtureId !== 'number' ||
      !Number.isSafeInteger(fixtureId) ||
      fixtureId <= 0
    ) {
      return undefined;
    }
    return { type: 'U003', gpId, gameType, gameCode, fixtureId };
  }
  return undefined;
};
