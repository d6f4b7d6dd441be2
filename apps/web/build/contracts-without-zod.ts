import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0member-site:inert-zod';

/**
 * The browser never validates with the contracts' zod schemas: it needs their call paths, error
 * families and constants. Declaring a schema runs zod at import time, though, which would put all
 * of zod (about 23 KB gzipped, a sixth of the first-render budget) in the first chunk. So, for the
 * browser bundle only, `zod` imported *by @member-site/contracts* resolves to an inert stand-in
 * whose builders accept any chain of calls. Validating with it fails loudly. Tests and the server
 * use real zod; so do the contracts' field rules (`@member-site/contracts/validation`), which the
 * registration and login forms import lazily, and code in apps/web that imports zod itself.
 */
export const contractsWithoutZod = (contractsDir: string): Plugin => ({
  name: 'member-site:contracts-without-zod',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  resolveId(source, importer) {
    if (source !== 'zod' || !importer) return null;
    // The field rules (src/validation) do run in the browser, in the lazily loaded forms.
    const usesRealZod =
      !importer.startsWith(contractsDir) || importer.startsWith(`${contractsDir}src/validation/`);
    return usesRealZod ? null : VIRTUAL_ID;
  },
  load(id) {
    if (id !== VIRTUAL_ID) return null;
    return INERT_ZOD_SOURCE;
  },
});

const INERT_ZOD_SOURCE = `
const refuse = (name) => () => {
  throw new Error(
    'Zod schema .' + name + '() is not available in the browser bundle of the web app ' +
      '(see apps/web/build/contracts-without-zod.ts).',
  );
};
const REFUSED = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode', 'safeDecode', 'safeEncode']);
const target = function inertSchema() {};
const inert = new Proxy(target, {
  get(_target, key) {
    if (typeof key === 'symbol' || key === 'then') return undefined;
    if (REFUSED.has(key)) return refuse(key);
    return inert;
  },
  apply: () => inert,
  ownKeys: () => Reflect.ownKeys(target),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(target, key),
});
export const z = inert;
export default inert;
`;
