import type { BonusGrant } from '@member-site/contracts';
import { Badge, Button, Progress, Skeleton } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatSiteDate } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { useBonusList } from '../api/get-bonus';
import classes from './bonus-progress.module.css';

const STATUS_COLOR: Record<BonusGrant['status'], string> = {
  active: 'yellow',
  released: 'teal',
  forfeited: 'gray',
};

/** How far a grant's turnover has come, 0 to 100, from the server's decimal strings. */
const percentOf = (grant: BonusGrant): number => {
  const required = Number(grant.required_turnover);
  if (!(required > 0)) return 100;
  return Math.min(100, Math.max(0, (Number(grant.turnover) / required) * 100));
};

/** A date of the site's time zone (America/Caracas), as the records show them. */
const when = (iso: string) => formatSiteDate(iso, 'YYYY-MM-DD HH:mm');

const GrantRow = ({ grant }: { grant: BonusGrant }) => {
  const { t } = useTranslation();
  const percent = percentOf(grant);
  return (
    <li className={classes.grant} data-testid="bonus-grant" data-status={grant.status}>
      <div className={classes.head}>
        <span className={classes.amount} data-testid="bonus-amount">
          {formatMoney(grant.amount, grant.currency)}
        </span>
        <Badge color={STATUS_COLOR[grant.status]} variant="light" size="sm">
          {t(`wallet.bonus.status.${grant.status}`)}
        </Badge>
      </div>
      <Progress
        value={percent}
        color={grant.status === 'forfeited' ? 'gray' : 'yellow'}
        size="md"
        radius="xl"
        aria-label={t('wallet.bonus.progressLabel')}
      />
      <div className={classes.meta}>
        <span data-testid="bonus-turnover">
          {t('wallet.bonus.turnover', {
            done: formatMoney(grant.turnover, grant.currency),
            required: formatMoney(grant.required_turnover, grant.currency),
          })}
        </span>
        <span>{Math.floor(percent)}%</span>
      </div>
      <div className={classes.dates}>
        <span>{t('wallet.bonus.granted', { date: when(grant.granted_at) })}</span>
        {grant.status === 'active' && grant.expires_at ? (
          <span>{t('wallet.bonus.expires', { date: when(grant.expires_at) })}</span>
        ) : null}
        {grant.status !== 'active' && grant.closed_at ? (
          <span>{t('wallet.bonus.closed', { date: when(grant.closed_at) })}</span>
        ) : null}
      </div>
    </li>
  );
};

/**
 * The wallet page's bonus section: what the member's bonuses hold apart from cash and how far
 * each one's turnover has come. A bonus is cash once its turnover is met.
 */
export const BonusProgress = () => {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useBonusList();

  const body = () => {
    if (isPending) {
      return (
        <div data-testid="bonus-loading">
          <Skeleton height={18} width="40%" />
          <Skeleton height={10} mt="md" radius="xl" />
          <Skeleton height={14} mt="sm" width="70%" />
        </div>
      );
    }
    if (isError) {
      return (
        <div className={classes.state} data-testid="bonus-error">
          <span>{t('wallet.bonus.error')}</span>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('wallet.bonus.retry')}
          </Button>
        </div>
      );
    }
    if (data.list.length === 0) {
      return (
        <div className={classes.state} data-testid="bonus-empty">
          <IconGift size={28} stroke={1.4} aria-hidden />
          <span>{t('wallet.bonus.empty')}</span>
        </div>
      );
    }
    return (
      <>
        <p className={classes.held}>
          {t('wallet.bonus.held')}{' '}
          <strong data-testid="bonus-held">{formatMoney(data.held, data.currency)}</strong>
        </p>
        <ul className={classes.list}>
          {data.list.map((grant) => (
            <GrantRow key={grant.id} grant={grant} />
          ))}
        </ul>
      </>
    );
  };

  return (
    <section className={classes.section} data-testid="bonus-progress">
      <h3 className={classes.title}>{t('wallet.bonus.title')}</h3>
      <p className={classes.description}>{t('wallet.bonus.description')}</p>
      {body()}
    </section>
  );
};
