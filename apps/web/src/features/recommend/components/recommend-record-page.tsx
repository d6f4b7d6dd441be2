import { Table } from '@mantine/core';
import type { RecommendAward } from '@member-site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { useSessionStore } from '../../../shared/session/session-store';
import { useRecommendAwards } from '../api/recommend';
import { RECOMMEND_PAGE_SIZE, RecommendList } from './recommend-list';
import { RecommendGate } from './recommend-gate';
import classes from './recommend.module.css';

const RecordContent = () => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const currency = useSessionStore((state) => state.session?.currency) ?? 'RMB';
  const [page, setPage] = useState(1);
  const query = useRecommendAwards({ page, count: RECOMMEND_PAGE_SIZE }, true);
  const kind = (award: RecommendAward) =>
    award.kind === 'first_deposit'
      ? t('recommend.kinds.first_deposit')
      : t('recommend.kinds.turnover', { tier: award.tier });
  const totals = query.data?.totals;
  return (
    <>
      {totals && (
        <div className={classes.totals} data-testid="recommend-totals">
          {(
            [
              ['awards', String(totals.awards)],
              ['amount', formatMoney(totals.amount, currency)],
              ['first_deposit', formatMoney(totals.first_deposit, currency)],
              ['turnover', formatMoney(totals.turnover, currency)],
            ] as const
          ).map(([name, value]) => (
            <div key={name} className={classes.totalBox}>
              <span className={classes.totalLabel}>{t(`recommend.totals.${name}`)}</span>
              <span className={classes.totalValue}>{value}</span>
            </div>
          ))}
        </div>
      )}
      <RecommendList
        query={query}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.id}
        emptyTitle={t('recommend.emptyAwards')}
        emptyText={t('recommend.emptyAwardsHint')}
        table={(rows) => (
          <div className={classes.tableWrap}>
            <Table striped highlightOnHover data-testid="recommend-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recommend.columns.time')}</Table.Th>
                  <Table.Th>{t('recommend.columns.friend')}</Table.Th>
                  <Table.Th>{t('recommend.columns.kind')}</Table.Th>
                  <Table.Th className={classes.right}>{t('recommend.columns.basis')}</Table.Th>
                  <Table.Th className={classes.right}>{t('recommend.columns.award')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="recommend-row">
                    <Table.Td className={classes.nowrap}>{formatTime(row.created_at)}</Table.Td>
                    <Table.Td>{row.friend_account}</Table.Td>
                    <Table.Td>{kind(row)}</Table.Td>
                    <Table.Td className={classes.right}>
                      {formatMoney(row.basis, row.currency)}
                    </Table.Td>
                    <Table.Td className={`${classes.right} ${classes.amount}`}>
                      +{formatMoney(row.amount, row.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        card={(row) => (
          <>
            <div className={classes.cardTop}>
              <span>{kind(row)}</span>
              <span className={classes.amount}>+{formatMoney(row.amount, row.currency)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.friend')}</span>
              <span>{row.friend_account}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.basis')}</span>
              <span>{formatMoney(row.basis, row.currency)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.time')}</span>
              <span>{formatTime(row.created_at)}</span>
            </div>
          </>
        )}
      />
    </>
  );
};

/** /user/RecommendRecord: the awards the member earned, newest first, with totals. */
export const RecommendRecordPage = () => {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('memberCentre.pages.RecommendRecord')}
      description={t('recommend.recordHint')}
      testId="recommend-record-page"
    >
      <RecommendGate>
        <RecordContent />
      </RecommendGate>
    </Panel>
  );
};
