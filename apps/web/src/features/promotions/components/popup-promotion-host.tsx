import { Suspense } from 'react';

import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useHasInteracted } from '../hooks/use-has-interacted';

const PopupPromotion = lazyComponent(
  () => import('./popup-promotion'),
  (m) => m.PopupPromotion,
);

/**
 * The pop-up promotion arrives in its own chunk, right after the page's first render. The host
 * watches for the visitor's first press from that render on, so a click made while the chunk or
 * the promotions are still loading keeps the pop-up away.
 */
export const PopupPromotionHost = () => {
  const hasInteracted = useHasInteracted();
  // Whether it opens depends on this browser's storage (a pop-up closed in this session).
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PopupPromotion hasInteracted={hasInteracted} />
    </Suspense>
  );
};
