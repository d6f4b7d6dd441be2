import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { renderedPictures } from './rendered-pictures';

// The test's module address is the dev server's (http), not a file's.
const SLOT = join(import.meta.dirname, '../src/assets/halls/slot.svg');

type Load = (this: unknown, id: string) => Promise<string | null>;

/** The plugin's `load` for a dev server or a build, with what the bundler gives it. */
const loader = (command: 'serve' | 'build') => {
  const plugin = renderedPictures();
  (plugin.configResolved as (config: { command: string }) => void)({ command });
  const emitted: { name: string; source: Buffer }[] = [];
  const context = {
    addWatchFile: () => undefined,
    emitFile: (file: { name: string; source: Buffer }) => {
      emitted.push(file);
      return 'ref1';
    },
  };
  const load = (id: string) => (plugin.load as Load).call(context, id);
  return { load, emitted };
};

describe('the app’s drawings rendered as WebP', () => {
  it('builds a drawing as a WebP asset of twice its size, the module naming its address', async () => {
    const { load, emitted } = loader('build');
    const code = await load(`${SLOT}?webp`);
    expect(code).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
    expect(emitted.map((file) => file.name)).toEqual(['slot.webp']);
    const picture = await sharp(emitted[0]?.source).metadata();
    // The drawing's view box is 320 by 220.
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 640, 440]);
  });

  it('gives the dev server and the tests the rendering as a data URL', async () => {
    const { load, emitted } = loader('serve');
    const code = (await load(`${SLOT}?webp`)) ?? '';
    const url = /^export default "(data:image\/webp;base64,[A-Za-z0-9+/=]+)";$/.exec(code)?.[1];
    expect(url).toBeDefined();
    const bytes = Buffer.from(url?.split(',')[1] ?? '', 'base64');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(emitted).toEqual([]);
  });

  it('leaves every other module to the others', async () => {
    const { load } = loader('build');
    expect(await load(SLOT)).toBeNull();
    expect(await load(`${SLOT}?url`)).toBeNull();
  });
});
