import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { renderedPictures } from './build/rendered-pictures.ts';

/** Every test file of the web app. */
export const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Files that need a module graph and a jsdom of their own: they replace a module (`vi.mock`) in a
 * way of their own, or assert what a module holds before anything used it (a registry, a store,
 * strings loaded once). The others share both within a worker (the root config's `web` project).
 */
export const WEB_ISOLATED_TESTS = [
  'src/app/hooks/use-banner-game.test.tsx',
  'src/app/routes/sport-quickbet-slot.test.tsx',
  'src/features/agent/hooks/use-agent-messages.test.tsx',
  'src/features/games/components/demo-games-modal.test.tsx',
  'src/features/games/components/featured-games.test.tsx',
  'src/features/games/components/recently-played.test.tsx',
  'src/features/realtime/hooks/use-realtime.test.tsx',
  'src/shared/ui/toast.test.tsx',
];

/**
 * Files that replace the same module the same way: each group shares a jsdom and module graph
 * within a worker, apart from every other file (a project of its own in the root config). A
 * jsdom and module graph per file cost these ten files about 20 s of a run.
 */
export const WEB_SHARED_MOCK_TESTS = {
  // The layout hook answers mobile: the phone layouts of the member pages.
  'web-phone-layout': [
    'src/features/agent/components/agent-mobile.test.tsx',
    'src/features/member-centre/components/info-page-mobile.test.tsx',
    'src/features/recommend/components/recommend-mobile.test.tsx',
    'src/features/records/components/records-mobile.test.tsx',
  ],
  // Toasts are recorded instead of shown.
  'web-toasts-recorded': [
    'src/app/hooks/use-session-handoff.test.tsx',
    'src/features/agent/components/promotion-page.test.tsx',
    'src/features/auth/components/recovery-modal.test.tsx',
    'src/features/promotions/components/discount-apply-button.test.tsx',
    'src/features/recommend/components/recommend-pages.test.tsx',
    'src/features/signin/components/signin-modal.test.tsx',
  ],
};

/** The web app's test setup; the root config runs its files as `web`, `web-isolated` and the groups above. */
export default defineConfig({
  plugins: [react(), renderedPictures()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Pages render in jsdom in a second or two; the limit only catches a hang on a busy machine.
    testTimeout: 20_000,
    css: false,
  },
});
