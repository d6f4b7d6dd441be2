import type { MemberLayout } from '@member-site/contracts';
import { FORWARD_GAME_STATUS } from '@member-site/contracts/constants';
import type {
  MemberChannelEvents,
  MemberCurrencyChannelEvents,
  TemplateChannelEvents,
  WebApiChannelEvents,
  WebMemberChannelEvents,
} from '@member-site/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';

import { track, type PaymentData } from '../../../shared/analytics/analytics';
import { readToken } from '../../../shared/api/token';
import { i18n } from '../../../shared/i18n/i18n';
import { isPopupOpen } from '../../../shared/lib/popups';
import { clearStorage } from '../../../shared/lib/storage';
import { emitRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { endSession } from '../../../shared/session/end-session';
import { logOut } from '../../../shared/session/log-out';
import {
  AGENT_QUERY_KEY,
  LETTERS_QUERY_KEY,
  MEMBER_LAYOUT_QUERY_KEY,
  MEMBER_PROFILE_QUERY_KEY,
  BONUS_QUERY_KEY,
  MY_CASH_QUERY_KEY,
  memberQueryKey,
} from '../../../shared/session/member-queries';
import { isDesktopWidth } from '../../../shared/session/member-windows';
import {
  CAROUSEL_QUERY_KEY,
  MODEL_LOGIN_QUERY_KEY,
  MODEL_SETTINGS_QUERY_KEY,
  MODEL_SPONSOR_QUERY_KEY,
  SPONSORS_QUERY_KEY,
} from '../../../shared/site/content-queries';
import { getSiteDetailQueryOptions } from '../../../shared/site/get-site-detail';
import { showToast } from '../../../shared/ui/toast';

/** How long the reason of a logout the member did not ask for stays on screen. */
const FORCED_LOGOUT_TOAST_MS = 8000;

/** One handler per event of a channel, typed by the contract's event map. */
export type ChannelHandlers<E> = { [N in keyof E]: (payload: E[N]) => void };

export type HandlerContext = {
  queryClient: QueryClient;
  /** The token this connection's private channels were asked for with (rotations included). */
  connectionToken: () => string | undefined;
  /** Load the site afresh at the lobby (after `app_clean_cache`). */
  reloadPage: () => void;
};

const refreshBalances = (queryClient: QueryClient): void => {
  void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY });
};

/**
 * Ask again for everything the member's channel pushes, which may have changed while it was not
 * yet joined (pushes are sent once, to the sockets in the channel at that moment): balances and
 * bonuses, letters, the profile, and the agent centre's wallet and settlements. Only the queries a
 * page shows are fetched again.
 */
