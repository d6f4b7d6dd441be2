import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useMemberFeatures } from '../../../shared/session/member-features';
import { MEMBER_CENTRE_MENU, type MemberCentreItem, type MemberCentrePage } from '../utils/menu';
import classes from '../../../shared/ui/side-menu.module.css';

type MemberCentreMenuProps = { current: MemberCentrePage | undefined; compact?: boolean };

/**
 * The member-centre menu of spec section 2. Pages that are not open yet stay in the menu, greyed
 * out and marked "coming soon", so members see what the centre will offer. The recommend pages
 * are greyed out with the reason while friend recommendation is closed for the member (spec
 * section 6), and hidden until the member's feature flags are known.
 */
export const MemberCentreMenu = ({ current, compact = false }: MemberCentreMenuProps) => {
  const { t } = useTranslation();
  const features = useMemberFeatures();
  const friendRecommend = features.data?.friendRecommend;
  /** Why an entry is closed (undefined: open), or null to hide it while the flags load or failed. */
  const closedReason = (item: MemberCentreItem): string | null | undefined => {
    if (item.requires !== 'friendRecommend') return undefined;
    if (!friendRecommend) return null;
    return friendRecommend.enabled
      ? undefined
      : t(`recommend.closedReason.${friendRecommend.reason}`);
  };
  return (
    <nav
      className={classes.menu}
      data-compact={compact || undefined}
      aria-label={t('memberCentre.menuLabel')}
      data-testid="member-centre-menu"
    >
      {MEMBER_CENTRE_MENU.map(({ group, items: all }) => {
        const items = all.filter((item) => closedReason(item) !== null);
        if (items.length === 0) return null;
        return (
          <div key={group} className={classes.group} role="group" aria-labelledby={`mc-${group}`}>
            <p id={`mc-${group}`} className={classes.groupTitle}>
              {t(`memberCentre.groups.${group}`)}
            </p>
            <ul className={classes.items}>
              {items.map((item) => {
                const { page, path } = item;
                const reason = closedReason(item);
                return (
                  <li key={page}>
                    {path && reason === undefined ? (
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
                        title={reason ?? undefined}
                        data-testid={`member-centre-menu-${page}`}
                      >
                        {t(`memberCentre.pages.${page}`)}
                        <span className={classes.tag}>
                          {reason ?? t('memberCentre.comingSoon')}
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
