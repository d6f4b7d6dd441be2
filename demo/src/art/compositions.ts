import type { SupportedLanguage } from '@member-site/contracts/constants';

import { type MotifName, drawMotif, drawSparkles, lotusMarkup, shade, star } from './motifs';
import { type PaletteName, PALETTES } from './palettes';
import {
  type Canvas,
  DISPLAY_FONT,
  createCanvas,
  esc,
  fitFontSize,
  fontStack,
  graphemes,
  gold,
  linearGradient,
  n,
  radialGradient,
  renderSvg,
  text,
  textWidthEm,
} from './svg';

/*
 * Page-level pictures built from the motifs: banners in three carousel formats, pop-up posters,
 * promotion and advertising cards, scenes, sponsor art, logos, badges and icons.
 */

export type Scene = {
  palette: PaletteName;
  /** The first motif is the hero; a second one sits smaller behind it. */
  motifs: readonly [MotifName] | readonly [MotifName, MotifName];
};

/** Texts printed in a picture, already in the picture's language. */
export type PictureText = {
  /** Small label above the headline ("Live casino"). */
  eyebrow?: string;
  headline: string;
  subline?: string;
  /** Button text ("Join now"). */
  cta?: string;
};

/** Background, light and texture shared by every scene. */
const drawBackdrop = (
  c: Canvas,
  palette: PaletteName,
  focus: { cx: number; cy: number; r: number },
  options: { textSide?: 'left' | 'top' | 'none' } = {},
): void => {
  const p = PALETTES[palette];
  const { width: w, height: h } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${linearGradient(c, [
      [0, p.from],
      [0.55, shade(p.to, -0.1)],
      [1, p.to],
    ])}"/>`,
  );

  // Diagonal sheen lines give the flat gradient some material.
  const pattern = c.uid('pt');
  c.def(
    `<pattern id="${pattern}" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="2" height="18" fill="#fff" opacity="0.045"/></pattern>`,
  );
  c.add(`<rect width="${w}" height="${h}" fill="url(#${pattern})"/>`);

  // Rays of light from behind the hero.
  const rays = Array.from({ length: 16 }, (_, k) => {
    const a0 = ((k * 22.5 - 3) * Math.PI) / 180;
    const a1 = ((k * 22.5 + 3) * Math.PI) / 180;
    const far = Math.hypot(w, h);
    return `<path d="M${n(focus.cx)} ${n(focus.cy)}L${n(focus.cx + far * Math.cos(a0))} ${n(focus.cy + far * Math.sin(a0))}L${n(focus.cx + far * Math.cos(a1))} ${n(focus.cy + far * Math.sin(a1))}Z" fill="#fff" opacity="${k % 2 === 0 ? 0.045 : 0.02}"/>`;
  });
  c.add(rays.join(''));

  const glowFill = radialGradient(c, [
    [0, p.glow, 0.75],
    [0.45, p.glow, 0.28],
    [1, p.glow, 0],
  ]);
  c.add(`<circle cx="${n(focus.cx)}" cy="${n(focus.cy)}" r="${n(focus.r)}" fill="${glowFill}"/>`);
  // Rings of a stage light, echoing the round logo.
  c.add(
    `<circle cx="${n(focus.cx)}" cy="${n(focus.cy)}" r="${n(focus.r * 0.72)}" fill="none" stroke="${p.accent}" stroke-opacity="0.22" stroke-width="2"/><circle cx="${n(focus.cx)}" cy="${n(focus.cy)}" r="${n(focus.r * 0.86)}" fill="none" stroke="${p.accent}" stroke-opacity="0.12" stroke-width="1.5" stroke-dasharray="4 10"/>`,
  );

  // Out-of-focus lights.
  const bokeh = Array.from({ length: 22 }, () => {
    const r = 3 + c.random() * Math.min(w, h) * 0.07;
    return `<circle cx="${n(c.random() * w)}" cy="${n(c.random() * h)}" r="${n(r)}" fill="${c.random() > 0.5 ? p.glow : '#ffffff'}" opacity="${n(0.04 + c.random() * 0.12)}"/>`;
  });
  c.add(bokeh.join(''));

  if (options.textSide === 'left') {
    c.add(
      `<rect width="${w}" height="${h}" fill="${linearGradient(
        c,
        [
          [0, '#000', 0.5],
          [0.55, '#000', 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}"/>`,
    );
  } else if (options.textSide === 'top') {
    c.add(
      `<rect width="${w}" height="${h}" fill="${linearGradient(
        c,
        [
          [0, '#000', 0.45],
          [0.4, '#000', 0],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )}"/>`,
    );
  }
  const vignette = radialGradient(c, [
    [0.6, '#000', 0],
    [1, '#000', 0.5],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vignette}"/>`);
};

