import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

import { type SKRSContext2D, createCanvas, GlobalFonts } from '@napi-rs/canvas';

/*
 * Captcha pictures as raster images. Outline matching reads an SVG captcha exactly, because the
 * glyphs' paths are in the file; here the glyphs are drawn in several faces of Roboto (shipped in
 * the npm package, so no system font is needed), each turned, skewed and sized on its own,
 * crossed by strokes in the same inks, cut by a line where the background shows, warped as a whole by two
 * sine waves and speckled, then encoded as WebP. Every random choice comes from node:crypto.
 */

const require = createRequire(import.meta.url);

/** Faces of Roboto the characters are drawn in; each character picks one. */
const FACES = ['500-normal', '700-normal', '900-normal', '600-italic', '800-italic'].map((face) => {
  const family = `CaptchaRoboto${face.replace('-', '')}`;
  GlobalFonts.registerFromPath(
    require.resolve(`@fontsource/roboto/files/roboto-latin-${face}.woff2`),
    family,
  );
  return family;
});

/** Drawn at twice the size it is shown (120 x 40 CSS pixels), so it stays sharp on phones. */
const SCALE = 2;
const WIDTH = 120 * SCALE;
const HEIGHT = 40 * SCALE;
const WEBP_QUALITY = 90;

const between = (min: number, max: number): number =>
  min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const darkInk = (): string => `hsl(${randomInt(360)} ${randomInt(45, 80)}% ${randomInt(18, 36)}%)`;
const lightInk = (alpha: number): string =>
  `hsla(${randomInt(360)} ${randomInt(30, 70)}% ${randomInt(60, 85)}% / ${alpha})`;

const curveAcross = (context: SKRSContext2D, from: number, to: number): void => {
  context.beginPath();
  context.moveTo(between(0, WIDTH * 0.2), between(HEIGHT * from, HEIGHT * to));
  context.bezierCurveTo(
    between(WIDTH * 0.2, WIDTH * 0.5),
    between(0, HEIGHT),
    between(WIDTH * 0.5, WIDTH * 0.8),
    between(0, HEIGHT),
    between(WIDTH * 0.8, WIDTH),
    between(HEIGHT * from, HEIGHT * to),
  );
  context.stroke();
};

/** Draw `text` with clutter behind, strokes through and a cut across; answers the inks used. */
const drawText = (context: SKRSContext2D, text: string): string[] => {
  for (let i = 0; i < 14; i += 1) {
    context.strokeStyle = lightInk(0.5);
    context.lineWidth = between(1, 3);
    context.beginPath();
    context.moveTo(between(0, WIDTH), between(0, HEIGHT));
    context.quadraticCurveTo(
      between(0, WIDTH),
      between(0, HEIGHT),
      between(0, WIDTH),
      between(0, HEIGHT),
    );
    context.stroke();
  }

  // Neighbours overlap a little, so the characters cannot be cut apart by the gaps between them.
  const slot = (WIDTH - 16 * SCALE) / text.length;
  let x = 8 * SCALE + between(0, 4 * SCALE);
  const inks: string[] = [];
  for (const character of text) {
    const ink = darkInk();
    inks.push(ink);
    context.save();
    context.translate(x + slot / 2, HEIGHT / 2 + between(-4, 4) * SCALE);
    context.rotate(between(-0.35, 0.35));
    context.transform(1, between(-0.15, 0.15), between(-0.25, 0.25), 1, 0, 0);
    context.font = `${between(28, 34) * SCALE}px ${pick(FACES)}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillStyle = ink;
    context.fillText(character, 0, 0);
    if (randomInt(2) === 0) {
      context.lineWidth = 1.2 * SCALE;
      context.strokeStyle = ink;
      context.strokeText(character, 0, 0);
    }
    context.restore();
    x += slot * between(0.78, 0.95);
  }

  for (let i = 0; i < 2; i += 1) {
    context.strokeStyle = pick(inks);
    context.lineWidth = between(1, 1.6) * SCALE;
    curveAcross(context, 0.25, 0.75);
  }
  // A cut through the glyphs, where the background shows.
  context.lineWidth = between(1, 1.8) * SCALE;
  context.globalCompositeOperation = 'destination-out';
  context.strokeStyle = '#000';
  curveAcross(context, 0, 1);
  context.globalCompositeOperation = 'source-over';
  return inks;
};

/** Move every pixel along two sine waves (across and down), so no glyph keeps its outline. */
const warp = (context: SKRSContext2D): void => {
  const source = context.getImageData(0, 0, WIDTH, HEIGHT);
  const target = context.createImageData(WIDTH, HEIGHT);
  const across = between(1.5, 2.5) * SCALE;
  const down = between(1.5, 2.5) * SCALE;
  const acrossPeriod = between(30, 50) * SCALE;
  const downPeriod = between(50, 80) * SCALE;
  const acrossPhase = between(0, 2 * Math.PI);
  const downPhase = between(0, 2 * Math.PI);
  for (let y = 0; y < HEIGHT; y += 1) {
    const shiftX = across * Math.sin((2 * Math.PI * y) / acrossPeriod + acrossPhase);
    for (let x = 0; x < WIDTH; x += 1) {
      const fromX = Math.round(x + shiftX);
      const fromY = Math.round(y + down * Math.sin((2 * Math.PI * x) / downPeriod + downPhase));
      if (fromX < 0 || fromY < 0 || fromX >= WIDTH || fromY >= HEIGHT) continue;
      const from = (fromY * WIDTH + fromX) * 4;
      target.data.set(source.data.subarray(from, from + 4), (y * WIDTH + x) * 4);
    }
  }
  context.putImageData(target, 0, 0);
};

/**
 * A picture of `text` as a WebP data: URL, `background` filled or, unset, transparent (for forms
 * that lay it on their own colour).
 */
export const captchaPicture = (text: string, options: { background?: string } = {}): string => {
  const layer = createCanvas(WIDTH, HEIGHT);
  const layerContext = layer.getContext('2d');
  const inks = drawText(layerContext, text);
  warp(layerContext);

  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  if (options.background !== undefined) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, WIDTH, HEIGHT);
  }
  context.drawImage(layer, 0, 0);
  for (let i = 0; i < 60; i += 1) {
    context.fillStyle = randomInt(4) === 0 ? pick(inks) : lightInk(0.9);
    context.beginPath();
    context.arc(between(0, WIDTH), between(0, HEIGHT), between(0.4, 1.1) * SCALE, 0, 2 * Math.PI);
    context.fill();
  }
  return `data:image/webp;base64,${canvas.encodeSync('webp', WEBP_QUALITY).toString('base64')}`;
};
