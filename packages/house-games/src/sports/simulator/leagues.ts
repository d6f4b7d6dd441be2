import type { Strength } from '../models/strengths';
import type { Sport } from '../types';

/**
 * The simulated feed's static world: fictional leagues, teams and players (every name is made
 * up; none is a real club, team or player), each side with its hidden strength (see
 * `models/strengths.ts` for what the numbers mean in each sport). Ids are fixed strings: the
 * league's, then the team's short name, so a renamed team keeps its id.
 */

export type Team = {
  /** Stable: `<league id>-<short name>`. */
  id: string;
  name: string;
  /** Hidden: prices and plays the team's matches, never shown. */
  strength: Strength;
};

export type League = {
  id: string;
  sport: Sport;
  name: string;
  /** An even number of teams, so each round of the round robin pairs all of them. */
  teams: Team[];
  /** How many fixtures of a round kick off together in each of the league's slots. */
  fixturesPerSlot: number;
  /**
   * Where the league's slots sit in the slot cycle, as a share of it: leagues of a sport are
   * staggered so that one of them is usually playing.
   */
  phase: number;
};

type Row = readonly [short: string, name: string, attack: number, defence: number];

const league = (
  id: string,
  sport: Sport,
  name: string,
  rows: readonly Row[],
  fixturesPerSlot: number,
  phase: number,
): League => ({
  id,
  sport,
  name,
  teams: rows.map(([short, teamName, attack, defence]) => ({
    id: `${id}-${short}`,
    name: teamName,
    strength: { attack, defence },
  })),
  fixturesPerSlot,
  phase,
});

