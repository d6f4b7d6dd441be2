/** The manifest the build writes to `/version.json`; the client polls it to detect new builds. */
export type VersionManifest = { version: string; builtAt: string };
export const VERSION_MANIFEST_PATH = '/version.json';
