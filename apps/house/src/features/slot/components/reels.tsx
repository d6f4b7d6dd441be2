import type { SlotSpinView } from '@member-site/contracts';
import { LOTUS_FORTUNE } from '@member-site/house-games/slot';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SymbolIcon } from '../../../shared/symbols/symbol-icon';

const ROWS = LOTUS_FORTUNE.rows;

/** Colours of the payline strokes, one per line, bright on the dark reels. */
export const LINE_COLOURS = [
  '#ffd23f',
  '#ff5d73',
  '#5ee6a0',
  '#5cc8ff',
  '#ff9f1c',
  '#c77dff',
  '#f15bb5',
  '#00f5d4',
  '#fee440',
  '#9ef01a',
  '#ff6d00',
  '#4cc9f0',
  '#f72585',
  '#b5e48c',
  '#ffb4a2',
  '#80ffdb',
  '#ffd6a5',
  '#caffbf',
  '#a0c4ff',
  '#ffc6ff',
  '#fdffb6',
  '#ff99c8',
  '#e9ff70',
  '#70d6ff',
  '#ff70a6',
];

/** The cells a spin's wins cover, as "reel:row". */
export const winningCells = (spin: SlotSpinView | null, focusLine?: number): Set<string> => {
  const cells = new Set<string>();
  if (!spin) return cells;
  for (const win of spin.line_wins) {
    if (focusLine !== undefined && win.line !== focusLine) continue;
    const line = LOTUS_FORTUNE.paylines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${line[reel] ?? 0}`);
  }
  if (focusLine === undefined && (LOTUS_FORTUNE.scatterPays[spin.scatters] ?? 0) > 0) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === LOTUS_FORTUNE.scatter) cells.add(`${reel}:${row}`);
      }),
    );
  }
  return cells;
};

/** A blurred run of the reel's own strip that loops while the reel spins. */
const SpinningStrip = memo(({ reel }: { reel: number }) => {
  const strip = LOTUS_FORTUNE.reels[reel] ?? [];
  const start = (reel * 7) % Math.max(1, strip.length);
  const run = Array.from({ length: 8 }, (_, i) => strip[(start + i) % strip.length] ?? 'A');
  return (
    <div className="lf-strip" style={{ animationDelay: `${-reel * 37}ms` }}>
      <div className="lf-strip__blur">
        {[...run, ...run].map((symbol, i) => (
          <div className="lf-cell" key={i}>
            <SymbolIcon symbol={symbol} className="lf-symbol" />
          </div>
        ))}
      </div>
    </div>
  );
});
SpinningStrip.displayName = 'SpinningStrip';

type Props = {
  grid: string[][];
  spinning: boolean[];
  spin: SlotSpinView | null;
  /** Whether the win show is on (dims what did not win). */
  showWins: boolean;
  /** The one winning line to show (they take turns after a round); all when undefined. */
  focusLine?: number | undefined;
  /** How often each reel has stopped: a new stop replays its landing bounce. */
  landed: number[];
};

export const Reels = ({ grid, spinning, spin, showWins, focusLine, landed }: Props) => {
  const { t } = useTranslation();
  const cells = useMemo(() => winningCells(spin, focusLine), [spin, focusLine]);
  const anyWin = showWins && cells.size > 0;
  const wins = (spin?.line_wins ?? []).filter(
    (win) => focusLine === undefined || win.line === focusLine,
  );

  return (
    <div className={`lf-reels${anyWin ? ' has-win' : ''}`} data-testid="reels">
      {grid.map((column, reel) => (
        <div
          className={`lf-reel${spinning[reel] ? ' is-spinning' : ''}`}
          key={reel}
          role="list"
          aria-label={t('game.reel', { n: reel + 1 })}
          aria-busy={spinning[reel] ?? false}
        >
          {spinning[reel] ? (
            <SpinningStrip reel={reel} />
          ) : (
            <div className="lf-stack" key={landed[reel]}>
              {column.slice(0, ROWS).map((symbol, row) => {
                const isWin = anyWin && cells.has(`${reel}:${row}`);
                return (
                  <div
                    role="listitem"
                    className={`lf-cell${isWin ? ' is-win' : ''}`}
                    key={row}
                    data-testid={`cell-${reel}-${row}`}
                  >
                    <SymbolIcon
                      symbol={symbol}
                      label={t(`symbols.${symbol}`)}
                      className="lf-symbol"
                    />
                    {symbol === LOTUS_FORTUNE.wild && (
                      <span className="lf-tag">{t('game.wild')}</span>
                    )}
                    {symbol === LOTUS_FORTUNE.scatter && (
                      <span className="lf-tag lf-tag--scatter">{t('game.scatter')}</span>
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      ))}
      {anyWin && wins.length > 0 && (
        <svg
          className="lf-lines"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {wins.map((win) => {
            const line = LOTUS_FORTUNE.paylines[win.line] ?? [];
            const points = line
              .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
              .join(' ');
            return (
              <g key={win.line}>
                <polyline
                  points={points}
                  className="lf-line-glow"
                  stroke={LINE_COLOURS[win.line]}
                />
                <polyline points={points} className="lf-line" stroke={LINE_COLOURS[win.line]} />
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
};
