// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importXConfigs } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_MODULES = './apps/server/src/modules';
const REPOSITORY_BOUNDARY =
  'A module uses another module only through the service deps.ts injects, never its repository.';

/**
 * One zone per server module: its files may import their own module's repository and no other's.
 * The operator's commands go through services as well.
 */
const repositoryZones = [
  ...readdirSync(new URL(SERVER_MODULES, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${SERVER_MODULES}/${entry.name}`,
      from: `${SERVER_MODULES}/!(${entry.name})/*.repository.ts`,
      message: REPOSITORY_BOUNDARY,
    })),
  {
    target: './apps/server/src/cli',
    from: `${SERVER_MODULES}/*/*.repository.ts`,
    message: REPOSITORY_BOUNDARY,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  importXConfigs.recommended,
  importXConfigs.typescript,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // Packages are never part of a cycle of ours: the rule does not follow them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript checks that imported names, namespaces and defaults exist (tsc -b runs in CI).
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default': 'off',
      // Modules a Vite plugin makes at build time (the service worker's registration).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-default-export': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Packages never depend on apps; apps never depend on each other.
            { target: './packages', from: ['./apps', './demo'] },
            // The demo content is data for the server's seed: it imports the contracts only, and
            // only the seed (and tests) import it, so the web app never ships it.
            { target: './demo', from: ['./apps', './e2e'] },
            { target: './apps/web', from: './demo' },
            { target: './apps/house', from: ['./demo', './apps/web', './apps/server', './e2e'] },
            { target: ['./apps/web', './apps/server'], from: './apps/house' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './e2e' },
            { target: './apps/server', from: './e2e' },
            // Server layers: modules never reach into the app shell.
            { target: './apps/server/src/modules', from: './apps/server/src/app.ts' },
            { target: './apps/server/src/db', from: './apps/server/src/modules' },
            ...repositoryZones,
            // Web features do not import each other; app/ composes them.
            {
              target: './apps/web/src/features/*/',
              from: './apps/web/src/features/*/',
              except: ['./'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: './apps/house/src/features/*/',
              from: './apps/house/src/features/*/',
              except: ['./'],
            },
            {
              target: './apps/house/src/shared',
              from: ['./apps/house/src/features', './apps/house/src/app'],
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/{web,house}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser names calls by their descriptors; the wire schemas are the server's.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@member-site/contracts/wire',
              message:
                'The web app names calls from @member-site/contracts; schemas stay on the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      // A static import would bundle the demo into the server's runtime; the seed's import()
      // loads it only when it seeds.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@member-site/demo',
              message: 'Load the demo content with loadDemoContent() (db/seed/seed.ts).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
