import { BANNER_USE_TYPES } from '@member-site/contracts/constants';
import { Skeleton } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';

import { usePageSettled } from '../../../shared/hooks/use-page-settled';
import { useLanguage } from '../../../shared/i18n/i18n';
import { importWithReload } from '../../../shared/lib/chunk-reload';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { ErrorState } from '../../../shared/ui/states';
import { useCarousel } from '../api/get-carousel';
import { useBannerClick, type OpenBannerGame } from '../hooks/use-banner-click';
import { BannerImage } from './banner-image';
import { GameLoginConfirmHost } from './game-login-confirm-host';
import classes from './hero-carousel.module.css';

const CarouselSlides = lazy(() =>
  importWithReload(() => import('./carousel-slides')).then((module) => ({
    default: module.CarouselSlides,
  })),
);

type HeroCarouselProps = {
  variant: 'desktop' | 'mobile';
  onRequestLogin: () => void;
  /** Opens a member's game banner (the app passes the games' launcher). */
  onOpenGame?: OpenBannerGame;
};

/**
 * The lobby's banner carousel (use_type 0 on desktop, 2 on mobile) for the site currency. The
 * first banner shows at once, and is all the server renders; the sliding carousel (its own chunk,
 * the other banners, the dots) takes its place once the page has settled or the visitor first
 * pressed or typed, and not while their pointer or focus is on the banner. Setting up the slider
 * measures the whole carousel, work a phone's first seconds are better spent on; its first slide
 * would only come after the autoplay delay anyway.
 */
export const HeroCarousel = ({ variant, onRequestLogin, onOpenGame }: HeroCarouselProps) => {
  const language = useLanguage();
  const currency = useSiteCurrency();
  const useType = variant === 'desktop' ? BANNER_USE_TYPES.desktop : BANNER_USE_TYPES.mobile;
  const {
    data: banners,
    isPending,
    isError,
    refetch,
  } = useCarousel({
    useType,
    currency,
    language,
  });
  const { onBannerClick, gameBanner, closeGameConfirm } = useBannerClick(onOpenGame);
  const settled = usePageSettled();
  // The banner is never swapped under the visitor's pointer or focus: a press would lose its
  // target, a keyboard its place.
  const [inUse, setInUse] = useState(false);
  const [sliding, setSliding] = useState(false);
  if (settled && !inUse && !sliding) setSliding(true);
  const hold = () => {
    setInUse(true);
  };
  const leave = () => {
    setInUse(false);
  };

  if (isError) {
    return (
      <div className={classes.frame} data-variant={variant}>
        <ErrorState compact onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={classes.frame} data-variant={variant} aria-busy="true">
        <Skeleton className={classes.skeleton} radius={0} />
      </div>
    );
  }
  const first = banners[0];
  if (!first) return null;

  return (
    <section
      className={classes.frame}
      data-variant={variant}
      data-testid="carousel"
      data-sliding={sliding || undefined}
      onPointerEnter={sliding ? undefined : hold}
      onPointerLeave={sliding ? undefined : leave}
      onFocus={sliding ? undefined : hold}
      onBlur={
        sliding
          ? undefined
          : (event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) leave();
            }
      }
    >
      <Suspense fallback={<BannerImage banner={first} onClick={onBannerClick} eager />}>
        {sliding ? (
          <CarouselSlides banners={banners} onBannerClick={onBannerClick} variant={variant} />
        ) : (
          <BannerImage banner={first} onClick={onBannerClick} eager />
        )}
      </Suspense>
      <GameLoginConfirmHost
        banner={gameBanner}
        onClose={closeGameConfirm}
        onLogin={onRequestLogin}
      />
    </section>
  );
};
