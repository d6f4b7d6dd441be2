import { lazy, type ComponentType } from 'react';

import { importWithReload } from './chunk-reload';

/**
 * A component from its own chunk, for widgets the first render does not need (modals, content
 * below the fold). A chunk that disappeared with a deployment reloads the page once.
 */
export const lazyComponent = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(async () => ({ default: pick(await importWithReload(load)) }));