/**
 * The hero motif with its companion. On wide banners the companion stands to the left of the hero;
 * where the text needs that room it goes to the right and may bleed off the edge.
 */
const drawScene = (
  c: Canvas,
  scene: Scene,
  cx: number,
  cy: number,
  size: number,
  companion: 'left' | 'right' = 'left',
): void => {
  const [hero, second] = scene.motifs;
  if (second) {
    const dx = companion === 'left' ? -size * 0.42 : size * 0.4;
    drawMotif(c, second, cx + dx, cy + size * 0.2, size * 0.58, {
      rotate: companion === 'left' ? -8 : 8,
    });
  }
  drawMotif(c, hero, cx, cy, size);
  drawSparkles(c, cx, cy, size * 0.62, 9);
};

/** Where a line of Chinese may break: after punctuation, else anywhere. */
const CJK_BREAK = /[，、。：；！？,]/;

/**
 * Lay out a text in one line, or in two when one line would have to shrink too much. Latin,
 * Vietnamese and Hindi break between words; Chinese after punctuation or between characters.
 */
const layoutLines = (
  content: string,
  width: number,
  max: number,
): { lines: string[]; size: number } => {
  const single = fitFontSize(content, width, max);
  if (single >= max * 0.74) return { lines: [content], size: single };
  const candidates: [string, string][] = [];
  if (content.includes(' ')) {
    const words = content.split(' ');
    for (let i = 1; i < words.length; i++) {
      candidates.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    }
  } else {
    const chars = graphemes(content);
    const punctuation = chars.flatMap((c, i) =>
      CJK_BREAK.test(c) && i < chars.length - 1 ? [i + 1] : [],
    );
    const cuts = punctuation.length > 0 ? punctuation : [Math.ceil(chars.length / 2)];
    for (const cut of cuts)
      candidates.push([chars.slice(0, cut).join(''), chars.slice(cut).join('')]);
  }
  let best: [string, string] | undefined;
  let bestLength = Infinity;
  for (const [first, second] of candidates) {
    const longest = Math.max(textWidthEm(first), textWidthEm(second));
    if (longest < bestLength) {
      bestLength = longest;
      best = [first, second];
    }
  }
  if (!best) return { lines: [content], size: single };
  const size = Math.min(Math.round(max * 0.86), Math.floor(width / bestLength));
  return size > single ? { lines: best, size } : { lines: [content], size: single };
};

const isCompactScript = (language: SupportedLanguage) =>
  language === 'zh_CN' || language === 'zh_TW' || language === 'hi_IN';

