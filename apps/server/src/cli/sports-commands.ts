import type { FixtureResult } from '@member-site/house-games/sports';
import { isEsport, isSport } from '@member-site/house-games/sports';

import {
  type Command,
  UsageError,
  cliActor,
  exactArgs,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

const MAX_ID = 2 ** 31 - 1;
const STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;

const SPORTS_USAGE = `  sports list [--status scheduled|live|finished|cancelled]
                                         print the site's fixtures, newest kick-off first
  sports result <fixture_id> <result> --reason <text>
                                         enter or correct a result: 2-1 (football, basketball),
                                         6-4,3-6,7-6 (tennis sets), home,away,home (esports maps);
                                         the fixture's bets are settled or resettled to it
  sports cancel <fixture_id> --reason <text>
                                         cancel a fixture: its markets void, its bets refunded`;

/** A result as the operator types it, for the fixture's sport; a usage error otherwise. */
const parseResult = (sport: string, text: string): FixtureResult => {
  if (!isSport(sport)) throw new UsageError(`Unknown sport ${sport}.`);
  if (isEsport(sport)) {
    const maps = text.split(',');
    if (
      maps.length < 1 ||
      maps.length > 5 ||
      !maps.every((map) => map === 'home' || map === 'away')
    ) {
      throw new UsageError('An esports result is the winner of each map: home,away,home.');
    }
    return { sport, maps: maps };
  }
  if (sport === 'tennis') {
    const sets = text.split(',').map((set) => /^(\d)-(\d)$/.exec(set));
    if (sets.length < 2 || sets.length > 3 || sets.some((set) => set === null)) {
      throw new UsageError('A tennis result is the games of each set: 6-4,3-6,7-6.');
    }
    return {
      sport,
      sets: sets.map((set): [number, number] => [Number(set?.[1]), Number(set?.[2])]),
    };
  }
  const score = /^(\d{1,3})-(\d{1,3})$/.exec(text);
  if (!score) throw new UsageError('A score is home-away: 2-1.');
  return { sport, home: Number(score[1]), away: Number(score[2]) };
};

const sportsCommand: Command = {
  usage: SPORTS_USAGE,
  options: ['status', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action, first, second] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'sports list');
      const status = stringOption(values, 'status');
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status is one of ${STATUSES.join(', ')}.`);
      }
      const { list } = await deps.sportsCatalogue.operatorFixtures(site.id, {
        status: status as (typeof STATUSES)[number] | undefined,
        page: 1,
        count: 100,
      });
      if (list.length === 0) return `Site ${site.id} has no fixtures${status ? ` ${status}` : ''}.`;
      return table(
        ['ID', 'SPORT', 'LEAGUE', 'MATCH', 'STARTS', 'STATUS', 'MARKETS', 'RESULT'],
        list.map((fixture) => [
          String(fixture.fixture_id),
          fixture.sport,
          fixture.league.name,
          `${fixture.home.name} v ${fixture.away.name}`,
          when(new Date(fixture.starts_at)),
          fixture.status,
          String(fixture.market_count),
          fixture.result === null ? '-' : JSON.stringify(fixture.result),
        ]),
      );
    }
    if (action === 'result') {
      exactArgs(args, 3, 'sports result <fixture_id> <result> --reason <text>');
      const fixtureId = positiveInt('fixture_id', first ?? '', MAX_ID);
      const reason = requireString(values, 'reason');
      const sport = await deps.sportsSettlement.sportOf(site.id, fixtureId).catch(refusalOf);
      const view = await deps.sportsSettlement
        .enterResult(
          { siteId: site.id, fixtureId },
          parseResult(sport, second ?? ''),
          reason,
          cliActor(),
        )
        .catch(refusalOf);
      return `Fixture ${view.fixture_id} (${view.home.name} v ${view.away.name}) is ${view.status}; its bets are settled to the result.`;
    }
    if (action === 'cancel') {
      exactArgs(args, 2, 'sports cancel <fixture_id> --reason <text>');
      const fixtureId = positiveInt('fixture_id', first ?? '', MAX_ID);
      const view = await deps.sportsSettlement
        .cancel({ siteId: site.id, fixtureId }, requireString(values, 'reason'), cliActor())
        .catch(refusalOf);
      return `Fixture ${view.fixture_id} (${view.home.name} v ${view.away.name}) is cancelled; its bets are refunded.`;
    }
    throw new UsageError(`Usage:\n${SPORTS_USAGE}`);
  },
};

export const SPORTS_COMMANDS: Record<string, Command> = { sports: sportsCommand };
