import type { Announcement } from '@member-site/contracts';
import { Skeleton, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePageSettled } from '../../../shared/hooks/use-page-settled';
import { useLanguage } from '../../../shared/i18n/i18n';
import { htmlToText } from '../../../shared/lib/html-text';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useMarquee } from '../api/get-marquee';
import classes from './marquee.module.css';

const AnnouncementListModal = lazyComponent(
  () => import('./announcement-list-modal'),
  (m) => m.AnnouncementListModal,
);

/** Seconds per character of scrolling text, so long and short marquees move at one speed. */
const SECONDS_PER_CHAR = 0.2;
const MIN_DURATION_S = 18;

type MarqueeProps = { variant: 'desktop' | 'mobile' };

/**
 * Announcements scrolling in a bar; hover (or focus) pauses them; "More" opens the list. The bar
 * starts scrolling once the page has settled or the visitor first presses or types: until then it
 * holds still at its first announcement, so the page's first seconds make no frame for it.
 */
export const Marquee = ({ variant }: MarqueeProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const moving = usePageSettled();
  const { data: announcements, isPending } = useMarquee(language);
  const [open, setOpen] = useState<{ focusId?: number } | null>(null);
  const [listWanted, setListWanted] = useState(false);
  if (open && !listWanted) setListWanted(true);

  const items = useMemo(
    () =>
      (announcements ?? []).map((announcement: Announcement) => ({
        id: announcement.id,
        text: htmlToText(announcement.content) || announcement.title,
      })),
    [announcements],
  );
  const totalChars = items.reduce((sum, item) => sum + item.text.length, 0);
  const duration = Math.max(MIN_DURATION_S, totalChars * SECONDS_PER_CHAR);

  if (isPending) {
    return (
      <div className={classes.marquee} data-variant={variant}>
        <Skeleton height={14} radius="xl" width="70%" ml="md" />
      </div>
    );
  }
  if (items.length === 0) return null;

  const renderItems = (hidden: boolean) =>
    items.map((item) => (
      <UnstyledButton
        key={`${hidden ? 'copy' : 'item'}-${item.id}`}
        className={classes.item}
        tabIndex={hidden ? -1 : 0}
        aria-hidden={hidden || undefined}
        onClick={() => {
          setOpen({ focusId: item.id });
        }}
      >
        <span className={classes.diamond} aria-hidden="true" />
        {item.text}
      </UnstyledButton>
    ));

  return (
    <section
      className={classes.marquee}
      data-variant={variant}
      data-testid="marquee"
      aria-label={t('marquee.label')}
    >
      <span className={classes.badge} aria-hidden="true">
        <IconSpeakerphone size={variant === 'desktop' ? 18 : 16} stroke={1.7} />
      </span>
      <div className={classes.viewport}>
        <div
          className={classes.track}
          style={{ animationDuration: `${duration}s` }}
          data-moving={moving || undefined}
          data-testid="marquee-track"
        >
          <div className={classes.group}>{renderItems(false)}</div>
          <div className={classes.group}>{renderItems(true)}</div>
        </div>
      </div>
      <UnstyledButton
        className={classes.more}
        onClick={() => {
          setOpen({});
        }}
        data-testid="marquee-more"
      >
        {variant === 'desktop' && <span>{t('marquee.more')}</span>}
        <IconChevronRight
          size={16}
          aria-label={variant === 'desktop' ? undefined : t('marquee.more')}
        />
      </UnstyledButton>
      {listWanted && (
        <Suspense fallback={null}>
          <AnnouncementListModal
            opened={open !== null}
            focusId={open?.focusId}
            announcements={announcements ?? []}
            onClose={() => {
              setOpen(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
};