/** A pill with a label; returns its width. */
const drawPill = (
  c: Canvas,
  label: string,
  o: {
    x: number;
    y: number;
    size: number;
    anchor: 'start' | 'middle';
    variant: 'solid' | 'outline';
  },
): number => {
  const p = o.size * 0.9;
  const spacing = o.variant === 'outline' && !isCompactScript(c.language) ? o.size * 0.08 : 0;
  const width =
    textWidthEm(label) * o.size +
    graphemes(label).length * spacing +
    p * 2 +
    (o.variant === 'solid' ? o.size * 1.5 : 0);
  const height = o.size * 2.1;
  const x = o.anchor === 'middle' ? o.x - width / 2 : o.x;
  if (o.variant === 'solid') {
    const fill = gold(c);
    c.add(
      `<g><rect x="${n(x)}" y="${n(o.y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${fill}" stroke="#fff3c4" stroke-width="1.5"/></g>`,
    );
    c.add(
      text(c, label, {
        x: x + p,
        y: o.y + height * 0.66,
        size: o.size,
        fill: '#3a1d00',
        weight: 800,
      }),
    );
    const ax = x + width - p - o.size * 0.55;
    const ay = o.y + height / 2;
    const s = o.size * 0.32;
    c.add(
      `<path d="M${n(ax - s * 0.6)} ${n(ay - s)}L${n(ax + s * 0.6)} ${n(ay)}L${n(ax - s * 0.6)} ${n(ay + s)}" fill="none" stroke="#3a1d00" stroke-width="${n(o.size * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  } else {
    c.add(
      `<rect x="${n(x)}" y="${n(o.y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="#ffd977" fill-opacity="0.14" stroke="#ffd977" stroke-opacity="0.8" stroke-width="1.5"/>`,
    );
    c.add(
      text(c, label, {
        x: x + p,
        y: o.y + height * 0.66,
        size: o.size,
        fill: '#ffe39a',
        weight: 700,
        letterSpacing: spacing === 0 ? undefined : spacing,
      }),
    );
  }
  return width;
};

/** Eyebrow, headline, subline and button in a column; returns the y below it. */
const drawTextBlock = (
  c: Canvas,
  words: PictureText,
  box: { x: number; top: number; width: number; anchor: 'start' | 'middle' },
  sizes: { eyebrow: number; headline: number; subline: number; cta: number },
): number => {
  let y = box.top;
  if (words.eyebrow && sizes.eyebrow > 0) {
    drawPill(c, words.eyebrow, {
      x: box.x,
      y,
      size: sizes.eyebrow,
      anchor: box.anchor,
      variant: 'outline',
    });
    y += sizes.eyebrow * 2.1 + sizes.headline * 0.35;
  }
  const headline = layoutLines(words.headline, box.width, sizes.headline);
  const fill = gold(c);
  for (const line of headline.lines) {
    y += headline.size * 0.95;
    c.add(
      text(c, line, {
        x: box.x,
        y,
        size: headline.size,
        fill,
        weight: 900,
        anchor: box.anchor,
        stroke: '#2a1400',
        strokeWidth: Math.max(2, headline.size * 0.06),
      }),
    );
    y += headline.size * 0.18;
  }
  if (words.subline) {
    const subline = layoutLines(words.subline, box.width, sizes.subline);
    y += subline.size * 0.4;
    for (const line of subline.lines) {
      y += subline.size * 1.2;
      c.add(
        text(c, line, {
          x: box.x,
          y,
          size: subline.size,
          fill: '#ffffff',
          weight: 500,
          anchor: box.anchor,
          opacity: 0.92,
        }),
      );
    }
  }
  if (words.cta && sizes.cta > 0) {
    y += sizes.cta * 1.3;
    drawPill(c, words.cta, { x: box.x, y, size: sizes.cta, anchor: box.anchor, variant: 'solid' });
    y += sizes.cta * 2.1;
  }
  return y;
};

const drawFinePrint = (
  c: Canvas,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle' | 'end',
) =>
  c.add(
    text(c, '18+', {
      x,
      y,
      size,
      fill: '#ffffff',
      weight: 700,
      anchor,
      opacity: 0.55,
      family: DISPLAY_FONT,
    }),
  );

type Layout = {
  width: number;
  height: number;
  companion: 'left' | 'right';
  text: { x: number; top: number; width: number };
  sizes: { eyebrow: number; headline: number; subline: number; cta: number };
  motif: { cx: number; cy: number; size: number };
};

