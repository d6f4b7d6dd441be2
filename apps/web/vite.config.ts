import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

import { partsChunks } from './build/parts-chunks.ts';
import { renderedPictures } from './build/rendered-pictures.ts';
import { createVersionManifest, versionPlugin } from './build/version-plugin.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * The modules of the page's entry (`src/main.tsx`, which waits for the first paint, with Vite's
 * helper of its dynamic import).
 */
const ENTRY_MODULES =
  /(vite[\\/]preload-helper(\.js)?|[\\/]index\.html|[\\/]src[\\/]main\.tsx|[\\/]src[\\/]ssr-state\.ts|[\\/]src[\\/]shared[\\/]ui[\\/]first-paint\.ts)$/;

export default defineConfig(({ mode, isSsrBuild }) => {
  // Only the dev server reads these; the app itself reads import.meta.env in src/config/env.ts.
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'APP_']);
  const apiTarget = env.VITE_API_PROXY ?? 'http://localhost:3000';
  const manifest = createVersionManifest(packageJson.version, env.APP_VERSION);
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    '/media': { target: apiTarget, changeOrigin: true },
    // The realtime socket (polling, then the websocket upgrade) on the API server's port.
    '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
  };

  if (isSsrBuild) {
    // The server's renderer of the visitor pages (decision 0019): one file the server imports,
    // with every dependency inside, beside (not in) the files the site serves.
    return {
      plugins: [react(), versionPlugin(manifest), renderedPictures()],
      ssr: { noExternal: true },
      build: {
        outDir: 'dist-ssr',
        copyPublicDir: false,
        // Pictures as the browser's build names them (files, never inlined), so the markup's
        // addresses are the ones hydration renders.
        assetsInlineLimit: 0,
        target: 'node20',
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    };
  }

  const source = (file: string) => fileURLToPath(new URL(`src/${file}.tsx`, import.meta.url));
  // The lobby in three files instead of a hundred: the code its layout and first screen share,
  // loaded with them; and the parts it loads just after (pop-up, carousel, game rows, footer),
  // in one chunk. Other pages take what they need of these, cached since the lobby.
  const lobby = partsChunks([
    {
      name: 'lobby',
      parts: ['app/layouts/root-layout', 'app/routes/home-mobile', 'app/routes/home-desktop'].map(
        source,
      ),
      withParts: false,
    },
    {
      name: 'lobby-parts',
      parts: [
        'features/promotions/components/popup-promotion',
        'features/lobby/components/carousel-slides',
        'features/promotions/components/promotions-preview',
        'features/games/components/featured-games',
        'features/games/components/hall-providers',
        'features/news/components/news-section',
        'features/sponsors/components/sponsors-strip',
        'app/routes/sport-quickbet-slot',
        'features/site-shell/components/float-buttons',
        'features/site-shell/components/site-footer',
        'features/site-shell/components/mobile-site-footer',
      ].map(source),
      withParts: true,
    },
  ]);
  return {
    plugins: [
      react(),
      versionPlugin(manifest),
      renderedPictures(),
      lobby.plugin,
      // The installable app: a service worker that keeps the shell for the next visit and the
      // pictures seen, so the lobby paints without the network (decision 0018). The manifest
      // is the server's (/manifest.webmanifest), named after the site.
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        workbox: {
          globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          navigateFallback: '/index.html',
          // Paths the server answers itself: the API, pictures, the house's games, the socket.
          navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/house\//, /^\/socket\.io\//],
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'media',
                expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
      // Each file also as .br and .gz, compressed once at the highest levels: the server sends
      // those as they are instead of compressing every response again (decision 0017).
      compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    ],
    server: { proxy },
    preview: { proxy },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      // The framework chunk (React, React Router, i18next, Mantine, TanStack Query) is ~460 kB raw.
      chunkSizeWarningLimit: 500,
      // No preload links added at run time for a lazy part's imports. The browser finds them as
      // the part loads, and the service worker keeps every file after the first visit. Adding the
      // links cost the lobby's first screen about a hundred DOM insertions in its busiest
      // seconds, and their requests started ahead of the first paint and the pop-up's picture.
      modulePreload: false,
      // Pictures stay files (cached, lazy-loaded) instead of growing the JavaScript.
      assetsInlineLimit: 0,
      // One stylesheet for the whole site: a page the server rendered is styled from its first
      // paint, before the code of its parts (which would otherwise bring their styles) arrives.
      cssCodeSplit: false,
      rolldownOptions: {
        // `start.tsx`, which the entry (`main.tsx`) imports once the page has painted, is built
        // as an entry of its own: what it needs to render is the first render's, in the chunks
        // below, as when the page imported it at once.
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          start: source('start'),
        },
        output: {
          codeSplitting: {
            // Everything the first render needs in as few files as possible: one long-cached
            // library chunk and the app's own start-up code, instead of dozens of small shared
            // chunks that compress worse.
            groups: [
              { name: 'index', test: ENTRY_MODULES, priority: lobby.groups.length + 3 },
              {
                name: 'framework',
                test: /[\\/]node_modules[\\/]/,
                tags: ['$initial'],
                priority: lobby.groups.length + 2,
              },
              {
                name: 'app-core',
                tags: ['$initial'],
                // The entry's own few modules stay in the entry's file, which must not import the
                // others.
                test: (id: string) => !ENTRY_MODULES.test(id),
                priority: lobby.groups.length + 1,
              },
              // Below those two: what the first render needs never moves into a lazy chunk.
              ...lobby.groups,
            ],
          },
        },
      },
    },
  };
});
