import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../shared/session/game-session-gate';
import type { spinSlot } from './api/game-calls';
import { SlotGame } from './components/slot-game';
import './slot.css';

type Props = { instant?: boolean; spin?: typeof spinSlot };

export const LotusFortunePage = ({ instant = false, spin }: Props) => {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = `${t('game.title')} · ${t('game.site')}`;
  }, [t]);

  return (
    <GameSessionGate noSessionText={t('errors.no_session_text')}>
      {(session) => <SlotGame session={session} instant={instant} {...(spin ? { spin } : {})} />}
    </GameSessionGate>
  );
};
