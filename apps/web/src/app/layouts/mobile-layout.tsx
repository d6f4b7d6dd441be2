import { type CSSProperties } from 'react';
import { Outlet } from 'react-router';

import { useTemplateConfig } from '../../features/site-shell/api/get-template-config';
import { SigninButton } from '../../features/signin/components/signin-button';
import { MobileBottomNav } from '../../features/site-shell/components/mobile-bottom-nav';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useSiteDetail } from '../../shared/site/get-site-detail';
import { HydrateOnView } from '../../shared/ui/hydrate-on-view';
import type { LayoutParams } from '../hooks/layout-params';
import { MobileHeader } from './mobile-header';
import classes from './mobile-layout.module.css';

const MobileSiteFooter = lazyComponent(
  () => import('../../features/site-shell/components/mobile-site-footer'),
  (m) => m.MobileSiteFooter,
);

/**
 * Mobile (under 992 px): compact header, page, short footer and the bottom navigation, coloured by
 * the site's mobile template. `header=false` / `footer=false` hide those parts.
 */
export const MobileLayout = ({ params }: { params: LayoutParams }) => {
  const { data: site } = useSiteDetail();
  const loggedIn = useIsLoggedIn();
  const { data: template } = useTemplateConfig(site?.mobile_template);
  const showBottomNav = !params.hideFooter && (template?.show_bottom_nav ?? true);
  const style = template
    ? ({
        '--template-primary': template.primary_color,
        '--template-accent': template.accent_color,
        '--template-background': template.background,
      } as CSSProperties)
    : undefined;

  if (params.appPage === 'header') return <MobileHeader />;
  if (params.appPage === 'footer') return <MobileBottomNav />;
  if (params.appPage === 'content') {
    return (
      <main className={classes.main} style={style}>
        <Outlet />
      </main>
    );
  }
  return (
    <div
      className={classes.shell}
      data-layout="mobile"
      data-bottom-nav={showBottomNav || undefined}
      style={style}
    >
      {!params.hideHeader && <MobileHeader />}
      <main className={classes.main}>
        <Outlet />
      </main>
      {!params.hideFooter && (
        <HydrateOnView>
          <MobileSiteFooter />
        </HydrateOnView>
      )}
      {showBottomNav && <MobileBottomNav />}
      {/* The phone's header has no room: daily sign-in floats above the bottom navigation. */}
      {loggedIn && <SigninButton variant="float" />}
    </div>
  );
};
