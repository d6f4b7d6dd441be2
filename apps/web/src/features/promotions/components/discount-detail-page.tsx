import { Anchor, Container, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { RichText } from '../../../shared/ui/rich-text';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { isApiError } from '../../../shared/api/api-error';
import { useDiscount } from '../api/get-discount';
import { DiscountApplyButton } from './discount-apply-button';
import { usePeriodLabel } from './discount-card';
import classes from './discount-detail-page.module.css';

/** /discount/:id: one promotion in full. */
export const DiscountDetailPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const periodLabel = usePeriodLabel();
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch } = useDiscount(id, language);
  const notFound = !Number.isInteger(id) || id <= 0 || (isApiError(error) && error.code === '404');

  const back = (
    <Anchor component={Link} to="/discount" className={classes.back}>
      <IconArrowLeft size={16} aria-hidden />
      {t('promotions.back')}
    </Anchor>
  );

  const renderBody = () => {
    if (notFound) return <EmptyState title={t('promotions.notFound')} action={back} />;
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <>
          <Skeleton className={classes.heroSkeleton} radius="lg" />
          <Skeleton height={28} width="60%" mt="lg" />
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} mt="sm" width="90%" />
          <Skeleton height={14} mt="sm" width="80%" />
        </>
      );
    }
    return (
      <article className={classes.article}>
        <img src={data.image_url} alt="" className={classes.hero} />
        <div className={classes.content}>
          <span className={classes.category}>{t(`promotions.categories.${data.category}`)}</span>
          <h1 className={classes.title}>{data.title}</h1>
          <p className={classes.period}>
            <IconCalendarEvent size={16} stroke={1.6} aria-hidden />
            {periodLabel(data.starts_at, data.ends_at)}
          </p>
          <p className={classes.summary}>{data.summary}</p>
          {data.apply ? (
            <div className={classes.apply}>
              <DiscountApplyButton discountId={data.id} />
            </div>
          ) : null}
          <RichText html={data.content} />
        </div>
      </article>
    );
  };

  return (
    <Container size={960} px={isDesktop ? 24 : 14} className={classes.page}>
      <div className={classes.nav}>{back}</div>
      {renderBody()}
    </Container>
  );
};
