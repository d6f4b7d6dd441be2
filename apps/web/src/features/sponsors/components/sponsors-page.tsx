import { Container, Skeleton } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useSponsors } from '../api/get-sponsors';
import classes from './sponsors-page.module.css';

/** /sponsor: the teams and events the site sponsors. */
export const SponsorsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const { data, isPending, isError, error, refetch } = useSponsors(language);

  const renderList = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.list}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={isDesktop ? 260 : 320} radius="lg" />
          ))}
        </div>
      );
    }
    if (data.length === 0) return <EmptyState title={t('sponsors.empty')} />;
    return (
      <ul className={classes.list}>
        {data.map((sponsor, index) => (
          <li key={sponsor.id} className={classes.card} data-reverse={index % 2 === 1 || undefined}>
            <div className={classes.media}>
              <img src={sponsor.image_url} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            </div>
            <div className={classes.body}>
              <div className={classes.brand}>
                <img src={sponsor.logo_url} alt="" className={classes.logo} />
                <div>
                  <h2 className={classes.name}>{sponsor.name}</h2>
                  <p className={classes.role}>{sponsor.title}</p>
                </div>
              </div>
              <p className={classes.description}>{sponsor.description}</p>
              {sponsor.period && (
                <p className={classes.period}>
                  <span>{t('sponsors.period')}</span>
                  {sponsor.period}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Container size={1240} px={isDesktop ? 24 : 14}>
      <PageHeader
        title={t('sponsors.title')}
        subtitle={t('sponsors.subtitle')}
        icon={<IconTrophy size={isDesktop ? 26 : 20} stroke={1.5} />}
        compact={!isDesktop}
      />
      {renderList()}
    </Container>
  );
};
