import { formatMinorUnits, pickLocalized } from '@member-site/contracts/constants';

import { createOperatorRepository } from './operator.repository';
import {
  type Command,
  RefusedError,
  UsageError,
  cliActor,
  exactArgs,
  openCurrency,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

const SHOW_HIDE = ['show', 'hide'] as const;
const isShowHide = (value: string | undefined): value is (typeof SHOW_HIDE)[number] =>
  value !== undefined && (SHOW_HIDE as readonly string[]).includes(value);
const MAX_ID = 2 ** 31 - 1;

/** An ISO 8601 date-time with its offset (2026-12-01T02:00:00Z, 2026-12-01T10:00+08:00). */
const dateOption = (name: string, value: string | undefined): Date => {
  const date =
    value !== undefined &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new UsageError(`--${name} is a date and time with its zone, e.g. 2026-12-01T02:00:00Z.`);
  }
  return date;
};

const gameCommand: Command = {
  usage: `  game list                              print the site's games, shown and hidden
  game show|hide <id>                    show or hide a game in every list at once`,
  options: [],
  run: async ({ deps, site, args }) => {
    const [action, id] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'game list');
      const { games } = await deps.catalogue.everything(site.id);
      if (games.length === 0) return `Site ${site.id} has no games.`;
      return table(
        ['ID', 'HALL', 'GP_ID', 'CODE', 'SHOWN', 'DEMO', 'NAME'],
        games.map((game) => [
          String(game.id),
          String(game.gtId),
          String(game.providerId),
          game.gameCode,
          game.isActive ? 'yes' : 'no',
          game.demoAllowed ? 'yes' : 'no',
          pickLocalized(game.name, 'en_US'),
        ]),
      );
    }
    if (!isShowHide(action)) throw new UsageError('Usage: game list, or game show|hide <id>');
    exactArgs(args, 2, `game ${action} <id>`);
    const gameId = positiveInt('id', id ?? '', MAX_ID);
    const shown = {
      kind: 'game' as const,
      id: gameId,
      shown: action === 'show',
      actor: cliActor(),
    };
    if (!(await deps.catalogue.setShown(site.id, shown))) {
      throw new RefusedError(`Site ${site.id} has no game ${gameId}.`);
    }
    return `Game ${gameId} is ${action === 'show' ? 'shown' : 'hidden'}.`;
  },
};

const providerCommand: Command = {
  usage: `  provider list                          print the site's game providers
  provider show|hide <gp_id>             show or hide a provider and its games
  provider maintenance <gp_id> --from <time> --to <time> | --clear
                                         set (or end) the provider's maintenance window:
                                         launches answer 203 with it, the lobby shows it`,
  options: ['from', 'to', 'clear'],
  run: async ({ deps, site, args, values }) => {
    const [action, id] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'provider list');
      const { providers } = await deps.catalogue.everything(site.id);
      if (providers.length === 0) return `Site ${site.id} has no game providers.`;
      return table(
        ['GP_ID', 'CODE', 'GP_CODE', 'SHOWN', 'HOUSE', 'MAINTENANCE', 'NAME'],
        providers.map((provider) => [
          String(provider.id),
          provider.code,
          provider.gpCode,
          provider.isActive ? 'yes' : 'no',
          provider.isHouse ? 'yes' : 'no',
          provider.window
            ? `${when(provider.window.startsAt)} to ${when(provider.window.endsAt)}`
            : '-',
          pickLocalized(provider.name, 'en_US'),
        ]),
      );
    }
    if (action === 'maintenance') {
      exactArgs(args, 2, 'provider maintenance <gp_id> --from <time> --to <time> | --clear');
      const gpId = positiveInt('gp_id', id ?? '', MAX_ID);
      let window: { startsAt: Date; endsAt: Date } | undefined;
      if (values.clear === true) {
        if (values.from !== undefined || values.to !== undefined) {
          throw new UsageError('Give --from and --to, or --clear, not both.');
        }
      } else {
        window = {
          startsAt: dateOption('from', stringOption(values, 'from')),
          endsAt: dateOption('to', stringOption(values, 'to')),
        };
        if (window.startsAt >= window.endsAt) throw new UsageError('--to must come after --from.');
      }
      if (!(await deps.catalogue.setMaintenance(site.id, gpId, window, { actor: cliActor() }))) {
        throw new RefusedError(`Site ${site.id} has no game provider ${gpId}.`);
      }
      return window
        ? `Provider ${gpId} is in maintenance from ${when(window.startsAt)} to ${when(window.endsAt)}.`
        : `Provider ${gpId} has no maintenance window.`;
    }
    if (!isShowHide(action)) {
      throw new UsageError(
        'Usage: provider list, provider show|hide <gp_id>, or provider maintenance',
      );
    }
    if (values.from !== undefined || values.to !== undefined || values.clear !== undefined) {
      throw new UsageError(`provider ${action} takes no options.`);
    }
    exactArgs(args, 2, `provider ${action} <gp_id>`);
    const gpId = positiveInt('gp_id', id ?? '', MAX_ID);
    const shown = {
      kind: 'provider' as const,
      id: gpId,
      shown: action === 'show',
      actor: cliActor(),
    };
    if (!(await deps.catalogue.setShown(site.id, shown))) {
      throw new RefusedError(`Site ${site.id} has no game provider ${gpId}.`);
    }
    return `Provider ${gpId} is ${action === 'show' ? 'shown' : 'hidden'}.`;
  },
};

