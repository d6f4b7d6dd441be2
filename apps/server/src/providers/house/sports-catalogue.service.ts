import type { SportFixtureView, SportMenu } from '@member-site/contracts';
import { type Currency, formatMinorUnits } from '@member-site/contracts/constants';
import {
  type MarketType,
  type OddsFormat,
  SPORTS,
  type Sport,
  isSport,
} from '@member-site/house-games/sports';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CatalogueService } from '../../modules/games/catalogue.service';
import {
  type SportsBookContext,
  bookLimits,
  marketLimits,
  ownerOf,
  sportsOfHall,
} from './sportsbook-context';
import { fixtureView } from './sportsbook-views';
import {
  type FixtureFilter,
  type FixtureRow,
  findFixture,
  findOddsFormat,
  fixtureHeads,
  listFixtures,
  marketCounts,
  marketsOf,
} from './sportsbook.repository';

const houseError = (code: string) => new AppError(code, { family: 'house' });

const DAY_MS = 24 * 60 * 60_000;

/** Amounts by market type, as the page shows them. */
const moneyByType = (values: Record<MarketType, bigint>, currency: Currency) =>
  Object.fromEntries(
    Object.entries(values).map(([type, value]) => [type, formatMinorUnits(value, currency)]),
  ) as Record<MarketType, string>;

/** The early tab shows fixtures up to this many days ahead. */
const EARLY_DAYS = 7;

/** The start of the site's day (UTC+8, the spec's time zone) that holds `at`. */
const dayStart = (at: Date): Date => {
  const offset = 8 * 60 * 60_000;
  return new Date(Math.floor((at.getTime() + offset) / DAY_MS) * DAY_MS - offset);
};

/**
 * What the sportsbook shows (decision 0021): the menu of sports and leagues with their tabs'
 * counts, fixtures with their markets (a list the main ones, a match page every one), the
 * quick-bet frame's featured matches and address, and the operator's list.
 */