export const refreshMissedPushes = (queryClient: QueryClient): void => {
  refreshBalances(queryClient);
  for (const queryKey of [
    BONUS_QUERY_KEY,
    LETTERS_QUERY_KEY,
    MEMBER_PROFILE_QUERY_KEY,
    AGENT_QUERY_KEY,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

const refreshLetters = (queryClient: QueryClient) => (): void => {
  void queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY });
};

/**
 * The member's private channel `member.{id}` (spec sections 4 and 7): balances, letters, the
 * profile, a login elsewhere, the operator's cache clean-up, deposits and game states.
 */
export const memberChannelHandlers = (
  context: HandlerContext,
): ChannelHandlers<MemberChannelEvents> => {
  const { queryClient } = context;
  let cleaning = false;
  return {
    login: ({ token }) => {
      const stored = readToken();
      // The session this connection belongs to is no longer the stored one: another tab of this
      // browser stored a newer session (its own login), which this tab follows by itself.
      if (stored === null || stored !== context.connectionToken()) return;
      if (token === stored) return;
      // The member did nothing to cause it: the reason stays long enough to be read.
      showToast({
        kind: 'warning',
        message: i18n.t('already_login_msg'),
        autoClose: FORCED_LOGOUT_TOAST_MS,
      });
      // The new login has already ended this session on the server: only this device is left.
      endSession();
    },
    // A commission paid into the agent wallet: the agent centre's wallet and lists read again.
    'agent.commission': () => {
      void queryClient.invalidateQueries({ queryKey: AGENT_QUERY_KEY });
    },
    app_clean_cache: () => {
      if (cleaning) return;
      cleaning = true;
      void logOut().finally(() => {
        queryClient.clear();
        clearStorage('session');
        context.reloadPage();
      });
    },
    'member.cash': ({ cash }) => {
      if (typeof cash === 'string') {
        queryClient.setQueryData<MemberLayout>(MEMBER_LAYOUT_QUERY_KEY, (layout) =>
          layout ? { ...layout, member_cash: cash } : layout,
        );
      }
      // The total and the platform balances of the wallet panel are the server's to add up.
      void queryClient.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY });
      // A bonus granted or released moves the cash too.
      void queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
    },
    all_transfer_back: () => {
      refreshBalances(queryClient);
    },
    'letter.sent': refreshLetters(queryClient),
    'letter.read': refreshLetters(queryClient),
    'letter.delete': refreshLetters(queryClient),
    'profile.updated': () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_PROFILE_QUERY_KEY });
    },
    'member_deposit.success': (deposit) => {
      const data: PaymentData = {
        value: deposit.deposit_amount,
        currency: deposit.currency,
        id: deposit.order_number,
      };
      track(deposit.deposit_times === 1 ? 'first_pay' : 'pay', data);
      // With the payment window still open the purchase is not reported from here.
      if (isDesktopWidth() && !isPopupOpen('payment')) track('Purchase', data);
      refreshBalances(queryClient);
      emitRealtimeEvent('member_deposit.success', deposit);
    },
    'forward_game.status': (status) => {
      if (status.code === FORWARD_GAME_STATUS.transferDisabled) {
        showToast({ kind: 'warning', message: i18n.t('pg.transfer_disabled') });
        return;
      }
      emitRealtimeEvent('forward_game.status', status);
    },
    'game.url': (game) => {
      emitRealtimeEvent('game.url', game);
    },
  };
};

/** The private channel of the member's currency: red envelope promotions. */
export const memberCurrencyChannelHandlers = (): ChannelHandlers<MemberCurrencyChannelEvents> => ({
  RedEnvelopeDisplay: (envelope) => {
    emitRealtimeEvent('RedEnvelopeDisplay', envelope);
  },
});

/** The public channel `web_member`: the customer-service link (in the site detail). */
export const webMemberChannelHandlers = (
  context: HandlerContext,
): ChannelHandlers<WebMemberChannelEvents> => ({
  customer_service_link_change: () => {
    void context.queryClient.invalidateQueries({
      queryKey: getSiteDetailQueryOptions().queryKey,
    });
  },
  // The operator changed the marquee or the pop-up promotions: every language's list goes.
  web_announcement_change: () => {
    void context.queryClient.invalidateQueries({ queryKey: ['lobby', 'marquee'] });
  },
  bulletin_change: () => {
    void context.queryClient.invalidateQueries({ queryKey: ['promotions', 'bulletins'] });
    void context.queryClient.invalidateQueries({ queryKey: memberQueryKey('bulletins') });
  },
});

/** The public channel `web_api.{currency}`: the lobby banners. */
export const webApiChannelHandlers = (
  context: HandlerContext,
): ChannelHandlers<WebApiChannelEvents> => ({
  'carousel_picture.url': () => {
    void context.queryClient.invalidateQueries({ queryKey: CAROUSEL_QUERY_KEY });
  },
});

/**
 * The template channels (`{template}_template`, `bob_mobile_template`): lists of the template in
 * one language, refreshed only when it is the language shown.
 */
export const templateChannelHandlers = (
  context: HandlerContext,
): ChannelHandlers<TemplateChannelEvents> => {
  const refresh =
    (...keys: (readonly unknown[])[]) =>
    ({ language }: { language: string }) => {
      if (language !== i18n.language) return;
      for (const queryKey of keys) void context.queryClient.invalidateQueries({ queryKey });
    };
  return {
    // The site's template may have changed too: the site detail names the channel to follow.
    'model_settings.url': refresh(MODEL_SETTINGS_QUERY_KEY, getSiteDetailQueryOptions().queryKey),
    'model_sponsor.url': refresh(MODEL_SPONSOR_QUERY_KEY, SPONSORS_QUERY_KEY),
    'model_login.url': refresh(MODEL_LOGIN_QUERY_KEY),
  };
};
