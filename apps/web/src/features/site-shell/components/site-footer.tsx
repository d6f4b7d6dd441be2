import { Container, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { useFooter } from '../api/get-footer';
import { SiteLinkAnchor } from './site-link';
import { SiteLogo } from './site-logo';
import classes from './site-footer.module.css';

/** The desktop footer: link groups, about text, badges and copyright from /arks/web/footer. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending } = useFooter(language);
  const { data: site } = useSiteDetail();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size={1240} px={24} className={classes.inner}>
        <div className={classes.top}>
          <div className={classes.brand}>
            <SiteLogo type="footer" height={44} />
            {isPending ? (
              <Skeleton height={56} mt="md" radius="sm" />
            ) : (
              data?.about && <p className={classes.about}>{data.about}</p>
            )}
            <p className={classes.responsible}>
              <span className={classes.age} aria-hidden="true">
                18+
              </span>
              {t('footer.responsible')}
            </p>
          </div>
          <div className={classes.groups}>
            {isPending
              ? [0, 1, 2].map((index) => (
                  <div key={index} className={classes.group}>
                    <Skeleton height={16} width="50%" mb="md" />
                    <Skeleton height={12} width="70%" mb={10} />
                    <Skeleton height={12} width="60%" mb={10} />
                    <Skeleton height={12} width="65%" />
                  </div>
                ))
              : data?.groups.map((group) => (
                  <div key={group.id} className={classes.group}>
                    <h3 className={classes.groupTitle}>{group.title}</h3>
                    <ul className={classes.links}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <SiteLinkAnchor link={item} className={classes.link}>
                            {item.name}
                          </SiteLinkAnchor>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
          </div>
        </div>

        {data && data.badges.length > 0 && (
          <ul className={classes.badges} aria-label={t('footer.badges')}>
            {data.badges.map((badge) => (
              <li key={badge.id} className={classes.badge} title={badge.name}>
                <img src={badge.image_url} alt={badge.name} loading="lazy" height={34} />
              </li>
            ))}
          </ul>
        )}

        <p className={classes.copyright}>
          {data?.copyright ?? t('footer.copyright', { year, name: site?.site_name ?? '' })}
        </p>
      </Container>
    </footer>
  );
};
