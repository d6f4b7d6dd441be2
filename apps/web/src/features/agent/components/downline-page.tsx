import { Badge, Button, NativeSelect, Table, TextInput } from '@mantine/core';
import type { AgentDownlineMember } from '@member-site/contracts';
import {
  AGENT_DOWNLINE_DEPTHS,
  AGENT_DOWNLINE_KINDS,
  AGENT_MEMBER_STATUSES,
  type AgentDownlineDepth,
  type AgentDownlineKind,
  type AgentMemberStatus,
} from '@member-site/contracts/constants';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { RECORDS_PAGE_SIZE, RecordsView } from '../../../shared/ui/records-view';
import { type AgentDownlineFilter, useAgentDownline } from '../api/agent';
import classes from './agent-pages.module.css';

type Search = {
  account: string;
  depth: AgentDownlineDepth;
  kind: AgentDownlineKind;
  status: 'all' | AgentMemberStatus;
  start: string;
  end: string;
};

const EMPTY_SEARCH: Search = {
  account: '',
  depth: 'all',
  kind: 'all',
  status: 'all',
  start: '',
  end: '',
};

/** The call's filter of a search: a registration range only with both days. */
export const downlineFilterOf = (search: Search, page: number): AgentDownlineFilter => ({
  page,
  page_size: RECORDS_PAGE_SIZE,
  depth: search.depth,
  kind: search.kind,
  ...(search.account.trim() === '' ? {} : { account: search.account.trim() }),
  ...(search.status === 'all' ? {} : { status: search.status }),
  ...(search.start !== '' && search.end !== ''
    ? { start_date: search.start, end_date: search.end }
    : {}),
});

const STATUS_COLOURS: Record<AgentMemberStatus, string> = {
  active: 'teal',
  disabled: 'gray',
  frozen: 'blue',
};

/** ProxyCenter › DownlineInfo: the agent's downline at every depth, searched and paged. */
export const DownlinePage = () => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const [draft, setDraft] = useState<Search>(EMPTY_SEARCH);
  const [search, setSearch] = useState<Search>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const query = useAgentDownline(downlineFilterOf(search, page));
  const halfRange = (draft.start === '') !== (draft.end === '');
  const backwards = draft.start !== '' && draft.end !== '' && draft.end < draft.start;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (halfRange || backwards) return;
    setSearch(draft);
    setPage(1);
  };
  const statusBadge = (member: AgentDownlineMember) => (
    <Badge color={STATUS_COLOURS[member.status]} variant="light">
      {t(`agentCentre.memberStatus.${member.status}`)}
    </Badge>
  );
  const kind = (member: AgentDownlineMember) =>
    member.is_agent ? t('agentCentre.downline.agent') : t('agentCentre.downline.member');
  const balance = (member: AgentDownlineMember) =>
    member.balance === null ? '—' : formatMoney(member.balance, member.currency);
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Panel
      title={t('agentCentre.pages.DownlineInfo')}
      description={t('agentCentre.downline.hint')}
      testId="agent-downline"
    >
      <form className={classes.filters} onSubmit={submit} data-testid="agent-downline-search">
        <TextInput
          label={t('agentCentre.downline.account')}
          value={draft.account}
          maxLength={12}
          onChange={(event) => setDraft({ ...draft, account: event.currentTarget.value })}
          data-testid="agent-downline-account"
        />
        <NativeSelect
          label={t('agentCentre.downline.depth')}
          value={draft.depth}
          data={options(AGENT_DOWNLINE_DEPTHS, 'agentCentre.downline.depths')}
          onChange={(event) =>
            setDraft({ ...draft, depth: event.currentTarget.value as AgentDownlineDepth })
          }
          data-testid="agent-downline-depth"
        />
        <NativeSelect
          label={t('agentCentre.downline.kind')}
          value={draft.kind}
          data={options(AGENT_DOWNLINE_KINDS, 'agentCentre.downline.kinds')}
          onChange={(event) =>
            setDraft({ ...draft, kind: event.currentTarget.value as AgentDownlineKind })
          }
          data-testid="agent-downline-kind"
        />
        <NativeSelect
          label={t('agentCentre.downline.status')}
          value={draft.status}
          data={[
            { value: 'all', label: t('agentCentre.downline.allStatuses') },
            ...options(AGENT_MEMBER_STATUSES, 'agentCentre.memberStatus'),
          ]}
          onChange={(event) =>
            setDraft({ ...draft, status: event.currentTarget.value as Search['status'] })
          }
          data-testid="agent-downline-status"
        />
        <TextInput
          type="date"
          className={classes.dateField}
          label={t('agentCentre.downline.from')}
          value={draft.start}
          onChange={(event) => setDraft({ ...draft, start: event.currentTarget.value })}
          data-testid="agent-downline-from"
        />
        <TextInput
          type="date"
          className={classes.dateField}
          label={t('agentCentre.downline.to')}
          value={draft.end}
          error={halfRange || backwards ? t('agentCentre.rangeError') : undefined}
          onChange={(event) => setDraft({ ...draft, end: event.currentTarget.value })}
          data-testid="agent-downline-to"
        />
        <Button
          type="submit"
          leftSection={<IconSearch size={16} />}
          data-testid="agent-downline-submit"
        >
          {t('agentCentre.search')}
        </Button>
      </form>
      <RecordsView
        query={query}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.member_id}
        emptyIcon={<IconUsers size={34} stroke={1.4} />}
        emptyTitle={t('agentCentre.downline.empty')}
        emptyText={t('agentCentre.downline.emptyHint')}
        table={(rows) => (
          <div className={classes.tableWrap}>
            <Table
              className={classes.table}
              striped
              highlightOnHover
              data-testid="agent-downline-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agentCentre.downline.account')}</Table.Th>
                  <Table.Th>{t('agentCentre.downline.kind')}</Table.Th>
                  <Table.Th className={classes.right}>{t('agentCentre.downline.level')}</Table.Th>
                  <Table.Th>{t('agentCentre.downline.upline')}</Table.Th>
                  <Table.Th>{t('agentCentre.downline.registered')}</Table.Th>
                  <Table.Th>{t('agentCentre.downline.lastLogin')}</Table.Th>
                  <Table.Th>{t('agentCentre.downline.status')}</Table.Th>
                  <Table.Th className={classes.right}>{t('agentCentre.downline.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.member_id} data-testid="record-row">
                    <Table.Td>{row.member_account}</Table.Td>
                    <Table.Td>{kind(row)}</Table.Td>
                    <Table.Td className={classes.right}>{row.depth}</Table.Td>
                    <Table.Td>{row.upline_account}</Table.Td>
                    <Table.Td className={classes.nowrap}>{formatTime(row.registered_at)}</Table.Td>
                    <Table.Td className={classes.nowrap}>{formatTime(row.last_login_at)}</Table.Td>
                    <Table.Td>{statusBadge(row)}</Table.Td>
                    <Table.Td className={classes.right}>{balance(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        card={(row) => (
          <>
            <div className={classes.cardTop}>
              <span>{row.member_account}</span>
              {statusBadge(row)}
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.downline.kind')}</span>
              <span>
                {kind(row)} · {t('agentCentre.downline.levelN', { level: row.depth })}
              </span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.downline.upline')}</span>
              <span>{row.upline_account}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.downline.registered')}</span>
              <span>{formatTime(row.registered_at)}</span>
            </div>
            <div className={classes.cardLine}>
              <span>{t('agentCentre.downline.balance')}</span>
              <span>{balance(row)}</span>
            </div>
          </>
        )}
      />
    </Panel>
  );
};
