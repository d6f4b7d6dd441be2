/**
 * The game catalogue and playing (spec section 7, "Demo and content" and "Play and wallet"): the
 * game menu of every hall, a provider's games and label tabs, the search tabs, favourites and the
 * last-played list, and the launch and leave of real and demo games. Play failures answer the
 * `play` error family.
 */
import { z } from 'zod';

import { SUPPORT_DEVICES } from '../constants/device';
import { GAME_LAUNCH_MODES, GAME_SEARCH_TABS } from '../constants/games';
import { callSchemas } from './call';
import { moneySchema } from './account';
import {
  currencySchema,
  emptyResponseSchema,
  idSchema,
  pageRequestShape,
  siteIdSchema,
  slugSchema,
} from './common';
import { operatorReasonSchema } from './money';

export const supportDeviceSchema = z.enum(SUPPORT_DEVICES);
/** A hall id (gt_id), 2 to 9; the service answers 101 for a hall the site does not have. */
export const gtIdSchema = z
  .union([z.number().int(), z.string().regex(/^\d{1,2}$/)])
  .transform((value) => Number(value))
  .pipe(z.number().int().min(2).max(9));
/** A provider id (gp_id). */
export const gpIdSchema = idSchema;
/** A game code as the catalogue writes it: the hall prefix, then lowercase letters and digits. */
export const gameCodeSchema = z.string().regex(/^[a-z]_[a-z0-9_]{1,62}$/, 'expected a game code');
/** `house` as the client sends it back: the provider entry's flag, 1 or 0, true or false. */
const houseFlagSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();

/** A maintenance window: start and end in ISO 8601 (UTC). */
export const maintainIntervalSchema = z.object({ start_at: z.string(), end_at: z.string() });
export type MaintainInterval = z.infer<typeof maintainIntervalSchema>;

/** A provider in a hall's menu (the spec's "game provider entry"). */
export const providerEntrySchema = z.object({
  id: z.number(),
  gp_id: z.number(),
  /** The platform code of the static provider table (GPHO...). */
  gp_code: z.string(),
  /** The hall (gt_id) this entry belongs to. */
  game_type: z.number(),
  /** The game this entry opens directly, or '' when the provider has a game list. */
  game_code: z.string(),
  /** The provider's name in the request's language (en_US when it has none). */
  game_name: z.string(),
  house: z.boolean(),
  customized: z.boolean(),
  icon_light: z.string(),
  icon_dark: z.string(),
  android_id: z.string(),
  /** Its games of this hall open in a modal whatever the member's choice. */
  force_modal: z.boolean(),
  /** Set while the provider is in maintenance. */
  maintain_interval: maintainIntervalSchema.nullable(),
  /** Up to 15 of its game names, for the platform description. */
  game_names: z.array(z.string()),
});
export type ProviderEntry = z.infer<typeof providerEntrySchema>;

/** A hall of the game menu with its providers (the spec's "game type"). */
export const gameTypeSchema = z.object({
  gt_id: z.number(),
  name: z.string(),
  icon: z.string(),
  active_icon: z.string(),
  gp_list: z.array(providerEntrySchema),
});
export type GameType = z.infer<typeof gameTypeSchema>;

