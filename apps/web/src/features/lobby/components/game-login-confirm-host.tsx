import type { CarouselPicture } from '@member-site/contracts';
import { Suspense } from 'react';

import { useOnceTrue } from '../../../shared/hooks/use-once-true';
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
  const wanted = useOnceTrue(props.banner !== undefined);
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
