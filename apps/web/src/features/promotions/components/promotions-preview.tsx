import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { SectionHeader } from '../../../shared/ui/section-header';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { useDiscounts } from '../api/get-discounts';
import { DiscountCard } from './discount-card';
import { PREVIEW_COUNT, PromotionsPreviewSkeleton } from './promotions-preview-skeleton';
import classes from './promotions-preview.module.css';

/** On a phone the row scrolls sideways, and its first two cards are all the screen shows of it. */
const CARDS_ON_A_PHONE_SCREEN = 2;

/** The newest promotions on the home page, with a link to all of them. */
export const PromotionsPreview = ({ variant }: { variant: 'desktop' | 'mobile' }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useSiteCurrency();
  const { data, isPending } = useDiscounts({ category: undefined, currency, language });
  if (isPending) return <PromotionsPreviewSkeleton variant={variant} />;
  if (!data || data.length === 0) return null;
  return (
    <section className={classes.section} data-variant={variant} data-testid="promotions-preview">
      <SectionHeader title={t('promotions.latest')} viewAllTo="/discount" variant={variant} />
      <ul className={classes.list}>
        {data.slice(0, PREVIEW_COUNT[variant]).map((discount, index) => (
          <li key={discount.id}>
            <DiscountCard
              discount={discount}
              pictureWaits={variant === 'mobile' && index >= CARDS_ON_A_PHONE_SCREEN}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
