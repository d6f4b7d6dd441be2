import type { ReactNode } from 'react';

import classes from './page-header.module.css';

type PageHeaderProps = { title: string; subtitle?: string; icon?: ReactNode; compact?: boolean };

/** The title block of content pages. */
export const PageHeader = ({ title, subtitle, icon, compact = false }: PageHeaderProps) => (
  <header className={classes.header} data-compact={compact || undefined}>
    {icon && <span className={classes.icon}>{icon}</span>}
    <div>
      <h1 className={classes.title}>{title}</h1>
      {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
    </div>
  </header>
);
