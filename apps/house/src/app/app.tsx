import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { SymbolSprite } from '../shared/symbols/symbol-sprite';
import { FullScreenMessage } from '../shared/ui/full-screen-message';

const LotusFortunePage = lazy(() =>
  import('../features/slot/lotus-fortune-page').then((module) => ({
    default: module.LotusFortunePage,
  })),
);
const DiceLotteryPage = lazy(() =>
  import('../features/tables/dice/dice-lottery-page').then((module) => ({
    default: module.DiceLotteryPage,
  })),
);
const BaccaratPage = lazy(() =>
  import('../features/tables/baccarat/baccarat-page').then((module) => ({
    default: module.BaccaratPage,
  })),
);
const BullBullPage = lazy(() =>
  import('../features/tables/bull-bull/bull-bull-page').then((module) => ({
    default: module.BullBullPage,
  })),
);
const VirtualRacingPage = lazy(() =>
  import('../features/tables/virtual-racing/virtual-racing-page').then((module) => ({
    default: module.VirtualRacingPage,
  })),
);
const CockfightPage = lazy(() =>
  import('../features/tables/cockfight/cockfight-page').then((module) => ({
    default: module.CockfightPage,
  })),
);
const SportsbookPage = lazy(() =>
  import('../features/sportsbook/components/book-page').then((module) => ({
    default: module.SportsbookPage,
  })),
);
const EsportsPage = lazy(() =>
  import('../features/sportsbook/components/book-page').then((module) => ({
    default: module.EsportsPage,
  })),
);
const QuickbetPage = lazy(() =>
  import('../features/sportsbook/components/quickbet-page').then((module) => ({
    default: module.QuickbetPage,
  })),
);
const VerifyPage = lazy(() =>
  import('../features/verify/verify-page').then((module) => ({ default: module.VerifyPage })),
);

export type HouseRoute =
  | 'lotus-fortune'
  | 'dice-lottery'
  | 'baccarat'
  | 'bull-bull'
  | 'virtual-racing'
  | 'cockfight'
  | 'sportsbook'
  | 'esports'
  | 'quickbet'
  | 'verify'
  | 'unknown';

/** The page of an address under /house/ (the server falls back to index.html for all of them). */
export const routeOf = (pathname: string): HouseRoute => {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/house/slot/lotus-fortune')) return 'lotus-fortune';
  if (path.endsWith('/house/tables/dice-lottery')) return 'dice-lottery';
  if (path.endsWith('/house/tables/baccarat')) return 'baccarat';
  if (path.endsWith('/house/tables/bull-bull')) return 'bull-bull';
  if (path.endsWith('/house/tables/virtual-racing')) return 'virtual-racing';
  if (path.endsWith('/house/tables/cockfight')) return 'cockfight';
  if (path.endsWith('/house/sportsbook/quickbet')) return 'quickbet';
  if (path.endsWith('/house/sportsbook')) return 'sportsbook';
  if (path.endsWith('/house/esports')) return 'esports';
  if (path.endsWith('/house/verify')) return 'verify';
  return 'unknown';
};

const NotFound = () => {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      title={t('errors.not_found_title')}
      text={t('errors.not_found_text')}
      action={
        <a className="lf-primary" href="/">
          {t('common.back_to_lobby')}
        </a>
      }
    />
  );
};

const Loading = () => (
  <main className="hs-full" aria-busy="true">
    <div className="hs-spinner" />
  </main>
);

/** Reduced motion turns the reels' and the dice's animations off. */
const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const App = ({ pathname = window.location.pathname }: { pathname?: string }) => {
  const route = routeOf(pathname);
  return (
    <>
      <SymbolSprite />
      <Suspense fallback={<Loading />}>
        {route === 'lotus-fortune' && <LotusFortunePage instant={prefersReducedMotion()} />}
        {route === 'dice-lottery' && <DiceLotteryPage instant={prefersReducedMotion()} />}
        {route === 'baccarat' && <BaccaratPage instant={prefersReducedMotion()} />}
        {route === 'bull-bull' && <BullBullPage instant={prefersReducedMotion()} />}
        {route === 'virtual-racing' && <VirtualRacingPage instant={prefersReducedMotion()} />}
        {route === 'cockfight' && <CockfightPage instant={prefersReducedMotion()} />}
        {route === 'sportsbook' && <SportsbookPage />}
        {route === 'esports' && <EsportsPage />}
        {route === 'quickbet' && <QuickbetPage />}
        {route === 'verify' && <VerifyPage />}
        {route === 'unknown' && <NotFound />}
      </Suspense>
    </>
  );
};
