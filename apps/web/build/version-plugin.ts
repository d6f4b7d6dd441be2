// Type-only: Vite loads this file with Node, which cannot run the contracts' TypeScript sources.
import type { VersionManifest } from '@member-site/contracts/constants';
import type { Plugin } from 'vite';

/** Must equal VERSION_MANIFEST_PATH of @member-site/contracts (a unit test checks it). */
export const VERSION_FILE_PATH = '/version.json';

/**
 * Stamps the build with one version: `__APP_VERSION__` in the code and `/version.json` beside the
 * app, so a running page can tell that a newer build has been deployed. The dev server answers
 * `/version.json` itself, with the version it started with.
 */
export const versionPlugin = (manifest: VersionManifest): Plugin => {
  const body = `${JSON.stringify(manifest, null, 2)}\n`;
  return {
    name: 'member-site:version',
    config: () => ({
      define: { __APP_VERSION__: JSON.stringify(manifest.version) },
    }),
    configureServer(server) {
      server.middlewares.use(VERSION_FILE_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE_PATH.slice(1), source: body });
    },
  };
};

/** A version that differs for every build unless the deployment names one (APP_VERSION). */
export const createVersionManifest = (
  packageVersion: string,
  fixedVersion: string | undefined,
  now = new Date(),
): VersionManifest => ({
  version: fixedVersion ?? `${packageVersion}+${now.getTime().toString(36)}`,
  builtAt: now.toISOString(),
});
