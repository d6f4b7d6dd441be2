import { notificationsStore } from '@mantine/notifications';
import { Suspense, useSyncExternalStore } from 'react';

import { lazyComponent } from '../lib/lazy-component';

const ToastHost = lazyComponent(
  () => import('./toast-host'),
  (m) => m.ToastHost,
);

let toastShown = false;

/** Whether a toast was ever shown in this page: from then on the host stays. */
const readToastShown = (): boolean => {
  if (!toastShown) {
    const { notifications, queue } = notificationsStore.getState();
    toastShown = notifications.length + queue.length > 0;
  }
  return toastShown;
};

/**
 * The toast container, in its own chunk, loaded with the first toast: most visits show none, and
 * a page's first seconds are not spent on it. The toast waits in the notification store and
 * appears as soon as the host mounts.
 */
export const LazyToastHost = () => {
  const needed = useSyncExternalStore(notificationsStore.subscribe, readToastShown, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
};
