/**
 * The art of Lotus Fortune's symbols, drawn once as an SVG sprite of `<symbol>`s that every reel
 * cell, the paytable and the verify page reuse with `<use>`. The sprite is zero-sized but not
 * hidden: a gradient inside a `display: none` subtree does not paint in Chromium.
 */
const CARD_COLOURS = {
  A: ['#ffe3d6', '#f0383f', '#7a0b12'],
  K: ['#f1dcff', '#9d4edd', '#3c096c'],
  Q: ['#d9ecff', '#2f7de1', '#0b2a66'],
  J: ['#d8ffe9', '#20b46a', '#0a4a2b'],
  '10': ['#fff0cc', '#f28c18', '#7a3a05'],
} as const;

/**
 * The fills of the symbols, each stop written as in CSS: `colour offset [opacity]`. `down` runs
 * top to bottom, `orb` lights a sphere from its upper left, `glow` fades from the centre.
 */
const GRADIENTS: readonly {
  id: string;
  shape: 'down' | 'diagonal' | 'across' | 'orb' | 'glow';
  stops: string;
}[] = [
  { id: 'lf-gold', shape: 'down', stops: '#fff6c2 0, #f7c948 0.35, #b8791a 0.7, #ffd970 1' },
  { id: 'lf-gold-soft', shape: 'diagonal', stops: '#fff1a8 0, #d89a1e 1' },
  { id: 'lf-jade', shape: 'orb', stops: '#6ff2b8 0, #138f5e 0.55, #052e1f 1' },
  { id: 'lf-violet', shape: 'orb', stops: '#c28bff 0, #5b21b6 0.55, #1a0838 1' },
  { id: 'lf-sea', shape: 'orb', stops: '#7fe0ff 0, #1d5fd8 0.55, #081a48 1' },
  { id: 'lf-red', shape: 'orb', stops: '#ff8a72 0, #d1161d 0.5, #5e0609 1' },
  { id: 'lf-fire', shape: 'down', stops: '#fff3a0 0, #ff9d1c 0.45, #d42a12 1' },
  { id: 'lf-petal', shape: 'down', stops: '#fff0f6 0, #ff7eb6 0.45, #b8145a 1' },
  { id: 'lf-petal-deep', shape: 'down', stops: '#ffb3d4 0, #8a0b44 1' },
  { id: 'lf-aura', shape: 'glow', stops: '#fff4b8 0 0.95, #ffb938 0.5 0.45, #ff6a00 1 0' },
  { id: 'lf-aura-red', shape: 'glow', stops: '#ff5a3c 0 0.85, #b3001b 0.6 0.35, #b3001b 1 0' },
  { id: 'lf-koi', shape: 'down', stops: '#ffffff 0, #ffd9c2 1' },
  { id: 'lf-lantern', shape: 'across', stops: '#7a0710 0, #ff3b2f 0.35, #ff6b4a 0.55, #8a0a12 1' },
  ...Object.entries(CARD_COLOURS).map(([rank, [light, mid, dark]]) => ({
    id: `lf-card-${rank}`,
    shape: 'down' as const,
    stops: `${light} 0, ${mid} 0.5, ${dark} 1`,
  })),
];

const LINEAR = {
  down: { x1: 0, y1: 0, x2: 0, y2: 1 },
  diagonal: { x1: 0, y1: 0, x2: 1, y2: 1 },
  across: { x1: 0, y1: 0, x2: 1, y2: 0 },
} as const;
const RADIAL = { orb: { cx: 0.4, cy: 0.35, r: 0.75 }, glow: { cx: 0.5, cy: 0.5, r: 0.5 } } as const;

const Gradients = () => (
  <>
    {GRADIENTS.map(({ id, shape, stops }) => {
      const children = stops.split(', ').map((stop) => {
        const [colour, offset, opacity] = stop.split(' ');
        return <stop key={offset} offset={offset} stopColor={colour} stopOpacity={opacity} />;
      });
      return shape === 'orb' || shape === 'glow' ? (
        <radialGradient key={id} id={id} {...RADIAL[shape]}>
          {children}
        </radialGradient>
      ) : (
        <linearGradient key={id} id={id} {...LINEAR[shape]}>
          {children}
        </linearGradient>
      );
    })}
  </>
);

