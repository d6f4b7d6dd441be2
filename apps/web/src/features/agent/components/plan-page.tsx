import { Badge, Skeleton, Table } from '@mantine/core';
import type { AgentPlan } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useAgentPlans } from '../api/agent';
import classes from './agent-pages.module.css';

/** One plan: what it pays on, who counts as active, and its tiers. */
export const PlanCard = ({ plan, currency }: { plan: AgentPlan; currency: Currency }) => {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <article className={classes.plan} data-testid="agent-plan">
      <div className={classes.cardTop}>
        <h3 className={classes.planName}>{plan.name}</h3>
        <Badge color="gold" variant="light">
          {t(`agentCentre.basis.${plan.basis}`)}
        </Badge>
      </div>
      <p className={classes.planLine}>
        {t('agentCentre.plan.activeRule', {
          deposit: money(plan.active_rule.min_deposit),
          bet: money(plan.active_rule.min_valid_bet),
        })}
      </p>
      <div className={classes.tableWrap}>
        <Table className={classes.table} striped data-testid="agent-plan-tiers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agentCentre.plan.tier')}</Table.Th>
              <Table.Th className={classes.right}>{t('agentCentre.plan.activeMembers')}</Table.Th>
              <Table.Th className={classes.right}>
                {t(`agentCentre.plan.minFigure.${plan.basis}`)}
              </Table.Th>
              <Table.Th className={classes.right}>{t('agentCentre.plan.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.tiers.map((tier) => (
              <Table.Tr key={tier.tier}>
                <Table.Td>{t('agentCentre.plan.tierName', { tier: tier.tier })}</Table.Td>
                <Table.Td className={classes.right}>{tier.min_active_members}</Table.Td>
                <Table.Td className={classes.right}>{money(tier.min_figure)}</Table.Td>
                <Table.Td className={classes.right}>{tier.rate}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </article>
  );
};

/** Plan: the commission plans on offer for the member's currency, with their tier tables. */
export const PlanPage = () => {
  const { t } = useTranslation();
  const plans = useAgentPlans();
  return (
    <Panel
      title={t('agentCentre.pages.Plan')}
      description={t('agentCentre.plan.hint')}
      testId="agent-plans"
    >
      {plans.isPending ? (
        <Skeleton height={180} radius="md" data-testid="agent-plans-loading" />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.list.length === 0 ? (
        <div data-testid="agent-plans-empty">
          <EmptyState
            icon={<IconListDetails size={34} stroke={1.4} />}
            title={t('agentCentre.plan.empty')}
            text={t('agentCentre.plan.emptyHint')}
          />
        </div>
      ) : (
        <div className={classes.plans}>
          {plans.data.list.map((plan) => (
            <PlanCard key={plan.id} plan={plan} currency={plans.data.currency} />
          ))}
        </div>
      )}
    </Panel>
  );
};
