import type { CarouselPicture } from '@member-site/contracts';
import { Suspense, useState } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';

const GameLoginConfirm = lazyComponent(
  () => import('./game-login-confirm'),
  (m) => m.GameLoginConfirm,
);

type GameLoginConfirmHostProps = {
  banner: CarouselPicture | undefined;
  onClose: () => void;
  onLogin: () => void;
};

/** Loads the log-in-first confirm box the first time a game banner asks for it. */
export const GameLoginConfirmHost = (props: GameLoginConfirmHostProps) => {
  const [wanted, setWanted] = useState(false);
  if (props.banner && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GameLoginConfirm {...props} />
    </Suspense>
  );
};
