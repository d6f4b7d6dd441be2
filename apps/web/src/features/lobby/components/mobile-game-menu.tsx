import {
  GAME_HALLS,
  GAME_HALL_IDS,
  type GameHallId,
  type GameHallKey,
} from '@member-site/contracts/constants';
import { UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ActionButton } from '../../../shared/ui/action-button';
import { HallIcon } from '../../../shared/ui/hall-icon';
import { NearScreenImage } from '../../../shared/ui/near-screen-image';
import { HALL_ART } from './hall-art';
import classes from './mobile-game-menu.module.css';

const HALLS: GameHallKey[] = GAME_HALL_IDS.map((id) => GAME_HALLS[id].key);

const isHall = (value: string | null): value is GameHallKey =>
  value !== null && (HALLS as string[]).includes(value);

type MobileGameMenuProps = {
  onLogin: () => void;
  onRegister: () => void;
  /** The chosen hall's providers (the app passes them). */
  renderHall?: (hall: { id: GameHallId; key: GameHallKey; name: string }) => ReactNode;
};

const hallId = (key: GameHallKey): GameHallId =>
  GAME_HALL_IDS.find((id) => GAME_HALLS[id].key === key) ?? 2;

/** The mobile game menu: hall tabs and the chosen hall's card, inviting the visitor to join. */
export const MobileGameMenu = ({ onLogin, onRegister, renderHall }: MobileGameMenuProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('hall');
  const [chosen, setChosen] = useState<GameHallKey>(isHall(requested) ? requested : 'slot');
  const art = HALL_ART[chosen];

  return (
    <section className={classes.menu} data-testid="game-halls" aria-label={t('lobby.hallsTitle')}>
      <div className={classes.tabs} role="tablist" aria-label={t('lobby.hallsTitle')}>
        {HALLS.map((hall) => (
          <UnstyledButton
            key={hall}
            role="tab"
            id={`hall-tab-${hall}`}
            aria-selected={hall === chosen}
            aria-controls="hall-panel"
            className={classes.tab}
            data-active={hall === chosen || undefined}
            onClick={() => {
              setChosen(hall);
            }}
          >
            <span className={classes.tabIcon}>
              <HallIcon hall={hall} size={22} />
            </span>
            <span className={classes.tabLabel}>{t(`halls.${hall}.name`)}</span>
          </UnstyledButton>
        ))}
      </div>
      <div
        id="hall-panel"
        role="tabpanel"
        aria-labelledby={`hall-tab-${chosen}`}
        className={classes.panel}
        style={{ '--hall-tint': art.tint } as CSSProperties}
      >
        {/* Below the first screen: it loads once near it, not beside the banner and the pop-up's
            picture. */}
        <NearScreenImage src={art.image} className={classes.image} />
        <h3 className={classes.name}>{t(`halls.${chosen}.name`)}</h3>
        <p className={classes.description}>{t(`halls.${chosen}.description`)}</p>
        {renderHall ? (
          <div className={classes.providers}>
            {renderHall({ id: hallId(chosen), key: chosen, name: t(`halls.${chosen}.name`) })}
          </div>
        ) : (
          <div className={classes.actions}>
            <ActionButton size="sm" onClick={onLogin}>
              {t('lobby.loginToPlay')}
            </ActionButton>
            <ActionButton size="sm" variant="outline" onClick={onRegister}>
              {t('auth.register')}
            </ActionButton>
          </div>
        )}
      </div>
    </section>
  );
};
