import { DISPLAY_DEVICES } from '@member-site/contracts/constants';
import { Accordion, Loader, Modal, Pagination } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatSiteDate } from '../../../shared/lib/dates';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { BULLETIN_HISTORY_PAGE_SIZE, useBulletinHistory } from '../api/get-bulletin-history';
import { usePromotionHistoryStore } from '../stores/promotion-history-store';
import { BulletinBody } from './popup-promotion';
import classes from './promotion-history-modal.module.css';

/** Earlier pop-up promotions, to read again after closing them. */
export const PromotionHistoryModal = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const opened = usePromotionHistoryStore((state) => state.opened);
  const close = usePromotionHistoryStore((state) => state.close);
  const [page, setPage] = useState(1);
  const device = isDesktop ? DISPLAY_DEVICES.desktop : DISPLAY_DEVICES.mobile;
  const { data, isPending, isError, error, refetch } = useBulletinHistory({
    device,
    page,
    language,
    enabled: opened,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total_count / BULLETIN_HISTORY_PAGE_SIZE)) : 1;

  const renderContent = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.loading}>
          <Loader color="gold" size="sm" />
        </div>
      );
    }
    if (data.list.length === 0) return <EmptyState title={t('popup.historyEmpty')} />;
    return (
      <Accordion
        variant="separated"
        radius="md"
        classNames={{ item: classes.item, content: classes.itemContent }}
      >
        {data.list.map((bulletin) => (
          <Accordion.Item key={bulletin.id} value={String(bulletin.id)}>
            <Accordion.Control>
              <span className={classes.itemTitle}>{bulletin.title}</span>
              <span className={classes.date}>{formatSiteDate(bulletin.updated_at)}</span>
            </Accordion.Control>
            <Accordion.Panel>
              <div className={classes.bulletin}>
                <BulletinBody bulletin={bulletin} />
              </div>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('popup.historyTitle')}
      size={640}
      classNames={{ title: classes.title }}
      attributes={{ content: { 'data-testid': 'promotion-history' } }}
    >
      {renderContent()}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          color="gold"
          size="sm"
          mt="md"
          className={classes.pagination}
        />
      )}
    </Modal>
  );
};
