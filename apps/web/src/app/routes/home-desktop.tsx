import { Container } from '@mantine/core';
import { Suspense } from 'react';

import { openLogin, openRegister } from '../../shared/session/account-modal-store';
import { GameHallShowcase } from '../../features/lobby/components/game-hall-showcase';
import { Jackpot } from '../../features/lobby/components/jackpot';
import { Marquee } from '../../features/lobby/components/marquee';
import { PromotionsPreviewSkeleton } from '../../features/promotions/components/promotions-preview-skeleton';
import { renderDesktopHall } from './hall-providers-slot';
import { LobbyHeroCarousel, LobbySmallBanners } from './lobby-banners';
import { LobbyGameRows } from './lobby-game-rows';
import { NewsSection, PromotionsPreview, SponsorsStrip } from './home-lazy';
import classes from './home.module.css';

/** The desktop lobby. */
export const DesktopHome = () => (
  <div>
    <LobbyHeroCarousel variant="desktop" />
    <Container size={1240} px={24} className={classes.desktopBody}>
      <Marquee variant="desktop" />
      <Jackpot variant="desktop" />
      <LobbySmallBanners />
      <LobbyGameRows device="desktop" />
      <GameHallShowcase
        onLogin={openLogin}
        onRegister={openRegister}
        renderHall={renderDesktopHall}
      />
      <Suspense fallback={<PromotionsPreviewSkeleton variant="desktop" />}>
        <PromotionsPreview variant="desktop" />
        <NewsSection variant="desktop" />
        <SponsorsStrip variant="desktop" />
      </Suspense>
    </Container>
  </div>
);
