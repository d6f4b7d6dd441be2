import { Modal, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { formatSiteDate } from '../../../shared/lib/dates';
import { RichText } from '../../../shared/ui/rich-text';
import { ErrorState } from '../../../shared/ui/states';
import { useNewsDetail } from '../api/get-news-detail';
import classes from './news-modal.module.css';

type NewsModalProps = { id: number | undefined; onClose: () => void; fullScreen?: boolean };

/** One news item in full (spec: news modal). */
export const NewsModal = ({ id, onClose, fullScreen = false }: NewsModalProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError, error, refetch } = useNewsDetail(id, language);

  const renderBody = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.padded}>
          <Skeleton height={200} radius="md" />
          <Skeleton height={24} mt="lg" width="70%" />
          <Skeleton height={12} mt="md" />
          <Skeleton height={12} mt="sm" width="85%" />
        </div>
      );
    }
    return (
      <article>
        {data.image_url && <img src={data.image_url} alt="" className={classes.image} />}
        <div className={classes.padded}>
          <time className={classes.date} dateTime={data.published_at}>
            {formatSiteDate(data.published_at)}
          </time>
          <h2 className={classes.title}>{data.title}</h2>
          <RichText html={data.content} />
        </div>
      </article>
    );
  };

  return (
    <Modal
      opened={id !== undefined}
      onClose={onClose}
      size={680}
      fullScreen={fullScreen}
      padding={0}
      title={t('news.title')}
      classNames={{ header: classes.header }}
      attributes={{ content: { 'data-testid': 'news-modal' } }}
    >
      {renderBody()}
    </Modal>
  );
};
