import type { DiscountSummary } from '@member-site/contracts';
import { IconCalendarEvent, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatSiteDate } from '../../../shared/lib/dates';
import { NearScreenImage } from '../../../shared/ui/near-screen-image';
import classes from './discount-card.module.css';

/** "2026-01-01 – 2026-03-31", "From 2026-01-01", or "Long-term". */
export const usePeriodLabel = () => {
  const { t } = useTranslation();
  return (startsAt: string | null, endsAt: string | null): string => {
    if (startsAt && endsAt) return `${formatSiteDate(startsAt)} – ${formatSiteDate(endsAt)}`;
    if (startsAt) return t('promotions.from', { date: formatSiteDate(startsAt) });
    if (endsAt) return t('promotions.until', { date: formatSiteDate(endsAt) });
    return t('promotions.longTerm');
  };
};

export const DiscountCard = ({
  discount,
  pictureWaits = false,
}: {
  discount: DiscountSummary;
  /** A card off the first screen: its picture loads once the card comes near the screen. */
  pictureWaits?: boolean;
}) => {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  return (
    <Link to={`/discount/${discount.id}`} className={classes.card} data-testid="discount-card">
      <div className={classes.media}>
        <NearScreenImage src={discount.image_url} wait={pictureWaits} className={classes.image} />
        <span className={classes.category}>{t(`promotions.categories.${discount.category}`)}</span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>{discount.title}</h3>
        <p className={classes.summary}>{discount.summary}</p>
        <div className={classes.meta}>
          <span className={classes.period}>
            <IconCalendarEvent size={15} stroke={1.6} aria-hidden />
            {periodLabel(discount.starts_at, discount.ends_at)}
          </span>
          <span className={classes.more}>
            {discount.apply ? t('promotions.apply.onPage') : t('promotions.details')}
            <IconChevronRight size={15} aria-hidden />
          </span>
        </div>
      </div>
    </Link>
  );
};