export const LEAGUES: readonly League[] = [
  league(
    'fb-northmark',
    'football',
    'Northmark Premier Division',
    [
      ['cal', 'Caldermoor Rovers', 0.28, 0.22],
      ['tho', 'Thornwick Albion', 0.22, 0.18],
      ['rav', 'Ravensholm City', 0.15, 0.1],
      ['gil', 'Gildersby Athletic', 0.08, 0.12],
      ['wex', 'Wexholt United', 0.05, -0.02],
      ['kes', 'Kestrel Bay', 0, 0.04],
      ['har', 'Harrowfield Town', -0.06, -0.04],
      ['dun', 'Dunmere Wanderers', -0.12, -0.08],
      ['oak', 'Oakhaven Rangers', -0.18, -0.14],
      ['fel', 'Fellbrook County', -0.25, -0.2],
    ],
    2,
    0,
  ),
  league(
    'fb-serena',
    'football',
    'Liga Costa Serena',
    [
      ['val', 'Deportivo Valmora', 0.3, 0.15],
      ['cal', 'Union Calatrena', 0.2, 0.2],
      ['pse', 'Puerto Serena', 0.12, 0.05],
      ['mon', 'Atletico Monteluz', 0.06, 0.08],
      ['vil', 'Racing Villasol', -0.02, -0.05],
      ['bri', 'Sporting Brisamar', -0.1, 0],
      ['rdo', 'Club Ria Dorada', -0.16, -0.12],
      ['tor', 'Real Torrevela', -0.24, -0.18],
    ],
    2,
    1 / 3,
  ),
  league(
    'fb-jadecoast',
    'football',
    'Jade Coast Super League',
    [
      ['jad', 'Jade River', 0.25, 0.25],
      ['lot', 'Lotus Harbour', 0.2, 0.12],
      ['cra', 'Crane Valley United', 0.14, 0.16],
      ['pho', 'Phoenix Hill', 0.1, 0.02],
      ['sil', 'Silver Tide', 0.02, 0.06],
      ['bam', 'Bamboo Gate', -0.03, -0.02],
      ['lan', 'Eastern Lantern', -0.08, -0.1],
      ['sto', 'Stormcrest', -0.14, -0.06],
      ['car', 'Golden Carp', -0.2, -0.16],
      ['clo', 'Cloud Mountain', -0.26, -0.22],
    ],
    2,
    2 / 3,
  ),
  league(
    'bb-meridian',
    'basketball',
    'Meridian Hoops League',
    [
      ['iro', 'Ironport Stags', 6, 4],
      ['gla', 'Glasshaven Comets', 4, 3],
      ['red', 'Redwater Foxes', 3, 0],
      ['bel', 'Bellmont Harriers', 1, 1],
      ['sal', 'Saltmarsh Herons', -1, 0],
      ['qua', 'Quarry Hill Bison', -2, -3],
      ['nor', 'Northgate Owls', -4, -2],
      ['cop', 'Copperfield Lynx', -6, -4],
    ],
    2,
    0,
  ),
  league(
    'bb-lantern',
    'basketball',
    'Lantern Sea Basketball League',
    [
      ['jun', 'Golden Junks', 5, 5],
      ['typ', 'Typhoon Riders', 5, 1],
      ['moo', 'Moonlit Cranes', 2, 2],
      ['cor', 'Coral Sharks', 0, 1],
      ['sil', 'Silk City Monarchs', -1, -1],
      ['emb', 'Ember Dragons', -2, -2],
      ['tid', 'Tidewater Pandas', -4, -3],
      ['blo', 'Blossom Falcons', -5, -5],
    ],
    2,
    1 / 2,
  ),
  league(
    'tn-silverline',
    'tennis',
    'Silverline Tour',
    [
      ['van', 'Aurelio Vantini', 0.15, 0.11],
      ['kre', 'Tomas Krevnik', 0.175, 0.05],
      ['ald', 'Joaquin Aldaverde', 0.075, 0.125],
      ['sol', 'Henrik Solvang', 0.11, 0.06],
      ['mor', 'Kenta Morisaki', 0.05, 0.09],
      ['fer', 'Luca Ferrandis', 0.06, 0.05],
      ['ost', 'Dmitri Ostrakov', 0.09, 0],
      ['del', 'Mathis Delaunoy', 0.025, 0.04],
      ['qui', 'Bruno Quintela', 0, 0.03],
      ['bra', 'Elias Brandvold', 0.03, -0.02],
      ['vel', 'Arjun Velankar', -0.02, 0.01],
      ['whi', 'Jasper Whitcombe', -0.01, -0.04],
      ['ver', 'Nikolai Verescu', -0.05, -0.02],
      ['lin', 'Oscar Lindhagen', -0.06, -0.06],
      ['lia', 'Liang Haocheng', -0.09, -0.05],
      ['mar', 'Sebastien Marlaud', -0.11, -0.08],
    ],
    4,
    0,
  ),
  league(
    'lol-astral',
    'lol',
    'Astral Rift League',
    [
      ['cri', 'Crimson Atlas', 0.35, 0.25],
      ['nig', 'Nightjar Collective', 0.25, 0.2],
      ['arg', 'Argent Vale', 0.15, 0.15],
      ['emb', 'Ember Syndicate', 0.1, 0],
      ['qua', 'Quartz Legion', 0, 0.05],
      ['sky', 'Skyward Nine', -0.1, -0.05],
      ['hol', 'Hollow Crown', -0.2, -0.15],
      ['vel', 'Velvet Comet', -0.3, -0.25],
    ],
    2,
    0,
  ),
  league(
    'dota-ancients',
    'dota2',
    'Ancients Circuit',
    [
      ['obs', 'Obsidian Tide', 0.3, 0.3],
      ['fro', 'Frostfang', 0.25, 0.15],
      ['iro', 'Iron Lotus', 0.15, 0.1],
      ['dus', 'Duskwalkers', 0.05, 0.1],
      ['bra', 'Brass Serpents', 0, -0.05],
      ['nor', 'Northwind Order', -0.1, -0.05],
      ['gil', 'Gilded Reapers', -0.2, -0.15],
      ['ash', 'Ashen Vanguard', -0.3, -0.2],
    ],
    2,
    1 / 3,
  ),
  league(
    'cs2-frontline',
    'cs2',
    'Frontline Pro Series',
    [
      ['ste', 'Steel Meridian', 0.35, 0.3],
      ['red', 'Red Quarry', 0.25, 0.2],
      ['hal', 'Halcyon Five', 0.2, 0.1],
      ['pal', 'Pale Horizon', 0.05, 0.1],
      ['vor', 'Vortex Union', 0, -0.05],
      ['ony', 'Onyx Marauders', -0.1, -0.1],
      ['cop', 'Copper Owls', -0.2, -0.2],
      ['sil', 'Silent Anvil', -0.3, -0.25],
    ],
    2,
    2 / 3,
  ),
];

/** A league by id. */
export const leagueById = (id: string): League | undefined =>
  LEAGUES.find((candidate) => candidate.id === id);

/** A league's name by id; throws a RangeError for an unknown id. */
export const leagueName = (id: string): string => {
  const found = leagueById(id);
  if (!found) throw new RangeError(`no league ${id}`);
  return found.name;
};
