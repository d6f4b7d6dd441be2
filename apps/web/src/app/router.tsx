import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';

import { NotFoundPage, RootErrorPage, RouteErrorPage } from './error-page';
import type { RouteHandle } from './hooks/page-title';
import { REDIRECT_ROUTES } from './redirects';

/**
 * A lazily loaded page in its own chunk. If the chunk has gone (a new deployment), the error
 * reaches the route's error element at the new address, which reloads the page there once.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** While the first route loads, index.html's boot cover is still showing; render nothing. */
const BootCover = () => null;

/** The routes of spec section 2: public pages and the member centre. */
export const routes: RouteObject[] = [
  ...REDIRECT_ROUTES,
  {
    path: '/loading',
    lazy: page(
      () => import('./routes/loading-page'),
      (m) => m.LoadingPage,
    ),
    errorElement: <RootErrorPage />,
    HydrateFallback: BootCover,
  },
  {
    path: '/close',
    lazy: page(
      () => import('./routes/close-page'),
      (m) => m.ClosePage,
    ),
    errorElement: <RootErrorPage />,
    HydrateFallback: BootCover,
  },
  {
    path: '/',
    // The shell (header, navigation, footer) is its own chunk; React Router fetches it in
    // parallel with the page's chunk, so splitting it costs no extra round trip.
    lazy: page(
      () => import('./layouts/root-layout'),
      (m) => m.RootLayout,
    ),
    errorElement: <RootErrorPage />,
    HydrateFallback: BootCover,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: page(
              () => import('./routes/home'),
              (m) => m.HomeRoute,
            ),
          },
          {
            path: 'app',
            handle: handle('nav.app'),
            lazy: page(
              () => import('../features/app-download/components/app-download-page'),
              (m) => m.AppDownloadPage,
            ),
          },
          {
            path: 'discount',
            handle: handle('nav.promotions'),
            lazy: page(
              () => import('../features/promotions/components/discount-list-page'),
              (m) => m.DiscountListPage,
            ),
          },
          {
            path: 'discount/:id',
            handle: handle('nav.promotions'),
            lazy: page(
              () => import('../features/promotions/components/discount-detail-page'),
              (m) => m.DiscountDetailPage,
            ),
          },
          {
            path: 'faq',
            handle: handle('nav.faq'),
            lazy: page(
              () => import('../features/faq/components/faq-page'),
              (m) => m.FaqPage,
            ),
          },
          {
            path: 'faq/:id',
            handle: handle('nav.faq'),
            lazy: page(
              () => import('../features/faq/components/faq-detail-page'),
              (m) => m.FaqDetailPage,
            ),
          },
          {
            path: 'games/:gtId/:gpId',
            handle: handle('games.listTitle'),
            lazy: page(
              () => import('../features/games/components/game-list-page'),
              (m) => m.GameListPage,
            ),
          },
          {
            path: 'play',
            handle: handle('games.playTitle'),
            lazy: page(
              () => import('../features/games/components/play-page'),
              (m) => m.PlayPage,
            ),
          },
          {
            path: 'sponsor',
            handle: handle('nav.sponsors'),
            lazy: page(
              () => import('../features/sponsors/components/sponsors-page'),
              (m) => m.SponsorsPage,
            ),
          },
          {
            // Member pages (spec section 2): visitors are sent to log in first.
            lazy: page(
              () => import('./require-member'),
              (m) => m.RequireMember,
            ),
            children: [
              {
                path: 'user',
                handle: handle('memberCentre.title'),
                lazy: page(
                  () => import('../features/member-centre/components/member-centre-layout'),
                  (m) => m.MemberCentreLayout,
                ),
                children: [
                  { index: true, element: <Navigate to="/user/Info" replace /> },
                  {
                    path: 'Info',
                    handle: handle('memberCentre.pages.Info'),
                    lazy: page(
                      () => import('../features/member-centre/components/info-page'),
                      (m) => m.InfoPage,
                    ),
                  },
                  {
                    path: 'BindAccount',
                    handle: handle('memberCentre.pages.BindAccount'),
                    lazy: page(
                      () => import('../features/member-centre/components/bind-account-page'),
                      (m) => m.BindAccountPage,
                    ),
                  },
                  {
                    path: 'MyWallet',
                    handle: handle('memberCentre.pages.MyWallet'),
                    lazy: page(
                      () => import('../features/wallet/components/my-wallet-page'),
                      (m) => m.MyWalletPage,
                    ),
                  },
                  {
                    path: 'Announcement',
                    handle: handle('memberCentre.pages.Announcement'),
                    lazy: page(
                      () => import('../features/member-centre/components/announcement-page'),
                      (m) => m.AnnouncementPage,
                    ),
                  },
                  {
                    path: 'Letter',
                    handle: handle('memberCentre.pages.Letter'),
                    lazy: page(
                      () => import('../features/member-centre/components/letter-page'),
                      (m) => m.LetterPage,
                    ),
                  },
                  {
                    path: 'Deposit',
                    handle: handle('memberCentre.pages.Deposit'),
                    lazy: page(
                      () => import('./routes/deposit-routes'),
                      (m) => m.MemberCentreDepositRoute,
                    ),
                  },
                  {
                    path: 'Withdrawal',
                    handle: handle('memberCentre.pages.Withdrawal'),
                    lazy: page(
                      () => import('../features/withdrawal/components/withdrawal-page'),
                      (m) => m.WithdrawalPage,
                    ),
                  },
                  {
                    path: 'Transaction',
                    handle: handle('memberCentre.pages.Transaction'),
                    lazy: page(
                      () => import('../features/records/components/transaction-page'),
                      (m) => m.TransactionPage,
                    ),
                  },
                  {
                    path: 'DWRecord',
                    handle: handle('memberCentre.pages.DWRecord'),
                    lazy: page(
                      () => import('../features/records/components/dw-record-page'),
                      (m) => m.DwRecordPage,
                    ),
                  },
                  {
                    path: 'RecommendProject',
                    handle: handle('memberCentre.pages.RecommendProject'),
                    lazy: page(
                      () => import('../features/recommend/components/recommend-project-page'),
                      (m) => m.RecommendProjectPage,
                    ),
                  },
                  {
                    path: 'RecommendRecord',
                    handle: handle('memberCentre.pages.RecommendRecord'),
                    lazy: page(
                      () => import('../features/recommend/components/recommend-record-page'),
                      (m) => m.RecommendRecordPage,
                    ),
                  },
                  {
                    path: 'RecommendMemberSearch',
                    handle: handle('memberCentre.pages.RecommendMemberSearch'),
                    lazy: page(
                      () => import('../features/recommend/components/recommend-member-search-page'),
                      (m) => m.RecommendMemberSearchPage,
                    ),
                  },
                ],
              },
              {
                // The agent centre: `?page=` picks the page (spec section 2).
                path: 'proxy',
                handle: handle('member.agentCentre'),
                lazy: page(
                  () => import('../features/agent/components/agent-centre'),
                  (m) => m.AgentCentre,
                ),
              },
              {
                path: 'Deposit',
                handle: handle('memberCentre.pages.Deposit'),
                lazy: page(
                  () => import('./routes/deposit-routes'),
                  (m) => m.DepositRoute,
                ),
              },
              {
                path: 'fastPayment',
                handle: handle('deposit.fastPaymentTitle'),
                lazy: page(
                  () => import('./routes/deposit-routes'),
                  (m) => m.FastPaymentRoute,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Session storage that holds nothing: reads find nothing, writes are dropped. */
const NO_STORAGE: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The window React Router is given: the page's own, but for its session storage. The router reads
 * session storage as it starts, only for the view transitions it restores, which this site does
 * not use; and a page's first read of that storage waits for the browser to load it, a
 * synchronous round trip to the browser's process. While the browser is busy loading the page,
 * that wait was most of the router's start (24 ms of 38 in a traced phone load), in the task
 * before hydration.
 */
const routerWindow = (): Window =>
  new Proxy(window, {
    get: (target, key) => {
      if (key === 'sessionStorage') return NO_STORAGE;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });

export const createAppRouter = (): AppRouter =>
  createBrowserRouter(routes, { window: routerWindow() });

/**
 * Resolves once the router has loaded the code of the routes its first address matches, so a page
 * the server rendered hydrates as itself rather than as the loading fallback. The router matches
 * the address against its routes once; matching them beforehand as well took as long again.
 */
export const whenRouterReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
