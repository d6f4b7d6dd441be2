import { configDefaults, defineConfig } from 'vitest/config';

import { WEB_ISOLATED_TESTS, WEB_SHARED_MOCK_TESTS, WEB_TESTS } from './apps/web/vitest.config.ts';

/** Files about several server processes on one PostgreSQL: the embedded database is one process. */
const POSTGRES_ONLY = ['apps/server/src/**/*.processes.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // The game math's simulations take seconds each; the limit only catches a hang, on a
          // two-core machine that may be running the other projects at the same time.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'demo',
          include: ['demo/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : POSTGRES_ONLY)],
          environment: 'node',
          // One migrated and seeded template per run, cloned by every file (test/helpers.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/setup.ts'],
          // The server's modules are imported once per worker, not once per file: every file
          // builds its own app on its own database, and no server test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web pages in jsdom: a fresh jsdom and module graph per file cost more than the tests
      // themselves (about four minutes of a run), so the files of a worker share them, except
      // those that need their own.
      {
        extends: './apps/web/vitest.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: WEB_TESTS,
          exclude: [
            ...configDefaults.exclude,
            ...WEB_ISOLATED_TESTS,
            ...Object.values(WEB_SHARED_MOCK_TESTS).flat(),
          ],
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web-isolated', root: './apps/web', include: WEB_ISOLATED_TESTS },
      },
      ...Object.entries(WEB_SHARED_MOCK_TESTS).map(([name, include]) => ({
        extends: './apps/web/vitest.config.ts',
        test: { name, root: './apps/web', include, isolate: false },
      })),
      'apps/house/vitest.config.ts',
    ],
  },
});
