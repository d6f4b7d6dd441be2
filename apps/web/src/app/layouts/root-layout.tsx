import { COOKIES, DISPLAY_LOCATIONS } from '@member-site/contracts/constants';
import Cookies from 'js-cookie';
import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import { ScrollRestoration, useLocation, useNavigation } from 'react-router';

import { AuthHost } from '../../features/auth/components/auth-host';
import { useLaunchStore } from '../../features/games/stores/launch-store';
import { openRegister } from '../../shared/session/account-modal-store';
import { PopupPromotionHost } from '../../features/promotions/components/popup-promotion-host';
import { PromotionHistoryHost } from '../../features/promotions/components/promotion-history-host';
import { useRealtime } from '../../features/realtime/hooks/use-realtime';
import { RegisterHost } from '../../features/register/components/register-host';
import { useReferralCapture } from '../../features/register/hooks/use-referral-capture';
import { OfflineCover } from '../../features/site-shell/components/offline-cover';
import { useFavicon } from '../../features/site-shell/hooks/use-favicon';
import { useUpdateCheck } from '../../features/updates/hooks/use-update-check';
import { useDeviceMode, type DeviceMode } from '../../shared/hooks/device-mode';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useLayoutParams, type LayoutParams } from '../hooks/layout-params';
import { useDocumentTitle } from '../hooks/page-title';
import { useRemoveBootOverlay } from '../hooks/use-boot-overlay';
import { useSessionHandoff } from '../hooks/use-session-handoff';
import { useSessionSync } from '../hooks/use-session-sync';
import { useSiteCurrencySync } from '../hooks/use-site-currency-sync';
import { useRefetchWhenSiteIsBack } from '../hooks/use-refetch-when-site-is-back';
import { useWindowMessages } from '../hooks/use-window-messages';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';

const GameLaunchHost = lazyComponent(
  () => import('../../features/games/components/game-launch-host'),
  (m) => m.GameLaunchHost,
);

/**
 * The games' site-wide part (state sync, maintenance box, modal frame) loads for members, and for
 * visitors only once a demo or a maintenance answer needs it.
 */
const GameLaunchSlot = () => {
  const loggedIn = useIsLoggedIn();
  const needed = useLaunchStore((state) => state.maintenance !== null || state.frameUrl !== null);
  if (!loggedIn && !needed) return null;
  return (
    <Suspense fallback={null}>
      <GameLaunchHost />
    </Suspense>
  );
};

const RedEnvelopeHost = lazyComponent(
  () => import('../../features/red-envelope/components/red-envelope-host'),
  (m) => m.RedEnvelopeHost,
);

/** The red envelope is a member's: its code loads once someone is logged in. */
const RedEnvelopeSlot = () => {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <RedEnvelopeHost />
    </Suspense>
  );
};

const SessionSwitchPrompt = lazyComponent(
  () => import('./session-switch-prompt'),
  (m) => m.SessionSwitchPrompt,
);

/** Open the register modal once when /register sent the visitor here (spec section 2). */
const useRouteRegisterFlag = (): void => {
  useEffect(() => {
    if (Cookies.get(COOKIES.isRouteRegister.name) !== 'true') return;
    Cookies.remove(COOKIES.isRouteRegister.name, { path: '/' });
    openRegister();
  }, []);
};

/** Navigations that finish within this time never flash the loading cover. */
const NAVIGATION_OVERLAY_DELAY_MS = 200;

const useDelayedFlag = (value: boolean, delayMs: number): boolean => {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => {
      setDelayed(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      setDelayed(false);
    };
  }, [value, delayMs]);
  return value && delayed;
};

/**
 * The site-wide effects, in a component of their own: what they follow (the realtime status, the
 * session, the site's currency, the update check) changes without rendering the page again.
 */
const SiteEffects = () => {
  useDocumentTitle();
  useSiteCurrencySync();
  useFavicon();
  useUpdateCheck();
  useRouteRegisterFlag();
  useReferralCapture();
  useSessionSync();
  useRealtime();
  useWindowMessages();
  useRefetchWhenSiteIsBack();
  useRemoveBootOverlay();
  return null;
};

const NavigationOverlay = () => {
  const navigation = useNavigation();
  const navigating = useDelayedFlag(navigation.state === 'loading', NAVIGATION_OVERLAY_DELAY_MS);
  return <LoadingOverlay visible={navigating} />;
};

const SessionHandoff = () => {
  const handoff = useSessionHandoff();
  if (!handoff.question) return null;
  return (
    <Suspense fallback={null}>
      <SessionSwitchPrompt question={handoff.question} onAnswer={handoff.answer} />
    </Suspense>
  );
};

const PageLayout = memo(function PageLayout({
  mode,
  params,
}: {
  mode: DeviceMode;
  params: LayoutParams;
}) {
  return mode === 'desktop' ? <DesktopLayout params={params} /> : <MobileLayout params={params} />;
});

/** The shell of every page: picks the desktop or mobile layout and hosts site-wide pieces. */
export const RootLayout = () => {
  const mode = useDeviceMode();
  const { hideHeader, hideFooter, appPage } = useLayoutParams();
  const params = useMemo(
    () => ({ hideHeader, hideFooter, appPage }),
    [hideHeader, hideFooter, appPage],
  );
  const { pathname } = useLocation();

  const embedded = appPage !== undefined;
  // Pop-up promotions greet visitors in the lobby and members on the deposit pages (location 3);
  // content and error pages stay unobstructed.
  const onDepositPage = /^\/(user\/)?deposit\/?$/i.test(pathname);
  const showPopup = !embedded && (pathname === '/' || onDepositPage);
  return (
    <>
      <PageLayout mode={mode} params={params} />
      <NavigationOverlay />
      {showPopup && (
        <PopupPromotionHost
          key={onDepositPage ? 'deposit' : 'lobby'}
          location={onDepositPage ? DISPLAY_LOCATIONS.deposit : DISPLAY_LOCATIONS.normal}
        />
      )}
      <PromotionHistoryHost />
      <AuthHost />
      <RegisterHost />
      <GameLaunchSlot />
      {!embedded && <RedEnvelopeSlot />}
      <SessionHandoff />
      <OfflineCover />
      <ScrollRestoration />
      <SiteEffects />
    </>
  );
};
