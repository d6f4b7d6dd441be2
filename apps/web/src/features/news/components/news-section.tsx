import { Skeleton, UnstyledButton } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { formatSiteDate } from '../../../shared/lib/dates';
import { ErrorState } from '../../../shared/ui/states';
import { useNews } from '../api/get-news';
import { NewsModal } from './news-modal';
import classes from './news-section.module.css';

/** The latest news on the home page; each opens in the news modal. */
export const NewsSection = ({ variant }: { variant: 'desktop' | 'mobile' }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError, error, refetch } = useNews(language, 5);
  const [openId, setOpenId] = useState<number>();

  if (!isPending && !isError && data.list.length === 0) return null;

  const renderList = () => {
    if (isError) return <ErrorState compact error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.grid}>
          <Skeleton height={260} radius="lg" />
          <div className={classes.list}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={56} radius="md" />
            ))}
          </div>
        </div>
      );
    }
    const [featured, ...rest] = data.list;
    return (
      <div className={classes.grid}>
        {featured && (
          <UnstyledButton
            className={classes.featured}
            onClick={() => {
              setOpenId(featured.id);
            }}
          >
            <img src={featured.image_url} alt="" loading="lazy" className={classes.featuredImage} />
            <span className={classes.featuredBody}>
              <time className={classes.date}>{formatSiteDate(featured.published_at)}</time>
              <span className={classes.featuredTitle}>{featured.title}</span>
              <span className={classes.summary}>{featured.summary}</span>
            </span>
          </UnstyledButton>
        )}
        <ul className={classes.list}>
          {rest.map((item) => (
            <li key={item.id}>
              <UnstyledButton
                className={classes.row}
                onClick={() => {
                  setOpenId(item.id);
                }}
              >
                <img src={item.image_url} alt="" loading="lazy" className={classes.thumb} />
                <span className={classes.rowBody}>
                  <span className={classes.rowTitle}>{item.title}</span>
                  <time className={classes.date}>{formatSiteDate(item.published_at)}</time>
                </span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <section className={classes.section} data-variant={variant} data-testid="news">
      <header className={classes.header}>
        <IconNews size={22} stroke={1.6} className={classes.icon} aria-hidden />
        <h2 className={classes.title}>{t('news.title')}</h2>
      </header>
      {renderList()}
      <NewsModal
        id={openId}
        fullScreen={variant === 'mobile'}
        onClose={() => {
          setOpenId(undefined);
        }}
      />
    </section>
  );
};
