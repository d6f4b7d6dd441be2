import type { BaccaratWinner } from './baccarat';

/**
 * The road maps a baccarat table shows: the bead plate, the big road and the three roads derived
 * from the big road (big eye boy, small road, cockroach pig). Pure functions from the table's
 * results, oldest first, to the cells to draw; a grid is `rows` high (6 at the tables) and as wide
 * as it needs, column 0 on the left, row 0 at the top.
 */

/** A round's result as the roads read it; a `BaccaratOutcome` is one. */
export type RoadResult = {
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  natural?: boolean;
};

export type RoadSide = 'player' | 'banker';

/** A position in a road's grid. */
export type GridPosition = { col: number; row: number };

export type BeadCell = GridPosition & {
  /** The result's position in the list. */
  index: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
};

/** One win in the big road and the ties that followed it. */
export type BigRoadEntry = {
  /** The win's position in the results. */
  index: number;
  /** Ties after this win and before the next one. */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
};

/** A streak: consecutive wins of one side, ties between them not breaking it. */
export type BigRoadColumn = { winner: RoadSide; entries: BigRoadEntry[] };

export type BigRoadCell = GridPosition & {
  /** The side that won; null only for the placeholder of ties before any win. */
  winner: RoadSide | null;
  /** Ties to mark on the cell (the first cell also carries the ties before the first win). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  /** The cell's streak (index in `columns`) and its depth in the streak, from 0. */
  column: number;
  depth: number;
};

export type BigRoad = {
  /** Ties before the first win. */
  leadingTies: number;
  /** The streaks, oldest first. */
  columns: BigRoadColumn[];
  /** Where the cells go, streak by streak, the dragon tail turned. */
  cells: BigRoadCell[];
};

export type RoadColor = 'red' | 'blue';

/** A derived road's entry and the big road cell that produced it. */
export type DerivedEntry = { color: RoadColor; column: number; depth: number };

export type DerivedCell = GridPosition & {
  color: RoadColor;
  /** The entry's streak in the derived road and its depth there, from 0. */
  column: number;
  depth: number;
};

export type DerivedRoad = {
  /** 1 big eye boy, 2 small road, 3 cockroach pig. */
  offset: number;
  /** The entries in the order the big road produced them. */
  entries: DerivedEntry[];
  /** The streaks of one colour, oldest first. */
  columns: { color: RoadColor; length: number }[];
  cells: DerivedCell[];
};

export const ROAD_ROWS = 6;

const checkRows = (rows: number): void => {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('invalid rows');
};

/** The bead plate: every result in turn, column by column, top to bottom. */
export const beadPlate = (results: readonly RoadResult[], rows: number = ROAD_ROWS): BeadCell[] => {
  checkRows(rows);
  return results.map((result, index) => ({
    col: Math.floor(index / rows),
    row: index % rows,
    index,
    winner: result.winner,
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
    natural: result.natural ?? false,
  }));
};

/** A placed cell: its grid position, its streak and its depth in it. */
export type PlacedCell = GridPosition & { column: number; depth: number };

/**
 * Places streaks in a grid the way the big road and the derived roads do. Each streak starts at
 * the top of the column right of where the previous streak started (further right while that
 * cell is taken by an earlier tail), and goes down. When the next cell down is past the bottom row
 * or already taken, the streak turns right and continues along its row to the end: the dragon tail.
 */
export const placeStreaks = (
  lengths: readonly number[],
  rows: number = ROAD_ROWS,
): PlacedCell[] => {
  checkRows(rows);
  const taken = new Set<number>();
  const key = (col: number, row: number): number => col * rows + row;
  const placed: PlacedCell[] = [];
  let start = -1;
  lengths.forEach((length, column) => {
    let col = start + 1;
    while (taken.has(key(col, 0))) col += 1;
    start = col;
    let row = 0;
    let turned = false;
    for (let depth = 0; depth < length; depth += 1) {
      if (depth > 0) {
        if (!turned && row + 1 < rows && !taken.has(key(col, row + 1))) {
          row += 1;
        } else {
          turned = true;
          col += 1;
          while (taken.has(key(col, row))) col += 1;
        }
      }
      taken.add(key(col, row));
      placed.push({ col, row, column, depth });
    }
  });
  return placed;
};

/**
 * The big road: a new column each time the winning side changes, a cell per win. Ties start no
 * column: each counts on the cell of the last win. Ties before any win count on a placeholder at
 * the first cell, which the first win then fills (its cell keeps those ties marked).
 */