const houseCommand: Command = {
  usage: `  house rounds <account> [--limit <n>]   the member's newest rounds of the house's games
                                         (default 20) with their provably fair inputs
  house rotate-seed <account>            reveal the member's server seed and start a new one`,
  options: ['limit'],
  run: async ({ deps, db, site, args, values }) => {
    const [action, account] = args;
    if (action !== 'rounds' && action !== 'rotate-seed') {
      throw new UsageError('Usage: house rounds <account>, or house rotate-seed <account>');
    }
    exactArgs(args, 2, `house ${action} <account>`);
    const member = await createOperatorRepository(db).findMemberByAccount(site.id, account ?? '');
    if (!member) throw new RefusedError(`Site ${site.id} has no member ${account ?? ''}.`);
    if (action === 'rotate-seed') {
      if (values.limit !== undefined) throw new UsageError('house rotate-seed takes no --limit.');
      const { revealed, seed } = await deps.house.rotateMemberSeed(
        { siteId: site.id, id: member.id, account: member.account },
        { actor: cliActor() },
      );
      return [
        revealed.server_seed === ''
          ? `${member.account} had no seed yet.`
          : `Revealed server seed ${revealed.server_seed} (SHA-256 ${revealed.server_seed_hash}), ${revealed.rounds} rounds.`,
        `New server seed SHA-256 ${seed.server_seed_hash}, client seed ${seed.client_seed}.`,
      ].join('\n');
    }
    const limitText = stringOption(values, 'limit');
    const limit = limitText === undefined ? 20 : positiveInt('--limit', limitText, 100);
    const { rows } = await deps.house.memberRounds(member.id, 1, limit);
    if (rows.length === 0) return `${member.account} has played no rounds of the house's games.`;
    return table(
      ['ROUND', 'TIME', 'STAKE', 'WIN', 'BALANCE', 'SEED', 'NONCE', 'CLIENT SEED'],
      rows.map(({ round, seed }) => [
        String(round.id),
        when(round.createdAt),
        formatMinorUnits(round.stake, round.currency),
        formatMinorUnits(round.win, round.currency),
        formatMinorUnits(round.balanceAfter, round.currency),
        `${String(seed.id)} (${seed.status})`,
        String(round.nonce),
        round.clientSeed,
      ]),
    );
  },
};

const TABLE_USAGE = `  table list                             print the site's house tables, their limits, clock
                                         and chain commitment
  table open|close <game_code> <currency>
                                         open a table (started with its game's defaults) or
                                         close it: its round in progress still finishes
  table limits <game_code> <currency> [--min <amount>] [--max <amount>] [--step <amount>]
                                         set a table's stake limits
  table clock <game_code> <currency> [--round <s>] [--close <s>] [--show <s>]
                                         seconds a round takes bets until its draw, bets stop
                                         before the draw, and the draw is shown
  table chain <game_code> <currency> [--length <n>]
                                         publish a new hash chain (default 100,000 rounds):
                                         it serves the table from its next round on
  table void <round_id> --reason <text>  void a round still open for bets: every bet refunded`;

