import { Suspense } from 'react';

import { lazyComponent } from '../lib/lazy-component';

const ToastHost = lazyComponent(
  () => import('./toast-host'),
  (m) => m.ToastHost,
);

/**
 * The toast container, in its own chunk. Toasts shown before it arrives wait in the notification
 * store and appear as soon as it mounts.
 */
export const LazyToastHost = () => (
  <Suspense fallback={null}>
    <ToastHost />
  </Suspense>
);
