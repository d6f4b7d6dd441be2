import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import classes from './section-header.module.css';

/** The title row of a home-page section, with a "view all" link to the section's own page. */
export const SectionHeader = ({
  title,
  viewAllTo,
  variant,
}: {
  title: string;
  viewAllTo: string;
  variant: 'desktop' | 'mobile';
}) => {
  const { t } = useTranslation();
  return (
    <header className={classes.header} data-variant={variant}>
      <h2 className={classes.title}>{title}</h2>
      <Link to={viewAllTo} className={classes.all}>
        {t('common.viewAll')}
        <IconChevronRight size={16} aria-hidden />
      </Link>
    </header>
  );
};
