import { Pagination, Skeleton } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../hooks/device-mode';
import classes from './records-view.module.css';
import { EmptyState, ErrorState } from './states';

/** What the view reads of a record page's query (TanStack Query's result). */
type RecordsQuery<Row> = {
  data?: { list: readonly Row[]; total_count: number } | undefined;
  isPending: boolean;
  /** A newer page is on its way while the previous one still shows. */
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
};

type RecordsViewProps<Row> = {
  query: RecordsQuery<Row>;
  page: number;
  onPageChange: (page: number) => void;
  /** Desktop: the table of the rows. */
  table: (rows: readonly Row[]) => ReactNode;
  /** Mobile: one card per row. */
  card: (row: Row) => ReactNode;
  rowKey: (row: Row) => string | number;
  /** Rows per page the query asked for (RECORDS_PAGE_SIZE by default). */
  pageSize?: number;
  /** The empty state's words (the record pages' "no records in this period" by default). */
  emptyTitle?: string;
  emptyText?: string;
  emptyIcon?: ReactNode;
};

const SKELETON_ROWS = 5;

/** Rows per page of the record pages. */
export const RECORDS_PAGE_SIZE = 20;

/**
 * The list part of a page of records (the member's records, the agent's downline and transfers):
 * skeleton, error, empty, rows (a table on desktop, cards on mobile) and pages.
 */
export const RecordsView = <Row,>({
  query,
  page,
  onPageChange,
  table,
  card,
  rowKey,
  pageSize = RECORDS_PAGE_SIZE,
  emptyTitle,
  emptyText,
  emptyIcon,
}: RecordsViewProps<Row>) => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const rows = query.data?.list;
  const totalCount = query.data?.total_count ?? 0;

  if (query.isPending) {
    return (
      <div className={classes.skeleton} data-testid="records-loading" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={isDesktop ? 36 : 72} radius="md" />
        ))}
      </div>
    );
  }
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!rows || rows.length === 0) {
    return (
      <div data-testid="records-empty">
        <EmptyState
          icon={emptyIcon ?? <IconCalendarOff size={34} stroke={1.4} />}
          title={emptyTitle ?? t('records.empty')}
          text={emptyText ?? t('records.emptyHint')}
        />
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <div className={classes.results} data-fetching={query.isPlaceholderData || undefined}>
      {isDesktop ? (
        table(rows)
      ) : (
        <ul className={classes.cards} data-testid="records-cards">
          {rows.map((row) => (
            <li key={rowKey(row)} className={classes.card} data-testid="record-row">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.footer}>
        <span className={classes.total} data-testid="records-total">
          {t('records.total', { count: totalCount })}
        </span>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            size="sm"
            siblings={isDesktop ? 1 : 0}
            boundaries={1}
            data-testid="records-pagination"
            getControlProps={(control) => ({
              'aria-label': t(`records.pagination.${control}`),
            })}
          />
        )}
      </div>
    </div>
  );
};
