import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { APP_VERSION } from '../../../config/env';
import { ActionButton } from '../../../shared/ui/action-button';
import { showToast } from '../../../shared/ui/toast';
import { useDeployedVersion } from '../api/get-version';
import { reloadToNewBuild, useUpdateStore } from '../stores/update-store';

/** A different deployed version than the one running means a newer build is out. */
export const isNewBuild = (deployed: string | undefined, running: string): boolean =>
  deployed !== undefined && deployed !== '' && deployed !== running;

/**
 * Poll /version.json and, when a newer build is deployed, offer a reload in a toast (once per
 * new version). Under a service worker the new build is fetched first: the toast waits until its
 * worker is installed, so the reload cannot land on the old build kept in the cache.
 */
export const useUpdateCheck = (): void => {
  const { t } = useTranslation();
  const { data } = useDeployedVersion();
  const announced = useRef<string>(undefined);
  const deployed = data?.version;
  const controlled = useUpdateStore((state) => state.controlled);
  const waiting = useUpdateStore((state) => state.activateWaiting !== undefined);
  const newBuild = isNewBuild(deployed, APP_VERSION);

  useEffect(() => {
    if (newBuild) void useUpdateStore.getState().registration?.update();
  }, [newBuild, deployed]);

  const ready = controlled ? waiting : newBuild;
  const key = controlled ? 'waiting worker' : deployed;
  useEffect(() => {
    if (!ready || announced.current === key) return;
    announced.current = key;
    showToast({
      kind: 'info',
      title: t('update.title'),
      message: t('update.message'),
      autoClose: false,
      action: (
        <ActionButton size="xs" onClick={reloadToNewBuild}>
          {t('update.reload')}
        </ActionButton>
      ),
    });
  }, [ready, key, t]);
};
