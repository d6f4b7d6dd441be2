import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { describeError } from '../api/api-error';
import { ActionButton } from './action-button';
import classes from './states.module.css';

type ErrorStateProps = {
  error?: unknown;
  onRetry: () => void;
  compact?: boolean;
};

/** Something failed to load: say so in the visitor's language and offer to try again. */
export const ErrorState = ({ error, onRetry, compact = false }: ErrorStateProps) => {
  const { t } = useTranslation();
  return (
    <div className={classes.state} data-compact={compact || undefined} role="alert">
      <IconAlertTriangle size={compact ? 22 : 34} stroke={1.5} className={classes.errorIcon} />
      <p className={classes.title}>{t('states.errorTitle')}</p>
      {!compact && error !== undefined && <p className={classes.text}>{describeError(error, t)}</p>}
      <ActionButton variant="outline" size={compact ? 'xs' : 'sm'} onClick={onRetry}>
        <IconRefresh size={16} aria-hidden />
        {t('states.retry')}
      </ActionButton>
    </div>
  );
};

type EmptyStateProps = { title: string; text?: string; icon?: ReactNode; action?: ReactNode };

export const EmptyState = ({ title, text, icon, action }: EmptyStateProps) => (
  <div className={classes.state}>
    <span className={classes.emptyIcon}>{icon ?? <IconInbox size={34} stroke={1.4} />}</span>
    <p className={classes.title}>{title}</p>
    {text && <p className={classes.text}>{text}</p>}
    {action}
  </div>
);
