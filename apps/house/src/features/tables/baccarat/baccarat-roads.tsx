import {
  ROAD_ROWS,
  beadPlate,
  bigEyeBoy,
  bigRoad,
  cockroachPig,
  smallRoad,
  type DerivedRoad,
  type RoadResult,
} from '@member-site/house-games/baccarat';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { roadResults } from './baccarat-table';

/** Columns shown of each road; older columns scroll off on the left. */
const BEAD_COLUMNS = 10;
const BIG_COLUMNS = 24;
const DERIVED_COLUMNS = 16;
/** How many of the latest results the screen reader summary reads. */
const SPOKEN = 12;

type GridCell = { col: number; row: number; key: string; className: string; body?: ReactNode };

/** A road's grid: ROAD_ROWS rows, the latest `columns` columns of its cells. */
const RoadGrid = ({
  title,
  cells,
  columns,
  testId,
  variant,
}: {
  title: string;
  cells: readonly GridCell[];
  columns: number;
  testId: string;
  variant: string;
}) => {
  const width = cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
  const first = Math.max(0, width - columns);
  return (
    <figure className={`bc-road bc-road--${variant}`} data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div
        className="bc-road__grid"
        style={{
          gridTemplateColumns: `repeat(${columns}, var(--bc-cell))`,
          gridTemplateRows: `repeat(${ROAD_ROWS}, var(--bc-cell))`,
        }}
        aria-hidden="true"
      >
        {cells
          .filter((cell) => cell.col >= first)
          .map((cell) => (
            <span
              key={cell.key}
              className={`bc-road__cell ${cell.className}`}
              style={{ gridColumn: cell.col - first + 1, gridRow: cell.row + 1 }}
              data-testid="road-cell"
            >
              {cell.body}
            </span>
          ))}
      </div>
    </figure>
  );
};

const pairDots = (playerPair: boolean, bankerPair: boolean): ReactNode => (
  <>
    {bankerPair && <i className="bc-dot bc-dot--banker" />}
    {playerPair && <i className="bc-dot bc-dot--player" />}
  </>
);

const derivedCells = (road: DerivedRoad): GridCell[] =>
  road.cells.map((cell) => ({
    col: cell.col,
    row: cell.row,
    key: `${cell.col}-${cell.row}`,
    className: `is-${cell.color}`,
  }));

type Counts = Record<'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair' | 'natural', number>;

const countResults = (results: readonly RoadResult[]): Counts => {
  const counts: Counts = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0, natural: 0 };
  for (const result of results) {
    counts[result.winner] += 1;
    if (result.playerPair) counts.playerPair += 1;
    if (result.bankerPair) counts.bankerPair += 1;
    if (result.natural) counts.natural += 1;
  }
  return counts;
};

/**
 * The road maps of the table's finished rounds: the bead plate, the big road and the three roads
 * derived from it, with the counts of each result and a legend.
 */