/** Carousel and card formats: text on the left, the scene on the right. */
const LANDSCAPE_LAYOUTS = {
  /** Desktop carousel; the text stays inside the centre 1200 px that every screen shows. */
  desktop: {
    width: 1920,
    height: 500,
    companion: 'left',
    text: { x: 380, top: 96, width: 640 },
    sizes: { eyebrow: 22, headline: 84, subline: 34, cta: 26 },
    motif: { cx: 1360, cy: 258, size: 380 },
  },
  small: {
    width: 600,
    height: 200,
    companion: 'right',
    text: { x: 30, top: 26, width: 330 },
    sizes: { eyebrow: 0, headline: 38, subline: 18, cta: 15 },
    motif: { cx: 478, cy: 104, size: 168 },
  },
  mobile: {
    width: 750,
    height: 360,
    companion: 'right',
    text: { x: 40, top: 42, width: 420 },
    sizes: { eyebrow: 17, headline: 52, subline: 23, cta: 20 },
    motif: { cx: 610, cy: 186, size: 250 },
  },
  /** Promotion pictures of the /discount list. */
  promo: {
    width: 960,
    height: 320,
    companion: 'right',
    text: { x: 48, top: 40, width: 540 },
    sizes: { eyebrow: 17, headline: 56, subline: 24, cta: 19 },
    motif: { cx: 760, cy: 165, size: 250 },
  },
  /** Advertising blocks of the desktop template. */
  card: {
    width: 480,
    height: 270,
    companion: 'right',
    text: { x: 28, top: 34, width: 270 },
    sizes: { eyebrow: 13, headline: 34, subline: 18, cta: 14 },
    motif: { cx: 384, cy: 150, size: 180 },
  },
} as const satisfies Record<string, Layout>;

export type LandscapeFormat = keyof typeof LANDSCAPE_LAYOUTS;

export const landscapePicture = (
  format: LandscapeFormat,
  scene: Scene,
  words: PictureText,
  language: SupportedLanguage,
  seed: string,
): string => {
  const layout: Layout = LANDSCAPE_LAYOUTS[format];
  const c = createCanvas(layout.width, layout.height, { language, seed });
  const { cx, cy, size } = layout.motif;
  drawBackdrop(c, scene.palette, { cx, cy, r: size * 0.95 }, { textSide: 'left' });
  drawScene(c, scene, cx, cy, size, layout.companion);
  drawTextBlock(c, words, { ...layout.text, anchor: 'start' }, layout.sizes);
  if (format === 'desktop' || format === 'mobile' || format === 'promo') {
    drawFinePrint(
      c,
      layout.width - (format === 'desktop' ? 380 : 18),
      layout.height - 16,
      format === 'desktop' ? 18 : 13,
      'end',
    );
  }
  if (format === 'desktop') {
    c.add(
      `<rect y="${layout.height - 4}" width="${layout.width}" height="4" fill="${gold(c, false)}" opacity="0.8"/>`,
    );
  }
  return renderSvg(c, words.headline);
};

/** Portrait pictures: pop-up promotions (640 x 800) and the login panel (560 x 640). */
export const portraitPicture = (
  format: 'popup' | 'login',
  scene: Scene,
  words: PictureText,
  language: SupportedLanguage,
  seed: string,
): string => {
  const [width, height] = format === 'popup' ? [640, 800] : [560, 640];
  const c = createCanvas(width, height, { language, seed });
  const cx = width / 2;
  const cy = height * 0.57;
  const size = width * 0.52;
  drawBackdrop(c, scene.palette, { cx, cy, r: size * 1.05 }, { textSide: 'top' });
  drawScene(c, scene, cx + size * 0.12, cy, size);

  // A gold frame with corner ornaments, as printed promotion cards have.
  const frame = gold(c);
  c.add(
    `<rect x="14" y="14" width="${width - 28}" height="${height - 28}" rx="22" fill="none" stroke="${frame}" stroke-width="3"/><rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="16" fill="none" stroke="#ffd977" stroke-opacity="0.35" stroke-width="1"/>`,
  );
  for (const [x, y] of [
    [14, 14],
    [width - 14, 14],
    [14, height - 14],
    [width - 14, height - 14],
  ] as const) {
    c.add(`<polygon points="${star(x, y, 12, 4)}" fill="${frame}"/>`);
  }
  const sizes =
    format === 'popup'
      ? { eyebrow: 18, headline: 62, subline: 26, cta: 0 }
      : { eyebrow: 16, headline: 50, subline: 22, cta: 0 };
  drawTextBlock(c, words, { x: cx, top: 54, width: width - 130, anchor: 'middle' }, sizes);
  if (words.cta) {
    const ctaSize = format === 'popup' ? 24 : 20;
    drawPill(c, words.cta, {
      x: cx,
      y: height - 60 - ctaSize * 2.1,
      size: ctaSize,
      anchor: 'middle',
      variant: 'solid',
    });
  }
  drawFinePrint(c, width - 34, height - 34, 14, 'end');
  return renderSvg(c, words.headline);
};