export const bigRoad = (results: readonly RoadResult[], rows: number = ROAD_ROWS): BigRoad => {
  checkRows(rows);
  let leadingTies = 0;
  const columns: BigRoadColumn[] = [];
  results.forEach((result, index) => {
    const last = columns.at(-1);
    if (result.winner === 'tie') {
      const entry = last?.entries.at(-1);
      if (entry) entry.ties += 1;
      else leadingTies += 1;
      return;
    }
    const entry: BigRoadEntry = {
      index,
      ties: 0,
      playerPair: result.playerPair,
      bankerPair: result.bankerPair,
      natural: result.natural ?? false,
    };
    if (last?.winner === result.winner) last.entries.push(entry);
    else columns.push({ winner: result.winner, entries: [entry] });
  });

  if (columns.length === 0) {
    const cells: BigRoadCell[] =
      leadingTies > 0
        ? [
            {
              col: 0,
              row: 0,
              winner: null,
              ties: leadingTies,
              playerPair: false,
              bankerPair: false,
              natural: false,
              column: 0,
              depth: 0,
            },
          ]
        : [];
    return { leadingTies, columns, cells };
  }
  const cells = placeStreaks(
    columns.map((column) => column.entries.length),
    rows,
  ).map((place): BigRoadCell => {
    const column = columns[place.column];
    const entry = column?.entries[place.depth];
    if (!column || !entry) throw new Error('a placed cell outside the big road');
    const first = place.column === 0 && place.depth === 0;
    return {
      ...place,
      winner: column.winner,
      ties: entry.ties + (first ? leadingTies : 0),
      playerPair: entry.playerPair,
      bankerPair: entry.bankerPair,
      natural: entry.natural,
    };
  });
  return { leadingTies, columns, cells };
};

/**
 * A derived road: big eye boy (offset 1), small road (offset 2) or cockroach pig (offset 3). Each
 * big road cell from a starting point on adds an entry, red or blue, by the casino rules, where
 * columns are the big road's streaks at their full length (a dragon tail's turn does not count):
 *
 * - The road starts at the second cell of big road column `offset` (counting from 0), or, when that
 *   column has one cell, at the first cell of column `offset + 1`. Earlier cells add nothing.
 * - The first cell of a new column compares the two columns before it that are `offset` apart:
 *   the previous column and the one `offset + 1` columns back. The same length is red
 *   (the big road is orderly), different lengths blue.
 * - Any later cell, at depth d (from 0) in its column, looks at the column `offset` columns back:
 *   red when that column reaches depth d as well; blue when that column ends exactly at depth d - 1
 *   (it has d cells); red when it ended earlier still (two empty cells in a row count as a
 *   repeat of the pattern).
 *
 * The entries are then laid out like the big road: a new column when the colour changes, turning
 * right along its row at the bottom or at a taken cell.
 */
export const derivedRoad = (
  bigRoadColumns: readonly BigRoadColumn[],
  offset: number,
  rows: number = ROAD_ROWS,
): DerivedRoad => {
  if (!Number.isInteger(offset) || offset < 1) throw new RangeError('invalid offset');
  checkRows(rows);
  const lengths = bigRoadColumns.map((column) => column.entries.length);
  const lengthAt = (column: number): number => lengths[column] ?? 0;
  const entries: DerivedEntry[] = [];
  lengths.forEach((length, column) => {
    for (let depth = 0; depth < length; depth += 1) {
      let color: RoadColor | undefined;
      if (depth === 0) {
        if (column >= offset + 1) {
          color = lengthAt(column - 1) === lengthAt(column - 1 - offset) ? 'red' : 'blue';
        }
      } else if (column >= offset) {
        color = lengthAt(column - offset) === depth ? 'blue' : 'red';
      }
      if (color) entries.push({ color, column, depth });
    }
  });

  const columns: { color: RoadColor; length: number }[] = [];
  for (const { color } of entries) {
    const last = columns.at(-1);
    if (last?.color === color) last.length += 1;
    else columns.push({ color, length: 1 });
  }
  const cells = placeStreaks(
    columns.map((column) => column.length),
    rows,
  ).map((place) => ({ ...place, color: columns[place.column]?.color ?? 'red' }));
  return { offset, entries, columns, cells };
};

/** The big eye boy: the derived road one column back. */
export const bigEyeBoy = (
  columns: readonly BigRoadColumn[],
  rows: number = ROAD_ROWS,
): DerivedRoad => derivedRoad(columns, 1, rows);

/** The small road: the derived road two columns back. */
export const smallRoad = (
  columns: readonly BigRoadColumn[],
  rows: number = ROAD_ROWS,
): DerivedRoad => derivedRoad(columns, 2, rows);

/** The cockroach pig: the derived road three columns back. */
export const cockroachPig = (
  columns: readonly BigRoadColumn[],
  rows: number = ROAD_ROWS,
): DerivedRoad => derivedRoad(columns, 3, rows);
