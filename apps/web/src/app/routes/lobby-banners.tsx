import { HeroCarousel } from '../../features/lobby/components/hero-carousel';
import { SmallBanners } from '../../features/lobby/components/small-banners';
import { openLogin } from '../../shared/session/account-modal-store';
import { useBannerGame } from '../hooks/use-banner-game';

/** The lobby's carousel: game banners open their game for members, ask visitors to log in. */
export const LobbyHeroCarousel = ({ variant }: { variant: 'desktop' | 'mobile' }) => {
  const openGame = useBannerGame();
  return <HeroCarousel variant={variant} onRequestLogin={openLogin} onOpenGame={openGame} />;
};

/** The desktop lobby's small banners, with game banners like the carousel's. */
export const LobbySmallBanners = () => {
  const openGame = useBannerGame();
  return <SmallBanners onRequestLogin={openLogin} onOpenGame={openGame} />;
};
