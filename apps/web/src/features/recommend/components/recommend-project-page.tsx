import { Button, Skeleton, TextInput } from '@mantine/core';
import type { RecommendRules } from '@member-site/contracts';
import { IconCopy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { formatMoney } from '../../../shared/lib/money';
import { Panel } from '../../../shared/ui/panel';
import { ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useRecommendInvite, useRecommendRules } from '../api/recommend';
import { RecommendGate } from './recommend-gate';
import classes from './recommend.module.css';

const QrCode = lazyComponent(
  () => import('../../../shared/ui/qr-code'),
  (module) => module.QrCode,
);

/** The rules as sentences in the member's language. */
const ruleLines = (t: TFunction, rules: RecommendRules): string[] => {
  const money = (amount: string) => formatMoney(amount, rules.currency);
  const first = rules.first_deposit;
  return [
    ...(first === null
      ? []
      : [
          first.percent > 0
            ? t('recommend.rules.firstDepositPercent', {
                min: money(first.min_deposit),
                percent: first.percent,
                cap: money(first.cap),
              })
            : t('recommend.rules.firstDepositFixed', {
                min: money(first.min_deposit),
                award: money(first.award),
              }),
        ]),
    ...rules.turnover_tiers.map((tier) =>
      t('recommend.rules.tier', {
        tier: tier.tier,
        turnover: money(tier.turnover),
        award: money(tier.award),
      }),
    ),
  ];
};

const copyLink = async (link: string, t: TFunction) => {
  try {
    await navigator.clipboard.writeText(link);
    showToast({ kind: 'success', message: t('recommend.copied') });
  } catch {
    showToast({ kind: 'error', message: t('recommend.copyFailed') });
  }
};

const ProjectContent = () => {
  const { t } = useTranslation();
  const invite = useRecommendInvite(true);
  const rules = useRecommendRules(true);
  const link = invite.data ? `${window.location.origin}${invite.data.link}` : '';
  return (
    <>
      <Panel title={t('recommend.inviteTitle')} testId="recommend-invite">
        {invite.isPending ? (
          <Skeleton height={150} radius="md" />
        ) : invite.error ? (
          <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />
        ) : (
          <div className={classes.invite}>
            <div>
              <p>{t('recommend.codeLabel')}</p>
              <p className={classes.code} data-testid="recommend-code">
                {invite.data.code}
              </p>
              <TextInput
                label={t('recommend.linkLabel')}
                value={link}
                readOnly
                data-testid="recommend-link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                mt="sm"
                leftSection={<IconCopy size={16} />}
                onClick={() => void copyLink(link, t)}
                data-testid="recommend-copy"
              >
                {t('recommend.copyLink')}
              </Button>
            </div>
            <div className={classes.qr}>
              <Suspense fallback={<Skeleton width={152} height={152} />}>
                <QrCode value={link} label={t('recommend.qrLabel')} testId="recommend-qr" />
              </Suspense>
            </div>
          </div>
        )}
      </Panel>
      <Panel title={t('recommend.rulesTitle')} testId="recommend-rules">
        {rules.isPending ? (
          <Skeleton height={80} radius="md" />
        ) : rules.error ? (
          <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
        ) : rules.data.rules === null ? (
          <p data-testid="recommend-no-rules">{t('recommend.rules.none')}</p>
        ) : (
          <ul className={classes.rules}>
            {ruleLines(t, rules.data.rules).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
};

/** /user/RecommendProject: the member's invite code, link and QR code, and the rules. */
export const RecommendProjectPage = () => (
  <div data-testid="recommend-project-page">
    <RecommendGate>
      <ProjectContent />
    </RecommendGate>
  </div>
);
