import { Badge, Button, Skeleton, TextInput } from '@mantine/core';
import type { AgentLink } from '@member-site/contracts';
import { IconCopy, IconLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { Panel } from '../../../shared/ui/panel';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useAgentLinks } from '../api/agent';
import classes from './agent-pages.module.css';

const QrCode = lazyComponent(
  () => import('../../../shared/ui/qr-code'),
  (module) => module.QrCode,
);

/** The link as a visitor opens it: absolute, on the site this page was served from. */
export const absoluteLink = (path: string, origin: string = window.location.origin): string =>
  new URL(path, origin).href;

const copyLink = async (link: string, t: TFunction) => {
  try {
    await navigator.clipboard.writeText(link);
    showToast({ kind: 'success', message: t('agentCentre.promotion.copied') });
  } catch {
    showToast({ kind: 'error', message: t('agentCentre.promotion.copyFailed') });
  }
};

const LinkRow = ({ link }: { link: AgentLink }) => {
  const { t } = useTranslation();
  const url = absoluteLink(link.path);
  const name = t(`agentCentre.promotion.pages.${link.page}`);
  return (
    <li className={classes.link} data-testid="agent-link">
      <div>
        <div className={classes.cardTop}>
          <span>{name}</span>
          <Badge variant="light" color="gold">
            {link.currency}
          </Badge>
        </div>
        <TextInput
          mt="xs"
          aria-label={t('agentCentre.promotion.linkOf', { page: name, currency: link.currency })}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="agent-link-url"
        />
        <div className={classes.linkActions}>
          <Button
            leftSection={<IconCopy size={16} />}
            onClick={() => void copyLink(url, t)}
            data-testid="agent-link-copy"
          >
            {t('agentCentre.promotion.copy')}
          </Button>
        </div>
      </div>
      <div className={classes.qr}>
        <Suspense fallback={<Skeleton width={128} height={128} />}>
          <QrCode
            value={url}
            size={128}
            label={t('agentCentre.promotion.qrOf', { page: name, currency: link.currency })}
            testId="agent-link-qr"
          />
        </Suspense>
      </div>
    </li>
  );
};

/** Promotion: the agent's links per currency and page, each to copy or scan. */
export const PromotionPage = () => {
  const { t } = useTranslation();
  const links = useAgentLinks();
  return (
    <Panel
      title={t('agentCentre.pages.Promotion')}
      description={
        links.data
          ? t('agentCentre.promotion.hint', { days: links.data.link_expire_days })
          : undefined
      }
      testId="agent-promotion"
    >
      {links.isPending ? (
        <Skeleton height={160} radius="md" data-testid="agent-links-loading" />
      ) : links.isError ? (
        <ErrorState error={links.error} onRetry={() => void links.refetch()} />
      ) : links.data.list.length === 0 ? (
        <div data-testid="agent-links-empty">
          <EmptyState
            icon={<IconLink size={34} stroke={1.4} />}
            title={t('agentCentre.promotion.empty')}
            text={t('agentCentre.promotion.emptyHint')}
          />
        </div>
      ) : (
        <ul className={classes.links}>
          {links.data.list.map((link) => (
            <LinkRow key={`${link.currency}-${link.page}`} link={link} />
          ))}
        </ul>
      )}
    </Panel>
  );
};
