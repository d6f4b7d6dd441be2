import { Skeleton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useSiteDateTime } from '../../../shared/hooks/use-site-date-time';
import { Panel } from '../../../shared/ui/panel';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useAgentAgreement } from '../api/agent';
import classes from './agent-pages.module.css';

/** Agreement: the terms an agent accepts, in the member's language. */
export const AgreementPage = () => {
  const { t, i18n } = useTranslation();
  const formatTime = useSiteDateTime();
  const agreement = useAgentAgreement(i18n.language);
  const data = agreement.data;
  return (
    <Panel
      title={
        data !== undefined && data.title !== '' ? data.title : t('agentCentre.pages.Agreement')
      }
      description={
        data?.content
          ? t('agentCentre.agreement.updated', { time: formatTime(data.updated_at) })
          : undefined
      }
      testId="agent-agreement"
    >
      {agreement.isPending ? (
        <Skeleton height={240} radius="md" data-testid="agent-agreement-loading" />
      ) : agreement.isError ? (
        <ErrorState error={agreement.error} onRetry={() => void agreement.refetch()} />
      ) : agreement.data.content.trim() === '' ? (
        <div data-testid="agent-agreement-empty">
          <EmptyState
            icon={<IconFileText size={34} stroke={1.4} />}
            title={t('agentCentre.agreement.empty')}
            text={t('agentCentre.agreement.emptyHint')}
          />
        </div>
      ) : (
        // The operator writes plain text; line breaks are kept, nothing is read as markup.
        <div className={classes.agreement} data-testid="agent-agreement-text" tabIndex={0}>
          {agreement.data.content}
        </div>
      )}
    </Panel>
  );
};
