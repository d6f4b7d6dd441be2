import {
  demoHallGamesCall,
  favoriteStoreCall,
  gameLabelCall,
  gameListCall,
  lastPlayingGameCall,
  providerGamesCall,
  tagGameListCall,
  templateGameListCall,
  type GameEntry,
} from '@member-site/contracts';
import {
  LAST_PLAYED_LIMIT,
  type Currency,
  type GameSearchTab,
} from '@member-site/contracts/constants';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { useLanguage } from '../../../shared/i18n/i18n';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrency } from '../../../shared/site/site-currency';

export type SupportDevice = 'desktop' | 'mobile';

/** Every games query starts with this key; names depend on the language, lists on the currency. */
const GAMES_ROOT = 'games';
/** The second key part of the member's last-played ids (refreshed after a game opens). */
const LAST_PLAYED_KEY = 'last-played';

/** The catalogue changes rarely; the menu is kept for five minutes. */
const CATALOGUE_STALE_MS = 5 * 60_000;

type CatalogueScope = { currency: Currency; language: string; device: SupportDevice };

export const getGameListQueryOptions = ({ currency, language, device }: CatalogueScope) =>
  queryOptions({
    queryKey: [GAMES_ROOT, 'menu', SITE_ID, currency, language, device],
    queryFn: ({ signal }) =>
      call(gameListCall, { site_id: SITE_ID, currency, support_device: device }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
    select: (answer) => answer.list,
  });

/** The game menu: every hall that has games, with its providers. */
export const useGameList = (device: SupportDevice) => {
  const currency = useSiteCurrency();
  const language = useLanguage();
  return useQuery({
    ...getGameListQueryOptions({ currency: currency ?? 'RMB', language, device }),
    enabled: currency !== undefined,
  });
};

export type ProviderScope = CatalogueScope & {
  gtId: number;
  gpId: number;
  /** Whose favourites are marked (0 for visitors). */
  memberId: number;
};

export const providerGamesKey = (scope: ProviderScope) =>
  [
    GAMES_ROOT,
    'provider',
    SITE_ID,
    scope.currency,
    scope.language,
    scope.device,
    scope.gtId,
    scope.gpId,
    scope.memberId,
  ] as const;

const getProviderGamesQueryOptions = (scope: ProviderScope) =>
  queryOptions({
    queryKey: providerGamesKey(scope),
    queryFn: async ({ signal }) =>
      (
        await call(
          providerGamesCall,
          {
            site_id: SITE_ID,
            currency: scope.currency,
            device: scope.device,
            gp_id: scope.gpId,
            game_type_id: scope.gtId,
          },
          { signal },
        )
      ).data,
  });

const getGameLabelsQueryOptions = (scope: Omit<ProviderScope, 'memberId'>) =>
  queryOptions({
    queryKey: [
      GAMES_ROOT,
      'labels',
      SITE_ID,
      scope.currency,
      scope.language,
      scope.device,
      scope.gtId,
      scope.gpId,
    ],
    queryFn: ({ signal }) =>
      call(
        gameLabelCall,
        {
          site_id: SITE_ID,
          currency: scope.currency,
          device: scope.device,
          gp_id: scope.gpId,
          game_type_id: scope.gtId,
        },
        { signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
  });

export const tagGamesKey = (scope: ProviderScope, tag: GameSearchTab) =>
  [
    GAMES_ROOT,
    'tag',
    SITE_ID,
    scope.currency,
    scope.language,
    scope.device,
    scope.gtId,
    tag,
    scope.memberId,
  ] as const;

const getTagGamesQueryOptions = (scope: ProviderScope, tag: GameSearchTab) =>
  queryOptions({
    queryKey: tagGamesKey(scope, tag),
    queryFn: async ({ signal }) =>
      (
        await call(
          tagGameListCall,
          {
            site_id: SITE_ID,
            currency: scope.currency,
            support_device: scope.device,
            gt_id: scope.gtId,
            tag,
          },
          { signal },
        )
      ).info,
  });

/** The scope of a provider's list for the visitor or member looking at it. */
export const useProviderScope = (
  gtId: number,
  gpId: number,
  device: SupportDevice,
): ProviderScope | undefined => {
  const currency = useSiteCurrency();
  const language = useLanguage();
  const memberId = useSessionStore((state) => state.session?.memberId ?? 0);
  return currency === undefined ? undefined : { currency, language, device, gtId, gpId, memberId };
};

const PLACEHOLDER_SCOPE: ProviderScope = {
  currency: 'RMB',
  language: 'en_US',
  device: 'desktop',
  gtId: 2,
  gpId: 0,
  memberId: 0,
};

/** A provider's games of one hall, favourites marked for members. */
export const useProviderGames = (scope: ProviderScope | undefined) =>
  useQuery({
    ...getProviderGamesQueryOptions(scope ?? PLACEHOLDER_SCOPE),
    enabled: scope !== undefined,
  });

/** The label tabs of a provider's list (`main` first). */
export const useGameLabels = (scope: ProviderScope | undefined) =>
  useQuery({
    ...getGameLabelsQueryOptions(scope ?? PLACEHOLDER_SCOPE),
    enabled: scope !== undefined,
  });

/** A search tab of the hall (last played, favourites); only fetched when it is chosen. */
export const useTagGames = (scope: ProviderScope | undefined, tag: GameSearchTab | null) =>
  useQuery({
    ...getTagGamesQueryOptions(scope ?? PLACEHOLDER_SCOPE, tag ?? 'all_game'),
    enabled: scope !== undefined && tag !== null,
  });

const setFavorite = (games: GameEntry[] | undefined, gameId: number, favorite: boolean) =>
  games?.map((game) => (game.game_id === gameId ? { ...game, member_favorite: favorite } : game));

/**
 * Add a game to the member's favourites or remove it. Every cached list shows the new heart at
 * once; a failure puts the old one back; the favourites tab is fetched again afterwards.
 */
export const useToggleFavorite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, favorite }: { gameId: number; favorite: boolean }) =>
      call(favoriteStoreCall, {
        site_id: SITE_ID,
        data: [{ game_id: gameId, status: favorite ? 1 : 0 }],
      }),
    onMutate: async ({ gameId, favorite }) => {
      const filter = { queryKey: [GAMES_ROOT] };
      await client.cancelQueries(filter);
      const before = client.getQueriesData<GameEntry[]>(filter);
      for (const [key, data] of before) {
        if (Array.isArray(data)) client.setQueryData(key, setFavorite(data, gameId, favorite));
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? ([] as [QueryKey, unknown][])) {
        client.setQueryData(key, data);
      }
    },
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === GAMES_ROOT &&
          query.queryKey[1] === 'tag' &&
          query.queryKey[7] === 'my_favorite',
      }),
  });
};

