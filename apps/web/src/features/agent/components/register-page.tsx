import { Alert, Anchor, Badge, Button, Checkbox, Radio, Skeleton, Textarea } from '@mantine/core';
import { type AgentApplication, applyForAgentCheckCall } from '@member-site/contracts';
import { AGENT_APPLICATION_NOTE_MAX } from '@member-site/contracts/constants';
import { IconCircleCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SITE_ID } from '../../../config/env';
import { describeError, isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { Panel } from '../../../shared/ui/panel';
import { ErrorState } from '../../../shared/ui/states';
import { AGENT_QUERY_KEY } from '../../../shared/session/member-queries';
import { type AgentStatus, useAgentPlans, useApplyForAgent } from '../api/agent';
import { agentPagePath } from '../utils/pages';
import classes from './agent-pages.module.css';

/**
 * The apply-for-agent check: undefined when the member may apply, else the refusal (101 an agent
 * already, 104 an agent's downline) to show before the form.
 */
const useApplyRefusal = (enabled: boolean) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'apply-check'],
    queryFn: async ({ signal }) => {
      try {
        await call(applyForAgentCheckCall, { site_id: SITE_ID }, { signal });
        return null;
      } catch (error) {
        if (isApiError(error) && error.family === 'applyForAgent') return error;
        throw error;
      }
    },
    enabled,
  });

const Refusal = ({ message, testId }: { message: string; testId: string }) => (
  <Alert color="orange" variant="light" icon={<IconX size={18} />} data-testid={testId}>
    {message}
  </Alert>
);

/** The member's latest application, pending or rejected. */
const ApplicationState = ({ application }: { application: AgentApplication }) => {
  const { t } = useTranslation();
  const formatTime = useSiteDateTime();
  const pending = application.status === 'pending';
  return (
    <Alert
      color={pending ? 'yellow' : 'red'}
      variant="light"
      icon={pending ? <IconHourglass size={18} /> : <IconX size={18} />}
      title={t(`agentCentre.register.application.${application.status}`)}
      data-testid="agent-application"
    >
      <p>
        {t('agentCentre.register.applicationLine', {
          plan: application.plan_name,
          time: formatTime(application.created_at),
        })}
      </p>
      {pending && <p>{t('apply_for_agent.pending')}</p>}
      {!pending && application.reason !== '' && (
        <p data-testid="agent-application-reason">
          {t('agentCentre.register.reason', { reason: application.reason })}
        </p>
      )}
      {!pending && <p>{t('agentCentre.register.applyAgain')}</p>}
    </Alert>
  );
};

const ApplicationForm = () => {
  const { t } = useTranslation();
  const plans = useAgentPlans();
  const apply = useApplyForAgent();
  const [planId, setPlanId] = useState<string>('');
  const [accepted, setAccepted] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ plan?: string; agreement?: string }>({});

  if (plans.isPending) return <Skeleton height={160} radius="md" />;
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  if (plans.data.list.length === 0) {
    return <Refusal message={t('agentCentre.register.noPlans')} testId="agent-apply-no-plans" />;
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = {
      plan: planId === '' ? t('agentCentre.register.errPlan') : undefined,
      agreement: accepted ? undefined : t('agentCentre.register.errAgreement'),
    };
    setErrors(found);
    if (found.plan ?? found.agreement) return;
    apply.mutate({
      plan_id: Number(planId),
      accept_agreement: true,
      ...(note.trim() === '' ? {} : { note: note.trim() }),
    });
  };

  return (
    <form className={classes.form} noValidate onSubmit={submit} data-testid="agent-apply-form">
      <Radio.Group
        label={t('agentCentre.register.choosePlan')}
        value={planId}
        onChange={setPlanId}
        error={errors.plan}
        withAsterisk
      >
        <div className={classes.choices}>
          {plans.data.list.map((plan) => (
            <Radio
              key={plan.id}
              value={String(plan.id)}
              label={`${plan.name} · ${t(`agentCentre.basis.${plan.basis}`)}`}
              data-testid={`agent-apply-plan-${plan.id}`}
            />
          ))}
        </div>
      </Radio.Group>
      <Anchor component={Link} to={agentPagePath('Plan')} size="sm">
        {t('agentCentre.register.comparePlans')}
      </Anchor>
      <Textarea
        label={t('agentCentre.register.note')}
        description={t('agentCentre.register.noteHint')}
        value={note}
        maxLength={AGENT_APPLICATION_NOTE_MAX}
        rows={3}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Checkbox
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        error={errors.agreement}
        data-testid="agent-apply-accept"
        label={
          <>
            {t('agentCentre.register.accept')}{' '}
            <Anchor component={Link} to={agentPagePath('Agreement')} inherit>
              {t('agentCentre.pages.Agreement')}
            </Anchor>
          </>
        }
      />
      {apply.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="agent-apply-error">
          {describeError(apply.error, t)}
        </Alert>
      )}
      <Button type="submit" radius="xl" loading={apply.isPending} data-testid="agent-apply-submit">
        {t('agentCentre.register.submit')}
      </Button>
    </form>
  );
};

/**
 * Register: apply to become an agent. Says first why the member cannot (an agent already, an
 * agent's downline, the programme closed, an application waiting), else shows the form.
 */
export const RegisterPage = ({ status }: { status: AgentStatus }) => {
  const { t } = useTranslation();
  const isAgent = status.is_agent;
  const check = useApplyRefusal(!isAgent && status.programme_active);
  const application = status.application;

  const body = () => {
    if (isAgent && status.agent_active) {
      return (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          data-testid="agent-register-done"
        >
          <p>{t('apply_for_agent.is_agent')}</p>
          <Button component={Link} to={agentPagePath('DownlineInfo')} mt="xs" radius="xl">
            {t('agentCentre.register.toCentre')}
          </Button>
        </Alert>
      );
    }
    if (isAgent) {
      return (
        <Refusal message={t('agentCentre.register.inactive')} testId="agent-register-inactive" />
      );
    }
    if (!status.programme_active) {
      return <Refusal message={t('apply_for_agent.closed')} testId="agent-register-closed" />;
    }
    if (check.isPending) return <Skeleton height={120} radius="md" />;
    if (check.isError) {
      return <ErrorState error={check.error} onRetry={() => void check.refetch()} />;
    }
    if (check.data) {
      return <Refusal message={describeError(check.data, t)} testId="agent-register-refused" />;
    }
    return (
      <>
        {application && <ApplicationState application={application} />}
        {application?.status !== 'pending' && <ApplicationForm />}
      </>
    );
  };

  return (
    <Panel
      title={t('agentCentre.pages.Register')}
      description={t('agentCentre.register.hint')}
      testId="agent-register"
    >
      {application?.status === 'approved' && !isAgent && (
        <Badge color="teal" variant="light">
          {t('agentCentre.register.application.approved')}
        </Badge>
      )}
      {body()}
    </Panel>
  );
};