export const createSportsCatalogue = (
  db: Db,
  {
    catalogue,
    now = () => new Date(),
  }: {
    catalogue: Pick<CatalogueService, 'everything'>;
    now?: () => Date;
  },
) => {
  const views = async (rows: FixtureRow[], mainOnly: boolean): Promise<SportFixtureView[]> => {
    const ids = rows.map((row) => row.id);
    const [markets, counts] = await Promise.all([
      marketsOf(db, ids, mainOnly),
      marketCounts(db, ids),
    ]);
    return rows.map((row) =>
      fixtureView(
        row,
        markets.filter((market) => market.fixtureId === row.id),
        counts.get(row.id) ?? 0,
      ),
    );
  };

  const tabFilter = (
    siteId: number,
    sports: readonly Sport[],
    tab: 'live' | 'today' | 'early',
  ): FixtureFilter => {
    const at = now();
    const tomorrow = new Date(dayStart(at).getTime() + DAY_MS);
    if (tab === 'live') return { siteId, sports, status: ['live'] };
    if (tab === 'today') return { siteId, sports, status: ['scheduled'], startsBefore: tomorrow };
    return {
      siteId,
      sports,
      status: ['scheduled'],
      startsFrom: tomorrow,
      startsBefore: new Date(tomorrow.getTime() + EARLY_DAYS * DAY_MS),
    };
  };

  const oddsFormatOf = async (session: SportsBookContext['session']): Promise<OddsFormat> =>
    ((await findOddsFormat(db, ownerOf(session))) as OddsFormat | undefined) ?? 'decimal';

  return {
    async menu(context: SportsBookContext): Promise<SportMenu> {
      const { session, hall } = context;
      const sports = sportsOfHall(hall);
      const counts = new Map<string, { live: number; today: number; early: number }>();
      const leagues = new Map<string, { sport: Sport; id: string; name: string }>();
      for (const tab of ['live', 'today', 'early'] as const) {
        for (const head of await fixtureHeads(db, tabFilter(session.siteId, sports, tab))) {
          for (const key of [head.sport, `${head.sport}/${head.leagueId}`]) {
            const entry = counts.get(key) ?? { live: 0, today: 0, early: 0 };
            entry[tab] += 1;
            counts.set(key, entry);
          }
          leagues.set(`${head.sport}/${head.leagueId}`, {
            sport: head.sport,
            id: head.leagueId,
            name: head.leagueName,
          });
        }
      }
      const limits = bookLimits(session.currency);
      const markets = marketLimits(session.currency);
      const zero = { live: 0, today: 0, early: 0 };
      return {
        hall,
        odds_format: await oddsFormatOf(session),
        min_stake: formatMinorUnits(limits.minStake, session.currency),
        max_stake: formatMinorUnits(limits.maxStake, session.currency),
        market_max_stake: {
          prematch: moneyByType(markets.prematch, session.currency),
          live: moneyByType(markets.live, session.currency),
        },
        sports: sports.map((sport) => ({
          sport,
          ...(counts.get(sport) ?? zero),
          leagues: [...leagues.values()]
            .filter((league) => league.sport === sport)
            .map((league) => ({
              id: league.id,
              name: league.name,
              ...(counts.get(`${sport}/${league.id}`) ?? zero),
            })),
        })),
      };
    },

    async fixtures(
      context: SportsBookContext,
      input: {
        tab: 'live' | 'today' | 'early';
        sport?: string | undefined;
        leagueId?: string | undefined;
        page: number;
        count: number;
      },
    ) {
      const sports = sportsOfHall(context.hall);
      if (input.sport !== undefined && !(isSport(input.sport) && sports.includes(input.sport))) {
        return { list: [], total_count: 0 };
      }
      const { rows, total } = await listFixtures(
        db,
        {
          ...tabFilter(context.session.siteId, sports, input.tab),
          sport: input.sport,
          leagueId: input.leagueId,
        },
        { limit: input.count, offset: (input.page - 1) * input.count },
      );
      return { list: await views(rows, true), total_count: total };
    },

    /** One fixture of the session's book with every market; house 127 for any other. */
    async fixture(context: SportsBookContext, fixtureId: number): Promise<SportFixtureView> {
      const row = await findFixture(db, fixtureId);
      if (
        row?.siteId !== context.session.siteId ||
        !sportsOfHall(context.hall).includes(row.sport)
      ) {
        throw houseError('127');
      }
      const [view] = await views([row], false);
      if (!view) throw houseError('127');
      return view;
    },

    /** The site's fixtures of every sport for the operator, newest kick-off first. */
    async operatorFixtures(
      siteId: number,
      input: { status?: FixtureRow['status'] | undefined; page: number; count: number },
    ) {
      const { rows, total } = await listFixtures(
        db,
        { siteId, sports: SPORTS, ...(input.status ? { status: [input.status] } : {}) },
        { limit: input.count, offset: (input.page - 1) * input.count },
        'desc',
      );
      return { list: await views(rows, false), total_count: total };
    },

    /** Matches in play, then those about to start, each with its main markets. */
    async featured(siteId: number, count: number): Promise<SportFixtureView[]> {
      const live = await listFixtures(
        db,
        { siteId, sports: SPORTS, status: ['live'] },
        { limit: count, offset: 0 },
      );
      const next =
        live.rows.length >= count
          ? { rows: [] }
          : await listFixtures(
              db,
              { siteId, sports: SPORTS, status: ['scheduled'], startsFrom: now() },
              { limit: count - live.rows.length, offset: 0 },
            );
      return views([...live.rows, ...next.rows], true);
    },

    /** The quick-bet frame's page on this site and the house's gp_id (spec section 4). */
    async quickbetUrl(
      site: { id: number },
      input: { currency: Currency; device: string; domain?: string | undefined },
    ): Promise<{ url: string; gp_id: number }> {
      const game = (await catalogue.everything(site.id)).games.find(
        (entry) => entry.gameCode === 's_sportsbook' && entry.isActive,
      );
      if (!game) throw new AppError('101', { family: 'play' });
      const query = new URLSearchParams({ currency: input.currency, device: input.device });
      return { url: `/house/sportsbook/quickbet?${query.toString()}`, gp_id: game.providerId };
    },
  };
};

export type SportsCatalogue = ReturnType<typeof createSportsCatalogue>;
