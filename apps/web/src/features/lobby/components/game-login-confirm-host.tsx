import type { CarouselPicture } from '@member-site/contracts';
import { Suspense, useState } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';

const LoginToPlayConfirm = lazyComponent(
  () => import('../../../shared/ui/login-to-play-confirm'),
  (m) => m.LoginToPlayConfirm,
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
      <LoginToPlayConfirm
        opened={props.banner !== undefined}
        name={props.banner?.title ?? ''}
        onClose={props.onClose}
        onLogin={props.onLogin}
      />
    </Suspense>
  );
};