/** A gold-rimmed round medallion behind the four high symbols. */
const Medallion = ({ fill }: { fill: string }) => (
  <g>
    <circle cx="50" cy="52.5" r="45.5" fill="#000" opacity="0.35" />
    <circle cx="50" cy="50" r="45" fill="url(#lf-gold)" />
    <circle cx="50" cy="50" r="40.5" fill={`url(#${fill})`} stroke="#5a3200" strokeWidth="1.2" />
    <circle
      cx="50"
      cy="50"
      r="36"
      fill="none"
      stroke="url(#lf-gold-soft)"
      strokeWidth="0.8"
      strokeDasharray="1.5 2.5"
      opacity="0.8"
    />
    <path d="M22 30 A34 34 0 0 1 58 15" fill="none" stroke="#fff" strokeWidth="2" opacity="0.25" />
  </g>
);

const Dragon = () => (
  <symbol id="lf-sym-dragon" viewBox="0 0 100 100">
    <Medallion fill="lf-jade" />
    <g strokeLinecap="round" strokeLinejoin="round">
      {/* flaming pearl */}
      <circle cx="30" cy="30" r="7" fill="url(#lf-aura)" />
      <circle cx="30" cy="30" r="4.2" fill="#fff8de" stroke="#f0a020" strokeWidth="1" />
      {/* serpentine body */}
      <path
        d="M24 78 C 14 62, 34 52, 48 60 S 80 70, 76 50 S 56 34, 60 26"
        fill="none"
        stroke="#5a3200"
        strokeWidth="13"
      />
      <path
        d="M24 78 C 14 62, 34 52, 48 60 S 80 70, 76 50 S 56 34, 60 26"
        fill="none"
        stroke="url(#lf-gold)"
        strokeWidth="10"
      />
      <path
        d="M24 78 C 14 62, 34 52, 48 60 S 80 70, 76 50 S 56 34, 60 26"
        fill="none"
        stroke="#a3650e"
        strokeWidth="5"
        strokeDasharray="2.2 3"
        opacity="0.8"
      />
      {/* dorsal fins */}
      <path
        d="M36 55 l2 -7 l3 6 M52 57 l4 -6 l1 7 M70 58 l7 -3 l-3 7 M70 42 l7 1 l-5 5"
        fill="url(#lf-fire)"
        stroke="#7a2a00"
        strokeWidth="0.8"
      />
      {/* head */}
      <path
        d="M52 28 C 52 18, 64 12, 74 16 L 86 20 C 88 22, 86 25, 83 25 L 76 25 C 78 28, 76 32, 71 32 L 60 33 C 56 33, 52 32, 52 28 Z"
        fill="url(#lf-gold)"
        stroke="#5a3200"
        strokeWidth="1.3"
      />
      <path d="M60 16 C 56 8, 50 8, 46 10" fill="none" stroke="#5a3200" strokeWidth="3.4" />
      <path d="M60 16 C 56 8, 50 8, 46 10" fill="none" stroke="#ffe08a" strokeWidth="1.8" />
      <path d="M66 14 C 66 6, 62 3, 57 3" fill="none" stroke="#5a3200" strokeWidth="3.4" />
      <path d="M66 14 C 66 6, 62 3, 57 3" fill="none" stroke="#ffe08a" strokeWidth="1.8" />
      <circle cx="68" cy="20" r="2.6" fill="#fff" stroke="#5a3200" strokeWidth="0.8" />
      <circle cx="68.6" cy="20" r="1.3" fill="#c0101a" />
      <path d="M80 24 C 88 30, 90 36, 86 42" fill="none" stroke="#ffe08a" strokeWidth="1.2" />
      <path d="M74 31 C 78 38, 76 44, 70 46" fill="none" stroke="#ffe08a" strokeWidth="1.2" />
      <path d="M71 27 l9 -0.5" stroke="#7a1a00" strokeWidth="1.1" />
      {/* claw */}
      <path d="M30 64 l-6 4 m6 -4 l-3 7 m3 -7 l1 7" stroke="#ffe08a" strokeWidth="2" fill="none" />
    </g>
  </symbol>
);

