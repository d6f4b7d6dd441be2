import type { ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { partsChunks, type PartsChunk } from './parts-chunks';

/** The bundler's view of a module: what it imports, statically and with `import()`. */
const parsed = (id: string, importedIds: string[], dynamicallyImportedIds: string[] = []) =>
  ({ id, importedIds, dynamicallyImportedIds }) as unknown as ModuleInfo;

/**
 * A small app: the entry loads the layout and the home page lazily; both use a shared helper,
 * the layout a package's index; the home page loads its pop-up lazily.
 */
const GRAPH = [
  parsed('/app/main.tsx', [], ['/app/layout.tsx', '/app/home.tsx', '/app/page.tsx']),
  parsed('/app/layout.tsx', ['/app/helper.ts', '/node_modules/ui/index.js']),
  parsed('/node_modules/ui/index.js', ['/node_modules/ui/button.js', '/node_modules/ui/table.js']),
  parsed('/app/home.tsx', ['/app/helper.ts', '/app/home.css'], ['/app/popup.tsx']),
  parsed('/app/helper.ts', ['/app/format.ts']),
  parsed('/app/popup.tsx', ['/app/dialog.tsx', '/app/helper.ts']),
  parsed('/app/dialog.tsx', []),
  parsed('/app/page.tsx', ['/app/dialog.tsx', '/app/table.tsx']),
];

const build = (chunks: PartsChunk[]) => {
  const { plugin, groups } = partsChunks(chunks);
  const moduleParsed = plugin.moduleParsed as (info: ModuleInfo) => void;
  for (const info of GRAPH) moduleParsed(info);
  /** The modules each group captures (the bundler asks the group of every module). */
  const captured = groups.map((group) =>
    GRAPH.map((info) => info.id)
      .concat('/node_modules/ui/button.js', '/app/home.css', '/app/format.ts', '/app/table.tsx')
      .filter((id) => (group.test as (id: string) => boolean)(id))
      .sort(),
  );
  return { groups, captured };
};

describe('chunks for lazily loaded parts', () => {
  it("gathers what the parts import, through the app's modules, but not the parts themselves", () => {
    const { captured } = build([
      { name: 'lobby', parts: ['/app/layout.tsx', '/app/home.tsx'], withParts: false },
    ]);
    // Not the pop-up (a part of its own), nor the package (its index names all of it).
    expect(captured[0]).toEqual(['/app/format.ts', '/app/helper.ts', '/app/home.css']);
  });

  it('takes the parts too when asked, and ranks an earlier chunk first', () => {
    const { groups, captured } = build([
      { name: 'lobby', parts: ['/app/layout.tsx', '/app/home.tsx'], withParts: false },
      { name: 'lobby-parts', parts: ['/app/popup.tsx'], withParts: true },
    ]);
    expect(captured[1]).toEqual([
      '/app/dialog.tsx',
      '/app/format.ts',
      '/app/helper.ts',
      '/app/popup.tsx',
    ]);
    expect(groups.map((group) => group.name)).toEqual(['lobby', 'lobby-parts']);
    expect(groups[0]?.priority).toBeGreaterThan(groups[1]?.priority ?? Infinity);
  });

  it('refuses a part the app does not load lazily', () => {
    expect(() => build([{ name: 'lobby', parts: ['/app/helper.ts'], withParts: false }])).toThrow(
      'lobby chunk: not a lazily loaded part: /app/helper.ts',
    );
  });
});
