import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useGameLauncher } from '../../features/games/hooks/use-game-launcher';
import {
  SportQuickbetFrame,
  type QuickbetMatch,
} from '../../features/sport-quickbet/components/sport-quickbet-frame';
import { openLogin } from '../../shared/session/account-modal-store';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { LoginToPlayConfirm } from '../../shared/ui/login-to-play-confirm';

/**
 * The quick-bet frame on the lobby, wired to the site's game launch: a match clicked in the
 * frame opens the book (play1 with the match in `extra`); a visitor is asked to log in first.
 */
export const SportQuickbetSlot = ({ device }: { device: 'desktop' | 'mobile' }) => {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useGameLauncher();
  const [asking, setAsking] = useState<QuickbetMatch | null>(null);
  const name = (match: QuickbetMatch | null) =>
    t(match?.gameType === 9 ? 'halls.esport.name' : 'halls.sport.name');

  const openMatch = (match: QuickbetMatch) => {
    if (!loggedIn) {
      setAsking(match);
      return;
    }
    void open({
      gpId: match.gpId,
      gameType: match.gameType,
      gameCode: match.gameCode,
      name: name(match),
      demo: false,
      extra: JSON.stringify({ fixture_id: match.fixtureId }),
    });
  };

  return (
    <>
      <SportQuickbetFrame device={device} onOpenMatch={openMatch} />
      <LoginToPlayConfirm
        opened={asking !== null}
        name={name(asking)}
        onClose={() => setAsking(null)}
        onLogin={openLogin}
      />
    </>
  );
};
