/** Where the pips of each face sit on a 3 × 3 grid (0 to 8, row by row). */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

type Props = {
  face: number;
  /** The die's name for screen readers; none when the text beside it says it. */
  label?: string;
  className?: string;
};

/** One die, drawn in SVG. */
export const Die = ({ face, label, className = '' }: Props) => (
  <svg
    className={`dc-die ${className}`}
    viewBox="0 0 60 60"
    data-face={face}
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  >
    <rect x="3" y="3" width="54" height="54" rx="12" className="dc-die__body" />
    {(PIPS[face] ?? []).map((cell) => (
      <circle
        key={cell}
        cx={15 + (cell % 3) * 15}
        cy={15 + Math.floor(cell / 3) * 15}
        r="5.2"
        className={face === 1 || face === 4 ? 'dc-die__pip dc-die__pip--red' : 'dc-die__pip'}
      />
    ))}
  </svg>
);
