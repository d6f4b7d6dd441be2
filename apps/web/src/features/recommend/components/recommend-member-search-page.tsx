import { Badge, Button, Table, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { useSessionStore } from '../../../shared/session/session-store';
import { type RecommendFriendsFilter, useRecommendFriends } from '../api/recommend';
import { RECOMMEND_PAGE_SIZE, RecommendList } from './recommend-list';
import { RecommendGate } from './recommend-gate';
import classes from './recommend.module.css';

type Search = { account: string; start: string; end: string };

const EMPTY_SEARCH: Search = { account: '', start: '', end: '' };

/** The call's filter of a search: a date range only with both ends. */
const filterOf = (search: Search, page: number): RecommendFriendsFilter => ({
  page,
  count: RECOMMEND_PAGE_SIZE,
  ...(search.account.trim() === '' ? {} : { account: search.account.trim() }),
  ...(search.start !== '' && search.end !== ''
    ? { start_date: search.start, end_date: search.end }
    : {}),
});

const SearchContent = () => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const currency = useSessionStore((state) => state.session?.currency) ?? 'RMB';
  const [draft, setDraft] = useState<Search>(EMPTY_SEARCH);
  const [search, setSearch] = useState<Search>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const halfRange = (draft.start === '') !== (draft.end === '');
  const backwards = draft.start !== '' && draft.end !== '' && draft.end < draft.start;
  const query = useRecommendFriends(filterOf(search, page), true);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (halfRange || backwards) return;
    setSearch(draft);
    setPage(1);
  };
  const firstDeposit = (done: boolean) => (
    <Badge color={done ? 'green' : 'gray'} variant="light">
      {done ? t('recommend.firstDepositDone') : t('recommend.firstDepositNone')}
    </Badge>
  );

  return (
    <>
      <form className={classes.filters} onSubmit={submit} data-testid="recommend-search">
        <TextInput
          label={t('recommend.search.account')}
          value={draft.account}
          maxLength={12}
          onChange={(event) => setDraft({ ...draft, account: event.currentTarget.value })}
          data-testid="recommend-search-account"
        />
        <TextInput
          type="date"
          label={t('recommend.search.from')}
          value={draft.start}
          onChange={(event) => setDraft({ ...draft, start: event.currentTarget.value })}
          data-testid="recommend-search-from"
        />
        <TextInput
          type="date"
          label={t('recommend.search.to')}
          value={draft.end}
          error={halfRange || backwards ? t('recommend.search.rangeError') : undefined}
          onChange={(event) => setDraft({ ...draft, end: event.currentTarget.value })}
          data-testid="recommend-search-to"
        />
        <Button
          type="submit"
          leftSection={<IconSearch size={16} />}
          data-testid="recommend-search-submit"
        >
          {t('recommend.search.submit')}
        </Button>
      </form>
      <RecommendList
        query={query}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => `${row.friend_account}-${row.registered_at}`}
        emptyTitle={t('recommend.emptyFriends')}
        emptyText={t('recommend.emptyFriendsHint')}
        table={(rows) => (
          <div className={classes.tableWrap}>
            <Table striped highlightOnHover data-testid="recommend-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recommend.columns.friend')}</Table.Th>
                  <Table.Th>{t('recommend.columns.registeredAt')}</Table.Th>
                  <Table.Th>{t('recommend.columns.firstDeposit')}</Table.Th>
                  <Table.Th className={classes.right}>{t('recommend.columns.turnover')}</Table.Th>
                  <Table.Th className={classes.right}>{t('recommend.columns.awards')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={`${row.friend_account}-${row.registered_at}`}
                    data-testid="recommend-row"
                  >
                    <Table.Td>{row.friend_account}</Table.Td>
                    <Table.Td className={classes.nowrap}>{formatTime(row.registered_at)}</Table.Td>
                    <Table.Td>{firstDeposit(row.first_deposit)}</Table.Td>
                    <Table.Td className={classes.right}>
                      {formatMoney(row.turnover, currency)}
                    </Table.Td>
                    <Table.Td className={`${classes.right} ${classes.amount}`}>
                      {formatMoney(row.awards, currency)}
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
              <span>{row.friend_account}</span>
              {firstDeposit(row.first_deposit)}
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.turnover')}</span>
              <span>{formatMoney(row.turnover, currency)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.awards')}</span>
              <span className={classes.amount}>{formatMoney(row.awards, currency)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('recommend.columns.registeredAt')}</span>
              <span>{formatTime(row.registered_at)}</span>
            </div>
          </>
        )}
      />
    </>
  );
};

/** /user/RecommendMemberSearch: the friends the member brought, searchable by account and date. */
export const RecommendMemberSearchPage = () => {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('memberCentre.pages.RecommendMemberSearch')}
      description={t('recommend.searchHint')}
      testId="recommend-member-search-page"
    >
      <RecommendGate>
        <SearchContent />
      </RecommendGate>
    </Panel>
  );
};
