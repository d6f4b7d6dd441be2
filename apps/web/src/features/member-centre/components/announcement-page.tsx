import { Accordion, Skeleton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatSiteDate } from '../../../shared/lib/dates';
import { Panel } from '../../../shared/ui/panel';
import { RichText } from '../../../shared/ui/rich-text';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useAnnouncements } from '../api/get-announcements';
import classes from './announcement-page.module.css';

const SKELETON_ROWS = 4;

/** /user/Announcement: the site's announcements for members, in the site's order, to read. */
export const AnnouncementPage = () => {
  const { t, i18n } = useTranslation();
  const query = useAnnouncements(i18n.language);

  let body;
  if (query.isPending) {
    body = (
      <div className={classes.skeleton} data-testid="announcements-loading" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={52} radius="md" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <div data-testid="announcements-empty">
        <EmptyState icon={<IconSpeakerphone size={34} stroke={1.4} />} title={t('marquee.empty')} />
      </div>
    );
  } else {
    body = (
      <Accordion
        variant="separated"
        radius="md"
        defaultValue={String(query.data[0]?.id ?? '')}
        data-testid="announcements-list"
      >
        {query.data.map((announcement) => (
          <Accordion.Item
            key={announcement.id}
            value={String(announcement.id)}
            data-testid="announcement-row"
          >
            <Accordion.Control>
              <span className={classes.title}>{announcement.title}</span>
              <span className={classes.date}>{formatSiteDate(announcement.published_at)}</span>
            </Accordion.Control>
            <Accordion.Panel>
              <RichText html={announcement.content} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }

  return (
    <Panel title={t('memberCentre.pages.Announcement')} testId="announcement-page">
      {body}
    </Panel>
  );
};