/** A picture without text: news illustrations and register backgrounds. */
export const scenePicture = (
  width: number,
  height: number,
  scene: Scene,
  title: string,
  seed: string,
  options: { subdued?: boolean } = {},
): string => {
  const c = createCanvas(width, height, { seed });
  const size = Math.min(width, height) * (options.subdued ? 0.7 : 0.62);
  const cx = width / 2;
  const cy = height / 2;
  drawBackdrop(c, scene.palette, { cx, cy, r: size * 1.1 });
  if (options.subdued) {
    // Behind a form: the scene stays in the background and leaves the middle calm.
    drawMotif(c, scene.motifs[0], cx, cy, size, { opacity: 0.22 });
    drawSparkles(c, cx, cy, size * 0.8, 14);
    c.add(`<rect width="${width}" height="${height}" fill="#000" opacity="0.25"/>`);
  } else {
    drawScene(c, scene, cx + size * 0.12, cy, size);
  }
  return renderSvg(c, title);
};

export type Club = {
  name: string;
  initials: string;
  founded: string;
  primary: string;
  secondary: string;
  number: string;
};

const crestMarkup = (c: Canvas, club: Club): string => {
  const clip = c.uid('cp');
  const shieldPath = 'M0 -100L82 -72C82 8 52 62 0 100C-52 62 -82 8 -82 -72Z';
  c.def(`<clipPath id="${clip}"><path d="${shieldPath}"/></clipPath>`);
  const g = gold(c);
  const base = linearGradient(
    c,
    [
      [0, shade(club.primary, 0.15)],
      [1, shade(club.primary, -0.3)],
    ],
    {
      x1: 0,
      y1: 0,
      x2: 0,
      y2: 1,
    },
  );
  const stripes = [-60, -20, 20, 60]
    .map(
      (x) =>
        `<rect x="${x - 10}" y="-110" width="20" height="220" fill="${club.secondary}" opacity="0.9"/>`,
    )
    .join('');
  return `<path d="${shieldPath}" fill="${base}"/><g clip-path="url(#${clip})"><g transform="rotate(-20)">${stripes}</g><rect x="-90" y="-100" width="180" height="46" fill="${shade(club.primary, -0.35)}"/></g><path d="${shieldPath}" fill="none" stroke="${g}" stroke-width="7" stroke-linejoin="round"/>${[
    -30, 0, 30,
  ]
    .map((x) => `<polygon points="${star(x, -76, 10, 4.2)}" fill="${g}"/>`)
    .join(
      '',
    )}<circle cy="0" r="40" fill="${shade(club.primary, -0.4)}" stroke="${g}" stroke-width="4"/><text y="14" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="${club.initials.length > 2 ? 32 : 40}" font-weight="800" fill="#fff">${esc(club.initials)}</text><path d="M-70 52H70L60 72H-60Z" fill="${g}" stroke="#8a5a12" stroke-width="1.5"/><text y="67" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="14" font-weight="800" fill="#3a1d00">${esc(club.founded)}</text>`;
};

/** A club's crest, square. */
export const crestPicture = (club: Club, size = 240): string => {
  const c = createCanvas(size, size, { seed: club.name });
  c.add(
    `<g transform="translate(${size / 2} ${size / 2}) scale(${n(size / 230)})">${crestMarkup(c, club)}</g>`,
  );
  return renderSvg(c, club.name);
};

