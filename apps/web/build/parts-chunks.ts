import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/** A chunk named after what it holds: the code of a set of lazily loaded parts. */
export type PartsChunk = {
  name: string;
  /** Absolute paths of the parts (modules the app imports with `import()`). */
  parts: readonly string[];
  /**
   * Whether the parts themselves go into the chunk too. When not, each part keeps a chunk of its
   * own (and its name in the build's manifest) and the chunk holds only what they import.
   */
  withParts: boolean;
};

/**
 * Chunks for the code that lazily loaded parts loaded together share.
 *
 * Left to itself, the bundler gives every set of parts that share a module a chunk of its own: the
 * lobby then loads about a hundred files of one or two kilobytes each, and a phone spends its
 * first seconds fetching and compiling them one by one. This records the module graph as it is
 * parsed and names, for one code-splitting group per chunk, the modules that the chunk's parts
 * import statically, directly or not. The walk follows the app's own modules and stops at other
 * lazily loaded parts and at packages (a package's index imports all of it; the bundler itself
 * then adds the package modules that the captured ones use). An earlier chunk in the list takes a
 * module before a later one: the groups' priorities run from the number of chunks down to 1, so a
 * group meant to win over them needs a higher one.
 */
export const partsChunks = (
  chunks: readonly PartsChunk[],
): { plugin: Plugin; groups: CodeSplittingGroup[] } => {
  const imports = new Map<string, readonly string[]>();
  const lazyParts = new Set<string>();
  let members: Map<string, Set<string>> | undefined;

  const collect = (chunk: PartsChunk): Set<string> => {
    const missing = chunk.parts.filter((part) => !lazyParts.has(part));
    if (missing.length > 0) {
      throw new Error(`${chunk.name} chunk: not a lazily loaded part: ${missing.join(', ')}`);
    }
    const found = new Set<string>(chunk.withParts ? chunk.parts : []);
    const pending = [...chunk.parts];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      for (const imported of imports.get(id) ?? []) {
        if (found.has(imported) || lazyParts.has(imported)) continue;
        if (imported.includes('/node_modules/')) continue;
        found.add(imported);
        pending.push(imported);
      }
    }
    return found;
  };

  const membersOf = (name: string): Set<string> => {
    members ??= new Map(chunks.map((chunk) => [chunk.name, collect(chunk)]));
    return members.get(name) ?? new Set();
  };

  return {
    plugin: {
      name: 'member-site:parts-chunks',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        for (const id of info.dynamicallyImportedIds) lazyParts.add(id);
      },
    },
    groups: chunks.map((chunk, index) => ({
      name: chunk.name,
      test: (id: string) => membersOf(chunk.name).has(id),
      priority: chunks.length - index,
    })),
  };
};
