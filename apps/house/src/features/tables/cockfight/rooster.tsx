import type { CockColour } from '@member-site/house-games/cockfight';

/** Each colour's plumage: body, the darker tail and wing, and the hackles of the neck. */
const PLUMAGE: Record<CockColour, { body: string; dark: string; hackle: string }> = {
  red: { body: '#b8321f', dark: '#6e1a10', hackle: '#e0802c' },
  grey: { body: '#8d939c', dark: '#4a4f57', hackle: '#c7ccd3' },
  white: { body: '#f3efe4', dark: '#c9c1ad', hackle: '#fffdf6' },
  black: { body: '#2b2b31', dark: '#0f1a2e', hackle: '#3f5a7a' },
  golden: { body: '#d79a27', dark: '#7d4f12', hackle: '#f4cf62' },
};

type Props = {
  colour: CockColour;
  /** Which way the bird looks: meron faces right, wala faces left. */
  facing: 'left' | 'right';
  className?: string;
};

/** A stylised fighting rooster in its colours, drawn in SVG. */
export const Rooster = ({ colour, facing, className = '' }: Props) => {
  const plumage = PLUMAGE[colour];
  return (
    <svg
      className={`cf-rooster ${className}`}
      viewBox="0 0 120 110"
      aria-hidden="true"
      data-colour={colour}
    >
      <g transform={facing === 'left' ? 'translate(120 0) scale(-1 1)' : undefined}>
        {/* Tail: three sickle feathers sweeping back. */}
        <path d="M38 56 C14 40 6 18 16 6 C22 24 30 34 44 44 Z" fill={plumage.dark} />
        <path d="M36 60 C10 56 0 36 4 22 C14 40 24 46 42 50 Z" fill={plumage.dark} />
        <path d="M38 66 C16 70 6 58 6 46 C16 56 28 58 42 58 Z" fill={plumage.body} />
        {/* Legs and spurs. */}
        <g stroke="#e6b64a" strokeWidth="4" strokeLinecap="round" fill="none">
          <path d="M56 82 L52 100 L44 104 M52 100 L58 104" />
          <path d="M70 82 L72 100 L64 104 M72 100 L80 104" />
        </g>
        {/* Body and wing. */}
        <ellipse cx="60" cy="66" rx="26" ry="20" fill={plumage.body} />
        <path d="M46 62 C58 54 74 58 78 68 C68 78 52 78 46 62 Z" fill={plumage.dark} />
        {/* Neck hackles and head. */}
        <path d="M70 58 C72 42 78 32 88 28 C94 38 90 52 82 62 Z" fill={plumage.hackle} />
        <circle cx="90" cy="28" r="10" fill={plumage.body} />
        {/* Comb, wattle, beak and eye. */}
        <path
          d="M82 20 C82 12 86 12 87 18 C88 10 92 10 92 17 C94 11 98 12 97 20 Z"
          fill="#d91f26"
        />
        <path d="M94 36 C96 44 90 46 90 38 Z" fill="#d91f26" />
        <path d="M99 25 L110 29 L99 32 Z" fill="#f2c23a" />
        <circle cx="93" cy="26" r="2.2" fill="#111" />
      </g>
    </svg>
  );
};
