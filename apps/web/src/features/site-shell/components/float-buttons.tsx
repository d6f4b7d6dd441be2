import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useLanguage } from '../../../shared/i18n/i18n';
import { isGamePage } from '../../../shared/lib/game-page';
import { useFloatButtons } from '../api/get-float';
import { SiteLinkAnchor } from './site-link';
import classes from './float-buttons.module.css';

/**
 * Buttons that stay at the page's sides on desktop (customer service, app, ...). They stand aside
 * while a game fills the page: over it, they would cover its controls.
 */
export const FloatButtons = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { data: buttons = [] } = useFloatButtons(language);

  if (isGamePage(pathname)) return null;

  return (['left', 'right'] as const).map((position) => {
    const items = buttons.filter((button) => button.position === position);
    if (items.length === 0) return null;
    return (
      <aside
        key={position}
        className={classes.rail}
        data-position={position}
        aria-label={t('float.label')}
      >
        {items.map((item) => (
          <SiteLinkAnchor key={item.id} link={item} className={classes.button}>
            <img src={item.image_url} alt="" className={classes.image} />
            <span className={classes.name}>{item.name}</span>
          </SiteLinkAnchor>
        ))}
      </aside>
    );
  });
};
