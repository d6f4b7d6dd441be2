import { Anchor, Container, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { isApiError } from '../../../shared/api/api-error';
import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { RichText } from '../../../shared/ui/rich-text';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useFaq } from '../api/get-faq';
import { useFaqs } from '../api/get-faqs';
import { FAQ_CATEGORY_ICONS } from './faq-page';
import classes from './faq-detail-page.module.css';

/** /faq/:id: one question on its own page, with the others of its category. */
export const FaqDetailPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch } = useFaq(id, language);
  const { data: all } = useFaqs(language);
  const notFound = !Number.isInteger(id) || id <= 0 || (isApiError(error) && error.code === '404');
  const related = (all ?? []).filter((faq) => faq.category === data?.category && faq.id !== id);

  const back = (
    <Anchor component={Link} to="/faq" className={classes.back}>
      <IconArrowLeft size={16} aria-hidden />
      {t('faq.back')}
    </Anchor>
  );

  const renderBody = () => {
    if (notFound) return <EmptyState title={t('faq.notFound')} action={back} />;
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.article}>
          <Skeleton height={28} width="70%" />
          <Skeleton height={14} mt="lg" />
          <Skeleton height={14} mt="sm" width="90%" />
          <Skeleton height={14} mt="sm" width="75%" />
        </div>
      );
    }
    return (
      <>
        <article className={classes.article}>
          <span className={classes.category}>
            {FAQ_CATEGORY_ICONS[data.category]}
            {t(`faq.categoryNames.${data.category}`)}
          </span>
          <h1 className={classes.title}>{data.title}</h1>
          <RichText html={data.content} />
        </article>
        {related.length > 0 && (
          <section className={classes.related}>
            <h2 className={classes.relatedTitle}>{t('faq.related')}</h2>
            <ul className={classes.relatedList}>
              {related.map((faq) => (
                <li key={faq.id}>
                  <Link to={`/faq/${faq.id}`} className={classes.relatedLink}>
                    {faq.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  };

  return (
    <Container size={860} px={isDesktop ? 24 : 14} className={classes.page}>
      <div className={classes.nav}>{back}</div>
      {renderBody()}
    </Container>
  );
};
