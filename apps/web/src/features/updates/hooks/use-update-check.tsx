import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { APP_VERSION } from '../../../config/env';
import { ActionButton } from '../../../shared/ui/action-button';
import { showToast } from '../../../shared/ui/toast';
import { useDeployedVersion } from '../api/get-version';

/** A different deployed version than the one running means a newer build is out. */
export const isNewBuild = (deployed: string | undefined, running: string): boolean =>
  deployed !== undefined && deployed !== '' && deployed !== running;

/**
 * Poll /version.json and, when a newer build is deployed, offer a reload in a toast (once per
 * new version).
 */
export const useUpdateCheck = (): void => {
  const { t } = useTranslation();
  const { data } = useDeployedVersion();
  const announced = useRef<string>(undefined);
  const deployed = data?.version;

  useEffect(() => {
    if (!isNewBuild(deployed, APP_VERSION) || announced.current === deployed) return;
    announced.current = deployed;
    showToast({
      kind: 'info',
      title: t('update.title'),
      message: t('update.message'),
      autoClose: false,
      action: (
        <ActionButton
          size="xs"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('update.reload')}
        </ActionButton>
      ),
    });
  }, [deployed, t]);
};
