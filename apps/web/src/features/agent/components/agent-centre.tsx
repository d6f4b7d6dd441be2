import { Badge, Container, Skeleton } from '@mantine/core';
import { IconAffiliate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { formatMoney } from '../../../shared/lib/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { MobileBackBar } from '../../../shared/ui/mobile-back-bar';
import { ErrorState } from '../../../shared/ui/states';
import { type AgentStatus, useAgentStatus } from '../api/agent';
import { useAgentMessages } from '../hooks/use-agent-messages';
import {
  type AgentPage,
  PUBLIC_AGENT_PAGES,
  agentPageOf,
  agentPagePath,
  defaultAgentPage,
} from '../utils/pages';
import { AgentMenu } from './agent-menu';
import classes from './agent-centre.module.css';
import { AgreementPage } from './agreement-page';
import { DownlinePage } from './downline-page';
import { OperationTablePage } from './operation-table-page';
import { PlanPage } from './plan-page';
import { PromotionPage } from './promotion-page';
import { RegisterPage } from './register-page';
import { SettlementPage } from './settlement-page';
import { StratifiedTablePage } from './stratified-table-page';
import { TransferPage } from './transfer-page';

/** Whether the member may use the agent's own pages. */
export const isActiveAgent = (status: AgentStatus): boolean =>
  status.is_agent && status.agent_active;

const pageContent = (page: AgentPage, status: AgentStatus): ReactNode => {
  switch (page) {
    case 'Plan':
      return <PlanPage />;
    case 'Agreement':
      return <AgreementPage />;
    case 'Register':
      return <RegisterPage status={status} />;
    case 'DownlineInfo':
      return <DownlinePage />;
    case 'Promotion':
      return <PromotionPage />;
    case 'Transfer':
      return <TransferPage status={status} />;
    case 'OperationTable':
      return <OperationTablePage status={status} />;
    case 'StratifiedTable':
      return <StratifiedTablePage status={status} />;
    case 'PerformanceSettlement':
      return <SettlementPage />;
  }
};

/** The agent's standing beside the menu: level name and agent wallet. */
const Standing = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  if (!isActiveAgent(status)) {
    return (
      <Badge color="gray" variant="light" data-testid="agent-level">
        {t('agentCentre.notAgent')}
      </Badge>
    );
  }
  return (
    <div className={classes.standing}>
      <Badge color="gold" variant="light" data-testid="agent-level">
        {status.level_name || t('agentCentre.levelNumber', { level: status.agent_level })}
      </Badge>
      <span className={classes.wallet} data-testid="agent-wallet">
        {t('agentCentre.wallet')}: {formatMoney(status.wallet, status.currency)}
      </span>
    </div>
  );
};

const Loading = () => (
  <div className={classes.loading} aria-busy="true" data-testid="agent-loading">
    <Skeleton height={48} radius="md" />
    <Skeleton height={220} radius="md" />
  </div>
);

const CentreContent = () => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [params] = useSearchParams();
  const account = useSessionStore((state) => state.session?.account);
  const status = useAgentStatus();

  if (status.isPending) return <Loading />;
  if (status.isError) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const active = isActiveAgent(status.data);
  const requested = agentPageOf(params.get('page'));
  if (!requested) return <Navigate to={agentPagePath(defaultAgentPage(active))} replace />;
  // Spec section 6: anyone who is not an active agent is sent to the application.
  if (!active && !PUBLIC_AGENT_PAGES.includes(requested)) {
    return <Navigate to={agentPagePath('Register')} replace />;
  }
  const content = pageContent(requested, status.data);

  if (isDesktop) {
    return (
      <Container size={1320} px={24} className={classes.desktop} data-testid="agent-centre">
        <aside className={classes.aside}>
          <div className={classes.member}>
            <IconAffiliate size={36} stroke={1.3} aria-hidden />
            <div>
              <p className={classes.heading}>{t('agentCentre.title')}</p>
              {account && <p className={classes.account}>{account}</p>}
            </div>
          </div>
          <Standing status={status.data} />
          <AgentMenu current={requested} isActiveAgent={active} />
        </aside>
        <section className={classes.content} data-testid={`agent-page-${requested}`}>
          {content}
        </section>
      </Container>
    );
  }
  return (
    <div className={classes.mobile} data-testid="agent-centre">
      <MobileBackBar title={t(`agentCentre.pages.${requested}`)} />
      <div className={classes.mobileStanding}>
        <Standing status={status.data} />
      </div>
      <AgentMenu current={requested} isActiveAgent={active} compact />
      <div className={classes.mobileContent} data-testid={`agent-page-${requested}`}>
        {content}
      </div>
    </div>
  );
};

/**
 * /proxy: the agent centre (spec sections 2 and 6). On desktop it usually fills the 1500x800
 * window the header opens; on mobile it is a page. `?page=` picks the page; members who are not
 * active agents see the programme's pages and are sent to Register from the others.
 */
export const AgentCentre = () => {
  const messages = useAgentMessages();
  if (messages.failed) return <ErrorState onRetry={messages.retry} />;
  if (!messages.ready) return <Loading />;
  return <CentreContent />;
};