const Phoenix = () => (
  <symbol id="lf-sym-phoenix" viewBox="0 0 100 100">
    <Medallion fill="lf-violet" />
    <g strokeLinejoin="round" strokeLinecap="round">
      {/* tail feathers */}
      <path
        d="M46 58 C 40 72, 26 80, 16 78 C 26 74, 34 66, 38 56 Z"
        fill="url(#lf-fire)"
        stroke="#7a1400"
        strokeWidth="1"
      />
      <path
        d="M50 60 C 50 76, 42 88, 34 90 C 40 82, 42 70, 44 58 Z"
        fill="url(#lf-fire)"
        stroke="#7a1400"
        strokeWidth="1"
      />
      <path
        d="M54 58 C 62 72, 62 84, 58 92 C 56 82, 52 72, 48 60 Z"
        fill="url(#lf-fire)"
        stroke="#7a1400"
        strokeWidth="1"
      />
      <circle cx="19" cy="77" r="2.4" fill="#fff2a8" stroke="#b01800" strokeWidth="0.8" />
      <circle cx="35" cy="88" r="2.4" fill="#fff2a8" stroke="#b01800" strokeWidth="0.8" />
      <circle cx="58" cy="89" r="2.4" fill="#fff2a8" stroke="#b01800" strokeWidth="0.8" />
      {/* wings */}
      <path
        d="M48 46 C 34 30, 18 30, 10 36 C 20 38, 24 44, 30 46 C 22 46, 18 50, 16 54 C 28 52, 38 54, 46 54 Z"
        fill="url(#lf-fire)"
        stroke="#7a1400"
        strokeWidth="1.1"
      />
      <path
        d="M54 44 C 66 26, 82 22, 92 28 C 82 32, 78 38, 74 42 C 82 42, 86 46, 88 50 C 76 50, 64 52, 56 54 Z"
        fill="url(#lf-fire)"
        stroke="#7a1400"
        strokeWidth="1.1"
      />
      <path d="M20 40 C 30 40, 38 44, 44 50" fill="none" stroke="#fff3a0" strokeWidth="1" />
      <path d="M84 31 C 74 34, 64 40, 58 48" fill="none" stroke="#fff3a0" strokeWidth="1" />
      {/* body and head */}
      <path
        d="M44 62 C 40 52, 44 40, 52 34 C 56 40, 58 52, 54 62 Z"
        fill="url(#lf-gold)"
        stroke="#5a3200"
        strokeWidth="1.2"
      />
      <circle cx="55" cy="30" r="7" fill="url(#lf-gold)" stroke="#5a3200" strokeWidth="1.2" />
      <path d="M61 29 l8 2.5 l-7.5 2.5 Z" fill="#ff9d1c" stroke="#7a1400" strokeWidth="0.8" />
      <circle cx="56.5" cy="28.5" r="1.4" fill="#3a0a00" />
      <path
        d="M51 24 C 46 16, 50 12, 52 10 M54 23 C 54 16, 58 12, 61 11 M50 26 C 44 22, 42 18, 43 14"
        fill="none"
        stroke="#ff9d1c"
        strokeWidth="1.6"
      />
    </g>
  </symbol>
);

const Koi = () => (
  <symbol id="lf-sym-koi" viewBox="0 0 100 100">
    <Medallion fill="lf-sea" />
    <g opacity="0.5" fill="none" stroke="#bfe9ff" strokeWidth="1.2">
      <path d="M18 70 q8 -5 16 0 t16 0 t16 0 t16 0" />
      <path d="M22 78 q8 -5 16 0 t16 0 t16 0" />
    </g>
    <g strokeLinejoin="round" strokeLinecap="round">
      {/* tail */}
      <path
        d="M26 66 C 18 72, 12 80, 14 86 C 20 80, 26 78, 32 76 C 28 82, 30 88, 34 90 C 36 82, 38 76, 38 70 Z"
        fill="#ff6a2a"
        stroke="#7a1a00"
        strokeWidth="1.1"
      />
      {/* fins */}
      <path
        d="M50 58 C 46 68, 40 72, 36 72 C 40 66, 42 60, 44 56 Z"
        fill="#ff8a4a"
        stroke="#7a1a00"
        strokeWidth="1"
      />
      <path
        d="M54 36 C 60 26, 68 24, 72 26 C 66 30, 62 34, 60 40 Z"
        fill="#ff8a4a"
        stroke="#7a1a00"
        strokeWidth="1"
      />
      {/* body */}
      <path
        d="M30 70 C 32 54, 46 38, 64 32 C 74 29, 82 32, 84 38 C 84 46, 74 54, 60 60 C 50 64, 40 68, 30 70 Z"
        fill="url(#lf-koi)"
        stroke="#7a1a00"
        strokeWidth="1.3"
      />
      <path
        d="M64 33 C 74 30, 82 33, 83 38 C 76 40, 70 40, 64 38 Z"
        fill="#e8321c"
        opacity="0.95"
      />
      <path d="M46 50 C 52 44, 60 44, 62 50 C 58 56, 50 58, 46 50 Z" fill="#ff5a1f" />
      <path d="M34 64 C 38 60, 42 60, 42 64 C 40 67, 36 67, 34 64 Z" fill="#ff5a1f" />
      <path
        d="M44 60 q3 -3 6 0 M52 56 q3 -3 6 0 M40 54 q3 -3 6 0"
        fill="none"
        stroke="#d98a6a"
        strokeWidth="0.8"
      />
      <circle cx="76" cy="37" r="2.4" fill="#1a1a1a" />
      <circle cx="76.6" cy="36.4" r="0.8" fill="#fff" />
      <path d="M84 40 C 88 44, 90 48, 88 52" fill="none" stroke="#7a1a00" strokeWidth="0.9" />
      <circle cx="72" cy="20" r="2" fill="none" stroke="#dff6ff" strokeWidth="1" />
      <circle cx="78" cy="14" r="1.4" fill="none" stroke="#dff6ff" strokeWidth="1" />
    </g>
  </symbol>
);

