import { describe, expect, it } from 'vitest';

import type { BaccaratWinner } from './baccarat';
import {
  type RoadResult,
  beadPlate,
  bigEyeBoy,
  bigRoad,
  cockroachPig,
  derivedRoad,
  placeStreaks,
  smallRoad,
} from './roads';

const WINNERS: Record<string, BaccaratWinner> = { B: 'banker', P: 'player', T: 'tie' };

/** Results from letters: B banker, P player, T tie (no pairs). */
const results = (letters: string): RoadResult[] =>
  letters.split('').map((letter) => ({
    winner: WINNERS[letter] ?? 'tie',
    playerPair: false,
    bankerPair: false,
  }));

/** Big road columns with the given streak lengths, banker first and alternating. */
const streaks = (lengths: number[]) =>
  bigRoad(results(lengths.map((length, i) => (i % 2 === 0 ? 'B' : 'P').repeat(length)).join('')))
    .columns;

const positions = (cells: readonly { col: number; row: number }[]) =>
  cells.map(({ col, row }) => [col, row]);

describe('the bead plate', () => {
  it('fills columns top to bottom', () => {
    const input = results('BPTBBPPT');
    input[2] = { ...input[2], winner: 'tie', playerPair: true, bankerPair: false, natural: true };
    const cells = beadPlate(input);
    expect(positions(cells)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(cells.map((cell) => cell.winner)).toEqual(input.map((result) => result.winner));
    expect(cells[2]).toMatchObject({
      index: 2,
      playerPair: true,
      bankerPair: false,
      natural: true,
    });
    expect(cells[3]?.natural).toBe(false);
    expect(positions(beadPlate(results('BBBBB'), 2))).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
  });
});

describe('the big road', () => {
  it('starts a column when the side changes and marks ties on the last win', () => {
    const road = bigRoad(results('TTBBTPPPBTTP'));
    expect(road.leadingTies).toBe(2);
    expect(
      road.columns.map((column) => [column.winner, column.entries.map((entry) => entry.ties)]),
    ).toEqual([
      ['banker', [0, 1]],
      ['player', [0, 0, 0]],
      ['banker', [2]],
      ['player', [0]],
    ]);
    expect(road.columns[1]?.entries.map((entry) => entry.index)).toEqual([5, 6, 7]);
    expect(road.cells.map(({ col, row, winner, ties }) => [col, row, winner, ties])).toEqual([
      [0, 0, 'banker', 2],
      [0, 1, 'banker', 1],
      [1, 0, 'player', 0],
      [1, 1, 'player', 0],
      [1, 2, 'player', 0],
      [2, 0, 'banker', 2],
      [3, 0, 'player', 0],
    ]);
  });

  it('shows ties before any win on a placeholder', () => {
    expect(bigRoad(results('TTT'))).toEqual({
      leadingTies: 3,
      columns: [],
      cells: [
        {
          col: 0,
          row: 0,
          winner: null,
          ties: 3,
          playerPair: false,
          bankerPair: false,
          natural: false,
          column: 0,
          depth: 0,
        },
      ],
    });
    expect(bigRoad([])).toEqual({ leadingTies: 0, columns: [], cells: [] });
  });

  it('keeps the pairs and naturals of each win', () => {
    const road = bigRoad([
      { winner: 'player', playerPair: true, bankerPair: false, natural: true },
      { winner: 'tie', playerPair: false, bankerPair: true },
      { winner: 'player', playerPair: false, bankerPair: true },
    ]);
    expect(
      road.cells.map(({ playerPair, bankerPair, natural, ties }) => [
        playerPair,
        bankerPair,
        natural,
        ties,
      ]),
    ).toEqual([
      [true, false, true, 1],
      [false, true, false, 0],
    ]);
  });

  it('turns a long streak right along the bottom: the dragon tail', () => {
    // Eight bankers, seven players, two bankers.
    const road = bigRoad(results('BBBBBBBBPPPPPPPBB'));
    expect(road.columns.map((column) => column.entries.length)).toEqual([8, 7, 2]);
    expect(road.cells.map(({ col, row, column, depth }) => [col, row, column, depth])).toEqual([
      [0, 0, 0, 0],
      [0, 1, 0, 1],
      [0, 2, 0, 2],
      [0, 3, 0, 3],
      [0, 4, 0, 4],
      [0, 5, 0, 5],
      [1, 5, 0, 6],
      [2, 5, 0, 7],
      // The players meet the bankers' tail at row 5 and turn right along row 4.
      [1, 0, 1, 0],
      [1, 1, 1, 1],
      [1, 2, 1, 2],
      [1, 3, 1, 3],
      [1, 4, 1, 4],
      [2, 4, 1, 5],
      [3, 4, 1, 6],
      [2, 0, 2, 0],
      [2, 1, 2, 1],
    ]);
  });

  it('nests tails and moves a streak right when its top cell is taken', () => {
    // Streaks of 8, 7 and 6: the third meets the second's tail at row 4 and turns along row 3.
    expect(positions(placeStreaks([8, 7, 6]).slice(15))).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 3],
      [4, 3],
    ]);
    // In one row every streak is a tail, and the next starts past it.
    expect(positions(placeStreaks([3, 1, 2], 1))).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
    // A streak that meets a tail under its top cell turns along the top row, and the next
    // streak starts past that tail.
    expect(positions(placeStreaks([3, 3, 1], 2))).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
});

