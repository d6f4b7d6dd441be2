import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';

import { importWithReload } from '../../../shared/lib/chunk-reload';
import { whenPageSettled } from '../../../shared/lib/page-settled';
import {
  useIsMemberFeedLive,
  useRealtimeStatusStore,
} from '../../../shared/realtime/realtime-status';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import type { RealtimeController, RealtimeState } from '../connection/realtime-controller';

/** How the connection's code is loaded; tests stand in for it. */
export type LoadRealtime = () => Promise<typeof import('../connection/realtime-controller')>;

const loadController: LoadRealtime = () =>
  importWithReload(() => import('../connection/realtime-controller'));

/**
 * Runs its callback once the page's first visit has settled and returns a cancel function
 * (`whenPageSettled`); tests stand in for it.
 */
export type WhenSettled = (open: () => void) => () => void;

/**
 * Where the connection stands, on `<html>`: `off`, `connected` (public channels) or `member` (the
 * member's feed is live), so that anything outside React (browser tests, devtools) can see it.
 */
export const REALTIME_ATTRIBUTE = 'data-realtime';

const useStatusAttribute = (): void => {
  const connected = useRealtimeStatusStore((state) => state.connected);
  const member = useIsMemberFeedLive();
  const value = member ? 'member' : connected ? 'connected' : 'off';
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(REALTIME_ATTRIBUTE, value);
    return () => {
      root.removeAttribute(REALTIME_ATTRIBUTE);
    };
  }, [value]);
};

/**
 * The realtime connection of the whole page, on the layout root. Its code (laravel-echo and
 * socket.io-client) is loaded after the first render, in a chunk of its own, so it adds nothing
 * to the JavaScript the first screen waits for; until it is there, nothing is pushed and the
 * member's data falls back to polling and focus refetches. A member's connection opens at once.
 * A visitor's public channels (the jackpot, the marquee, the site's settings) open once the page
 * has settled, or when they log in: what the server rendered is current, and loading, connecting
 * and subscribing would otherwise compete with the lobby coming alive on a phone.
 */
export const useRealtime = (
  load: LoadRealtime = loadController,
  whenSettled: WhenSettled = whenPageSettled,
): void => {
  useStatusAttribute();
  const queryClient = useQueryClient();
  const session = useSessionStore((state) => state.session);
  const sessionSerial = useSessionStore((state) => state.serial);
  const siteCurrency = useSiteCurrency();
  const { data: site } = useSiteDetail();
  const desktopTemplate = site?.template;
  const mobileTemplate = site?.mobile_template;

  const state = useMemo<RealtimeState>(
    () => ({
      member: session
        ? { memberId: session.memberId, token: session.token, currency: session.currency }
        : undefined,
      sessionSerial,
      siteCurrency,
      desktopTemplate,
      mobileTemplate,
    }),
    [session, sessionSerial, siteCurrency, desktopTemplate, mobileTemplate],
  );

  const latest = useRef(state);
  const controller = useRef<RealtimeController | undefined>(undefined);

  useEffect(() => {
    latest.current = state;
    controller.current?.update(state);
  }, [state]);

  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      whenSettled(() => {
        setSettled(true);
      }),
    [whenSettled],
  );
  const open = settled || session !== null;

  useEffect(() => {
    if (!open) return undefined;
    let stopped = false;
    void load().then(
      ({ createRealtimeController }) => {
        if (stopped) return;
        controller.current = createRealtimeController({ queryClient });
        controller.current.update(latest.current);
      },
      () => {
        // The chunk could not be loaded (offline): the page works without pushes.
      },
    );
    return () => {
      stopped = true;
      controller.current?.stop();
      controller.current = undefined;
    };
  }, [open, load, queryClient]);
};
