import { Modal } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2, IconSquarePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  installApp,
  isIosSafari,
  isStandalone,
  useInstallStore,
} from '../../../shared/pwa/app-install';
import { ActionButton } from '../../../shared/ui/action-button';
import classes from './install-web-app.module.css';

/** The iOS favourite hint (spec section 2's modal): Safari installs only through Share. */
const IosHint = ({ name, onClose }: { name: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const steps = [
    { icon: <IconShare2 size={20} aria-hidden />, text: t('download.iosStep1') },
    { icon: <IconSquarePlus size={20} aria-hidden />, text: t('download.iosStep2') },
    { icon: <IconDeviceMobileDown size={20} aria-hidden />, text: t('download.iosStep3') },
  ];
  return (
    <Modal opened onClose={onClose} title={t('download.iosTitle', { name })} centered>
      <ol className={classes.hintSteps} data-testid="ios-hint">
        {steps.map((step) => (
          <li key={step.text} className={classes.hintStep}>
            <span className={classes.hintIcon}>{step.icon}</span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <ActionButton fullWidth onClick={onClose}>
        {t('download.iosClose')}
      </ActionButton>
    </Modal>
  );
};

/**
 * The site as an installed app, without a download: the browser's own install dialog where it
 * offers one, the Add to Home Screen steps on iOS Safari, and nothing where neither exists.
 */
export const InstallWebApp = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const offer = useInstallStore((state) => state.offer);
  const installed = useInstallStore((state) => state.installed) || isStandalone();
  const [hintOpen, setHintOpen] = useState(false);
  const ios = isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
  if (!installed && !offer && !ios) return null;

  return (
    <div className={classes.box} data-testid="install-web-app">
      <h2 className={classes.title}>{t('download.webTitle')}</h2>
      {installed ? (
        <p className={classes.text} role="status">
          {t('download.webInstalled')}
        </p>
      ) : (
        <>
          <p className={classes.text}>{t('download.webLead')}</p>
          <ActionButton
            size="md"
            onClick={() => {
              if (offer) void installApp();
              else setHintOpen(true);
            }}
          >
            {offer ? t('download.webInstall') : t('download.iosHint')}
          </ActionButton>
        </>
      )}
      {hintOpen && (
        <IosHint
          name={name}
          onClose={() => {
            setHintOpen(false);
          }}
        />
      )}
    </div>
  );
};
