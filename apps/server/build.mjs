// Bundle the server into dist/main.js. Workspace packages (the contracts) are bundled in;
// everything from node_modules stays external and is loaded at run time.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  // Every entry point lands directly in dist/, one level below the package like src/config.ts,
  // so the paths config.ts resolves relative to the module (migrations, data) hold for each.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/db/cli.ts',
    site: 'src/cli/site.ts',
    'ledger-verify': 'src/cli/ledger-verify.ts',
  },
  outdir: 'dist',
  bundle: true,
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
