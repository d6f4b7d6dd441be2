import { Badge, Modal, Pagination, Skeleton } from '@mantine/core';
import { type Letter } from '@member-site/contracts';
import { LIMITS } from '@member-site/contracts/constants';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { describeError } from '../../../shared/api/api-error';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { useLetters } from '../../../shared/session/get-letters';
import { ActionButton } from '../../../shared/ui/action-button';
import { Panel } from '../../../shared/ui/panel';
import { RichText } from '../../../shared/ui/rich-text';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useDestroyLetters, useReadLetter } from '../api/letters';
import classes from './letter-page.module.css';

const SKELETON_ROWS = 4;

/**
 * /user/Letter: the member's personal letters, 50 a page and newest first, unread ones marked.
 * Opening an unread letter reads it (the list and the header's badge follow); a letter can be
 * deleted from its row or while open, and all of them at once. Letters sent, read or deleted in
 * another window arrive through the member's private channel.
 */
export const LetterPage = () => {
  const { t, i18n } = useTranslation();
  const formatTime = useSiteDateTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Letter | undefined>();
  const [confirmAll, setConfirmAll] = useState(false);
  const query = useLetters(page, i18n.language);
  const read = useReadLetter();
  const destroy = useDestroyLetters();

  const failed = (error: unknown) => {
    showToast({ kind: 'error', message: describeError(error, t) });
  };

  const openLetter = (letter: Letter) => {
    setOpen(letter);
    if (!letter.is_read) read.mutate(letter.id, { onError: failed });
  };

  const remove = (ids: readonly number[] | undefined) => {
    destroy.mutate(ids, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('letters.deleted') });
        setOpen(undefined);
        setConfirmAll(false);
        if (ids === undefined) setPage(1);
      },
      onError: failed,
    });
  };

  const data = query.data;
  const letters = data?.list ?? [];
  const pages = Math.max(1, Math.ceil((data?.total_count ?? 0) / LIMITS.lettersPerPage));

  let body;
  if (query.isPending) {
    body = (
      <div className={classes.skeleton} data-testid="letters-loading" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={58} radius="md" />
        ))}
      </div>
    );
  } else if (query.error && !data) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (letters.length === 0) {
    body = (
      <div data-testid="letters-empty">
        <EmptyState
          icon={<IconMail size={34} stroke={1.4} />}
          title={t('letters.empty')}
          text={t('letters.emptyHint')}
        />
      </div>
    );
  } else {
    body = (
      <div data-fetching={query.isPlaceholderData || undefined}>
        <ul className={classes.list} data-testid="letters-list">
          {letters.map((letter) => (
            <li
              key={letter.id}
              className={classes.row}
              data-testid="letter-row"
              data-unread={!letter.is_read || undefined}
            >
              <button
                type="button"
                className={classes.open}
                onClick={() => openLetter(letter)}
                aria-label={t('letters.open', { title: letter.title })}
              >
                <span className={classes.icon} aria-hidden>
                  {letter.is_read ? <IconMailOpened size={20} /> : <IconMail size={20} />}
                </span>
                <span className={classes.text}>
                  <span className={classes.title}>{letter.title}</span>
                  <span className={classes.date}>{formatTime(letter.created_at)}</span>
                </span>
                {!letter.is_read && (
                  <Badge color="red" variant="filled" size="sm" data-testid="letter-unread">
                    {t('letters.unread')}
                  </Badge>
                )}
              </button>
              <ActionButton
                variant="subtle"
                size="xs"
                aria-label={t('letters.deleteOne', { title: letter.title })}
                title={t('letters.delete')}
                disabled={destroy.isPending}
                onClick={() => remove([letter.id])}
              >
                <IconTrash size={16} aria-hidden />
              </ActionButton>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <Pagination
            className={classes.pager}
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            data-testid="letters-pagination"
            getControlProps={(control) => ({ 'aria-label': t(`records.pagination.${control}`) })}
          />
        )}
      </div>
    );
  }

  return (
    <Panel
      title={t('memberCentre.pages.Letter')}
      description={
        data
          ? t('letters.summary', { count: data.unread_count, total: data.total_count })
          : undefined
      }
      testId="letter-page"
    >
      {letters.length > 0 && (
        <div className={classes.toolbar}>
          <ActionButton
            variant="outline"
            size="xs"
            disabled={destroy.isPending}
            onClick={() => setConfirmAll(true)}
            data-testid="letters-delete-all"
          >
            <IconTrash size={14} aria-hidden />
            {t('letters.deleteAll')}
          </ActionButton>
        </div>
      )}
      {body}
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={open?.title}
        size={620}
        attributes={{ content: { 'data-testid': 'letter-detail' } }}
      >
        {open && (
          <>
            <p className={classes.date}>{formatTime(open.created_at)}</p>
            <RichText html={open.content} />
            <div className={classes.actions}>
              <ActionButton
                variant="outline"
                size="sm"
                disabled={destroy.isPending}
                onClick={() => remove([open.id])}
              >
                <IconTrash size={16} aria-hidden />
                {t('letters.delete')}
              </ActionButton>
            </div>
          </>
        )}
      </Modal>
      <Modal
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        title={t('letters.deleteAllTitle')}
        size={420}
        attributes={{ content: { 'data-testid': 'letters-delete-all-confirm' } }}
      >
        <p>{t('letters.deleteAllText')}</p>
        <div className={classes.actions}>
          <ActionButton variant="subtle" size="sm" onClick={() => setConfirmAll(false)}>
            {t('letters.cancel')}
          </ActionButton>
          <ActionButton size="sm" disabled={destroy.isPending} onClick={() => remove(undefined)}>
            {t('letters.deleteAll')}
          </ActionButton>
        </div>
      </Modal>
    </Panel>
  );
};
