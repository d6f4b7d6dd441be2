import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { lazyComponent } from '../../shared/lib/lazy-component';
import { HydrateOnView } from '../../shared/ui/hydrate-on-view';
import type { LayoutParams } from '../hooks/layout-params';
import { DesktopHeader } from './desktop-header';
import classes from './desktop-layout.module.css';

// Below the fold or beside the page: not needed for the first render.
const SiteFooter = lazyComponent(
  () => import('../../features/site-shell/components/site-footer'),
  (m) => m.SiteFooter,
);
const FloatButtons = lazyComponent(
  () => import('../../features/site-shell/components/float-buttons'),
  (m) => m.FloatButtons,
);

/** Desktop (992 px and wider): header with main navigation, page, footer, side buttons. */
export const DesktopLayout = ({ params }: { params: LayoutParams }) => {
  if (params.appPage === 'header') return <DesktopHeader />;
  if (params.appPage === 'footer') {
    return (
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    );
  }
  if (params.appPage === 'content') {
    return (
      <main className={classes.main}>
        <Outlet />
      </main>
    );
  }
  return (
    <div className={classes.shell} data-layout="desktop">
      <DesktopHeader />
      <main className={classes.main}>
        <Outlet />
      </main>
      <HydrateOnView>
        <SiteFooter />
      </HydrateOnView>
      <Suspense fallback={null}>
        <FloatButtons />
      </Suspense>
    </div>
  );
};
