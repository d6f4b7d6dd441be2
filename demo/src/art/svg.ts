import type { SupportedLanguage } from '@member-site/contracts/constants';

/*
 * A tiny SVG writer for the pictures the seed ships. Everything is deterministic (a seeded random
 * generator, no clock), so a picture's bytes, and with them its ETag, only change when its code or
 * its text does.
 */

/** Escape text and attribute values: the headlines come from translations with `&` and quotes. */
export const esc = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** User-perceived characters: a Devanagari conjunct or an accented Vietnamese letter is one. */
export const graphemes = (text: string): string[] =>
  Array.from(segmenter.segment(text), (part) => part.segment);

/** Round for compact output; SVG needs no more than two decimals at these sizes. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * Font stacks per language. The pictures are shown as <img>, so they use the viewer's installed
 * fonts: the stack names the Noto families first (Linux, Android), then the platform fonts of
 * Windows and Apple for the same script, then `sans-serif`.
 */
const LATIN = "'Noto Sans', 'Segoe UI', 'Helvetica Neue', Arial";
const SC = "'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei'";
const TC = "'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei'";
const DEVANAGARI = "'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', Mangal";

const FONT_STACKS: Record<SupportedLanguage, string> = {
  zh_CN: `${LATIN}, ${SC}, ${TC}, ${DEVANAGARI}, sans-serif`,
  zh_TW: `${LATIN}, ${TC}, ${SC}, ${DEVANAGARI}, sans-serif`,
  en_US: `${LATIN}, ${SC}, ${DEVANAGARI}, sans-serif`,
  vi_VN: `${LATIN}, ${SC}, ${DEVANAGARI}, sans-serif`,
  hi_IN: `${DEVANAGARI}, ${LATIN}, ${SC}, sans-serif`,
};

export const fontStack = (language: SupportedLanguage): string => FONT_STACKS[language];

/** Font for wordmarks and numbers, which look the same in every language. */
export const DISPLAY_FONT = `'Noto Serif', Georgia, 'Times New Roman', ${SC}, serif`;

/**
 * Estimated advance of a text in em at bold weight. SVG text does not wrap or shrink, so headline
 * sizes are chosen from this estimate to keep every language inside its box; it errs wide.
 */
export const textWidthEm = (text: string): number => {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x0300 && code <= 0x036f) continue; // combining accents (Vietnamese)
    if (code >= 0x0900 && code <= 0x097f) {
      // Devanagari: vowel signs and viramas mostly stack on their consonant.
      width += (code >= 0x093e && code <= 0x094d) || code <= 0x0903 ? 0.22 : 0.72;
    } else if (
      (code >= 0x2e80 && code <= 0x9fff) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xff00 && code <= 0xffef) ||
      (code >= 0x3000 && code <= 0x303f)
    ) {
      width += 1.02;
    } else if (char === ' ') {
      width += 0.28;
    } else if (/[A-Z0-9%$₫¥₹]/.test(char)) {
      width += 0.74;
    } else if (/[iljtf.,:;!'|·]/.test(char)) {
      width += 0.32;
    } else if (/[mwMW]/.test(char)) {
      width += 0.9;
    } else {
      width += 0.62;
    }
  }
  return width;
};

/** The largest font size, at most `max`, at which `text` fits in `width` pixels. */
export const fitFontSize = (text: string, width: number, max: number, min = 10): number => {
  const em = textWidthEm(text);
  if (em === 0) return max;
  return Math.max(min, Math.min(max, Math.floor(width / em)));
};

/** Deterministic pseudo-random numbers (mulberry32) seeded from a name. */
export const seededRandom = (seed: string): (() => number) => {
  let state = 0x9e3779b9;
  for (const char of seed) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 0x85ebca6b);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type Canvas = {
  readonly width: number;
  readonly height: number;
  readonly language: SupportedLanguage;
  readonly random: () => number;
  /** A document-unique id for a gradient or clip path. */
  uid: (prefix: string) => string;
  def: (markup: string) => void;
  add: (markup: string) => void;
};

export const createCanvas = (
  width: number,
  height: number,
  options: { language?: SupportedLanguage; seed: string },
): Canvas => {
  const defs: string[] = [];
  const body: string[] = [];
  let counter = 0;
  const canvas: Canvas & { defs: string[]; body: string[] } = {
    width,
    height,
    language: options.language ?? 'en_US',
    random: seededRandom(options.seed),
    uid: (prefix) => `${prefix}${(counter++).toString(36)}`,
    def: (markup) => defs.push(markup),
    add: (markup) => body.push(markup),
    defs,
    body,
  };
  return canvas;
};

/** Serialise a canvas; `title` is the picture's accessible name. */
export const renderSvg = (canvas: Canvas, title: string): string => {
  const { defs, body } = canvas as Canvas & { defs: string[]; body: string[] };
  const { width, height } = canvas;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '',
    ...body,
    '</svg>',
  ].join('');
};

/** A linear gradient from top-left to bottom-right (or along the given vector). */
export const linearGradient = (
  canvas: Canvas,
  stops: readonly (readonly [offset: number, color: string, opacity?: number])[],
  vector: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 1, y2: 1 },
): string => {
  const id = canvas.uid('lg');
  canvas.def(
    `<linearGradient id="${id}" x1="${n(vector.x1)}" y1="${n(vector.y1)}" x2="${n(vector.x2)}" y2="${n(vector.y2)}">${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
};

export const radialGradient = (
  canvas: Canvas,
  stops: readonly (readonly [offset: number, color: string, opacity?: number])[],
  focus: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string => {
  const id = canvas.uid('rg');
  const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = focus;
  canvas.def(
    `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}">${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
};

/** The metallic gold used for headlines, trophies, coins and frames. */
export const gold = (canvas: Canvas, vertical = true): string =>
  linearGradient(
    canvas,
    [
      [0, '#fff7d1'],
      [0.28, '#ffd977'],
      [0.55, '#e8a93a'],
      [0.78, '#b9791c'],
      [1, '#ffe7a0'],
    ],
    vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 },
  );

export type TextOptions = {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  letterSpacing?: number;
  family?: string;
};

/** One line of text in the canvas language's font stack. */
export const text = (canvas: Canvas, content: string, o: TextOptions): string => {
  const attributes = [
    `x="${n(o.x)}"`,
    `y="${n(o.y)}"`,
    `font-family="${esc(o.family ?? fontStack(canvas.language))}"`,
    `font-size="${n(o.size)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.stroke
      ? `stroke="${o.stroke}" stroke-width="${n(o.strokeWidth ?? 2)}" paint-order="stroke" stroke-linejoin="round"`
      : '',
    o.opacity === undefined ? '' : `opacity="${n(o.opacity)}"`,
    o.letterSpacing === undefined ? '' : `letter-spacing="${n(o.letterSpacing)}"`,
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${esc(content)}</text>`;
};
