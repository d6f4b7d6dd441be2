import type {
  GameEntry,
  GameLabel,
  GameType,
  MaintainInterval,
  ProviderEntry,
} from '@member-site/contracts';
import {
  type Currency,
  GAME_LABELS,
  GAME_LABEL_KEYS,
  type LanguageCode,
  PLATFORM_DESCRIPTION_NAMES,
  type SupportDevice,
  isGameHallId,
  pickLocalized,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { OperatorService } from '../operator/operator.service';
import type { SiteRecord } from '../site/site.service';
import {
  type CatalogueRows,
  type GameRow,
  type MaintenanceRow,
  type ProviderHallRow,
  type ProviderRow,
  findFavoriteIds,
  findRecentIds,
  loadCatalogue,
  replaceMaintenance,
  setCatalogueEntryActive,
  storeFavorites,
} from './games.repository';

/** The slot hall lists a provider's games; other halls open a provider's only game directly. */
const SLOT_HALL = 2;
/** The tag of the games a template features on the home page. */
const FEATURED_TAG = 'featured';
/** A catalogue is read again after this long even without a change event (a missed event). */
const CATALOGUE_TTL_MS = 5 * 60_000;

/** What a list is for: the currency and device decide what is visible. */
export type CatalogueView = {
  currency: Currency;
  device: SupportDevice;
  language: LanguageCode;
};

type ProviderInfo = ProviderRow & {
  halls: Map<number, ProviderHallRow>;
  currencies: Set<string>;
  maintenance: MaintenanceRow[];
};

type Catalogue = {
  halls: CatalogueRows['halls'];
  providers: Map<number, ProviderInfo>;
  games: GameRow[];
  gamesById: Map<number, GameRow>;
  loadedAt: number;
};

/** A game that may be opened now, with its provider. */
export type PlayableGame = {
  game: GameRow;
  provider: ProviderRow;
  /** Its provider's games of this hall open in a modal. */
  forceModal: boolean;
};

const playError = (code: string, data?: unknown) => new AppError(code, { family: 'play', data });

const buildCatalogue = (rows: CatalogueRows): Catalogue => {
  const providers = new Map<number, ProviderInfo>(
    rows.providers.map((provider) => [
      provider.id,
      { ...provider, halls: new Map(), currencies: new Set(), maintenance: [] },
    ]),
  );
  for (const hall of rows.providerHalls) providers.get(hall.providerId)?.halls.set(hall.gtId, hall);
  for (const { providerId, currency } of rows.currencies) {
    providers.get(providerId)?.currencies.add(currency);
  }
  for (const window of rows.maintenance) providers.get(window.providerId)?.maintenance.push(window);
  return {
    halls: rows.halls,
    providers,
    games: rows.games,
    gamesById: new Map(rows.games.map((game) => [game.id, game])),
    loadedAt: Date.now(),
  };
};

/** The maintenance window a provider is in now, if any. */
const currentWindow = (provider: ProviderInfo, now: Date): MaintainInterval | null => {
  const window = provider.maintenance.find(
    (candidate) => candidate.startsAt <= now && now < candidate.endsAt,
  );
  if (window) {
    return { start_at: window.startsAt.toISOString(), end_at: window.endsAt.toISOString() };
  }
  return null;
};

/**
 * The game catalogue: halls, their providers and games, read from memory. Each process keeps one
 * copy per site, filled on first use and dropped when the operator changes the catalogue (the
 * `catalogue.changed` domain event, heard by every process).
 */
/** Who changes the catalogue and why, for the audit log. */
export type OperatorAction = { actor: string; reason?: string | undefined };

export const createCatalogueService = (
  db: Db,
  {
    events,
    operators,
    now = () => new Date(),
  }: {
    events: DomainEventBus;
    operators: Pick<OperatorService, 'audit'>;
    now?: () => Date;
  },
) => {
  const cache = new Map<number, Promise<Catalogue>>();
  events.subscribe('catalogue.changed', ({ siteId }) => cache.delete(siteId));

  const catalogueOf = async (siteId: number): Promise<Catalogue> => {
    const cached = cache.get(siteId);
    if (cached) {
      const catalogue = await cached;
      if (Date.now() - catalogue.loadedAt < CATALOGUE_TTL_MS) return catalogue;
      if (cache.get(siteId) === cached) cache.delete(siteId);
    }
    const current = cache.get(siteId);
    if (current) return current;
    const loading = loadCatalogue(db, siteId, now()).then(buildCatalogue);
    cache.set(siteId, loading);
    loading.catch(() => {
      if (cache.get(siteId) === loading) cache.delete(siteId);
    });
    return loading;
  };

  const viewCurrency = (site: SiteRecord, currency: Currency | undefined): Currency => {
    if (currency === undefined) return site.currencies[0] ?? 'RMB';
    if (!site.currencies.includes(currency)) throw currencyNotOpen();
    return currency;
  };

  /** A provider shown in this hall for this currency. */
  const providerVisible = (provider: ProviderInfo, gtId: number, view: CatalogueView) =>
    provider.isActive && provider.halls.has(gtId) && provider.currencies.has(view.currency);

  const gameVisible = (catalogue: Catalogue, game: GameRow, view: CatalogueView): boolean => {
    const provider = catalogue.providers.get(game.providerId);
    return (
      game.isActive &&
      game.devices.includes(view.device) &&
      provider !== undefined &&
      providerVisible(provider, game.gtId, view)
    );
  };

  const visibleGames = (catalogue: Catalogue, view: CatalogueView): GameRow[] =>
    catalogue.games.filter((game) => gameVisible(catalogue, game, view));

  const gameEntry = (
    catalogue: Catalogue,
    game: GameRow,
    view: CatalogueView,
    favorites: ReadonlySet<number>,
  ): GameEntry => {
    const provider = catalogue.providers.get(game.providerId);
    return {
      game_id: game.id,
      gp_id: game.providerId,
      game_type: game.gtId,
      game_code: game.gameCode,
      game_name: pickLocalized(game.name, view.language),
      icon: game.icon,
      labels: game.labels,
      tags: game.tags,
      house: provider?.isHouse ?? false,
      demo: game.demoAllowed,
      member_favorite: favorites.has(game.id),
      maintain_interval: provider ? currentWindow(provider, now()) : null,
    };
  };

  const favoriteSet = async (memberId: number | undefined): Promise<ReadonlySet<number>> =>
    memberId === undefined ? new Set() : new Set(await findFavoriteIds(db, memberId));

  return {
    viewCurrency,

    /** The game menu: each hall with the providers that have a game to show in it. */
    async gameList(siteId: number, view: CatalogueView): Promise<GameType[]> {
      const catalogue = await catalogueOf(siteId);
      const games = visibleGames(catalogue, view);
      const at = now();
      return catalogue.halls
        .filter((hall) => hall.isActive && isGameHallId(hall.gtId))
        .map((hall) => {
          const gpList: ProviderEntry[] = [];
          const inHall = games.filter((game) => game.gtId === hall.gtId);
          const providers = [...catalogue.providers.values()]
            .filter((provider) => providerVisible(provider, hall.gtId, view))
            .sort(
              (a, b) =>
                (a.halls.get(hall.gtId)?.sort ?? 0) - (b.halls.get(hall.gtId)?.sort ?? 0) ||
                a.id - b.id,
            );
          for (const provider of providers) {
            const own = inHall.filter((game) => game.providerId === provider.id);
            const [only] = own;
            if (!only) continue;
            gpList.push({
              id: provider.id,
              gp_id: provider.id,
              gp_code: provider.gpCode,
              game_type: hall.gtId,
              game_code: own.length === 1 && hall.gtId !== SLOT_HALL ? only.gameCode : '',
              game_name: pickLocalized(provider.name, view.language),
              house: provider.isHouse,
              customized: provider.customized,
              icon_light: provider.iconLight,
              icon_dark: provider.iconDark,
              android_id: provider.androidId,
              force_modal: provider.halls.get(hall.gtId)?.forceModal ?? false,
              maintain_interval: currentWindow(provider, at),
              game_names: own
                .slice(0, PLATFORM_DESCRIPTION_NAMES)
                .map((game) => pickLocalized(game.name, view.language)),
            });
          }
          return {
            gt_id: hall.gtId,
            name: pickLocalized(hall.name, view.language),
            icon: hall.icon,
            active_icon: hall.activeIcon,
            gp_list: gpList,
          };
        })
        .filter((hall) => hall.gp_list.length > 0);
    },

    /** The games visitors may play with play money, hall by hall. */
    async demoHallGames(siteId: number, view: CatalogueView) {
      const catalogue = await catalogueOf(siteId);
      const games = visibleGames(catalogue, view).filter((game) => game.demoAllowed);
      const none = new Set<number>();
      return catalogue.halls
        .filter((hall) => hall.isActive)
        .map((hall) => ({
          gt_id: hall.gtId,
          name: pickLocalized(hall.name, view.language),
          list: games
            .filter((game) => game.gtId === hall.gtId)
            .map((game) => gameEntry(catalogue, game, view, none)),
        }))
        .filter((hall) => hall.list.length > 0);
    },

    /** A provider's games in a hall; play 101 when the provider is not shown there. */
    async providerGames(
      siteId: number,
      view: CatalogueView,
      ref: { gpId: number; gtId: number; memberId?: number | undefined },
    ): Promise<GameEntry[]> {
      const catalogue = await catalogueOf(siteId);
      const provider = catalogue.providers.get(ref.gpId);
      if (!provider || !providerVisible(provider, ref.gtId, view)) throw playError('101');
      const favorites = await favoriteSet(ref.memberId);
      return visibleGames(catalogue, view)
        .filter((game) => game.providerId === ref.gpId && game.gtId === ref.gtId)
        .map((game) => gameEntry(catalogue, game, view, favorites));
    },

    /** The label tabs of a provider's list: all, then the labels its games carry. */
    async labels(
      siteId: number,
      view: CatalogueView,
      ref: { gpId: number; gtId: number },
    ): Promise<{ list: GameLabel[]; main: string }> {
      const games = await this.providerGames(siteId, view, ref);
      const present = new Set(games.flatMap((game) => game.labels));
      const list = GAME_LABEL_KEYS.filter((key) => key === 'all' || present.has(key)).map(
        (key) => ({ label: key, name: pickLocalized(GAME_LABELS[key], view.language) }),
      );
      return { list, main: 'all' };
    },

    /** A search tab or the games of a tag, optionally of one hall and matching a keyword. */
    async tagGames(
      siteId: number,
      view: CatalogueView,
      query: {
        /** A search tab (GAME_SEARCH_TABS) or a tag. */
        tag: string;
        gtId?: number | undefined;
        keyword?: string | undefined;
        memberId?: number | undefined;
      },
    ): Promise<GameEntry[]> {
      const catalogue = await catalogueOf(siteId);
      const favorites = await favoriteSet(query.memberId);
      let games: GameRow[];
      if (query.tag === 'last_play' || query.tag === 'my_favorite') {
        if (query.memberId === undefined) return [];
        const ids =
          query.tag === 'last_play' ? await findRecentIds(db, query.memberId) : [...favorites];
        games = ids.flatMap((id) => {
          const game = catalogue.gamesById.get(id);
          return game && gameVisible(catalogue, game, view) ? [game] : [];
        });
      } else {
        const all = visibleGames(catalogue, view);
        games =
          query.tag === 'all_game'
            ? all
            : all.filter(
                (game) => game.tags.includes(query.tag) || game.labels.includes(query.tag),
              );
      }
      if (query.gtId !== undefined) games = games.filter((game) => game.gtId === query.gtId);
      const keyword = query.keyword?.toLocaleLowerCase();
      if (keyword) {
        games = games.filter((game) =>
          Object.values(game.name).some((name) => name.toLocaleLowerCase().includes(keyword)),
        );
      }
      return games.map((game) => gameEntry(catalogue, game, view, favorites));
    },

    /** The games the template features on the home page. */
    async templateGames(siteId: number, view: CatalogueView): Promise<GameEntry[]> {
      return this.tagGames(siteId, view, { tag: FEATURED_TAG });
    },

    /** The member's last played games that are still shown, newest first. */
    async lastPlayed(siteId: number, memberId: number): Promise<{ game_id: number }[]> {
      const catalogue = await catalogueOf(siteId);
      return (await findRecentIds(db, memberId))
        .filter((id) => catalogue.gamesById.get(id)?.isActive)
        .map((id) => ({ game_id: id }));
    },

    /** Add and remove favourites; answers the favourites afterwards. */
    async storeFavorites(
      siteId: number,
      memberId: number,
      changes: { game_id: number; status: 0 | 1 }[],
    ): Promise<{ game_id: number }[]> {
      // The last change of a game wins when a list names it twice.
      const byGame = new Map(changes.map((change) => [change.game_id, change.status === 1]));
      await storeFavorites(
        db,
        { siteId, memberId },
        [...byGame].map(([gameId, favorite]) => ({ gameId, favorite })),
      );
      return (await findFavoriteIds(db, memberId)).map((id) => ({ game_id: id }));
    },

    /**
     * The game these references name, if it may be opened now for this currency and device:
     * play 101 when it is unknown, switched off or not offered, play 203 (with the window) when
     * its provider is in maintenance.
     */
    async playable(
      siteId: number,
      view: CatalogueView,
      ref: { gpId: number; gtId: number; gameCode: string },
    ): Promise<PlayableGame> {
      const catalogue = await catalogueOf(siteId);
      const provider = catalogue.providers.get(ref.gpId);
      const game = catalogue.games.find(
        (candidate) =>
          candidate.providerId === ref.gpId &&
          candidate.gtId === ref.gtId &&
          candidate.gameCode === ref.gameCode,
      );
      if (!provider || !game || !gameVisible(catalogue, game, view)) throw playError('101');
      const window = currentWindow(provider, now());
      if (window) throw playError('203', { maintain_interval: window });
      if (provider.status === 'maintenance') throw playError('203', { maintain_interval: null });
      return { game, provider, forceModal: provider.halls.get(ref.gtId)?.forceModal ?? false };
    },

    /** A provider of the site, whatever its state. */
    async provider(siteId: number, id: number): Promise<ProviderRow | undefined> {
      return (await catalogueOf(siteId)).providers.get(id);
    },

    /** Forget the site's catalogue in every process, after the operator changed it. */
    changed(siteId: number): void {
      events.publish('catalogue.changed', { siteId });
    },

    /** The operator's view: every provider and game of the site, shown or not. */
    async everything(siteId: number) {
      const catalogue = await catalogueOf(siteId);
      return {
        // `window`: the provider's first maintenance window that has not ended.
        providers: [...catalogue.providers.values()].map((provider) => ({
          ...provider,
          window: provider.maintenance[0] ?? null,
        })),
        games: catalogue.games,
      };
    },

    /**
     * Show or hide a game or a provider (with all its games) in every list, with the operator's
     * audit entry in the same transaction. False when the site has no such game or provider.
     */
    async setShown(
      siteId: number,
      input: { kind: 'game' | 'provider'; id: number; shown: boolean } & OperatorAction,
    ): Promise<boolean> {
      const done = await db.transaction(async (tx) => {
        const found = await setCatalogueEntryActive(tx, input.kind, siteId, input.id, input.shown);
        if (!found) return false;
        await operators.audit(
          {
            siteId,
            actor: input.actor,
            action: `${input.kind}_${input.shown ? 'shown' : 'hidden'}`,
            targetType: input.kind,
            targetId: String(input.id),
            reason: input.reason,
            details: {},
          },
          tx,
        );
        return true;
      });
      if (done) this.changed(siteId);
      return done;
    },

    /**
     * Put a provider in maintenance from `startsAt` to `endsAt` (replacing any window that has not
     * ended), or take it out with no window, with the audit entry. False when the site has no
     * such provider.
     */
    async setMaintenance(
      siteId: number,
      gpId: number,
      window: { startsAt: Date; endsAt: Date } | undefined,
      action: OperatorAction,
    ): Promise<boolean> {
      const catalogue = await catalogueOf(siteId);
      if (!catalogue.providers.has(gpId)) return false;
      await db.transaction(async (tx) => {
        await replaceMaintenance(tx, gpId, window, now());
        await operators.audit(
          {
            siteId,
            actor: action.actor,
            action: window ? 'provider_maintenance_set' : 'provider_maintenance_cleared',
            targetType: 'provider',
            targetId: String(gpId),
            reason: action.reason,
            details: window
              ? { starts_at: window.startsAt.toISOString(), ends_at: window.endsAt.toISOString() }
              : {},
          },
          tx,
        );
      });
      this.changed(siteId);
      return true;
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
