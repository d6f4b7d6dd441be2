import { type Canvas, DISPLAY_FONT, esc, gold, linearGradient, n, radialGradient } from './svg';

/*
 * The illustrations: each motif draws itself in a 200 x 200 box centred on the origin, and
 * `drawMotif` places and scales it. Shapes are built from gradients and simple paths so they stay
 * crisp at every size and weigh a few kilobytes.
 */

type Draw = (canvas: Canvas) => string;

const polar = (r: number, degrees: number): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
};

const polygon = (cx: number, cy: number, r: number, sides: number, rotation: number): string =>
  Array.from({ length: sides }, (_, k) => {
    const [x, y] = polar(r, rotation + (k * 360) / sides);
    return `${n(cx + x)},${n(cy + y)}`;
  }).join(' ');

/** Points of a star polygon. */
export const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, k) => {
    const [x, y] = polar(k % 2 === 0 ? outer : inner, -90 + (k * 180) / points);
    return `${n(cx + x)},${n(cy + y)}`;
  }).join(' ');

/** A four-pointed twinkle. */
const sparklePath = (x: number, y: number, s: number): string =>
  `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`;

/** Card suits in a 100 x 100 box. */
const SUITS = {
  heart:
    'M50 90C20 66 4 50 4 31C4 16 15 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C85 6 96 16 96 31C96 50 80 66 50 90Z',
  spade:
    'M50 4C80 30 96 44 96 60C96 74 85 82 73 82C64 82 57 78 53 72C54 82 58 90 66 96H34C42 90 46 82 47 72C43 78 36 82 27 82C15 82 4 74 4 60C4 44 20 30 50 4Z',
  diamond: 'M50 2L90 50L50 98L10 50Z',
  club: 'M31 28a19 19 0 1 0 38 0a19 19 0 1 0 -38 0ZM10 58a19 19 0 1 0 38 0a19 19 0 1 0 -38 0ZM52 58a19 19 0 1 0 38 0a19 19 0 1 0 -38 0ZM44 48C44 76 40 86 32 96H68C60 86 56 76 56 48Z',
} as const;
type Suit = keyof typeof SUITS;

