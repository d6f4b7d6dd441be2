import type { GameEntry } from '@member-site/contracts';
import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

import { useIsLoggedIn } from '../../../shared/session/session-store';
import { ErrorState } from '../../../shared/ui/states';
import type { SupportDevice } from '../api/game-queries';
import { useOpenListedGame } from '../hooks/use-open-listed-game';
import { GameTile } from './game-tile';
import classes from './game-shelf.module.css';

const SKELETON_TILES = 6;

/** On a phone a shelf scrolls sideways, and the screen shows its first four games. */
const TILES_ON_A_PHONE_SCREEN = 4;

type GameShelfProps = {
  title: string;
  icon: ReactNode;
  device: SupportDevice;
  games: readonly GameEntry[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  testId: string;
};

/**
 * A titled row of games in the lobby. A member's choice opens the game; a visitor is asked to log
 * in first, or offered the demo when the game has one.
 */
export const GameShelf = ({
  title,
  icon,
  device,
  games,
  isPending,
  isError,
  onRetry,
  testId,
}: GameShelfProps) => {
  const loggedIn = useIsLoggedIn();
  const { openGame, accessConfirm } = useOpenListedGame();

  return (
    <section
      className={classes.shelf}
      data-device={device}
      data-testid={testId}
      aria-busy={isPending || undefined}
    >
      <h2 className={classes.header}>
        {icon}
        {title}
      </h2>
      {isPending ? (
        <ul className={classes.row} aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <Skeleton className={classes.skeletonArt} radius="md" />
              <Skeleton height={14} mt={10} width="70%" radius="sm" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className={classes.state}>
          <ErrorState compact onRetry={onRetry} />
        </div>
      ) : (
        <ul className={classes.row} aria-label={title}>
          {games.map((game, index) => (
            <GameTile
              key={game.game_id}
              game={game}
              member={loggedIn}
              pictureWaits={device === 'mobile' && index >= TILES_ON_A_PHONE_SCREEN}
              onOpen={(chosen) => {
                openGame(chosen);
              }}
            />
          ))}
        </ul>
      )}
      {accessConfirm}
    </section>
  );
};
