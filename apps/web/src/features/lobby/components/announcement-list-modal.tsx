import type { Announcement } from '@member-site/contracts';
import { Accordion, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatSiteDate } from '../../../shared/lib/dates';
import { EmptyState } from '../../../shared/ui/states';
import { RichText } from '../../../shared/ui/rich-text';
import classes from './announcement-list-modal.module.css';

type AnnouncementListModalProps = {
  opened: boolean;
  focusId: number | undefined;
  announcements: Announcement[];
  onClose: () => void;
};

/** Every announcement of the marquee, newest order as the site sorted them, to read in full. */
export const AnnouncementListModal = ({
  opened,
  focusId,
  announcements,
  onClose,
}: AnnouncementListModalProps) => {
  const { t } = useTranslation();
  const initial = String(focusId ?? announcements[0]?.id ?? '');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('marquee.listTitle')}
      size={620}
      classNames={{ title: classes.title }}
      attributes={{ content: { 'data-testid': 'announcement-list' } }}
    >
      {announcements.length === 0 ? (
        <EmptyState title={t('marquee.empty')} />
      ) : (
        <Accordion
          key={initial}
          defaultValue={initial}
          variant="separated"
          radius="md"
          classNames={{ item: classes.item, control: classes.control }}
        >
          {announcements.map((announcement) => (
            <Accordion.Item key={announcement.id} value={String(announcement.id)}>
              <Accordion.Control>
                <span className={classes.itemTitle}>{announcement.title}</span>
                <span className={classes.date}>{formatSiteDate(announcement.published_at)}</span>
              </Accordion.Control>
              <Accordion.Panel>
                <RichText html={announcement.content} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Modal>
  );
};
