import { Pagination, Skeleton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import classes from './recommend.module.css';

/** Rows per page of the recommend lists. */
export const RECOMMEND_PAGE_SIZE = 20;

type ListQuery<Row> = {
  data?: { list: readonly Row[]; total_count: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
};

type RecommendListProps<Row> = {
  query: ListQuery<Row>;
  page: number;
  onPageChange: (page: number) => void;
  /** Desktop: the table of the rows. */
  table: (rows: readonly Row[]) => ReactNode;
  /** Mobile: one card per row. */
  card: (row: Row) => ReactNode;
  rowKey: (row: Row) => string | number;
  emptyTitle: string;
  emptyText: string;
};

/** A recommend list: skeleton, error, empty, rows (a table or cards) and pages. */
export const RecommendList = <Row,>({
  query,
  page,
  onPageChange,
  table,
  card,
  rowKey,
  emptyTitle,
  emptyText,
}: RecommendListProps<Row>) => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  if (query.isPending) {
    return (
      <div className={classes.skeleton} data-testid="recommend-loading" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={isDesktop ? 36 : 72} radius="md" />
        ))}
      </div>
    );
  }
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.list ?? [];
  if (rows.length === 0) {
    return (
      <div data-testid="recommend-empty">
        <EmptyState
          icon={<IconUsers size={34} stroke={1.4} />}
          title={emptyTitle}
          text={emptyText}
        />
      </div>
    );
  }
  const total = query.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / RECOMMEND_PAGE_SIZE));
  return (
    <div className={classes.results} data-fetching={query.isPlaceholderData || undefined}>
      {isDesktop ? (
        table(rows)
      ) : (
        <ul className={classes.cards} data-testid="recommend-cards">
          {rows.map((row) => (
            <li key={rowKey(row)} className={classes.card} data-testid="recommend-row">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.footer}>
        <span data-testid="recommend-total">{t('recommend.totalRows', { count: total })}</span>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            size="sm"
            siblings={isDesktop ? 1 : 0}
            data-testid="recommend-pagination"
          />
        )}
      </div>
    </div>
  );
};
