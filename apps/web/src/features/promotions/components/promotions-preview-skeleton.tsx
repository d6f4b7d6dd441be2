import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '../../../shared/ui/section-header';
import cardClasses from './discount-card.module.css';
import classes from './promotions-preview.module.css';

export const PREVIEW_COUNT = { desktop: 3, mobile: 4 } as const;

/**
 * A promotion card's outline at the card's own size (its picture's 3:1 frame, one title line,
 * two summary lines and the period row), so the cards take the place it holds without moving
 * anything below.
 */
const DiscountCardSkeleton = () => (
  <div className={cardClasses.card}>
    <div className={cardClasses.media} />
    <div className={cardClasses.body}>
      <Skeleton className={cardClasses.title} width="70%">
        &nbsp;
      </Skeleton>
      <Skeleton className={cardClasses.summary}>&nbsp;</Skeleton>
      <div className={cardClasses.meta}>
        <Skeleton width="50%">&nbsp;</Skeleton>
      </div>
    </div>
  </div>
);

/**
 * The home page's promotions while their code or their list is on its way: the section's title
 * row and the cards' outlines, in the section's final size.
 */
export const PromotionsPreviewSkeleton = ({ variant }: { variant: 'desktop' | 'mobile' }) => {
  const { t } = useTranslation();
  return (
    <section className={classes.section} data-variant={variant} aria-busy="true">
      <SectionHeader title={t('promotions.latest')} viewAllTo="/discount" variant={variant} />
      <ul className={classes.list}>
        {Array.from({ length: PREVIEW_COUNT[variant] }, (_, index) => (
          <li key={index}>
            <DiscountCardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
};
