import { z } from 'zod';

/** The manifest the build writes to `/version.json`; the client polls it to detect new builds. */
export const versionManifestSchema = z.object({
  version: z.string(),
  builtAt: z.string(),
});
export type VersionManifest = z.infer<typeof versionManifestSchema>;
export const VERSION_MANIFEST_PATH = '/version.json';
