import '@mantine/carousel/styles.css';

import type { CarouselPicture } from '@member-site/contracts';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BannerImage } from './banner-image';
import classes from './carousel-slides.module.css';

const AUTOPLAY_DELAY_MS = 5000;

type CarouselSlidesProps = {
  banners: CarouselPicture[];
  onBannerClick: (banner: CarouselPicture) => void;
  variant: 'desktop' | 'mobile';
};

/** The sliding part of the hero carousel (Mantine Carousel on embla), loaded on its own. */
export const CarouselSlides = ({ banners, onBannerClick, variant }: CarouselSlidesProps) => {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  // Autoplay pauses while the pointer rests on a banner; people who ask for less motion get none.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  const many = banners.length > 1;

  return (
    <Carousel
      className={classes.carousel}
      data-variant={variant}
      withIndicators={many}
      withControls={many && variant === 'desktop'}
      emblaOptions={{ loop: many, duration: 28 }}
      plugins={many && !reducedMotion ? [autoplay] : []}
      controlSize={44}
      controlsOffset="lg"
      previousControlIcon={<IconChevronLeft size={22} aria-hidden />}
      nextControlIcon={<IconChevronRight size={22} aria-hidden />}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('carousel.goTo', { index: index + 1 }) })}
      classNames={{
        root: classes.root,
        viewport: classes.viewport,
        control: classes.control,
        indicators: classes.indicators,
        indicator: classes.indicator,
      }}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={banner.id} data-testid="carousel-slide" className={classes.slide}>
          <BannerImage banner={banner} onClick={onBannerClick} eager={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
};
