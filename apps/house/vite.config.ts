import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The house games' front end, served by the API server under /house/ (with a fallback to
 * index.html for its routes) and loaded only when a game opens.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_']);
  const apiTarget = env.VITE_API_PROXY ?? 'http://localhost:3000';
  const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

  return {
    base: '/house/',
    // Each file also as .br and .gz, which the server sends as they are (as the site's own).
    plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
    server: { proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 0,
    },
  };
});
