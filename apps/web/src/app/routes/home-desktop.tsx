import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { openLogin, openRegister } from '../../shared/session/account-modal-store';
import { HydrateOnView } from '../../shared/ui/hydrate-on-view';
import { GameHallShowcase } from '../../features/lobby/components/game-hall-showcase';
import { Jackpot } from '../../features/lobby/components/jackpot';
import { Marquee } from '../../features/lobby/components/marquee';
import { PromotionsPreviewSkeleton } from '../../features/promotions/components/promotions-preview-skeleton';
import { renderDesktopHall } from './hall-providers-slot';
import { LobbyHeroCarousel, LobbySmallBanners } from './lobby-banners';
import { LobbyGameRows } from './lobby-game-rows';
import { SportQuickbetBlock } from './sport-quickbet-block';
import { NewsSection, PromotionsPreview, SponsorsStrip } from './home-lazy';
import classes from './home.module.css';

/** The desktop lobby. Each part of a page the server rendered becomes live as it nears the screen. */
export const DesktopHome = () => (
  <div>
    <HydrateOnView>
      <LobbyHeroCarousel variant="desktop" />
    </HydrateOnView>
    <Container size={1240} px={24} className={classes.desktopBody}>
      <HydrateOnView>
        <Marquee variant="desktop" />
      </HydrateOnView>
      <HydrateOnView>
        <Jackpot variant="desktop" />
      </HydrateOnView>
      <HydrateOnView>
        <LobbySmallBanners />
      </HydrateOnView>
      <HydrateOnView>
        <LobbyGameRows device="desktop" />
      </HydrateOnView>
      <HydrateOnView>
        <SportQuickbetBlock device="desktop" />
      </HydrateOnView>
      <HydrateOnView>
        <GameHallShowcase
          onLogin={openLogin}
          onRegister={openRegister}
          renderHall={renderDesktopHall}
        />
      </HydrateOnView>
      <HydrateOnView>
        <Suspense fallback={<PromotionsPreviewSkeleton variant="desktop" />}>
          <PromotionsPreview variant="desktop" />
        </Suspense>
      </HydrateOnView>
      <HydrateOnView>
        <NewsSection variant="desktop" />
      </HydrateOnView>
      <HydrateOnView>
        <SponsorsStrip variant="desktop" />
      </HydrateOnView>
    </Container>
  </div>
);
