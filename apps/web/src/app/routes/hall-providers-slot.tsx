import type { GameHallId } from '@member-site/contracts/constants';
import { Suspense } from 'react';

import { lazyComponent } from '../../shared/lib/lazy-component';
import classes from './home.module.css';

// The game menu and its calls are below the fold: their chunk loads after the lobby's first paint.
const HallProviders = lazyComponent(
  () => import('../../features/games/components/hall-providers'),
  (m) => m.HallProviders,
);

type Hall = { id: GameHallId; name: string };

/** A hall's providers in the lobby, its height reserved while the chunk arrives. */
const HallProvidersSlot = ({ hall, device }: { hall: Hall; device: 'desktop' | 'mobile' }) => (
  <Suspense fallback={<div className={classes.hallProvidersPlaceholder} aria-hidden="true" />}>
    <HallProviders gtId={hall.id} device={device} hallName={hall.name} />
  </Suspense>
);

export const renderDesktopHall = (hall: Hall) => <HallProvidersSlot hall={hall} device="desktop" />;
export const renderMobileHall = (hall: Hall) => <HallProvidersSlot hall={hall} device="mobile" />;
