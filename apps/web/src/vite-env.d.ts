/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A drawing of the app rendered as WebP (see build/rendered-pictures.ts): its address. */
declare module '*.svg?webp' {
  const url: string;
  export default url;
}

/** The build's version, also written to /version.json (see build/version-plugin.ts). */
declare const __APP_VERSION__: string;

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly VITE_SITE_ID?: string;
  readonly VITE_IS_DEMO?: string;
  readonly VITE_LINK_EXPIRE_TIME?: string;
  readonly VITE_SOCKET_URL?: string;
}