describe('the derived roads', () => {
  // Big road streaks of 3, 2, 1, 3, 2, 1 (banker, player, banker, ...).
  const columns = streaks([3, 2, 1, 3, 2, 1]);

  it('reads the big eye boy one column back', () => {
    const road = bigEyeBoy(columns);
    // It starts at the second cell of column 1 (column 0 reaches that depth: red); new columns
    // compare the two columns before them; later cells look one column back at the same depth.
    expect(road.entries).toEqual([
      { color: 'red', column: 1, depth: 1 },
      { color: 'blue', column: 2, depth: 0 }, // 2 against 3
      { color: 'blue', column: 3, depth: 0 }, // 1 against 2
      { color: 'blue', column: 3, depth: 1 }, // column 2 ends just above
      { color: 'red', column: 3, depth: 2 }, // column 2 ended earlier still
      { color: 'blue', column: 4, depth: 0 }, // 3 against 1
      { color: 'red', column: 4, depth: 1 }, // column 3 goes that deep
      { color: 'blue', column: 5, depth: 0 }, // 2 against 3
    ]);
    expect(road.columns).toEqual([
      { color: 'red', length: 1 },
      { color: 'blue', length: 3 },
      { color: 'red', length: 1 },
      { color: 'blue', length: 1 },
      { color: 'red', length: 1 },
      { color: 'blue', length: 1 },
    ]);
    expect(road.cells.map(({ col, row, color }) => [col, row, color])).toEqual([
      [0, 0, 'red'],
      [1, 0, 'blue'],
      [1, 1, 'blue'],
      [1, 2, 'blue'],
      [2, 0, 'red'],
      [3, 0, 'blue'],
      [4, 0, 'red'],
      [5, 0, 'blue'],
    ]);
  });

  it('reads the small road two columns back', () => {
    // Column 2 has one cell, so it starts at the first cell of column 3.
    expect(
      smallRoad(columns).entries.map(({ color, column, depth }) => [column, depth, color]),
    ).toEqual([
      [3, 0, 'blue'], // 1 against 3
      [3, 1, 'red'], // column 1 goes that deep
      [3, 2, 'blue'], // column 1 ends just above
      [4, 0, 'blue'], // 3 against 2
      [4, 1, 'blue'], // column 2 ends just above
      [5, 0, 'blue'], // 2 against 1
    ]);
    expect(smallRoad(columns).columns).toEqual([
      { color: 'blue', length: 1 },
      { color: 'red', length: 1 },
      { color: 'blue', length: 4 },
    ]);
  });

  it('reads the cockroach pig three columns back', () => {
    const road = cockroachPig(columns);
    expect(road.entries.map(({ color, column, depth }) => [column, depth, color])).toEqual([
      [3, 1, 'red'],
      [3, 2, 'red'],
      [4, 0, 'red'], // 3 against 3
      [4, 1, 'red'],
      [5, 0, 'red'], // 2 against 2
    ]);
    expect(positions(road.cells)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
    expect(derivedRoad(columns, 3)).toEqual(road);
  });

  it('is all red on a chop and on a long streak, with its own dragon tail', () => {
    const chop = bigEyeBoy(streaks([1, 1, 1, 1, 1, 1]));
    expect(chop.columns).toEqual([{ color: 'red', length: 4 }]);
    const dragon = bigEyeBoy(streaks([8, 8]));
    expect(dragon.columns).toEqual([{ color: 'red', length: 7 }]);
    expect(positions(dragon.cells)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
    ]);
    // Starting at the first cell of column 2 when column 1 has a single cell.
    expect(bigEyeBoy(streaks([4, 1, 2])).entries.map((entry) => entry.color)).toEqual([
      'blue', // 1 against 4
      'blue', // column 1 ends just above
    ]);
    expect(bigEyeBoy(streaks([1, 4])).entries.map((entry) => entry.color)).toEqual([
      'blue',
      'red',
      'red',
    ]);
    expect(smallRoad(streaks([5, 5])).entries).toEqual([]);
    expect(() => derivedRoad(columns, 0)).toThrow(RangeError);
  });
});