const cards: Draw = (c) => {
  const face = linearGradient(
    c,
    [
      [0, '#ffffff'],
      [1, '#ebe3d3'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const card = (rank: string, suit: Suit, color: string, angle: number, dx: number, dy: number) => {
    const corner = `<text x="-41" y="-46" font-family="${esc(DISPLAY_FONT)}" font-size="24" font-weight="700" fill="${color}">${rank}</text><path transform="translate(-42 -40) scale(0.15)" d="${SUITS[suit]}" fill="${color}"/>`;
    return `<g transform="translate(${dx} ${dy}) rotate(${angle})"><rect x="-50" y="-72" width="100" height="144" rx="10" fill="${face}" stroke="#c9b37e" stroke-width="1.5"/><rect x="-44" y="-66" width="88" height="132" rx="6" fill="none" stroke="${color}" stroke-opacity="0.18"/>${corner}<g transform="rotate(180)">${corner}</g><path transform="translate(-26 -26) scale(0.52)" d="${SUITS[suit]}" fill="${color}"/></g>`;
  };
  return [
    card('K', 'diamond', '#c8102e', -24, -46, 12),
    card('A', 'spade', '#141414', 0, 0, -6),
    card('A', 'heart', '#c8102e', 24, 46, 12),
  ].join('');
};

const chip = (c: Canvas, x: number, y: number, r: number, color: string, label: string) => {
  const face = radialGradient(
    c,
    [
      [0, color],
      [1, shade(color, -0.35)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const ring = 2 * Math.PI * r * 0.8;
  return `<g transform="translate(${n(x)} ${n(y)})"><circle r="${n(r)}" fill="${face}" stroke="#000" stroke-opacity="0.3"/><circle r="${n(r * 0.8)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.3)}" stroke-dasharray="${n(ring / 16)} ${n(ring / 16)}"/><circle r="${n(r * 0.6)}" fill="${shade(color, -0.15)}" stroke="#ffd977" stroke-width="${n(r * 0.05)}"/><text y="${n(r * 0.2)}" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="${n(r * 0.55)}" font-weight="800" fill="#fff">${esc(label)}</text><ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.45)}" rx="${n(r * 0.45)}" ry="${n(r * 0.22)}" fill="#fff" opacity="0.18"/></g>`;
};

const chipStack = (c: Canvas, x: number, base: number, count: number, color: string) => {
  const rx = 34;
  const ry = 11;
  const h = 9;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = base - i * h;
    const side = shade(color, -0.3);
    parts.push(
      `<path d="M${n(x - rx)} ${n(y)}v${h}a${rx} ${ry} 0 0 0 ${rx * 2} 0v-${h}z" fill="${side}"/>`,
      ...[-0.7, -0.25, 0.25, 0.7].map(
        (f) =>
          `<rect x="${n(x + f * rx - 3)}" y="${n(y + Math.sqrt(1 - f * f) * ry - 1)}" width="6" height="${h}" fill="#fff" opacity="0.85"/>`,
      ),
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${rx}" ry="${ry}" fill="${color}" stroke="${side}"/>`,
    );
  }
  const top = base - (count - 1) * h;
  parts.push(
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${rx * 0.62}" ry="${ry * 0.62}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 5"/>`,
  );
  return parts.join('');
};

/** Darken (negative) or lighten (positive) a #rrggbb colour. */
export const shade = (hex: string, amount: number): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (value >> shift) & 0xff;
    const next = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
};

const chips: Draw = (c) => {
  return `<g>${chipStack(c, -52, 60, 6, '#c8102e')}${chipStack(c, 22, 78, 4, '#1d1d1f')}${chipStack(c, 74, 40, 3, '#1f5fbf')}${chip(c, -8, -38, 44, '#0e8f4f', '500')}</g>`;
};

const football: Draw = (c) => {
  const clip = c.uid('cp');
  c.def(`<clipPath id="${clip}"><circle r="82"/></clipPath>`);
  const ball = radialGradient(
    c,
    [
      [0, '#ffffff'],
      [0.7, '#e3e7ee'],
      [1, '#9aa3b0'],
    ],
    { fx: 0.38, fy: 0.32 },
  );
  const depth = radialGradient(
    c,
    [
      [0.55, '#000', 0],
      [1, '#000', 0.45],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const patch = '#17191d';
  const seam = (a: readonly [number, number], b: readonly [number, number]) =>
    `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#5b616b" stroke-width="2.5"/>`;
  const vertices = (cx: number, cy: number, r: number, rotation: number) =>
    Array.from({ length: 5 }, (_, j) => {
      const [x, y] = polar(r, rotation + j * 72);
      return [cx + x, cy + y] as const;
    });
  const parts = [`<circle r="82" fill="${ball}"/>`, `<g clip-path="url(#${clip})">`];
  parts.push(`<polygon points="${polygon(0, 0, 25, 5, -90)}" fill="${patch}"/>`);
  const centre = vertices(0, 0, 25, -90);
  const outer = Array.from({ length: 5 }, (_, k) => {
    const angle = -90 + k * 72;
    const [ox, oy] = polar(74, angle);
    return { angle, points: vertices(ox, oy, 26, angle + 180) };
  });
  outer.forEach(({ angle, points }, k) => {
    parts.push(
      `<polygon points="${polygon(...polar(74, angle), 26, 5, angle + 180)}" fill="${patch}"/>`,
    );
    const inward = points[0];
    const from = centre[k];
    if (inward && from) parts.push(seam(from, inward));
    // The seam between two neighbouring patches closes the hexagon between them.
    const next = outer[(k + 1) % 5]?.points ?? [];
    let best: [readonly [number, number], readonly [number, number]] | undefined;
    let bestDistance = Infinity;
    for (const a of points) {
      for (const b of next) {
        const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [a, b];
        }
      }
    }
    if (best) parts.push(seam(best[0], best[1]));
    // Seams running on round the back of the ball.
    for (const far of [points[2], points[3]]) {
      if (far) parts.push(seam(far, [far[0] * 1.4, far[1] * 1.4]));
    }
  });
  parts.push('</g>');
  parts.push(`<circle r="82" fill="${depth}"/>`);
  parts.push(
    `<ellipse cx="-30" cy="-42" rx="26" ry="14" transform="rotate(-35 -30 -42)" fill="#fff" opacity="0.55"/>`,
  );
  return `<ellipse cx="0" cy="94" rx="70" ry="10" fill="#000" opacity="0.35"/><g transform="translate(0 -4)">${parts.join('')}</g>`;
};

const trophy: Draw = (c) => {
  const g = gold(c);
  const gh = gold(c, false);
  return `<g><path d="M-52 -64C-92 -64 -90 -10 -38 -4" fill="none" stroke="${gh}" stroke-width="10" stroke-linecap="round"/><path d="M52 -64C92 -64 90 -10 38 -4" fill="none" stroke="${gh}" stroke-width="10" stroke-linecap="round"/><path d="M-54 -80H54C54 -20 34 8 0 14C-34 8 -54 -20 -54 -80Z" fill="${gh}" stroke="#8a5a12" stroke-width="2"/><ellipse cx="0" cy="-80" rx="54" ry="9" fill="#fff1b8" stroke="#a8741c" stroke-width="2"/><path d="M-40 -70C-40 -34 -30 -12 -14 0" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/><polygon points="${star(0, -38, 18, 7.5)}" fill="#fff7d1" stroke="#b9791c" stroke-width="1.5"/><path d="M-9 14H9L13 46H-13Z" fill="${g}"/><ellipse cx="0" cy="30" rx="15" ry="5" fill="#ffe7a0"/><rect x="-44" y="46" width="88" height="15" rx="3" fill="${gh}"/><rect x="-58" y="60" width="116" height="28" rx="5" fill="#3b1d0c" stroke="#b9791c" stroke-width="2"/><rect x="-28" y="66" width="56" height="14" rx="2" fill="${gh}"/></g>`;
};

const dice: Draw = (c) => {
  const face = linearGradient(
    c,
    [
      [0, '#ffffff'],
      [1, '#d9dce3'],
    ],
    { x1: 0, y1: 0, x2: 0.4, y2: 1 },
  );
  const pip = radialGradient(
    c,
    [
      [0, '#ff5a5f'],
      [1, '#9e0b14'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const die = (x: number, y: number, angle: number, pips: [number, number][]) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-38" y="-38" width="76" height="76" rx="14" fill="${face}" stroke="#b8bcc6" stroke-width="1.5"/>${pips
      .map(([px, py]) => `<circle cx="${px * 20}" cy="${py * 20}" r="8" fill="${pip}"/>`)
      .join(
        '',
      )}<path d="M-30 -34H22" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8"/></g>`;
  return (
    die(-40, 22, -16, [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ]) +
    die(44, -18, 20, [
      [-1, -1],
      [0, 0],
      [1, 1],
    ])
  );
};

const petal = (length: number, width: number) =>
  `M0 0C${-width} ${n(-length * 0.35)} ${n(-width * 0.7)} ${n(-length * 0.82)} 0 ${-length}C${n(width * 0.7)} ${n(-length * 0.82)} ${width} ${n(-length * 0.35)} 0 0Z`;

/** The Golden Lotus emblem. `tone` pink tints the inner petals for the brand's softer scenes. */
export const lotusMarkup = (c: Canvas, tone: 'gold' | 'pink' = 'gold'): string => {
  const back = linearGradient(
    c,
    [
      [0, '#ffe39a'],
      [1, '#a8680f'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const middle = gold(c);
  const front =
    tone === 'pink'
      ? linearGradient(
          c,
          [
            [0, '#ffe0ef'],
            [0.6, '#ff8fc7'],
            [1, '#c2417e'],
          ],
          { x1: 0, y1: 0, x2: 0, y2: 1 },
        )
      : linearGradient(
          c,
          [
            [0, '#fffbe6'],
            [0.5, '#ffd977'],
            [1, '#c98a1e'],
          ],
          { x1: 0, y1: 0, x2: 0, y2: 1 },
        );
  const vein = (angle: number, length: number) =>
    `<path transform="rotate(${angle})" d="M0 -6V${-length * 0.8}" stroke="#fff" stroke-opacity="0.4" stroke-width="2" stroke-linecap="round"/>`;
  const layer = (angles: number[], length: number, width: number, fill: string) =>
    angles
      .map(
        (angle) =>
          `<path transform="rotate(${angle})" d="${petal(length, width)}" fill="${fill}" stroke="#7a4a0c" stroke-opacity="0.35" stroke-width="1.2"/>${vein(angle, length)}`,
      )
      .join('');
  return `<g transform="translate(0 42)">${layer([-76, 76], 70, 26, back)}${layer([-48, 48], 86, 30, back)}${layer([-22, 22], 98, 32, middle)}${layer([0], 112, 34, front)}<ellipse cx="0" cy="6" rx="70" ry="9" fill="none" stroke="#ffd977" stroke-opacity="0.55" stroke-width="2"/><ellipse cx="0" cy="16" rx="92" ry="12" fill="none" stroke="#ffd977" stroke-opacity="0.25" stroke-width="2"/></g>`;
};

const lotus: Draw = (c) => `<g>${lotusMarkup(c)}</g>`;

const slot: Draw = (c) => {
  const body = linearGradient(
    c,
    [
      [0, '#e3263d'],
      [1, '#6d0914'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const reel = linearGradient(
    c,
    [
      [0, '#bfc3ca'],
      [0.2, '#ffffff'],
      [0.8, '#ffffff'],
      [1, '#bfc3ca'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const g = gold(c);
  const lights = Array.from({ length: 9 }, (_, k) => {
    const [x, y] = polar(64, 180 + k * 22.5);
    return `<circle cx="${n(x)}" cy="${n(y - 70)}" r="5" fill="#fff7c2"/>`;
  }).join('');
  const seven = (x: number) =>
    `<text x="${x}" y="8" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="50" font-weight="900" fill="#d0021b" stroke="#8a5a12" stroke-width="1.5">7</text>`;
  return `<g><path d="M92 -18L112 -74" stroke="#c9ced6" stroke-width="7" stroke-linecap="round"/><circle cx="113" cy="-78" r="12" fill="#e3263d" stroke="#7a0a16" stroke-width="2"/><rect x="80" y="-28" width="16" height="26" rx="4" fill="${g}"/><path d="M-80 -70C-80 -126 80 -126 80 -70Z" fill="${g}" stroke="#8a5a12" stroke-width="2"/><g>${lights}</g><rect x="-84" y="-72" width="168" height="158" rx="18" fill="${body}" stroke="${g}" stroke-width="5"/><rect x="-68" y="-50" width="136" height="78" rx="9" fill="#1a0508"/>${[
    -45, 0, 45,
  ]
    .map(
      (x) =>
        `<rect x="${x - 20}" y="-45" width="40" height="68" rx="5" fill="${reel}"/>${seven(x)}`,
    )
    .join(
      '',
    )}<line x1="-66" y1="-11" x2="66" y2="-11" stroke="#ffd977" stroke-width="2" opacity="0.7"/><rect x="-68" y="40" width="136" height="34" rx="7" fill="#2b0a10"/>${[
    -36, 0, 36,
  ]
    .map((x) => `<polygon points="${star(x, 57, 11, 4.6)}" fill="${g}"/>`)
    .join('')}</g>`;
};

const coinStack = (c: Canvas, x: number, base: number, count: number) => {
  const top = gold(c, false);
  const rx = 34;
  const ry = 10;
  const h = 8;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = base - i * h;
    parts.push(
      `<path d="M${n(x - rx)} ${n(y)}v${h}a${rx} ${ry} 0 0 0 ${rx * 2} 0v-${h}z" fill="#a8680f" stroke="#7a4a0c" stroke-width="0.8"/>`,
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${rx}" ry="${ry}" fill="${top}" stroke="#8a5a12" stroke-width="1"/>`,
    );
  }
  return parts.join('');
};

const coins: Draw = (c) => {
  const face = radialGradient(
    c,
    [
      [0, '#fff3c4'],
      [0.6, '#f2c14e'],
      [1, '#a8680f'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return `<g>${coinStack(c, -58, 72, 7)}${coinStack(c, 12, 84, 4)}${coinStack(c, 70, 70, 9)}<g transform="translate(-4 -30) rotate(-12)"><circle r="50" fill="${face}" stroke="#8a5a12" stroke-width="3"/><circle r="40" fill="none" stroke="#8a5a12" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="3 4"/><polygon points="${star(0, 0, 24, 10)}" fill="#fff7d1" stroke="#b9791c" stroke-width="1.5"/></g></g>`;
};

const crown: Draw = (c) => {
  const g = gold(c);
  const band = gold(c, false);
  const jewel = (x: number, y: number, r: number, color: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${radialGradient(
      c,
      [
        [0, shade(color, 0.5)],
        [1, color],
      ],
      { fx: 0.35, fy: 0.3 },
    )}" stroke="#7a4a0c" stroke-width="1.5"/>`;
  return `<g><path d="M-84 34L-94 -48L-46 -8L0 -72L46 -8L94 -48L84 34Z" fill="${g}" stroke="#8a5a12" stroke-width="2.5" stroke-linejoin="round"/><path d="M-70 22L-76 -26L-44 2L0 -48" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/><rect x="-88" y="30" width="176" height="32" rx="8" fill="${band}" stroke="#8a5a12" stroke-width="2"/>${jewel(-52, 46, 9, '#c8102e')}${jewel(0, 46, 12, '#1f5fbf')}${jewel(52, 46, 9, '#0e8f4f')}${jewel(-94, -52, 8, '#f7f1e3')}${jewel(0, -76, 9, '#f7f1e3')}${jewel(94, -52, 8, '#f7f1e3')}</g>`;
};

const phone: Draw = (c) => {
  const screen = linearGradient(
    c,
    [
      [0, '#3b1a73'],
      [1, '#0b1e4d'],
    ],
    { x1: 0, y1: 0, x2: 0.6, y2: 1 },
  );
  const g = gold(c);
  const tiles = Array.from({ length: 6 }, (_, k) => {
    const col = k % 2;
    const row = Math.floor(k / 2);
    return `<rect x="${-40 + col * 44}" y="${-20 + row * 34}" width="36" height="28" rx="5" fill="#fff" opacity="${k === 0 ? 0.35 : 0.16}"/>`;
  }).join('');
  return `<g><g transform="rotate(-10)"><rect x="-56" y="-102" width="112" height="204" rx="20" fill="#121216" stroke="#4a4a55" stroke-width="2"/><rect x="-48" y="-92" width="96" height="184" rx="13" fill="${screen}"/><rect x="-16" y="-89" width="32" height="7" rx="3.5" fill="#121216"/><rect x="-40" y="-74" width="80" height="44" rx="7" fill="${g}" opacity="0.92"/><path transform="translate(-14 -68) scale(0.28)" d="${SUITS.spade}" fill="#3b1a73"/>${tiles}<rect x="-24" y="82" width="48" height="4" rx="2" fill="#fff" opacity="0.5"/></g><circle cx="58" cy="66" r="28" fill="${g}" stroke="#8a5a12" stroke-width="2"/><path d="M58 50V78M46 67L58 79L70 67" fill="none" stroke="#3b1d0c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
};

const shield: Draw = (c) => {
  const fill = linearGradient(
    c,
    [
      [0, '#35e09a'],
      [1, '#0a6a47'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const g = gold(c);
  return `<g><path d="M0 -92L72 -64C72 10 44 60 0 88C-44 60 -72 10 -72 -64Z" fill="${fill}" stroke="${g}" stroke-width="5" stroke-linejoin="round"/><path d="M0 -74L56 -52C56 6 34 46 0 70C-34 46 -56 6 -56 -52Z" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/><path d="M-30 -2L-8 22L34 -26" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><g transform="translate(62 58)"><circle r="30" fill="#d7263d" stroke="#fff" stroke-width="4"/><text y="8" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="24" font-weight="800" fill="#fff">18+</text></g></g>`;
};

const gift: Draw = (c) => {
  const box = linearGradient(
    c,
    [
      [0, '#e3263d'],
      [1, '#7a0a16'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const lid = linearGradient(
    c,
    [
      [0, '#ff4d5e'],
      [1, '#b0162a'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const g = gold(c);
  const gh = gold(c, false);
  return `<g><rect x="-62" y="-8" width="124" height="96" rx="7" fill="${box}"/><rect x="-12" y="-8" width="24" height="96" fill="${g}"/><rect x="-72" y="-36" width="144" height="32" rx="7" fill="${lid}"/><rect x="-14" y="-36" width="28" height="32" fill="${gh}"/><path d="M0 -36C-30 -92 -82 -64 -44 -40C-30 -32 -12 -34 0 -36Z" fill="${g}" stroke="#8a5a12" stroke-width="1.5"/><path d="M0 -36C30 -92 82 -64 44 -40C30 -32 12 -34 0 -36Z" fill="${g}" stroke="#8a5a12" stroke-width="1.5"/><circle cx="0" cy="-38" r="10" fill="${gh}" stroke="#8a5a12" stroke-width="1.5"/><path d="M-54 4H-30" stroke="#fff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/></g>`;
};

const lottery: Draw = (c) => {
  const balls: [number, number, string, string][] = [
    [-72, 30, '#d7263d', '08'],
    [-36, -28, '#1f5fbf', '16'],
    [6, 34, '#0e8f4f', '23'],
    [44, -30, '#f2a900', '35'],
    [78, 34, '#7b2cbf', '42'],
  ];
  return `<g>${balls
    .map(([x, y, color, label]) => {
      const fill = radialGradient(
        c,
        [
          [0, shade(color, 0.55)],
          [0.6, color],
          [1, shade(color, -0.45)],
        ],
        { fx: 0.35, fy: 0.3 },
      );
      return `<g transform="translate(${x} ${y})"><circle r="34" fill="${fill}"/><circle r="17" fill="#fff"/><text y="7" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="19" font-weight="800" fill="#1d1d1f">${label}</text><ellipse cx="-12" cy="-19" rx="10" ry="5" fill="#fff" opacity="0.5" transform="rotate(-30 -12 -19)"/></g>`;
    })
    .join('')}</g>`;
};

const roulette: Draw = (c) => {
  const wood = radialGradient(c, [
    [0.7, '#6b3510'],
    [1, '#2b1204'],
  ]);
  const cone = radialGradient(
    c,
    [
      [0, '#fff1b8'],
      [0.6, '#e8a93a'],
      [1, '#8a5a12'],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const pockets = 37;
  const segments = Array.from({ length: pockets }, (_, i) => {
    const a0 = (i * 360) / pockets - 90;
    const a1 = a0 + 360 / pockets;
    const [x0, y0] = polar(78, a0);
    const [x1, y1] = polar(78, a1);
    const [x2, y2] = polar(50, a1);
    const [x3, y3] = polar(50, a0);
    const color = i === 0 ? '#0a8f3c' : i % 2 === 0 ? '#161616' : '#c0142a';
    return `<path d="M${n(x0)} ${n(y0)}A78 78 0 0 1 ${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}A50 50 0 0 0 ${n(x3)} ${n(y3)}Z" fill="${color}" stroke="#d9b45a" stroke-width="0.8"/>`;
  }).join('');
  const spokes = [0, 90, 180, 270]
    .map((a) => {
      const [x, y] = polar(40, a + 45);
      return `<line x1="0" y1="0" x2="${n(x)}" y2="${n(y)}" stroke="#ffe7a0" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  const [bx, by] = polar(64, -58);
  return `<g><circle r="96" fill="${wood}"/><circle r="86" fill="none" stroke="${gold(c)}" stroke-width="5"/>${segments}<circle r="50" fill="${cone}"/>${spokes}<circle r="9" fill="#fff7d1" stroke="#8a5a12" stroke-width="2"/><circle cx="${n(bx)}" cy="${n(by)}" r="6.5" fill="#fff" stroke="#999" stroke-width="1"/></g>`;
};

const envelope: Draw = (c) => {
  const red = linearGradient(
    c,
    [
      [0, '#e3263d'],
      [1, '#8f0f22'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const g = gold(c);
  const one = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-56" y="-80" width="112" height="160" rx="10" fill="${red}" stroke="#ffd977" stroke-opacity="0.6" stroke-width="2"/><path d="M-56 -70C-56 -76 -52 -80 -46 -80H46C52 -80 56 -76 56 -70V-38C28 -8 -28 -8 -56 -38Z" fill="#a8122a"/><circle cy="-20" r="24" fill="${g}" stroke="#8a5a12" stroke-width="2"/><polygon points="${star(0, -20, 13, 5.5)}" fill="#a8122a"/><rect x="-40" y="40" width="80" height="4" rx="2" fill="#ffd977" opacity="0.6"/><rect x="-28" y="52" width="56" height="4" rx="2" fill="#ffd977" opacity="0.4"/></g>`;
  return `<g>${one(-40, 6, -14)}${one(38, -4, 10)}</g>`;
};

const headset: Draw = (c) => {
  const g = gold(c);
  return `<path d="M-58 14V-4C-58 -66 58 -66 58 -4V14" fill="none" stroke="${g}" stroke-width="12" stroke-linecap="round"/><rect x="-74" y="-8" width="30" height="56" rx="12" fill="${g}"/><rect x="44" y="-8" width="30" height="56" rx="12" fill="${g}"/><path d="M58 46C58 76 30 84 6 84" fill="none" stroke="${g}" stroke-width="7" stroke-linecap="round"/><rect x="-14" y="76" width="22" height="16" rx="8" fill="${g}"/>`;
};

const MOTIFS = {
  cards,
  chips,
  football,
  trophy,
  dice,
  lotus,
  slot,
  coins,
  crown,
  phone,
  shield,
  gift,
  lottery,
  roulette,
  envelope,
  headset,
} as const satisfies Record<string, Draw>;

export type MotifName = keyof typeof MOTIFS;

/** Draw a motif centred at (cx, cy), `size` pixels across. */
export const drawMotif = (
  canvas: Canvas,
  motif: MotifName,
  cx: number,
  cy: number,
  size: number,
  options: { rotate?: number; opacity?: number } = {},
): void => {
  const rotate = options.rotate ? ` rotate(${n(options.rotate)})` : '';
  const opacity = options.opacity === undefined ? '' : ` opacity="${n(options.opacity)}"`;
  canvas.add(
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(size / 200)})${rotate}"${opacity}>${MOTIFS[motif](canvas)}</g>`,
  );
};

/** Twinkles scattered around a point, for the sparkle of gold. */
export const drawSparkles = (
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color = '#fff6cc',
): void => {
  const shapes = Array.from({ length: count }, () => {
    const angle = canvas.random() * 360;
    const distance = radius * (0.55 + canvas.random() * 0.6);
    const [x, y] = polar(distance, angle);
    const s = 4 + canvas.random() * 10;
    return `<path d="${sparklePath(cx + x, cy + y, s)}" fill="${color}" opacity="${n(0.55 + canvas.random() * 0.45)}"/>`;
  });
  canvas.add(`<g>${shapes.join('')}</g>`);
};
