import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'house',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one jsdom and module graph: none replaces a module, and the
    // setup clears what a test leaves (rendered pages, storage, the address). A jsdom and module
    // graph per file cost three times the tests themselves (40 s against 12 s for the project).
    isolate: false,
    restoreMocks: true,
    // Pages render in jsdom in a second or two; the limit only catches a hang on a busy machine.
    testTimeout: 20_000,
    css: false,
  },
});
