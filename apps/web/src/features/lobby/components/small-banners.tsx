import { BANNER_USE_TYPES } from '@member-site/contracts/constants';
import { Skeleton } from '@mantine/core';

import { useLanguage } from '../../../shared/i18n/i18n';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { useCarousel } from '../api/get-carousel';
import { useBannerClick, type OpenBannerGame } from '../hooks/use-banner-click';
import { BannerImage } from './banner-image';
import { GameLoginConfirmHost } from './game-login-confirm-host';
import classes from './small-banners.module.css';

/** The row of small banners under the desktop carousel (use_type 1). */
type SmallBannersProps = { onRequestLogin: () => void; onOpenGame?: OpenBannerGame };

export const SmallBanners = ({ onRequestLogin, onOpenGame }: SmallBannersProps) => {
  const language = useLanguage();
  const currency = useSiteCurrency();
  const { data: banners, isPending } = useCarousel({
    useType: BANNER_USE_TYPES.small,
    currency,
    language,
  });
  const { onBannerClick, gameBanner, closeGameConfirm } = useBannerClick(onOpenGame);

  if (isPending) {
    return (
      <div className={classes.row}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={classes.cell} radius="lg" />
        ))}
      </div>
    );
  }
  if (!banners || banners.length === 0) return null;
  return (
    <div className={classes.row} data-testid="small-banners">
      {banners.slice(0, 3).map((banner) => (
        <div key={banner.id} className={classes.cell}>
          <BannerImage banner={banner} onClick={onBannerClick} />
        </div>
      ))}
      <GameLoginConfirmHost
        banner={gameBanner}
        onClose={closeGameConfirm}
        onLogin={onRequestLogin}
      />
    </div>
  );
};
