/**
 * The calls of the house's shared-round games (baccarat, dice lottery, bull bull, virtual racing,
 * cockfight): the table's state, placing a bet, the table's finished rounds, the player's bets,
 * and any round with what checks it. Every call but the last carries the game session token in
 * `authorization`; they answer the `house` error family.
 */
import { z } from 'zod';

import { moneySchema } from './account';
import { callSchemas } from './call';
import { currencySchema, idSchema, pageRequestShape } from './common';
import { amountInputSchema, operatorReasonSchema, requestIdSchema } from './money';

export const TABLE_ROUND_STATUSES = ['open', 'settling', 'settled', 'voided'] as const;
export const TABLE_BET_STATUSES = ['placed', 'settled', 'refunded'] as const;

/**
 * A round as every player at the table sees it. `card` is what is public before betting (the
 * runners and their odds, the birds, the shoe); `outcome` and `seed` arrive when it draws. The
 * seed is link `chain.index` of the chain whose commitment is `chain.commitment`.
 */
export const tableRoundSchema = z.object({
  round_id: z.number(),
  table_id: z.number(),
  number: z.number(),
  status: z.enum(TABLE_ROUND_STATUSES),
  opens_at: z.string(),
  closes_at: z.string(),
  draws_at: z.string(),
  card: z.unknown(),
  outcome: z.unknown().nullable(),
  seed: z.string().nullable(),
  chain: z.object({ commitment: z.string(), index: z.number() }),
  void_reason: z.string().nullable(),
});
export type TableRoundView = z.infer<typeof tableRoundSchema>;

/** A bet of the player; `returned` (the stake back included) once it is settled or refunded. */
export const tableBetSchema = z.object({
  bet_id: z.number(),
  round_id: z.number(),
  round_number: z.number(),
  kind: z.string(),
  pick: z.array(z.number()),
  stake: moneySchema,
  /** What placing it took from the balance (more than the stake where a loss can be a multiple). */
  hold: moneySchema,
  returned: moneySchema.nullable(),
  status: z.enum(TABLE_BET_STATUSES),
  created_at: z.string(),
});
export type TableBetView = z.infer<typeof tableBetSchema>;

/** A table: its game, currency, clock, limits and the commitment of the chain it draws from. */
export const tableSchema = z.object({
  table_id: z.number(),
  game_code: z.string(),
  currency: currencySchema,
  status: z.enum(['open', 'closed']),
  round_seconds: z.number(),
  close_seconds: z.number(),
  show_seconds: z.number(),
  min_stake: moneySchema,
  max_stake: moneySchema,
  stake_step: moneySchema,
  /** The active chain's commitment; null while the table has none. */
  commitment: z.string().nullable(),
});
export type TableView = z.infer<typeof tableSchema>;

export const tableStateSchema = z.object({
  table: tableSchema,
  /** The round open or drawing now; null between rounds or at a closed table. */
  round: tableRoundSchema.nullable(),
  /** Finished rounds, newest first. */
  history: z.array(tableRoundSchema),
  /** The player's bets on `round`. */
  bets: z.array(tableBetSchema),
  balance: moneySchema,
  /** The server's clock, so the page counts down from the server's time. */
  server_time: z.string(),
});
export type TableState = z.infer<typeof tableStateSchema>;

/** A round with what anyone needs to check it. */
export const tableRoundCheckSchema = z.object({
  game_code: z.string(),
  round: tableRoundSchema,
  /**
   * What the round's seed must hash to: the seed of the chain's round before, or the chain's
   * commitment for its first round.
   */
  previous: z.string(),
  /** The game's state the round started from (baccarat's shoe, the racing stable's form). */
  state_before: z.unknown(),
});
export type TableRoundCheck = z.infer<typeof tableRoundCheckSchema>;

const betKindSchema = z.string().regex(/^[a-z][a-z_]{0,31}$/, 'expected a bet kind');
const gameCodeSchema = z.string().regex(/^[a-z]_[a-z0-9_]{1,62}$/, 'expected a game code');

/** A table an operator names: the game and the currency it is played in. */
const tableKeyShape = { game_code: gameCodeSchema, currency: currencySchema };

export const houseTablesWire = callSchemas({
  '/house/table/state': {
    request: z.strictObject({ history: z.number().int().min(0).max(100).default(20) }),
    response: tableStateSchema,
  },
  '/house/table/bet': {
    request: z.strictObject({
      round_id: idSchema,
      kind: betKindSchema,
      pick: z.array(z.number().int().min(0).max(99)).max(3).default([]),
      stake: amountInputSchema,
      request_id: requestIdSchema,
    }),
    response: z.object({ bet: tableBetSchema, balance: moneySchema }),
  },
  '/house/table/rounds': {
    request: z.strictObject({ ...pageRequestShape }),
    response: z.object({ list: z.array(tableRoundSchema), total_count: z.number() }),
  },
  '/house/table/bets': {
    request: z.strictObject({ ...pageRequestShape }),
    response: z.object({ list: z.array(tableBetSchema), total_count: z.number() }),
  },
  '/house/table/round': {
    request: z.strictObject({ round_id: idSchema }),
    response: tableRoundCheckSchema,
  },
  '/operator/house/tables': {
    request: z.strictObject({}),
    response: z.object({ list: z.array(tableSchema) }),
  },
  '/operator/house/table': {
    request: z
      .strictObject({
        ...tableKeyShape,
        status: z.enum(['open', 'closed']).optional(),
        min_stake: amountInputSchema.optional(),
        max_stake: amountInputSchema.optional(),
        stake_step: amountInputSchema.optional(),
        round_seconds: z.number().int().min(2).max(3600).optional(),
        close_seconds: z.number().int().min(0).max(600).optional(),
        show_seconds: z.number().int().min(0).max(600).optional(),
      })
      .refine(
        (body) =>
          body.round_seconds === undefined ||
          body.close_seconds === undefined ||
          body.round_seconds > body.close_seconds,
        { message: 'round_seconds must be more than close_seconds', path: ['close_seconds'] },
      ),
    response: tableSchema,
  },
  '/operator/house/table/chain': {
    request: z.strictObject({
      ...tableKeyShape,
      length: z.number().int().min(10).max(1_000_000).default(100_000),
    }),
    response: z.object({ commitment: z.string(), length: z.number() }),
  },
  '/operator/house/round/void': {
    request: z.strictObject({ round_id: idSchema, reason: operatorReasonSchema }),
    response: tableRoundSchema,
  },
});