const Lantern = () => (
  <symbol id="lf-sym-lantern" viewBox="0 0 100 100">
    <circle cx="50" cy="50" r="46" fill="url(#lf-aura-red)" />
    <g strokeLinejoin="round">
      <path d="M50 4 V 14" stroke="#ffd970" strokeWidth="2" />
      <rect x="36" y="13" width="28" height="8" rx="2" fill="url(#lf-gold)" stroke="#5a3200" />
      <ellipse
        cx="50"
        cy="48"
        rx="32"
        ry="28"
        fill="url(#lf-lantern)"
        stroke="#5a0408"
        strokeWidth="1.5"
      />
      <g fill="none" stroke="#ffcf66" strokeWidth="1" opacity="0.75">
        <ellipse cx="50" cy="48" rx="20" ry="28" />
        <ellipse cx="50" cy="48" rx="8" ry="28" />
      </g>
      <circle cx="50" cy="48" r="11" fill="url(#lf-gold)" stroke="#5a3200" strokeWidth="1.2" />
      <path
        d="M50 40 l2.2 5.6 l6 .4 l-4.6 3.8 l1.5 5.8 l-5.1 -3.2 l-5.1 3.2 l1.5 -5.8 l-4.6 -3.8 l6 -.4 Z"
        fill="#c4161c"
      />
      <rect x="36" y="74" width="28" height="8" rx="2" fill="url(#lf-gold)" stroke="#5a3200" />
      <g stroke="#ffb938" strokeWidth="1.6" strokeLinecap="round">
        <path d="M44 82 V 96" />
        <path d="M48 82 V 98" />
        <path d="M52 82 V 98" />
        <path d="M56 82 V 96" />
      </g>
      <path
        d="M30 34 C 32 28, 38 24, 44 22"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        opacity="0.35"
        strokeLinecap="round"
      />
    </g>
  </symbol>
);

const Lotus = () => (
  <symbol id="lf-sym-lotus" viewBox="0 0 100 100">
    <circle cx="50" cy="50" r="48" fill="url(#lf-aura)" />
    <g stroke="#ffd970" strokeWidth="1.1" opacity="0.9" strokeLinecap="round" fill="none">
      <path d="M50 6 V 16 M50 84 V 94 M6 50 H 16 M84 50 H 94 M19 19 l7 7 M81 19 l-7 7" />
    </g>
    <g strokeLinejoin="round">
      <path
        d="M18 72 C 30 82, 70 82, 82 72 C 70 78, 30 78, 18 72 Z"
        fill="#1f8a4c"
        stroke="#0b3d22"
      />
      <path
        d="M50 76 C 30 74, 12 62, 10 48 C 24 50, 38 58, 50 76 Z"
        fill="url(#lf-petal-deep)"
        stroke="#6a0632"
        strokeWidth="1"
      />
      <path
        d="M50 76 C 70 74, 88 62, 90 48 C 76 50, 62 58, 50 76 Z"
        fill="url(#lf-petal-deep)"
        stroke="#6a0632"
        strokeWidth="1"
      />
      <path
        d="M50 76 C 34 70, 22 52, 26 34 C 38 42, 48 56, 50 76 Z"
        fill="url(#lf-petal)"
        stroke="#8a0b44"
        strokeWidth="1"
      />
      <path
        d="M50 76 C 66 70, 78 52, 74 34 C 62 42, 52 56, 50 76 Z"
        fill="url(#lf-petal)"
        stroke="#8a0b44"
        strokeWidth="1"
      />
      <path
        d="M50 76 C 38 62, 38 36, 50 18 C 62 36, 62 62, 50 76 Z"
        fill="url(#lf-petal)"
        stroke="#8a0b44"
        strokeWidth="1.1"
      />
      <path
        d="M50 70 C 45 58, 45 40, 50 26"
        fill="none"
        stroke="#fff"
        strokeWidth="1.2"
        opacity="0.6"
      />
      <circle cx="50" cy="70" r="5" fill="url(#lf-gold)" stroke="#5a3200" strokeWidth="0.8" />
    </g>
  </symbol>
);

