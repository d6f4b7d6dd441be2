import { GAME_HALLS, GAME_HALL_IDS, type GameHallKey } from '@member-site/contracts/constants';
import {
  IconDeviceMobile,
  IconGift,
  IconHelpCircle,
  IconHome2,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { HallIcon } from '../../../shared/ui/hall-icon';
import classes from './main-nav.module.css';

type NavItem = { key: string; to: string; label: string; icon: ReactNode; active: boolean };

/** Game hall links open the hall's showcase on the home page (hall pages redirect home). */
export const hallHref = (hall: GameHallKey): string => `/?hall=${hall}`;

/** The desktop main navigation: home, the eight game halls, promotions, sponsors, FAQ, app. */
export const MainNav = () => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hallParam = new URLSearchParams(search).get('hall');
  const onHome = pathname === '/';

  const items: NavItem[] = [
    {
      key: 'home',
      to: '/',
      label: t('nav.home'),
      icon: <IconHome2 size={20} stroke={1.6} aria-hidden />,
      active: onHome && !hallParam,
    },
    ...GAME_HALL_IDS.map((id): NavItem => {
      const hall = GAME_HALLS[id].key;
      return {
        key: hall,
        to: hallHref(hall),
        label: t(`halls.${hall}.name`),
        icon: <HallIcon hall={hall} size={20} />,
        active: onHome && hallParam === hall,
      };
    }),
    {
      key: 'discount',
      to: '/discount',
      label: t('nav.promotions'),
      icon: <IconGift size={20} stroke={1.6} aria-hidden />,
      active: pathname.startsWith('/discount'),
    },
    {
      key: 'sponsor',
      to: '/sponsor',
      label: t('nav.sponsors'),
      icon: <IconTrophy size={20} stroke={1.6} aria-hidden />,
      active: pathname.startsWith('/sponsor'),
    },
    {
      key: 'faq',
      to: '/faq',
      label: t('nav.faq'),
      icon: <IconHelpCircle size={20} stroke={1.6} aria-hidden />,
      active: pathname.startsWith('/faq'),
    },
    {
      key: 'app',
      to: '/app',
      label: t('nav.app'),
      icon: <IconDeviceMobile size={20} stroke={1.6} aria-hidden />,
      active: pathname === '/app',
    },
  ];

  return (
    <nav className={classes.nav} aria-label={t('nav.label')}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.key} className={classes.item}>
            <Link
              to={item.to}
              className={classes.link}
              data-active={item.active || undefined}
              aria-current={item.active ? 'page' : undefined}
            >
              <span className={classes.icon}>{item.icon}</span>
              <span className={classes.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
