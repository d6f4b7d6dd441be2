// Bundle the server into dist/main.js. Workspace packages (the contracts, the demo content) are
// bundled in; everything from node_modules stays external and is loaded at run time. With code
// splitting, the seed's dynamic import of the demo content points at dist/demo.js, its own file,
// which a server loads only when it seeds the demo site; code the entry points share goes into
// chunks.
import { readFileSync, rmSync } from 'node:fs';

import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

// Chunk names carry a content hash: start from an empty dist/ so old chunks do not pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  // Every entry point and chunk lands directly in dist/, one level below the package like
  // src/config.ts, so the paths config.ts resolves relative to the module (migrations, data) hold
  // wherever esbuild puts it.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/db/cli.ts',
    site: 'src/cli/site.ts',
    'ledger-verify': 'src/cli/ledger-verify.ts',
    // Not a command: the demo content, named so that the seed's import of it is easy to find.
    demo: '@member-site/demo',
  },
  outdir: 'dist',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