/** The sponsorship picture: a floodlit pitch, the crest and the shirt. */
export const sponsorPicture = (club: Club): string => {
  const width = 1200;
  const height = 500;
  const c = createCanvas(width, height, { seed: `${club.name}-stadium` });
  c.add(
    `<rect width="${width}" height="${height}" fill="${linearGradient(
      c,
      [
        [0, '#020814'],
        [0.6, shade(club.primary, -0.6)],
        [1, '#04140c'],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  // Floodlights.
  for (const x of [140, width - 140]) {
    const beam = radialGradient(c, [
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]);
    c.add(`<circle cx="${x}" cy="40" r="260" fill="${beam}"/>`);
    c.add(
      `<g>${[-24, 0, 24]
        .map(
          (dx) => `<rect x="${x + dx - 9}" y="24" width="18" height="12" rx="2" fill="#fffbe6"/>`,
        )
        .join('')}</g>`,
    );
  }
  // The pitch, mown in stripes and seen in perspective.
  const pitchTop = 330;
  const stripes = Array.from({ length: 12 }, (_, k) => {
    const x0 = (k / 12) * width;
    const x1 = ((k + 1) / 12) * width;
    const spread = (x: number) => (x - width / 2) * 1.6 + width / 2;
    return `<path d="M${n(x0)} ${pitchTop}L${n(x1)} ${pitchTop}L${n(spread(x1))} ${height}L${n(spread(x0))} ${height}Z" fill="${k % 2 === 0 ? '#1d7a3a' : '#23903f'}"/>`;
  }).join('');
  c.add(stripes);
  c.add(
    `<path d="M0 ${pitchTop}H${width}" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/><ellipse cx="${width / 2}" cy="${pitchTop + 80}" rx="240" ry="46" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/><rect width="${width}" height="${pitchTop}" fill="${linearGradient(
      c,
      [
        [0, '#000', 0],
        [1, '#000', 0.35],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  // Crowd lights in the stands.
  const crowd = Array.from({ length: 140 }, () => {
    const x = c.random() * width;
    const y = 170 + c.random() * 150;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1 + c.random() * 2)}" fill="${c.random() > 0.7 ? club.secondary : '#ffffff'}" opacity="${n(0.15 + c.random() * 0.35)}"/>`;
  }).join('');
  c.add(crowd);
  c.add(`<g transform="translate(330 230) scale(1.15)">${crestMarkup(c, club)}</g>`);
  // The shirt.
  const shirt = linearGradient(
    c,
    [
      [0, shade(club.primary, 0.1)],
      [1, shade(club.primary, -0.35)],
    ],
    {
      x1: 0,
      y1: 0,
      x2: 0,
      y2: 1,
    },
  );
  c.add(
    `<g transform="translate(880 250)"><path d="M-60 -130L-20 -140C-12 -122 12 -122 20 -140L60 -130L130 -80L104 -28L70 -46V140H-70V-46L-104 -28L-130 -80Z" fill="${shirt}" stroke="${club.secondary}" stroke-width="4" stroke-linejoin="round"/><path d="M-20 -140C-12 -118 12 -118 20 -140" fill="none" stroke="${club.secondary}" stroke-width="8"/><text y="50" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="110" font-weight="900" fill="${club.secondary}" stroke="${shade(club.primary, -0.5)}" stroke-width="3" paint-order="stroke">${esc(club.number)}</text><g transform="translate(-36 -88) scale(0.16)">${lotusMarkup(c)}</g></g>`,
  );
  c.add(
    text(c, club.name.toUpperCase(), {
      x: 600,
      y: 470,
      size: 40,
      fill: '#ffffff',
      weight: 800,
      anchor: 'middle',
      family: DISPLAY_FONT,
      letterSpacing: 6,
      stroke: '#000',
      strokeWidth: 4,
    }),
  );
  return renderSvg(c, club.name);
};

