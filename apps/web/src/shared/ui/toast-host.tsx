import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '@member-site/contracts/constants';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';

import { closeNewestToast, forgetToasts } from './toast';
import classes from './toast-host.module.css';

/**
 * Where toasts appear: top centre, 16 px from the edge (Mantine places its containers
 * `--mantine-spacing-md` from the edges; it is pinned to the spec's offset here). A layout whose
 * header the toasts must not cover (the phone's, which they would cover whole) sets
 * `--app-toast-top` to the offset below it. Escape closes the newest toast.
 */
export const ToastHost = () => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeNewestToast();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The toasts go with their host: a host shown again starts empty.
      notifications.clean();
      forgetToasts();
    };
  }, []);

  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      limit={5}
      containerWidth={420}
      zIndex={4000}
      classNames={classes}
      style={{ '--mantine-spacing-md': `${TOAST_OFFSET_PX}px` }}
    />
  );
};
