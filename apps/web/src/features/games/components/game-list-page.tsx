import type { GameEntry } from '@member-site/contracts';
import {
  GAME_HALLS,
  GAME_SEARCH_TABS,
  isGameHallId,
  type GameSearchTab,
} from '@member-site/contracts/constants';
import { Skeleton, Tabs, TextInput } from '@mantine/core';
import { IconChevronLeft, IconHeart, IconHistory, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { openLogin } from '../../../shared/session/account-modal-store';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import {
  useGameLabels,
  useGameList,
  useProviderGames,
  useProviderScope,
  useTagGames,
  useToggleFavorite,
} from '../api/game-queries';
import { useOpenListedGame } from '../hooks/use-open-listed-game';
import { GameTile } from './game-tile';
import classes from './game-list.module.css';

const SKELETON_TILES = 8;

/** Games of the chosen tab whose name holds the keyword (any case). */
export const filterGames = (
  games: readonly GameEntry[],
  options: { gpId: number; label: string; keyword: string },
): GameEntry[] => {
  const keyword = options.keyword.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      game.gp_id === options.gpId &&
      (options.label === 'all' || game.labels.includes(options.label)) &&
      (keyword === '' || game.game_name.toLocaleLowerCase().includes(keyword)),
  );
};

const TAB_ICONS: Record<GameSearchTab, typeof IconHeart | null> = {
  all_game: null,
  last_play: IconHistory,
  my_favorite: IconHeart,
};

/** Keeps the last answer's order for "last played" (newest first) and the list order otherwise. */
const useListGames = (gtId: number, gpId: number, tab: GameSearchTab) => {
  const isDesktop = useIsDesktop();
  const scope = useProviderScope(gtId, gpId, isDesktop ? 'desktop' : 'mobile');
  const provider = useProviderGames(scope);
  const tagged = useTagGames(scope, tab === 'all_game' ? null : tab);
  return tab === 'all_game' ? provider : tagged;
};

/**
 * A provider's game list (`/games/:gtId/:gpId`): search tabs, label tabs, a search box and the
 * games; members keep favourites; a visitor choosing a game is asked to log in or play the demo.
 */
export const GameListPage = () => {
  const params = useParams();
  const gtId = Number(params.gtId);
  const gpId = Number(params.gpId);
  return isGameHallId(gtId) && Number.isInteger(gpId) && gpId > 0 ? (
    <GameList gtId={gtId} gpId={gpId} />
  ) : (
    <UnknownList />
  );
};

const UnknownList = () => {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <EmptyState
        title={t('games.listMissingTitle')}
        text={t('games.listMissingText')}
        action={
          <Link to="/" className={classes.backLink}>
            {t('errorPage.home')}
          </Link>
        }
      />
    </div>
  );
};

const GameList = ({ gtId, gpId }: { gtId: keyof typeof GAME_HALLS; gpId: number }) => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const loggedIn = useIsLoggedIn();
  const device = isDesktop ? 'desktop' : 'mobile';
  const hallKey = GAME_HALLS[gtId].key;
  const scope = useProviderScope(gtId, gpId, device);
  const menu = useGameList(device);
  const labels = useGameLabels(scope);
  const [tab, setTab] = useState<GameSearchTab>('all_game');
  const [label, setLabel] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const deferredKeyword = useDeferredValue(keyword);
  const games = useListGames(gtId, gpId, tab);
  const favorite = useToggleFavorite();
  const { openGame, accessConfirm } = useOpenListedGame();

  const provider = menu.data
    ?.find((hall) => hall.gt_id === gtId)
    ?.gp_list.find((entry) => entry.gp_id === gpId);
  const activeLabel = label ?? labels.data?.main ?? 'all';
  const shown = filterGames(games.data ?? [], {
    gpId,
    label: tab === 'all_game' ? activeLabel : 'all',
    keyword: deferredKeyword,
  });

  const orderedLabels = labels.data
    ? [
        ...labels.data.list.filter((entry) => entry.label === labels.data.main),
        ...labels.data.list.filter((entry) => entry.label !== labels.data.main),
      ]
    : [];

  return (
    <div className={classes.page} data-device={device} data-testid="game-list">
      <header className={classes.header}>
        <Link to={`/?hall=${hallKey}`} className={classes.back} aria-label={t('games.backToLobby')}>
          <IconChevronLeft size={20} aria-hidden />
        </Link>
        {provider?.icon_light && (
          <img src={provider.icon_light} alt="" className={classes.providerIcon} />
        )}
        <div className={classes.heading}>
          <h1 className={classes.title}>{provider?.game_name ?? t(`halls.${hallKey}.name`)}</h1>
          <p className={classes.subtitle}>{t(`halls.${hallKey}.name`)}</p>
        </div>
      </header>

      <div className={classes.toolbar}>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value) setTab(value as GameSearchTab);
          }}
          variant="pills"
          radius="xl"
          classNames={{ list: classes.tabList, tab: classes.tab }}
        >
          <Tabs.List aria-label={t('games.searchTabs')}>
            {GAME_SEARCH_TABS.map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={Icon ? <Icon size={16} aria-hidden /> : undefined}
                  data-testid={`search-tab-${value}`}
                >
                  {t(`games.tabs.${value}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs>
        <TextInput
          className={classes.search}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
          }}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          radius="xl"
          maxLength={40}
          type="search"
        />
      </div>

      {tab === 'all_game' && orderedLabels.length > 1 && (
        <Tabs
          value={activeLabel}
          onChange={(value) => {
            if (value) setLabel(value);
          }}
          variant="outline"
          classNames={{ list: classes.labelList, tab: classes.labelTab }}
        >
          <Tabs.List aria-label={t('games.labelTabs')}>
            {orderedLabels.map((entry) => (
              <Tabs.Tab key={entry.label} value={entry.label} data-testid={`label-${entry.label}`}>
                {entry.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}

      <section aria-live="polite" aria-busy={games.isPending || undefined}>
        {games.isPending ? (
          <ul className={classes.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index} className={classes.tile}>
                <Skeleton className={classes.skeletonArt} radius="md" />
                <Skeleton height={14} mt={10} width="70%" radius="sm" />
              </li>
            ))}
          </ul>
        ) : games.isError ? (
          <ErrorState error={games.error} onRetry={() => void games.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t(
              !loggedIn && tab !== 'all_game'
                ? 'games.emptyVisitorTitle'
                : `games.empty.${deferredKeyword.trim() === '' ? tab : 'search'}`,
            )}
            action={
              !loggedIn && tab !== 'all_game' ? (
                <button type="button" className={classes.backLink} onClick={openLogin}>
                  {t('auth.login')}
                </button>
              ) : undefined
            }
          />
        ) : (
          <ul className={classes.grid} data-testid="game-grid">
            {shown.map((game) => (
              <GameTile
                key={game.game_id}
                game={game}
                member={loggedIn}
                onOpen={(chosen) => {
                  openGame(chosen);
                }}
                onToggleFavorite={(chosen) => {
                  favorite.mutate({ gameId: chosen.game_id, favorite: !chosen.member_favorite });
                }}
              />
            ))}
          </ul>
        )}
      </section>

      {accessConfirm}
    </div>
  );
};
