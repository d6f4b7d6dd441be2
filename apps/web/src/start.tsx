import { FALLBACK_LANGUAGE, isSupportedLanguage } from '@member-site/contracts/constants';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App, createRouter } from './app/app';
import { captureAddressHandoff } from './app/hooks/session-handoff-address';
import { setRequestLanguage } from './shared/api/call';
import { createQueryClient } from './shared/api/query-client';
import { initI18n, readLanguageCookie, resolveInitialLanguage } from './shared/i18n/i18n';
import { watchConnectivity } from './shared/network/connectivity';
import { captureInstallOffer, rememberAppLaunch } from './shared/pwa/app-install';
import { setRenderedDeviceMode } from './shared/hooks/device-mode';
import { readStoredSession } from './shared/session/session-store';
import { getSiteDetailQueryOptions } from './shared/site/get-site-detail';
import { setRenderedCurrency } from './shared/site/site-currency';
import { whenRouterReady } from './app/router';
import { readRenderedPage } from './ssr-state';
import { holdStylesUntilNeeded, releaseHeldStyles } from './shared/ui/held-styles';
import { holdServerRenderedParts } from './shared/ui/hydrate-on-view';
import { nextTask } from './shared/ui/first-paint';

/**
 * Start the site: pick the language (cookie, then browser, then the site's default), load only
 * that language's messages, and render. Everything the first screen needs is requested at once,
 * in parallel: the site detail, the page shell and, on the lobby, its code and data. The steps
 * run as short tasks, with the browser's turn between them (`nextTask`): a phone's first second
 * is not one long task a press waits behind.
 */
const start = async () => {
  // A session handed over in the address leaves it before anything else reads or records it.
  captureAddressHandoff();
  // The browser offers installation once, early; the home-screen app starts at `/?pwa=1`.
  captureInstallOffer();
  rememberAppLaunch(window.location.search);
  // From the first call on: a site that cannot be reached shows the offline page.
  watchConnectivity();
  // The rest runs after this module's own evaluation, in a task of its own.
  await nextTask();
  const queryClient = createQueryClient();
  // A visitor page the server rendered: the first render takes the server's language, layout,
  // currency and answers, so it matches the markup already on screen.
  const rendered = readRenderedPage();
  if (rendered) {
    setRenderedDeviceMode(rendered.device);
    setRenderedCurrency(rendered.currency);
    hydrate(queryClient, rendered.queries);
  }
  await nextTask();
  const siteDetail = queryClient.query(getSiteDetailQueryOptions()).catch(() => undefined);
  const onLobby = window.location.pathname === '/';
  void import('./app/layouts/root-layout');
  if (onLobby) {
    void import('./app/routes/home').then((home) => home.preloadHome(rendered?.device));
  }

  const preferred =
    rendered?.language ??
    resolveInitialLanguage({
      cookie: readLanguageCookie(),
      browser: navigator.languages,
    });
  const siteDefault = preferred ? undefined : (await siteDetail)?.default_language;
  const language =
    preferred ?? (isSupportedLanguage(siteDefault) ? siteDefault : FALLBACK_LANGUAGE);
  // Calls made before i18n is ready (the lobby prefetch) must already speak the language their
  // cached answers are keyed by.
  setRequestLanguage(language);
  if (onLobby) {
    void import('./features/lobby/api/prefetch-lobby').then((lobby) =>
      lobby.prefetchLobby(queryClient, language),
    );
    void import('./features/promotions/api/prefetch-popup').then((popup) => {
      popup.prefetchPopupPromotion(queryClient, language);
    });
  }
  await initI18n(language);
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createRouter();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // A member's parts (balance, account menu) differ from the visitor page the server rendered:
  // the page stays on screen until the member's own render replaces it.
  if (rendered && !readStoredSession()) {
    await whenRouterReady(router);
    await nextTask();
    // As a transition, hydration yields to the browser between parts instead of holding the main
    // thread until the whole page is live; a press on a part not yet live is replayed after it.
    holdServerRenderedParts();
    holdStylesUntilNeeded();
    startTransition(() => {
      hydrateRoot(container, app, {
        // What React recovered from while hydrating, with what caused it and where: its own report
        // is a minified code alone.
        onRecoverableError: (error, info) => {
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
          console.error(error, cause?.message ?? '', info.componentStack ?? '');
        },
      });
    });
  } else {
    // A page the browser renders itself needs every rule before it paints.
    releaseHeldStyles();
    createRoot(container).render(app);
  }
  // The service worker keeps the shell for the next visit; it is no part of this one's first paint.
  void import('./features/updates/service-worker').then((worker) => {
    worker.registerServiceWorker();
  });
};

void start();
