import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useLanguage } from '../../../shared/i18n/i18n';
import { useMobileFooter } from '../api/get-mobile-footer';
import { SiteLinkAnchor, siteLinkDestination } from './site-link';
import classes from './mobile-bottom-nav.module.css';

/** The fixed bottom navigation of the mobile layout, from /arks/web/web-mobile-footer. */
export const MobileBottomNav = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { data: items = [] } = useMobileFooter(language);

  return (
    <nav className={classes.nav} data-testid="mobile-bottom-nav" aria-label={t('nav.label')}>
      <ul className={classes.list}>
        {items.map((item) => {
          const destination = siteLinkDestination(item);
          const active =
            destination.kind === 'internal' &&
            (destination.to === '/' ? pathname === '/' : pathname.startsWith(destination.to));
          return (
            <li key={item.id} className={classes.item}>
              <SiteLinkAnchor link={item} className={classes.link}>
                <span className={classes.iconWrap} data-active={active || undefined}>
                  {item.icon_url ? (
                    <img src={item.icon_url} alt="" className={classes.icon} />
                  ) : (
                    <span className={classes.dot} />
                  )}
                </span>
                <span className={classes.label} data-active={active || undefined}>
                  {item.name}
                </span>
              </SiteLinkAnchor>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
