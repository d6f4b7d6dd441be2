import {
  GAME_HALLS,
  GAME_HALL_IDS,
  type GameHallId,
  type GameHallKey,
} from '@member-site/contracts/constants';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ActionButton } from '../../../shared/ui/action-button';
import { HallIcon } from '../../../shared/ui/hall-icon';
import { HALL_ART } from './hall-art';
import classes from './game-hall-showcase.module.css';

const HALLS = GAME_HALL_IDS.map((id) => ({ id, key: GAME_HALLS[id].key }));

/** What a hall tile shows below its description: the hall's providers (the app passes them). */
export type RenderHall = (hall: { id: GameHallId; key: GameHallKey; name: string }) => ReactNode;

type ShowcaseProps = { onLogin: () => void; onRegister: () => void; renderHall?: RenderHall };

/**
 * The eight game halls as tiles. Games arrive with member accounts; until then each tile says
 * what the hall offers and invites the visitor to log in or register.
 */
export const GameHallShowcase = ({ onLogin, onRegister, renderHall }: ShowcaseProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = params.get('hall');
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!selected) return;
    const tile = sectionRef.current?.querySelector(`[data-hall="${CSS.escape(selected)}"]`);
    tile?.scrollIntoView({ block: 'center' });
  }, [selected]);

  return (
    <section ref={sectionRef} id="game-halls" data-testid="game-halls">
      <header className={classes.header}>
        <h2 className={classes.title}>{t('lobby.hallsTitle')}</h2>
        <p className={classes.subtitle}>{t('lobby.hallsSubtitle')}</p>
      </header>
      <ul className={classes.grid}>
        {HALLS.map(({ id, key: hall }) => {
          const art = HALL_ART[hall];
          return (
            <li
              key={hall}
              className={classes.tile}
              data-hall={hall}
              data-selected={selected === hall || undefined}
              style={{ '--hall-tint': art.tint } as CSSProperties}
            >
              <div className={classes.art}>
                <img src={art.image} alt="" className={classes.image} loading="lazy" />
              </div>
              <div className={classes.body}>
                <h3 className={classes.name}>
                  <HallIcon hall={hall} size={20} className={classes.icon} />
                  {t(`halls.${hall}.name`)}
                </h3>
                <p className={classes.description}>{t(`halls.${hall}.description`)}</p>
                {renderHall ? (
                  <div className={classes.providers}>
                    {renderHall({ id, key: hall, name: t(`halls.${hall}.name`) })}
                  </div>
                ) : (
                  <div className={classes.actions}>
                    <ActionButton size="xs" onClick={onLogin}>
                      {t('lobby.loginToPlay')}
                    </ActionButton>
                    <ActionButton size="xs" variant="subtle" onClick={onRegister}>
                      {t('auth.register')}
                    </ActionButton>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