export const BaccaratRoads = ({ history }: TableView) => {
  const { t } = useTranslation();
  const results = useMemo(() => roadResults(history), [history]);
  const roads = useMemo(() => {
    const big = bigRoad(results);
    return {
      bead: beadPlate(results),
      big,
      bigEye: bigEyeBoy(big.columns),
      small: smallRoad(big.columns),
      cockroach: cockroachPig(big.columns),
    };
  }, [results]);
  const counts = useMemo(() => countResults(results), [results]);
  const short = {
    player: t('baccarat.short_player'),
    banker: t('baccarat.short_banker'),
    tie: t('baccarat.short_tie'),
  };

  const beadCells: GridCell[] = roads.bead.map((cell) => ({
    col: cell.col,
    row: cell.row,
    key: String(cell.index),
    className: `is-${cell.winner}`,
    body: (
      <>
        <b>{short[cell.winner]}</b>
        {pairDots(cell.playerPair, cell.bankerPair)}
      </>
    ),
  }));
  const bigCells: GridCell[] = roads.big.cells.map((cell) => ({
    col: cell.col,
    row: cell.row,
    key: `${cell.col}-${cell.row}`,
    className: `is-${cell.winner ?? 'none'}`,
    body: (
      <>
        {cell.ties > 0 && <i className="bc-tie-line" />}
        {cell.ties > 1 && <b className="bc-tie-count">{cell.ties}</b>}
        {pairDots(cell.playerPair, cell.bankerPair)}
      </>
    ),
  }));
  const spoken = results
    .slice(-SPOKEN)
    .map((result) => t(`baccarat.wins_${result.winner}`))
    .join(', ');

  return (
    <section className="tb-panel bc-roads" aria-labelledby="bc-roads-title" data-testid="roads">
      <h2 id="bc-roads-title">{t('baccarat.roads_title')}</h2>
      <ul className="bc-counts" data-testid="road-counts">
        <li className="bc-count bc-count--banker">
          {t('baccarat.bet_banker')} <strong>{counts.banker}</strong>
        </li>
        <li className="bc-count bc-count--player">
          {t('baccarat.bet_player')} <strong>{counts.player}</strong>
        </li>
        <li className="bc-count bc-count--tie">
          {t('baccarat.bet_tie')} <strong>{counts.tie}</strong>
        </li>
        <li className="bc-count bc-count--banker-pair">
          {t('baccarat.bet_banker_pair')} <strong>{counts.bankerPair}</strong>
        </li>
        <li className="bc-count bc-count--player-pair">
          {t('baccarat.bet_player_pair')} <strong>{counts.playerPair}</strong>
        </li>
        <li className="bc-count">
          {t('baccarat.natural')} <strong>{counts.natural}</strong>
        </li>
        <li className="bc-count">{t('baccarat.rounds_count', { n: results.length })}</li>
      </ul>
      {results.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <>
          <p className="lf-sr">{t('baccarat.latest_results', { results: spoken })}</p>
          <div className="bc-roads__top">
            <RoadGrid
              title={t('baccarat.bead_plate')}
              cells={beadCells}
              columns={BEAD_COLUMNS}
              testId="road-bead"
              variant="bead"
            />
            <RoadGrid
              title={t('baccarat.big_road')}
              cells={bigCells}
              columns={BIG_COLUMNS}
              testId="road-big"
              variant="big"
            />
          </div>
          <div className="bc-roads__derived">
            <RoadGrid
              title={t('baccarat.big_eye_boy')}
              cells={derivedCells(roads.bigEye)}
              columns={DERIVED_COLUMNS}
              testId="road-big-eye"
              variant="big-eye"
            />
            <RoadGrid
              title={t('baccarat.small_road')}
              cells={derivedCells(roads.small)}
              columns={DERIVED_COLUMNS}
              testId="road-small"
              variant="small"
            />
            <RoadGrid
              title={t('baccarat.cockroach_pig')}
              cells={derivedCells(roads.cockroach)}
              columns={DERIVED_COLUMNS}
              testId="road-cockroach"
              variant="cockroach"
            />
          </div>
        </>
      )}
      <ul className="bc-legend" aria-label={t('baccarat.legend')}>
        <li>
          <span className="bc-legend__mark bc-legend__mark--banker" aria-hidden="true" />
          {t('baccarat.bet_banker')}
        </li>
        <li>
          <span className="bc-legend__mark bc-legend__mark--player" aria-hidden="true" />
          {t('baccarat.bet_player')}
        </li>
        <li>
          <span className="bc-legend__mark bc-legend__mark--tie" aria-hidden="true" />
          {t('baccarat.bet_tie')}
        </li>
        <li>
          <span className="bc-legend__dot bc-dot bc-dot--banker" aria-hidden="true" />
          {t('baccarat.bet_banker_pair')}
        </li>
        <li>
          <span className="bc-legend__dot bc-dot bc-dot--player" aria-hidden="true" />
          {t('baccarat.bet_player_pair')}
        </li>
        <li>{t('baccarat.legend_derived')}</li>
      </ul>
    </section>
  );
};
