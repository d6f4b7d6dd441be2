// Report the JavaScript the home page needs, from the Vite manifest of the web build, gzipped:
// - initial: the entry chunks (the page's entry and `start.tsx`, which it imports once the page has
//   painted) and everything they import statically (what must arrive before React can render at
//   all), plus the home route's own chunk;
// - first screen: that, plus the lazily loaded page shell and the desktop lobby, which the home
//   page requests at once, in parallel.
// The build fails when the initial figure exceeds the budget, when zod (which only the lazily
// loaded forms need, for the field rules) is in the initial graph, or when the realtime socket
// (laravel-echo and socket.io-client, loaded after the first render) is in the first screen's,
// and when a Mantine component the app uses has no styles imported. `npm run bench` measures the
// same in a real browser.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};

const gzipKb = (keys) =>
  [...keys].reduce(
    (sum, key) => sum + gzipSync(readFileSync(`${dist}${manifest[key].file}`), { level: 9 }).length,
    0,
  ) / 1024;

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = closure([...entries, 'src/app/routes/home.tsx']);
const firstScreen = closure([
  ...initial,
  'src/app/layouts/root-layout.tsx',
  'src/app/routes/home-desktop.tsx',
]);

const initialKb = gzipKb(initial);
const firstScreenKb = gzipKb(firstScreen);
console.log(
  `Home page JavaScript, gzipped: initial ${initialKb.toFixed(1)} KB (budget ${BUDGET_KB} KB), ` +
    `first screen with shell and lobby ${firstScreenKb.toFixed(1)} KB.`,
);
const chunkText = (key) => readFileSync(`${dist}${manifest[key].file}`, 'utf8');
const withZod = [...initial].filter((key) => chunkText(key).includes('ZodError'));
if (withZod.length > 0) {
  console.error(`zod is in the initial JavaScript of the home page: ${withZod.join(', ')}.`);
  process.exit(1);
}
// Strings of laravel-echo's presence channels and of socket.io-client's transports.
const withSocket = [...firstScreen].filter((key) =>
  ['presence:subscribed', 'transport close'].some((marker) => chunkText(key).includes(marker)),
);
if (withSocket.length > 0) {
  console.error(
    `The realtime socket is in the first screen's JavaScript: ${withSocket.join(', ')}.`,
  );
  process.exit(1);
}
if (initialKb > BUDGET_KB) {
  console.error(`The initial JavaScript of the home page is over its ${BUDGET_KB} KB budget.`);
  process.exit(1);
}

// The app imports Mantine's styles per component (apps/web/src/app/mantine.css). Each Mantine
// module built from a CSS module (`<Name>.module.mjs`) needs `@mantine/core/styles/<Name>.css`:
// a component the app starts using without its styles fails the build here, not on a page.
const mantineCss = readFileSync(
  fileURLToPath(new URL('../apps/web/src/app/mantine.css', import.meta.url)),
  'utf8',
);
const imported = new Set(
  [...mantineCss.matchAll(/@import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map(
    (match) => match[1],
  ),
);
const used = new Set();
for (const file of readdirSync(`${dist}assets`).filter((name) => name.endsWith('.js.map'))) {
  const { sources } = JSON.parse(readFileSync(`${dist}assets/${file}`, 'utf8'));
  for (const source of sources) {
    const found = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/.exec(source);
    if (found) used.add(found[1]);
  }
}
const unstyled = [...used].filter((name) => !imported.has(name)).sort();
if (unstyled.length > 0) {
  console.error(
    `Mantine components without their styles in apps/web/src/app/mantine.css: ${unstyled.join(', ')}.`,
  );
  process.exit(1);
}