/** The Golden Lotus logos. */
export const logoPicture = (kind: 'desktop' | 'mobile' | 'footer' | 'favicon' | 'app'): string => {
  if (kind === 'favicon' || kind === 'app') {
    const size = kind === 'favicon' ? 64 : 192;
    const c = createCanvas(size, size, { seed: `logo-${kind}` });
    const bg = linearGradient(c, [
      [0, '#2a0f4f'],
      [1, '#0d0420'],
    ]);
    const radius = kind === 'favicon' ? 14 : 42;
    c.add(`<rect width="${size}" height="${size}" rx="${radius}" fill="${bg}"/>`);
    if (kind === 'app') {
      c.add(
        `<circle cx="96" cy="100" r="80" fill="${radialGradient(c, [
          [0, '#b36bff', 0.55],
          [1, '#b36bff', 0],
        ])}"/>`,
      );
    }
    c.add(
      `<g transform="translate(${size / 2} ${size * 0.46}) scale(${n(size / 250)})">${lotusMarkup(c)}</g>`,
    );
    return renderSvg(c, 'Golden Lotus');
  }
  const [width, height, mark, word] =
    kind === 'desktop'
      ? [360, 90, 74, 32]
      : kind === 'mobile'
        ? [240, 64, 54, 22]
        : [300, 80, 64, 27];
  const c = createCanvas(width, height, { seed: `logo-${kind}` });
  const fill = kind === 'footer' ? '#e9dcc0' : gold(c);
  c.add(
    `<g transform="translate(${n(mark / 2 + 4)} ${n(height / 2 - 2)}) scale(${n(mark / 230)})">${lotusMarkup(c)}</g>`,
  );
  const x = mark + 14;
  // The wordmark is set to an exact length, so it fits whatever serif the viewer has, and sized to
  // fit without it: a renderer that ignores `textLength` (librsvg, which renders the pictures)
  // would otherwise cut its last letter off.
  const wordmarkSize = fitFontSize('GOLDEN LOTUS', width - x - 8, word);
  c.add(
    `<text x="${x}" y="${n(height * (kind === 'mobile' ? 0.62 : 0.54))}" textLength="${n(width - x - 8)}" lengthAdjust="spacingAndGlyphs" font-family="${esc(DISPLAY_FONT)}" font-size="${wordmarkSize}" font-weight="800" fill="${fill}" stroke="#2a1400" stroke-width="${kind === 'footer' ? 0 : 1}" paint-order="stroke">GOLDEN LOTUS</text>`,
  );
  if (kind !== 'mobile') {
    c.add(
      `<text x="${x + 2}" y="${n(height * 0.84)}" textLength="${n(width - x - 12)}" lengthAdjust="spacing" font-family="${esc(fontStack('zh_CN'))}" font-size="${n(word * 0.42)}" font-weight="500" fill="${kind === 'footer' ? '#bfb39c' : '#f3d9a4'}">金莲娱乐 · GOLDEN LOTUS GAMING</text>`,
    );
  }
  return renderSvg(c, 'Golden Lotus 金莲娱乐');
};

export type BadgeIcon = 'lock' | 'age' | 'check' | 'bank' | 'coin' | 'wallet';

const BADGE_ICONS: Record<BadgeIcon, (color: string) => string> = {
  lock: (k) =>
    `<rect x="-11" y="-2" width="22" height="17" rx="3" fill="${k}"/><path d="M-7 -2V-8A7 7 0 0 1 7 -8V-2" fill="none" stroke="${k}" stroke-width="3"/>`,
  age: (k) =>
    `<circle r="15" fill="none" stroke="${k}" stroke-width="2.5"/><text y="5" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="13" font-weight="800" fill="${k}">18+</text>`,
  check: (k) =>
    `<path d="M0 -16L13 -11C13 3 8 11 0 16C-8 11 -13 3 -13 -11Z" fill="none" stroke="${k}" stroke-width="2.5"/><path d="M-6 0L-1 5L7 -5" fill="none" stroke="${k}" stroke-width="2.5" stroke-linecap="round"/>`,
  bank: (k) =>
    `<path d="M-15 -5L0 -15L15 -5Z" fill="${k}"/>${[-10, -3.5, 3, 9.5].map((x) => `<rect x="${x}" y="-3" width="3" height="12" fill="${k}"/>`).join('')}<rect x="-15" y="10" width="30" height="3" fill="${k}"/>`,
  coin: (k) =>
    `<circle r="15" fill="none" stroke="${k}" stroke-width="2.5"/><path d="M-7 -7H7M0 -7V9M-8 0C-8 3 8 3 8 0" fill="none" stroke="${k}" stroke-width="2.5" stroke-linecap="round"/>`,
  wallet: (k) =>
    `<rect x="-15" y="-10" width="30" height="22" rx="4" fill="none" stroke="${k}" stroke-width="2.5"/><rect x="4" y="-2" width="11" height="8" rx="2" fill="${k}"/><path d="M-11 -10L6 -16L9 -10" fill="none" stroke="${k}" stroke-width="2.5"/>`,
};