const Ingot = () => (
  <symbol id="lf-sym-ingot" viewBox="0 0 100 100">
    <circle cx="50" cy="52" r="46" fill="url(#lf-aura-red)" />
    <g fill="#ffe9a0" opacity="0.9">
      <path d="M18 22 l1.6 4 l4 1.6 l-4 1.6 l-1.6 4 l-1.6 -4 l-4 -1.6 l4 -1.6 Z" />
      <path d="M82 18 l1.2 3 l3 1.2 l-3 1.2 l-1.2 3 l-1.2 -3 l-3 -1.2 l3 -1.2 Z" />
      <path d="M86 66 l1 2.5 l2.5 1 l-2.5 1 l-1 2.5 l-1 -2.5 l-2.5 -1 l2.5 -1 Z" />
    </g>
    <g strokeLinejoin="round">
      <ellipse
        cx="50"
        cy="44"
        rx="20"
        ry="17"
        fill="url(#lf-gold)"
        stroke="#5a3200"
        strokeWidth="1.3"
      />
      <path
        d="M38 36 C 40 30, 46 28, 52 28"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        opacity="0.7"
        strokeLinecap="round"
      />
      <path
        d="M8 44 C 14 40, 22 46, 28 54 C 36 58, 64 58, 72 54 C 78 46, 86 40, 92 44 C 90 60, 80 78, 50 80 C 20 78, 10 60, 8 44 Z"
        fill="url(#lf-gold)"
        stroke="#5a3200"
        strokeWidth="1.4"
      />
      <path
        d="M14 48 C 18 46, 22 50, 26 56 C 36 62, 64 62, 74 56 C 78 50, 82 46, 86 48"
        fill="none"
        stroke="#8a5200"
        strokeWidth="1.2"
      />
      <path
        d="M20 62 C 28 72, 40 75, 50 75"
        fill="none"
        stroke="#fff6c2"
        strokeWidth="2"
        opacity="0.65"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="66" rx="9" ry="5" fill="#c4161c" stroke="#5a3200" strokeWidth="0.8" />
      <path d="M46 66 h8 M50 63 v6" stroke="#ffd970" strokeWidth="1.2" />
    </g>
  </symbol>
);

const Card = ({ rank }: { rank: keyof typeof CARD_COLOURS }) => (
  <symbol id={`lf-sym-${rank}`} viewBox="0 0 100 100">
    <g opacity="0.35" fill="none" stroke="url(#lf-gold-soft)" strokeWidth="1.4">
      <path d="M14 84 q8 -8 16 0 q8 -8 16 0" />
      <path d="M54 18 q8 -8 16 0 q8 -8 16 0" />
    </g>
    <text
      x="50"
      y="76"
      textAnchor="middle"
      fontFamily="'DejaVu Serif', Georgia, 'Times New Roman', serif"
      fontWeight="900"
      fontSize={rank === '10' ? 52 : 66}
      letterSpacing={rank === '10' ? -4 : 0}
      fill="#000"
      opacity="0.35"
    >
      {rank}
    </text>
    <text
      x="50"
      y="73"
      textAnchor="middle"
      fontFamily="'DejaVu Serif', Georgia, 'Times New Roman', serif"
      fontWeight="900"
      fontSize={rank === '10' ? 52 : 66}
      letterSpacing={rank === '10' ? -4 : 0}
      fill={`url(#lf-card-${rank})`}
      stroke="url(#lf-gold)"
      strokeWidth="3.2"
      paintOrder="stroke"
    >
      {rank}
    </text>
  </symbol>
);

export const SymbolSprite = () => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="0"
    height="0"
    style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
  >
    <defs>
      <Gradients />
    </defs>
    <Dragon />
    <Phoenix />
    <Koi />
    <Lantern />
    <Lotus />
    <Ingot />
    <Card rank="A" />
    <Card rank="K" />
    <Card rank="Q" />
    <Card rank="J" />
    <Card rank="10" />
  </svg>
);
