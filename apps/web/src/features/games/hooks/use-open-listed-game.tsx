import type { GameEntry } from '@member-site/contracts';
import { useState } from 'react';

import { openLogin } from '../../../shared/session/account-modal-store';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { LoginToPlayConfirm } from '../../../shared/ui/login-to-play-confirm';
import { useGameLauncher } from './use-game-launcher';

/**
 * Opening a game from a list: a member plays it; a visitor is asked to log in first, or to play
 * the demo where the game has one. Render `accessConfirm` where the list is.
 */
export const useOpenListedGame = () => {
  const loggedIn = useIsLoggedIn();
  const { open } = useGameLauncher();
  const [askingVisitor, setAskingVisitor] = useState<GameEntry | null>(null);

  const openGame = (game: GameEntry, demo = false) => {
    if (!loggedIn && !demo) {
      setAskingVisitor(game);
      return;
    }
    void open({
      gpId: game.gp_id,
      gameType: game.game_type,
      gameCode: game.game_code,
      name: game.game_name,
      demo,
    });
  };

  const accessConfirm = (
    <LoginToPlayConfirm
      opened={askingVisitor !== null}
      name={askingVisitor?.game_name ?? ''}
      onClose={() => {
        setAskingVisitor(null);
      }}
      onLogin={openLogin}
      onDemo={
        askingVisitor?.demo
          ? () => {
              openGame(askingVisitor, true);
            }
          : undefined
      }
    />
  );

  return { loggedIn, openGame, accessConfirm };
};