/** A footer badge: icon and short label, on the dark footer. */
export const badgePicture = (icon: BadgeIcon, label: string): string => {
  const size = fitFontSize(label, 118, 17);
  const c = createCanvas(180, 56, { seed: `badge-${label}` });
  c.add(
    `<rect x="1" y="1" width="178" height="54" rx="12" fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.28" stroke-width="1.5"/>`,
  );
  c.add(`<g transform="translate(32 28)">${BADGE_ICONS[icon]('#e8c16a')}</g>`);
  c.add(
    text(c, label, {
      x: 58,
      y: 28 + size * 0.36,
      size,
      fill: '#f2ead8',
      weight: 700,
      family: DISPLAY_FONT,
      letterSpacing: 0.5,
    }),
  );
  return renderSvg(c, label);
};

export type FloatKind = 'service' | 'app' | 'promotion';

/** The tall buttons at the sides of the desktop page. */
export const floatPicture = (kind: FloatKind): string => {
  const c = createCanvas(120, 300, { seed: `float-${kind}` });
  const palette = PALETTES[kind === 'service' ? 'midnight' : kind === 'app' ? 'royal' : 'crimson'];
  const bg = linearGradient(
    c,
    [
      [0, shade(palette.to, 0.1)],
      [1, palette.from],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const frame = gold(c);
  c.add(
    `<rect x="4" y="4" width="112" height="292" rx="56" fill="${bg}" stroke="${frame}" stroke-width="3"/><circle cx="60" cy="66" r="46" fill="${radialGradient(
      c,
      [
        [0, palette.glow, 0.6],
        [1, palette.glow, 0],
      ],
    )}"/>`,
  );
  const motif: MotifName = kind === 'service' ? 'headset' : kind === 'app' ? 'phone' : 'gift';
  drawMotif(c, motif, 60, 66, kind === 'app' ? 78 : 70);
  const label = kind === 'service' ? '24/7' : kind === 'app' ? 'APP' : '%';
  c.add(
    `<text x="60" y="176" text-anchor="middle" font-family="${esc(DISPLAY_FONT)}" font-size="${kind === 'promotion' ? 52 : 30}" font-weight="900" fill="${frame}" stroke="#2a1400" stroke-width="1.5" paint-order="stroke">${label}</text>`,
  );
  c.add(
    `<path d="M40 210H80" stroke="#ffd977" stroke-opacity="0.5" stroke-width="2"/><path d="M50 236L60 246L70 236M50 254L60 264L70 254" fill="none" stroke="#ffd977" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`,
  );
  return renderSvg(c, kind);
};

export type NavIcon = 'home' | 'discount' | 'service' | 'app' | 'member';

const NAV_ICONS: Record<NavIcon, string> = {
  home: '<path d="M8 22L24 9L40 22M13 19V38H21V28H27V38H35V19"/>',
  discount:
    '<rect x="9" y="19" width="30" height="19" rx="2"/><path d="M7 13H41V19H7ZM24 13V38M24 13C19 4 11 7 15 12M24 13C29 4 37 7 33 12"/>',
  service:
    '<path d="M11 27V22A13 13 0 0 1 37 22V27"/><rect x="8" y="25" width="7" height="11" rx="3"/><rect x="33" y="25" width="7" height="11" rx="3"/><path d="M37 36C37 41 31 42 26 42"/>',
  app: '<rect x="14" y="6" width="20" height="36" rx="4"/><path d="M21 36H27M24 14V27M19 22L24 27L29 22"/>',
  member: '<circle cx="24" cy="17" r="8"/><path d="M9 41C10 32 16 28 24 28C32 28 38 32 39 41"/>',
};

/** Line icons of the mobile bottom navigation. */
export const navIconPicture = (icon: NavIcon): string => {
  const c = createCanvas(48, 48, { seed: `nav-${icon}` });
  c.add(
    `<g fill="none" stroke="#f0c674" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${NAV_ICONS[icon]}</g>`,
  );
  return renderSvg(c, icon);
};