/** Refresh the last-played tab and the lobby's "recently played" row after a game opened. */
export const invalidateLastPlayed = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === GAMES_ROOT &&
      ((query.queryKey[1] === 'tag' && query.queryKey[7] === 'last_play') ||
        query.queryKey[1] === LAST_PLAYED_KEY),
  });

/** The catalogue scope of the visitor or member looking, once the site's currency is known. */
const useCatalogueScope = (device: SupportDevice): CatalogueScope | undefined => {
  const currency = useSiteCurrency();
  const language = useLanguage();
  return currency === undefined ? undefined : { currency, language, device };
};

const PLACEHOLDER_CATALOGUE: CatalogueScope = PLACEHOLDER_SCOPE;

/** What the site-wide game calls take: the site, and the currency and device looking. */
type SiteGamesRequest = { site_id: number; currency: Currency; support_device: SupportDevice };

/**
 * A site-wide games list for the visitor's or member's currency, language and device, fetched
 * once the site's currency is known (and when `enabled`).
 */
const useSiteGamesQuery = <T>(
  name: string,
  device: SupportDevice,
  fetch: (request: SiteGamesRequest, signal: AbortSignal) => Promise<T>,
  enabled = true,
) => {
  const scope = useCatalogueScope(device);
  const { currency, language } = scope ?? PLACEHOLDER_CATALOGUE;
  return useQuery({
    queryKey: [GAMES_ROOT, name, SITE_ID, currency, language, device],
    queryFn: ({ signal }) => fetch({ site_id: SITE_ID, currency, support_device: device }, signal),
    staleTime: CATALOGUE_STALE_MS,
    enabled: enabled && scope !== undefined,
  });
};

/** The games visitors may play with play money, hall by hall; fetched when `enabled`. */
export const useDemoHallGames = (device: SupportDevice, enabled = true) =>
  useSiteGamesQuery(
    'demo-halls',
    device,
    async (request, signal) => (await call(demoHallGamesCall, request, { signal })).data,
    enabled,
  );

/** The games the template features on the home page, most featured first. */
export const useTemplateGames = (device: SupportDevice) =>
  useSiteGamesQuery(
    'template',
    device,
    async (request, signal) => (await call(templateGameListCall, request, { signal })).list,
  );

/** The ids of the member's last played games, newest first, at most the spec's limit. */
const useLastPlayedIds = (memberId: number) =>
  useQuery({
    queryKey: [GAMES_ROOT, LAST_PLAYED_KEY, SITE_ID, memberId],
    queryFn: ({ signal }) => call(lastPlayingGameCall, { site_id: SITE_ID }, { signal }),
    select: (answer) => answer.list.slice(0, LAST_PLAYED_LIMIT).map((entry) => entry.game_id),
    enabled: memberId !== 0,
  });

/**
 * The member's last played games, newest first: the ids of the last-played call resolved against
 * the games of every hall the member may see now (a game no longer offered drops out). The
 * catalogue is only asked for once the member has played something.
 */
export const useLastPlayedGames = (device: SupportDevice) => {
  const scope = useCatalogueScope(device);
  const memberId = useSessionStore((state) => state.session?.memberId ?? 0);
  const ids = useLastPlayedIds(memberId);
  const played = ids.data ?? [];
  const { currency, language } = scope ?? PLACEHOLDER_CATALOGUE;
  const catalogue = useQuery({
    queryKey: [GAMES_ROOT, 'all', SITE_ID, currency, language, device, memberId],
    queryFn: async ({ signal }) =>
      (
        await call(
          tagGameListCall,
          { site_id: SITE_ID, currency, support_device: device, tag: 'all_game' },
          { signal },
        )
      ).info,
    staleTime: CATALOGUE_STALE_MS,
    enabled: scope !== undefined && memberId !== 0 && played.length > 0,
  });
  const byId = new Map((catalogue.data ?? []).map((game) => [game.game_id, game]));
  const games = played.flatMap((id) => {
    const game = byId.get(id);
    return game ? [game] : [];
  });
  return {
    games,
    isPending: memberId !== 0 && (ids.isPending || (played.length > 0 && catalogue.isPending)),
    isError: ids.isError || catalogue.isError,
    refetch: () => {
      void (ids.isError ? ids.refetch() : catalogue.refetch());
    },
  };
};
