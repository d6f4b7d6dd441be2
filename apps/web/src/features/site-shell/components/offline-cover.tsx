import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { probeSite, useConnectivityStore } from '../../../shared/network/connectivity';
import { ActionButton } from '../../../shared/ui/action-button';
import classes from './offline-cover.module.css';

/**
 * The offline page: covers the site while it cannot be reached (no network, or the server does
 * not answer), over the page so nothing typed is lost, and leaves by itself when the site answers
 * again. The installed app's shell paints from its cache, so this is what an offline visit shows.
 */
export const OfflineCover = () => {
  const { t } = useTranslation();
  const unreachable = useConnectivityStore((state) => state.unreachable);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  if (!unreachable) return null;

  const retry = async () => {
    setChecking(true);
    const answered = await probeSite();
    setChecking(false);
    if (answered) void queryClient.refetchQueries({ type: 'active' });
  };

  return (
    <div
      className={classes.cover}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-message"
      data-testid="offline-page"
    >
      <div className={classes.card}>
        <IconWifiOff className={classes.icon} size={48} stroke={1.5} aria-hidden />
        <h1 id="offline-title" className={classes.title}>
          {t('offline.title')}
        </h1>
        <p id="offline-message" className={classes.message}>
          {t('offline.message')}
        </p>
        <ActionButton
          size="md"
          // The one action on the page: keyboard users land on it.
          autoFocus
          disabled={checking}
          aria-busy={checking}
          onClick={() => {
            void retry();
          }}
        >
          {checking ? t('offline.checking') : t('offline.retry')}
        </ActionButton>
      </div>
    </div>
  );
};
