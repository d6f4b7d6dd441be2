import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import classes from './mobile-back-bar.module.css';

/** Whether the browser history holds a page of this site before the current one. */
const canGoBack = (): boolean => {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
};

/** The top bar of member pages on mobile: back (or home when opened directly) and the title. */
export const MobileBackBar = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={classes.bar}>
      <button
        type="button"
        className={classes.back}
        aria-label={t('memberCentre.back')}
        data-testid="member-centre-back"
        onClick={() => {
          if (canGoBack()) void navigate(-1);
          else void navigate('/');
        }}
      >
        <IconChevronLeft size={22} stroke={1.8} aria-hidden />
      </button>
      <h1 className={classes.title}>{title}</h1>
    </div>
  );
};
