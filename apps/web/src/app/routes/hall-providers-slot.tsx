import type { GameHallId } from '@member-site/contracts/constants';
import { Suspense } from 'react';

import { lazyComponent } from '../../shared/lib/lazy-component';
import { useIsLoggedIn } from '../../shared/session/session-store';
import classes from './home.module.css';

// The game menu and its calls are below the fold: their chunk loads after the lobby's first paint.
const HallProviders = lazyComponent(
  () => import('../../features/games/components/hall-providers'),
  (m) => m.HallProviders,
);

type Hall = { id: GameHallId; name: string };

/** A hall's providers in the lobby, its height reserved while the chunk arrives. */
const HallProvidersSlot = ({ hall, device }: { hall: Hall; device: 'desktop' | 'mobile' }) => {
  // Visitors also get the hall's free demo button below the providers.
  const loggedIn = useIsLoggedIn();
  return (
    <Suspense
      fallback={
        <div
          className={classes.hallProvidersPlaceholder}
          data-visitor={!loggedIn || undefined}
          aria-hidden="true"
        />
      }
    >
      <HallProviders gtId={hall.id} device={device} hallName={hall.name} />
    </Suspense>
  );
};

export const renderDesktopHall = (hall: Hall) => <HallProvidersSlot hall={hall} device="desktop" />;
export const renderMobileHall = (hall: Hall) => <HallProvidersSlot hall={hall} device="mobile" />;
