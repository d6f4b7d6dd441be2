import type { FairSeed, HouseSession, SlotRoundView } from '@member-site/contracts';
import { formatMinorUnits } from '@member-site/contracts/constants';
import { createFairRandom, hashServerSeed } from '@member-site/house-games/fair';
import { LOTUS_FORTUNE, playSlotRound, type SlotRound } from '@member-site/house-games/slot';
import { vi } from 'vitest';

/** A fixed server seed, so every round below is the same on every run. */
export const SERVER_SEED = 'a3f1c2e4b5d60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
export const CLIENT_SEED = 'lucky-player';
export const STAKE_MINOR = 100;

export const SEED: FairSeed = {
  server_seed_hash: hashServerSeed(SERVER_SEED),
  client_seed: CLIENT_SEED,
  nonce: 0,
};

export const SESSION_TOKEN = 'S'.repeat(43);
export const LAUNCH_TOKEN = 'L'.repeat(43);

export const makeSession = (patch: Partial<HouseSession> = {}): HouseSession => ({
  session_token: SESSION_TOKEN,
  game_code: 'lotus-fortune',
  game_name: 'Lotus Fortune',
  currency: 'USD',
  language: 'en_US',
  balance: '100.00',
  demo: false,
  stakes: ['0.25', '0.50', '1.00', '2.00', '5.00'],
  default_stake: '1.00',
  lobby_url: '/close',
  seed: SEED,
  channel: 'house.12',
  ...patch,
});

/** The round the house plays for a nonce under the fixed seeds. */
export const playNonce = (nonce: number, stake = STAKE_MINOR): SlotRound =>
  playSlotRound(
    LOTUS_FORTUNE,
    createFairRandom({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }),
    stake,
  );

/** The first nonce whose round passes the test. */
export const findNonce = (test: (round: SlotRound) => boolean): number => {
  for (let nonce = 0; nonce < 100_000; nonce += 1) if (test(playNonce(nonce))) return nonce;
  throw new Error('no such round');
};

const usd = (minor: number) => formatMinorUnits(minor, 'USD');

/** A round as the spin call answers it. */
export const roundView = (nonce: number, balanceBefore: number): SlotRoundView => {
  const round = playNonce(nonce);
  return {
    round_id: nonce + 1,
    game_code: 'lotus-fortune',
    currency: 'USD',
    stake: usd(round.stake),
    win: usd(round.win),
    balance_after: usd(balanceBefore - round.stake + round.win),
    spins: round.spins.map((spin) => ({
      stops: spin.stops,
      grid: spin.grid,
      line_wins: spin.lineWins.map((win) => ({
        line: win.line,
        symbol: win.symbol,
        count: win.count,
        win: usd(win.win),
      })),
      scatters: spin.scatters,
      scatter_win: usd(spin.scatterWin),
      free_spins_awarded: spin.freeSpinsAwarded,
      multiplier: spin.multiplier,
      win: usd(spin.win),
    })),
    free_spins: round.freeSpins,
    capped: round.capped,
    created_at: '2026-11-23T12:00:00.000Z',
    fair: {
      server_seed_hash: SEED.server_seed_hash,
      server_seed: null,
      client_seed: CLIENT_SEED,
      nonce,
    },
  };
};

export const envelope = (data: unknown, code = '100', message = '') =>
  new Response(
    JSON.stringify({
      status: code === '100' ? 'success' : 'error',
      code,
      codeFull: `house.${code}`,
      message,
      apiResponseData: data,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

export type ApiCall = {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
};

/**
 * Stub `fetch` with a handler per API path. Every call is recorded with its JSON body and headers;
 * a handler may throw to act as a network failure.
 */
export const stubApi = (
  handlers: Record<string, (body: Record<string, unknown>, call: number) => Response>,
) => {
  const calls: ApiCall[] = [];
  const counts = new Map<string, number>();
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api/, '');
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
      string,
      unknown
    >;
    calls.push({ path, body, headers: { ...(init?.headers as Record<string, string>) } });
    const count = (counts.get(path) ?? 0) + 1;
    counts.set(path, count);
    const handler = handlers[path];
    if (!handler) return Promise.resolve(envelope(null, '404', 'not found'));
    try {
      return Promise.resolve(handler(body, count));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError('Failed to fetch'));
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
};
