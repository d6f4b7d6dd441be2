import { Container } from '@mantine/core';
import { Suspense } from 'react';

import { openLogin, openRegister } from '../../shared/session/account-modal-store';
import { GameHallShowcase } from '../../features/lobby/components/game-hall-showcase';
import { HeroCarousel } from '../../features/lobby/components/hero-carousel';
import { Jackpot } from '../../features/lobby/components/jackpot';
import { Marquee } from '../../features/lobby/components/marquee';
import { SmallBanners } from '../../features/lobby/components/small-banners';
import { renderDesktopHall } from './hall-providers-slot';
import { NewsSection, PromotionsPreview, SponsorsStrip } from './home-lazy';
import classes from './home.module.css';

/** The desktop lobby. */
export const DesktopHome = () => (
  <div>
    <HeroCarousel variant="desktop" onRequestLogin={openLogin} />
    <Container size={1240} px={24} className={classes.desktopBody}>
      <Marquee variant="desktop" />
      <Jackpot variant="desktop" />
      <SmallBanners onRequestLogin={openLogin} />
      <GameHallShowcase
        onLogin={openLogin}
        onRegister={openRegister}
        renderHall={renderDesktopHall}
      />
      <Suspense fallback={null}>
        <PromotionsPreview variant="desktop" />
        <NewsSection variant="desktop" />
        <SponsorsStrip variant="desktop" />
      </Suspense>
    </Container>
  </div>
);
