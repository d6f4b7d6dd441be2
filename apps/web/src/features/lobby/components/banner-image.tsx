import type { CarouselPicture } from '@member-site/contracts';
import type { KeyboardEvent } from 'react';

import { isBannerClickable } from '../hooks/use-banner-click';
import classes from './banner-image.module.css';

type BannerImageProps = {
  banner: CarouselPicture;
  onClick: (banner: CarouselPicture) => void;
  eager?: boolean;
  className?: string;
};

/** One banner picture; clickable banners act as buttons (Enter and Space too). */
export const BannerImage = ({ banner, onClick, eager = false, className }: BannerImageProps) => {
  const clickable = isBannerClickable(banner);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onClick(banner);
    }
  };
  return (
    <div
      className={`${classes.banner} ${className ?? ''}`}
      data-clickable={clickable || undefined}
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      aria-label={banner.title}
      onClick={
        clickable
          ? () => {
              onClick(banner);
            }
          : undefined
      }
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      <img
        src={banner.image_url}
        alt={banner.title}
        className={classes.image}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        // The first banner is painted in the page's first frame, never a frame or two after it.
        decoding={eager ? 'sync' : 'auto'}
        draggable={false}
      />
    </div>
  );
};
