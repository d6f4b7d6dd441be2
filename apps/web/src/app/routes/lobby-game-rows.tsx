import { Suspense } from 'react';

import { lazyComponent } from '../../shared/lib/lazy-component';
import { useIsLoggedIn } from '../../shared/session/session-store';
import classes from './home.module.css';

// Like the halls' providers, the lobby's game rows and their calls load after the first paint.
const RecentlyPlayed = lazyComponent(
  () => import('../../features/games/components/recently-played'),
  (m) => m.RecentlyPlayed,
);
const FeaturedGames = lazyComponent(
  () => import('../../features/games/components/featured-games'),
  (m) => m.FeaturedGames,
);

type Device = 'desktop' | 'mobile';

/** The room of a row of games while its chunk arrives (the row's own height). */
const RowPlaceholder = ({ device }: { device: Device }) => (
  <div className={classes.gameRowPlaceholder} data-device={device} aria-hidden="true" />
);

/**
 * Above the game halls: a member's recently played games, then the games the template features.
 * Each keeps its height while it loads.
 */
export const LobbyGameRows = ({ device }: { device: Device }) => {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      {loggedIn && (
        <Suspense fallback={<RowPlaceholder device={device} />}>
          <RecentlyPlayed device={device} />
        </Suspense>
      )}
      <Suspense fallback={<RowPlaceholder device={device} />}>
        <FeaturedGames device={device} />
      </Suspense>
    </>
  );
};
