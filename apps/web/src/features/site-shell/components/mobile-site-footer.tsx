import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { useFooter } from '../api/get-footer';
import { SiteLinkAnchor } from './site-link';
import classes from './mobile-site-footer.module.css';

/** The compact footer at the end of mobile pages: quick links, badges and copyright. */
export const MobileSiteFooter = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useFooter(language);
  const { data: site } = useSiteDetail();
  const links = data?.groups.flatMap((group) => group.items).slice(0, 6) ?? [];

  return (
    <footer className={classes.footer} data-testid="site-footer">
      {links.length > 0 && (
        <ul className={classes.links}>
          {links.map((item) => (
            <li key={item.id}>
              <SiteLinkAnchor link={item} className={classes.link}>
                {item.name}
              </SiteLinkAnchor>
            </li>
          ))}
        </ul>
      )}
      {data && data.badges.length > 0 && (
        <ul className={classes.badges} aria-label={t('footer.badges')}>
          {data.badges.map((badge) => (
            <li key={badge.id}>
              <img src={badge.image_url} alt={badge.name} loading="lazy" height={24} />
            </li>
          ))}
        </ul>
      )}
      <p className={classes.responsible}>
        <span className={classes.age}>18+</span> {t('footer.responsible')}
      </p>
      <p className={classes.copyright}>
        {data?.copyright ??
          t('footer.copyright', { year: new Date().getFullYear(), name: site?.site_name ?? '' })}
      </p>
    </footer>
  );
};
