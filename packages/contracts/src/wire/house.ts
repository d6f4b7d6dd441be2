/**
 * The calls of the house provider's game pages (served under /house/): trading the launch token
 * for a game session, spinning the slot, the provably fair seeds and the round history. Every call
 * but the first carries the game session token in the `authorization` header; they answer the
 * `house` error family.
 */
import { z } from 'zod';

import { CLIENT_SEED_PATTERN } from '@member-site/house-games/fair';
import { callSchemas } from './call';
import { moneySchema } from './account';
import { currencySchema, emptyResponseSchema, idSchema, pageRequestShape } from './common';
import { amountInputSchema, requestIdSchema } from './money';

/** A launch or game-session token: 43 base64url characters (32 random bytes). */
export const houseTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a token');

/** The seed pair rounds are played under now: the server seed only as its SHA-256. */
export const fairSeedSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number(),
});
export type FairSeed = z.infer<typeof fairSeedSchema>;

/** A seed pair after rotation: the server seed revealed, so its rounds can be checked. */
export const revealedSeedSchema = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** Rounds played under it (nonces 0 to rounds - 1). */
  rounds: z.number(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** A client seed as the member typed it: 1 to 64 visible ASCII characters. */
export const clientSeedSchema = z
  .string()
  .regex(CLIENT_SEED_PATTERN, '1 to 64 letters, digits and signs, without spaces');

export const slotLineWinSchema = z.object({
  line: z.number(),
  symbol: z.string(),
  count: z.number(),
  win: moneySchema,
});

export const slotSpinSchema = z.object({
  stops: z.array(z.number()),
  /** `grid[reel][row]`, symbols by name. */
  grid: z.array(z.array(z.string())),
  line_wins: z.array(slotLineWinSchema),
  scatters: z.number(),
  scatter_win: moneySchema,
  free_spins_awarded: z.number(),
  multiplier: z.number(),
  win: moneySchema,
});
export type SlotSpinView = z.infer<typeof slotSpinSchema>;

/** One round of the slot as the game page shows and the verify page recomputes it. */
export const slotRoundSchema = z.object({
  /** The stored round's id; 0 for a demo round, which is not stored. */
  round_id: z.number(),
  game_code: z.string(),
  currency: currencySchema,
  stake: moneySchema,
  win: moneySchema,
  balance_after: moneySchema,
  spins: z.array(slotSpinSchema),
  free_spins: z.number(),
  capped: z.boolean(),
  created_at: z.string(),
  /** The inputs that reproduce the round; `server_seed` once the pair is rotated, else null. */
  fair: z.object({
    server_seed_hash: z.string(),
    server_seed: z.string().nullable(),
    client_seed: z.string(),
    nonce: z.number(),
  }),
});
export type SlotRoundView = z.infer<typeof slotRoundSchema>;

/** The game session a launch token opens. */
export const houseSessionSchema = z.object({
  session_token: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  currency: currencySchema,
  language: z.string(),
  /** Play money in a demo session, else the member's balance at the house. */
  balance: moneySchema,
  demo: z.boolean(),
  /** The stakes the game takes, smallest first, and the one selected at first. */
  stakes: z.array(moneySchema),
  default_stake: moneySchema,
  /** Where the lobby button goes (the site's /close), '' when the game has no lobby to go to. */
  lobby_url: z.string(),
  seed: fairSeedSchema,
  /**
   * The private realtime channel the page may join with its session token (its bets' results),
   * as the laravel-echo client names it (`house.{member_id}`); null in a demo.
   */
  channel: z.string().nullable(),
});
export type HouseSession = z.infer<typeof houseSessionSchema>;

/** The schemas of the house game calls, by path (the calls: ../calls/house.ts). */
export const houseWire = callSchemas({
  '/house/session': {
    request: z.strictObject({ launch_token: houseTokenSchema }),
    response: houseSessionSchema,
  },
  '/house/slot/spin': {
    request: z.strictObject({ stake: amountInputSchema, request_id: requestIdSchema }),
    response: slotRoundSchema,
  },
  '/house/seed/client': {
    request: z.strictObject({ client_seed: clientSeedSchema }),
    response: fairSeedSchema,
  },
  '/house/seed/rotate': {
    request: z.strictObject({ client_seed: clientSeedSchema.optional() }),
    response: z.object({ revealed: revealedSeedSchema, seed: fairSeedSchema }),
  },
  '/house/rounds': {
    request: z.strictObject({ ...pageRequestShape }),
    response: z.object({ list: z.array(slotRoundSchema), total_count: z.number() }),
  },
  '/house/round': {
    request: z.strictObject({ round_id: idSchema }),
    response: slotRoundSchema,
  },
  '/house/leave': {
    request: z.strictObject({}),
    response: emptyResponseSchema,
  },
});