const seconds = (name: string, value: string | undefined, max: number): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}$/.test(value) || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number of seconds from 0 to ${max}.`);
  }
  return Number(value);
};

const tableCommand: Command = {
  usage: TABLE_USAGE,
  options: ['min', 'max', 'step', 'round', 'close', 'show', 'length', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action, first, second] = args;
    const actor = cliActor();
    if (action === 'list') {
      exactArgs(args, 1, 'table list');
      const views = await deps.tables.views(site.id);
      if (views.length === 0) return `Site ${site.id} has no house tables yet.`;
      return table(
        ['ID', 'GAME', 'CCY', 'STATUS', 'MIN', 'MAX', 'STEP', 'ROUND/CLOSE/SHOW', 'COMMITMENT'],
        views.map((view) => [
          String(view.table_id),
          view.game_code,
          view.currency,
          view.status,
          view.min_stake,
          view.max_stake,
          view.stake_step,
          `${view.round_seconds}/${view.close_seconds}/${view.show_seconds} s`,
          view.commitment ?? 'none',
        ]),
      );
    }
    if (action === 'void') {
      exactArgs(args, 2, 'table void <round_id>');
      const roundId = positiveInt('round_id', first ?? '', MAX_ID);
      const round = await deps.tables
        .voidRound({ siteId: site.id, roundId }, requireString(values, 'reason'), actor)
        .catch(refusalOf);
      return `Round ${round.number} of table ${round.table_id} is voided; its bets are refunded.`;
    }
    if (!['open', 'close', 'limits', 'clock', 'chain'].includes(action ?? '')) {
      throw new UsageError(`Usage:\n${TABLE_USAGE}`);
    }
    exactArgs(args, 3, `table ${action ?? ''} <game_code> <currency>`);
    const target = {
      siteId: site.id,
      gameCode: first ?? '',
      currency: openCurrency(site, parseCurrency(second ?? '')),
    };
    if (action === 'chain') {
      const lengthText = stringOption(values, 'length');
      const length =
        lengthText === undefined ? 100_000 : positiveInt('length', lengthText, 1_000_000);
      const chain = await deps.tables.publishChain({ ...target, length }, actor).catch(refusalOf);
      return `Published a chain of ${chain.length} rounds, commitment ${chain.commitment}.`;
    }
    const min = stringOption(values, 'min');
    const max = stringOption(values, 'max');
    const step = stringOption(values, 'step');
    const view = await deps.tables
      .configure(
        {
          ...target,
          status: action === 'open' ? 'open' : action === 'close' ? 'closed' : undefined,
          limits: {
            ...(min === undefined ? {} : { minStake: min }),
            ...(max === undefined ? {} : { maxStake: max }),
            ...(step === undefined ? {} : { stakeStep: step }),
          },
          clock: {
            roundSeconds: seconds('round', stringOption(values, 'round'), 3600),
            closeSeconds: seconds('close', stringOption(values, 'close'), 600),
            showSeconds: seconds('show', stringOption(values, 'show'), 600),
          },
        },
        actor,
      )
      .catch(refusalOf);
    return `Table ${view.table_id} (${view.game_code}, ${view.currency}) is ${view.status}: stakes ${view.min_stake} to ${view.max_stake} in steps of ${view.stake_step}, rounds of ${view.round_seconds} s closing ${view.close_seconds} s before the draw, ${view.show_seconds} s shown.`;
  },
};

const gamesCommand: Command = {
  usage: `  games close|open                       close the site's games for good (every launch is
                                         refused with the closed-site message; pages,
                                         wallet and withdrawals still answer) or open them`,
  options: [],
  run: async ({ deps, site, args }) => {
    const [action] = args;
    if (action !== 'close' && action !== 'open') throw new UsageError('Usage: games close|open');
    exactArgs(args, 1, `games ${action}`);
    await deps.sites.setGamesClosed(site.id, action === 'close');
    return action === 'close'
      ? `Site ${site.id} has closed its games: every launch is refused.`
      : `Site ${site.id} has opened its games.`;
  },
};

/** The operator's commands for games: the catalogue, maintenance and the house's rounds. */
export const GAME_COMMANDS: Record<string, Command> = {
  games: gamesCommand,
  game: gameCommand,
  provider: providerCommand,
  house: houseCommand,
  table: tableCommand,
};
