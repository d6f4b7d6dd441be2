import { DISCOUNT_CATEGORIES, type DiscountCategory } from '@member-site/contracts/constants';
import { Container, Skeleton, UnstyledButton } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useDiscounts } from '../api/get-discounts';
import { DiscountCard } from './discount-card';
import classes from './discount-list-page.module.css';

const isCategory = (value: string | null): value is DiscountCategory =>
  value !== null && (DISCOUNT_CATEGORIES as readonly string[]).includes(value);

/** /discount: promotions by category. */
export const DiscountListPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useSiteCurrency();
  const isDesktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category = isCategory(requested) ? requested : undefined;
  const { data, isPending, isError, error, refetch } = useDiscounts({
    category,
    currency,
    language,
  });

  const tabs: { value: DiscountCategory | undefined; label: string }[] = [
    { value: undefined, label: t('promotions.all') },
    ...DISCOUNT_CATEGORIES.map((value) => ({
      value,
      label: t(`promotions.categories.${value}`),
    })),
  ];

  const renderList = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.grid}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height={isDesktop ? 300 : 250} radius="lg" />
          ))}
        </div>
      );
    }
    if (data.length === 0) {
      return (
        <EmptyState
          icon={<IconGift size={36} stroke={1.3} />}
          title={t('promotions.empty')}
          text={t('promotions.emptyText')}
        />
      );
    }
    return (
      <ul className={classes.grid}>
        {data.map((discount) => (
          <li key={discount.id}>
            <DiscountCard discount={discount} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Container size={1240} px={isDesktop ? 24 : 14} className={classes.page}>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        icon={<IconGift size={isDesktop ? 26 : 20} stroke={1.5} />}
        compact={!isDesktop}
      />
      <div className={classes.tabs} role="tablist" aria-label={t('promotions.title')}>
        {tabs.map((tab) => (
          <UnstyledButton
            key={tab.value ?? 'all'}
            role="tab"
            aria-selected={tab.value === category}
            className={classes.tab}
            data-active={tab.value === category || undefined}
            onClick={() => {
              setParams(tab.value ? { category: tab.value } : {}, { replace: true });
            }}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </div>
      <div role="tabpanel" className={classes.panel}>
        {renderList()}
      </div>
    </Container>
  );
};
