import { Button, Container, Skeleton } from '@mantine/core';
import {
  IconBellRinging,
  IconBolt,
  IconBrandAndroid,
  IconBrandApple,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import phones from '../../../assets/app/phones.svg';
import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { isSafeExternalUrl } from '../../../shared/lib/safe-url';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { ErrorState } from '../../../shared/ui/states';
import classes from './app-download-page.module.css';
import { InstallWebApp } from './install-web-app';

type StoreButtonProps = { href: string; platform: 'ios' | 'android' };

const StoreButton = ({ href, platform }: StoreButtonProps) => {
  const { t } = useTranslation();
  const available = isSafeExternalUrl(href);
  const Icon = platform === 'ios' ? IconBrandApple : IconBrandAndroid;
  const label = platform === 'ios' ? t('download.ios') : t('download.android');
  return (
    <Button
      component="a"
      href={available ? href : undefined}
      target="_blank"
      rel="noopener noreferrer"
      size="lg"
      radius="xl"
      variant={available && platform === 'ios' ? 'gradient' : 'outline'}
      color="gold"
      c={available && platform === 'ios' ? '#2a1f06' : undefined}
      disabled={!available}
      leftSection={<Icon size={24} stroke={1.6} aria-hidden />}
      className={classes.store}
      data-testid={`download-${platform}`}
    >
      <span className={classes.storeText}>
        <span className={classes.storeLabel}>{label}</span>
        {!available && <span className={classes.storeNote}>{t('download.soon')}</span>}
      </span>
    </Button>
  );
};

/** /app: the iOS and Android apps of the site. */
export const AppDownloadPage = () => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { data: site, isPending, isError, error, refetch } = useSiteDetail();

  const features = [
    {
      icon: <IconBolt size={22} stroke={1.6} />,
      title: t('download.fastTitle'),
      text: t('download.fastText'),
    },
    {
      icon: <IconShieldCheck size={22} stroke={1.6} />,
      title: t('download.safeTitle'),
      text: t('download.safeText'),
    },
    {
      icon: <IconBellRinging size={22} stroke={1.6} />,
      title: t('download.notifyTitle'),
      text: t('download.notifyText'),
    },
  ];

  return (
    <Container size={1240} px={isDesktop ? 24 : 14} className={classes.page}>
      <section className={classes.hero} data-variant={isDesktop ? 'desktop' : 'mobile'}>
        <div className={classes.copy}>
          <span className={classes.eyebrow}>{t('download.eyebrow')}</span>
          <h1 className={classes.title}>{t('download.title', { name: site?.site_name ?? '' })}</h1>
          <p className={classes.lead}>{t('download.lead')}</p>
          {isError ? (
            <ErrorState compact error={error} onRetry={() => void refetch()} />
          ) : isPending ? (
            <div className={classes.stores}>
              <Skeleton height={50} width={220} radius="xl" />
              <Skeleton height={50} width={220} radius="xl" />
            </div>
          ) : (
            <div className={classes.stores}>
              <StoreButton platform="ios" href={site.app.ios_url} />
              <StoreButton platform="android" href={site.app.android_url} />
            </div>
          )}
          {site?.app.version && (
            <p className={classes.version}>
              {t('download.version', { version: site.app.version })}
            </p>
          )}
          <InstallWebApp name={site?.site_name ?? ''} />
        </div>
        <div className={classes.art}>
          <img src={phones} alt="" className={classes.phones} />
        </div>
      </section>

      <ul className={classes.features}>
        {features.map((feature) => (
          <li key={feature.title} className={classes.feature}>
            <span className={classes.featureIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h2 className={classes.featureTitle}>{feature.title}</h2>
            <p className={classes.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>

      <section className={classes.steps}>
        <h2 className={classes.stepsTitle}>{t('download.stepsTitle')}</h2>
        <ol className={classes.stepList}>
          {[t('download.step1'), t('download.step2'), t('download.step3')].map((step, index) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber}>{index + 1}</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
};
