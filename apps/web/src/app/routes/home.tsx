import { Suspense } from 'react';

import { currentDeviceMode, useDeviceMode, type DeviceMode } from '../../shared/hooks/device-mode';
import { importWithReload } from '../../shared/lib/chunk-reload';
import { lazyComponent } from '../../shared/lib/lazy-component';
import classes from './home-placeholder.module.css';

const loadDesktop = () => import('./home-desktop');
const loadMobile = () => import('./home-mobile');

const DesktopHome = lazyComponent(loadDesktop, (m) => m.DesktopHome);
const MobileHome = lazyComponent(loadMobile, (m) => m.MobileHome);

/**
 * Start loading the lobby of this device at once (start.tsx calls it before i18n is ready), so
 * the device's chunk is in the cache when the route renders. Each device downloads only its own
 * lobby.
 */
export const preloadHome = (mode: DeviceMode = currentDeviceMode()): Promise<unknown> =>
  mode === 'desktop' ? importWithReload(loadDesktop) : importWithReload(loadMobile);

/** Holds the lobby's first screen in place while its chunk arrives (rarely seen: preloaded). */
const HomePlaceholder = ({ mode }: { mode: DeviceMode }) => (
  <div className={classes.placeholder} data-mode={mode} aria-busy="true" />
);

/** The lobby: the desktop or the mobile one. */
export const HomeRoute = () => {
  const mode = useDeviceMode();
  return (
    <Suspense fallback={<HomePlaceholder mode={mode} />}>
      {mode === 'desktop' ? <DesktopHome /> : <MobileHome />}
    </Suspense>
  );
};
