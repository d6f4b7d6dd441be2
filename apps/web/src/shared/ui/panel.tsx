import type { ReactNode } from 'react';

import classes from './panel.module.css';

type PanelProps = {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
};

/** One titled block of a member-centre page. */
export const Panel = ({ title, description, children, testId }: PanelProps) => (
  <section className={classes.panel} data-testid={testId}>
    <h2 className={classes.title}>{title}</h2>
    {description && <p className={classes.description}>{description}</p>}
    {children}
  </section>
);
