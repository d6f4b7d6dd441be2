import { HOME_BLOCKS, type HomeBlock } from '@member-site/contracts/constants';
import { Suspense, type ReactNode } from 'react';

import { openLogin, openRegister } from '../../shared/session/account-modal-store';
import { HydrateOnView } from '../../shared/ui/hydrate-on-view';
import { Jackpot } from '../../features/lobby/components/jackpot';
import { Marquee } from '../../features/lobby/components/marquee';
import { MobileGameMenu } from '../../features/lobby/components/mobile-game-menu';
import { PromotionsPreviewSkeleton } from '../../features/promotions/components/promotions-preview-skeleton';
import { useTemplateConfig } from '../../features/site-shell/api/get-template-config';
import { useSiteDetail } from '../../shared/site/get-site-detail';
import { renderMobileHall } from './hall-providers-slot';
import { LobbyHeroCarousel } from './lobby-banners';
import { LobbyGameRows } from './lobby-game-rows';
import { SportQuickbetBlock } from './sport-quickbet-block';
import { NewsSection, PromotionsPreview, SponsorsStrip } from './home-lazy';
import classes from './home.module.css';

const MOBILE_BLOCKS: Record<HomeBlock, ReactNode> = {
  carousel: <LobbyHeroCarousel variant="mobile" />,
  marquee: <Marquee variant="mobile" />,
  jackpot: (
    <div className={classes.mobilePadded}>
      <Jackpot variant="mobile" />
    </div>
  ),
  game_menu: (
    <div className={classes.mobilePadded}>
      <div className={classes.mobileGameRows}>
        <LobbyGameRows device="mobile" />
      </div>
      <MobileGameMenu onLogin={openLogin} onRegister={openRegister} renderHall={renderMobileHall} />
    </div>
  ),
  discounts: (
    <div className={classes.mobilePadded}>
      <Suspense fallback={<PromotionsPreviewSkeleton variant="mobile" />}>
        <PromotionsPreview variant="mobile" />
      </Suspense>
    </div>
  ),
  sponsors: (
    <div className={classes.mobilePadded}>
      <Suspense fallback={null}>
        <SponsorsStrip variant="mobile" />
      </Suspense>
    </div>
  ),
};

/**
 * The template's first blocks, which start on a phone's first screen (the banner, the marquee, the
 * promotions and the top of the games in the demo's order): they are laid out with the page.
 */
const FIRST_SCREEN_BLOCKS = 4;

/**
 * Mobile lobby: the blocks in the order the site's mobile template lists them, then news. Each
 * block of a page the server rendered becomes live as it comes near the screen.
 */
export const MobileHome = () => {
  const { data: site } = useSiteDetail();
  const { data: template } = useTemplateConfig(site?.mobile_template);
  const blocks = template?.home_blocks ?? HOME_BLOCKS;
  return (
    <div className={classes.mobile}>
      {blocks.map((block, index) => (
        <div key={block} className={classes.block} data-block={block}>
          <HydrateOnView firstScreen={index < FIRST_SCREEN_BLOCKS}>
            {MOBILE_BLOCKS[block]}
          </HydrateOnView>
        </div>
      ))}
      <div className={`${classes.block} ${classes.mobilePadded}`} data-block="sport_quickbet">
        <HydrateOnView>
          <SportQuickbetBlock device="mobile" />
        </HydrateOnView>
      </div>
      <div className={`${classes.block} ${classes.mobilePadded}`}>
        <HydrateOnView>
          <NewsSection variant="mobile" />
        </HydrateOnView>
      </div>
    </div>
  );
};
