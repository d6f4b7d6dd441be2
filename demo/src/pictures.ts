import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The pictures are drawn as SVG (`art/`) and served as WebP rendered from that SVG
 * (`npm run pictures -w @member-site/demo`, committed under `demo/pictures/`). A phone lays out
 * and paints an SVG picture on its main thread, as a document of its own, with text set in
 * whatever fonts it has, and the first such document of a page costs it the most; it decodes a
 * WebP off the main thread, and the WebP's text looks the same everywhere (decision 0005).
 */

/** The file that names, for each rendered picture, the SVG it was rendered from. */
export const RENDERED_MANIFEST = 'manifest.json';

/** Where a picture's rendering is kept and served, from the path its SVG would have. */
export const renderedPath = (svgPath: string): string => svgPath.replace(/\.svg$/, '.webp');

/** Drawings narrower than this (the icons) are rendered at twice their size. */
const SMALL_DRAWING_PX = 100;

/**
 * How many pixels of the rendering stand for one of the drawing: the drawings are made at about
 * twice the size a phone shows them, except the icons (48 px, shown at 22), which are rendered at
 * twice their size to stay sharp on a phone's screen of three pixels to each of the page's.
 */
export const renderingScale = (svg: string): number => {
  const width = Number(/^<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? Infinity);
  return width < SMALL_DRAWING_PX ? 2 : 1;
};

/** The rendering of a picture, when one exists for exactly this SVG (by its ETag). */
export type RenderedPictures = { find(svgPath: string, svgEtag: string): Buffer | undefined };

/** Each picture's source ETag, by its SVG path. */
export type RenderedManifest = Record<string, string>;

/**
 * The renderings in `dir`. A picture whose drawing changed since its rendering (another ETag) has
 * none, and is served as SVG until the renderings are made again.
 */
export const loadRenderedPictures = (dir: string): RenderedPictures => {
  const manifestFile = join(dir, RENDERED_MANIFEST);
  const manifest: RenderedManifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as RenderedManifest)
    : {};
  return {
    find(svgPath, svgEtag) {
      if (manifest[svgPath] !== svgEtag) return undefined;
      return readFileSync(join(dir, renderedPath(svgPath)));
    },
  };
};