/** A game of a list. */
export const gameEntrySchema = z.object({
  game_id: z.number(),
  gp_id: z.number(),
  game_type: z.number(),
  game_code: z.string(),
  game_name: z.string(),
  icon: z.string(),
  labels: z.array(z.string()),
  tags: z.array(z.string()),
  house: z.boolean(),
  /** Visitors may open it with play money. */
  demo: z.boolean(),
  /** In the member's favourites (always false for visitors). */
  member_favorite: z.boolean(),
  /** Set while its provider is in maintenance. */
  maintain_interval: maintainIntervalSchema.nullable(),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

/** A label tab of a provider's game list. */
export const gameLabelSchema = z.object({ label: z.string(), name: z.string() });
export type GameLabel = z.infer<typeof gameLabelSchema>;

const catalogueRequestShape = {
  site_id: siteIdSchema.optional(),
  currency: currencySchema.optional(),
  support_device: supportDeviceSchema.default('desktop'),
};

const providerGamesRequestShape = {
  site_id: siteIdSchema.optional(),
  currency: currencySchema.optional(),
  device: supportDeviceSchema.default('desktop'),
  gp_id: gpIdSchema,
  game_type_id: gtIdSchema,
  house: houseFlagSchema,
};

/** What names a game to open: its provider, hall and code. */
const gameRefShape = {
  gp_id: gpIdSchema,
  game_type: gtIdSchema,
  game_code: gameCodeSchema,
};

/** Where the launched game sends the player back to: a path of this site. */
const lobbyUrlSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, 'expected a path of this site')
  .default('/close');

const launchResponseSchema = z.object({
  game_url: z.string(),
  /** How the client must open it when the provider forces one (modal), else null. */
  mode: z.enum(GAME_LAUNCH_MODES).nullable(),
});

/** The schemas of the game calls, by path (the calls: ../calls/games.ts). */
export const gamesWire = callSchemas({
  '/v3/game_list': {
    request: z.strictObject({ ...catalogueRequestShape, template: slugSchema.optional() }),
    response: z.object({ list: z.array(gameTypeSchema) }),
  },
  '/demo/gt_games': {
    request: z.strictObject({ ...catalogueRequestShape, template: slugSchema.optional() }),
    /** The games visitors may play with play money, hall by hall. */
    response: z.object({
      data: z.array(
        z.object({ gt_id: z.number(), name: z.string(), list: z.array(gameEntrySchema) }),
      ),
    }),
  },
  '/demo/gp_games': {
    request: z.strictObject(providerGamesRequestShape),
    response: z.object({ data: z.array(gameEntrySchema) }),
  },
  '/v2/game_label': {
    request: z.strictObject(providerGamesRequestShape),
    /** The label tabs of the provider's list; `main` is the tab shown first. */
    response: z.object({ list: z.array(gameLabelSchema), main: z.string() }),
  },
  '/v2/get_tag_game_list': {
    request: z.strictObject({
      ...catalogueRequestShape,
      /** A search tab (all_game, last_play, my_favorite) or one of the games' tags. */
      tag: z.union([z.enum(GAME_SEARCH_TABS), slugSchema]),
      gt_id: gtIdSchema.optional(),
      /** Only games whose name holds this text. */
      keyword: z.string().trim().max(40).optional(),
    }),
    response: z.object({ info: z.array(gameEntrySchema) }),
  },
  '/v2/get_template_game_list': {
    request: z.strictObject({ ...catalogueRequestShape, template: slugSchema.optional() }),
    /** The games the template features on the home page, most featured first. */
    response: z.object({ list: z.array(gameEntrySchema) }),
  },
  '/arks/web/member-games/last-playing-game': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** The member's last played games, newest first (at most 20). */
    response: z.object({ list: z.array(z.object({ game_id: z.number() })) }),
  },
  '/arks/web/member-games/favorite/store': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      data: z
        .array(z.strictObject({ game_id: idSchema, status: z.union([z.literal(0), z.literal(1)]) }))
        .min(1)
        .max(50),
    }),
    /** The member's favourites afterwards. */
    response: z.object({ list: z.array(z.object({ game_id: z.number() })) }),
  },
  '/demo/play': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      currency: currencySchema.optional(),
      device: supportDeviceSchema.default('desktop'),
      house: houseFlagSchema,
      ...gameRefShape,
    }),
    response: launchResponseSchema,
  },
  '/member/game/play1': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      ...gameRefShape,
      lobby_url: lobbyUrlSchema,
      device: supportDeviceSchema.default('desktop'),
      /**
       * What the client wants to tell the provider: the house's sportsbook opens the match
       * `{"fixture_id":12}` names (the quick-bet frame's links).
       */
      extra: z.string().max(200).optional(),
    }),
    response: launchResponseSchema,
  },
  '/member/game/leave1': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: emptyResponseSchema,
  },
  '/operator/games/switch': {
    request: z.strictObject({
      kind: z.enum(['game', 'provider']),
      /** The game's id, or the provider's gp_id. */
      id: idSchema,
      active: z.boolean(),
      reason: operatorReasonSchema,
    }),
    response: z.object({ kind: z.enum(['game', 'provider']), id: z.number(), active: z.boolean() }),
  },
  '/operator/games/maintenance': {
    request: z
      .strictObject({
        gp_id: gpIdSchema,
        /** The window, ISO 8601 with its offset; both left out ends any window. */
        start_at: z.iso.datetime({ offset: true }).optional(),
        end_at: z.iso.datetime({ offset: true }).optional(),
        reason: operatorReasonSchema,
      })
      .refine((body) => (body.start_at === undefined) === (body.end_at === undefined), {
        message: 'start_at and end_at go together',
      })
      .refine(
        (body) =>
          body.start_at === undefined ||
          body.end_at === undefined ||
          Date.parse(body.start_at) < Date.parse(body.end_at),
        { message: 'end_at must come after start_at' },
      ),
    response: z.object({ gp_id: z.number(), maintain_interval: maintainIntervalSchema.nullable() }),
  },
  '/operator/house/rounds': {
    request: z.strictObject({ member_account: z.string().min(1).max(12), ...pageRequestShape }),
    response: z.object({
      list: z.array(
        z.object({
          round_id: z.number(),
          game_id: z.number(),
          created_at: z.string(),
          currency: currencySchema,
          stake: moneySchema,
          win: moneySchema,
          balance_after: moneySchema,
          server_seed_hash: z.string(),
          /** Revealed once the seed was rotated, else null. */
          server_seed: z.string().nullable(),
          client_seed: z.string(),
          nonce: z.number(),
        }),
      ),
      total_count: z.number(),
    }),
  },
  '/operator/house/rotate-seed': {
    request: z.strictObject({
      member_account: z.string().min(1).max(12),
      reason: operatorReasonSchema,
    }),
    response: z.object({
      /** The seed revealed ('' everywhere when the member had none yet). */
      revealed: z.object({
        server_seed: z.string(),
        server_seed_hash: z.string(),
        client_seed: z.string(),
        rounds: z.number(),
      }),
      seed: z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() }),
    }),
  },
});
