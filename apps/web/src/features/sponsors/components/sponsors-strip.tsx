import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../../shared/i18n/i18n';
import { SectionHeader } from '../../../shared/ui/section-header';
import { useSponsors } from '../api/get-sponsors';
import classes from './sponsors-strip.module.css';

/** The partners the site sponsors, as a strip of logos on the home page. */
export const SponsorsStrip = ({ variant }: { variant: 'desktop' | 'mobile' }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending } = useSponsors(language);

  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section className={classes.section} data-variant={variant} data-testid="sponsors-strip">
      <SectionHeader title={t('sponsors.strip')} viewAllTo="/sponsor" variant={variant} />
      <ul className={classes.list}>
        {isPending
          ? [0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Skeleton height={variant === 'desktop' ? 112 : 92} radius="lg" />
              </li>
            ))
          : data.map((sponsor) => (
              <li key={sponsor.id}>
                <Link to="/sponsor" className={classes.item} title={sponsor.title}>
                  <img
                    src={sponsor.logo_url}
                    alt={sponsor.name}
                    loading="lazy"
                    className={classes.logo}
                  />
                  <span className={classes.name}>{sponsor.name}</span>
                  <span className={classes.role}>{sponsor.title}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
};
