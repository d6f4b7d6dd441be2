import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { MEMBER_CENTRE_MENU, type MemberCentrePage } from '../utils/menu';
import classes from './member-centre-menu.module.css';

type MemberCentreMenuProps = { current: MemberCentrePage | undefined; compact?: boolean };

/**
 * The member-centre menu of spec section 2. Pages that are not open yet stay in the menu, greyed
 * out and marked "coming soon", so members see what the centre will offer.
 */
export const MemberCentreMenu = ({ current, compact = false }: MemberCentreMenuProps) => {
  const { t } = useTranslation();
  return (
    <nav
      className={classes.menu}
      data-compact={compact || undefined}
      aria-label={t('memberCentre.menuLabel')}
      data-testid="member-centre-menu"
    >
      {MEMBER_CENTRE_MENU.map(({ group, items }) => (
        <div key={group} className={classes.group} role="group" aria-labelledby={`mc-${group}`}>
          <p id={`mc-${group}`} className={classes.groupTitle}>
            {t(`memberCentre.groups.${group}`)}
          </p>
          <ul className={classes.items}>
            {items.map(({ page, path }) => (
              <li key={page}>
                {path ? (
                  <NavLink
                    to={path}
                    className={classes.item}
                    aria-current={current === page ? 'page' : undefined}
                    data-active={current === page || undefined}
                    data-testid={`member-centre-menu-${page}`}
                  >
                    {t(`memberCentre.pages.${page}`)}
                  </NavLink>
                ) : (
                  <span
                    className={classes.item}
                    aria-disabled="true"
                    data-disabled
                    data-testid={`member-centre-menu-${page}`}
                  >
                    {t(`memberCentre.pages.${page}`)}
                    <span className={classes.soon}>{t('memberCentre.comingSoon')}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
};
