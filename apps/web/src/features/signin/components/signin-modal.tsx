import type { SigninDay } from '@member-site/contracts';
import { SIGNIN_CLICK_MESSAGES } from '@member-site/contracts/constants';
import { Button, Loader, Modal } from '@mantine/core';
import { IconCalendarCheck, IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { describeError } from '../../../shared/api/api-error';
import { formatMoney } from '../../../shared/lib/money';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useSigninCalendar, useSigninClaim } from '../api/signin';
import classes from './signin-modal.module.css';

type Props = { opened: boolean; onClose: () => void };

/** What a click on a day that cannot be signed in says (spec section 3's click statuses). */
const clickMessage = (status: SigninDay['status']): string | undefined => {
  if (status === 'is_signin_pass') return SIGNIN_CLICK_MESSAGES.missed;
  if (status === 'is_signin_noopen') return SIGNIN_CLICK_MESSAGES.upcoming;
  if (status === 'click_signin_true' || status === 'is_signin_success') {
    return SIGNIN_CLICK_MESSAGES.signed;
  }
  return undefined;
};

const StatusIcon = ({ status }: { status: SigninDay['status'] }) => {
  if (status === 'click_signin_true' || status === 'is_signin_success') {
    return <IconCheck size={16} aria-hidden />;
  }
  if (status === 'is_signin_noopen') return <IconLock size={14} aria-hidden />;
  return null;
};

/**
 * The daily sign-in calendar: the campaign's days with their rewards and statuses, today's day
 * signing in (its reward goes to the main wallet), and what the member has earned so far.
 */
export const SigninModal = ({ opened, onClose }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const desktop = useIsDesktop();
  const calendar = useSigninCalendar({ enabled: opened, language });
  const claim = useSigninClaim();
  const campaign = calendar.data?.campaign ?? null;

  const signIn = (day: SigninDay) => {
    if (!campaign || claim.isPending) return;
    claim.mutate(
      { campaignId: campaign.id, date: day.date },
      {
        onSuccess: (answer) => {
          showToast({
            kind: 'success',
            message: t('signin.success', {
              amount: formatMoney(answer.reward, campaign.currency),
            }),
          });
        },
        onError: (error) => {
          showToast({ kind: 'error', message: describeError(error, t) });
        },
      },
    );
  };

  const onDay = (day: SigninDay) => {
    if (day.status === 'click_signin') {
      signIn(day);
      return;
    }
    const message = clickMessage(day.status);
    if (message) showToast({ kind: 'info', message: t(`signin.${message}`) });
  };

  const renderBody = () => {
    if (calendar.isError) {
      return <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
    }
    if (calendar.isPending) {
      return (
        <div className={classes.loading} aria-busy="true">
          <Loader color="gold" size="sm" aria-label={t('common.loading')} />
        </div>
      );
    }
    if (!campaign) {
      return (
        <EmptyState
          icon={<IconCalendarCheck size={28} aria-hidden />}
          title={t('signin.empty')}
          text={t('signin.emptyText')}
        />
      );
    }
    const today = campaign.days.find((day) => day.date === campaign.today);
    return (
      <>
        <div className={classes.heading}>
          <h3 className={classes.campaign} data-testid="signin-title">
            {campaign.title}
          </h3>
          <p className={classes.period}>
            {campaign.today < campaign.start_date
              ? t('signin.upcoming', { date: campaign.start_date })
              : t('signin.period', { from: campaign.start_date, to: campaign.end_date })}
          </p>
        </div>
        <ol className={classes.days} data-testid="signin-days">
          {campaign.days.map((day) => {
            const reward = formatMoney(day.reward, campaign.currency);
            const status = t(`signin.status.${day.status}`);
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className={classes.day}
                  data-status={day.status}
                  data-testid="signin-day"
                  aria-current={day.date === campaign.today ? 'date' : undefined}
                  aria-label={`${t('signin.day', { day: day.day })}, ${reward}, ${status}`}
                  disabled={claim.isPending && day.status === 'click_signin'}
                  onClick={() => onDay(day)}
                >
                  <span className={classes.dayName}>
                    {day.date === campaign.today
                      ? t('signin.today')
                      : t('signin.day', { day: day.day })}
                  </span>
                  <span className={classes.reward}>{reward}</span>
                  <span className={classes.status}>
                    <StatusIcon status={day.status} />
                    {status}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <p className={classes.summary} data-testid="signin-summary">
          {t('signin.summary', {
            signed: campaign.signed_days,
            total: campaign.days.length,
            amount: formatMoney(campaign.total_reward, campaign.currency),
          })}
        </p>
        {today && (
          <Button
            fullWidth
            size="md"
            color="gold"
            className={classes.action}
            disabled={today.status !== 'click_signin'}
            loading={claim.isPending}
            data-testid="signin-today"
            onClick={() => signIn(today)}
          >
            {t(`signin.status.${today.status}`)}
          </Button>
        )}
      </>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('signin.title')}
      size={desktop ? 680 : '100%'}
      fullScreen={!desktop}
      classNames={{ title: classes.title, header: classes.header }}
      attributes={{ content: { 'data-testid': 'signin-modal' } }}
    >
      {renderBody()}
    </Modal>
  );
};
