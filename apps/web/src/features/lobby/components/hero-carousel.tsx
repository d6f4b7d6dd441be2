import { BANNER_USE_TYPES } from '@member-site/contracts/constants';
import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';

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
 * first banner shows at once; the sliding carousel arrives in its own chunk.
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
    <section className={classes.frame} data-variant={variant} data-testid="carousel">
      <Suspense fallback={<BannerImage banner={first} onClick={onBannerClick} eager />}>
        <CarouselSlides banners={banners} onBannerClick={onBannerClick} variant={variant} />
      </Suspense>
      <GameLoginConfirmHost
        banner={gameBanner}
        onClose={closeGameConfirm}
        onLogin={onRequestLogin}
      />
    </section>
  );
};
