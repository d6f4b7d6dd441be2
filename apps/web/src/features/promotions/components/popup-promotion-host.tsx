import { Suspense } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';

const PopupPromotion = lazyComponent(
  () => import('./popup-promotion'),
  (m) => m.PopupPromotion,
);

/** The pop-up promotion arrives in its own chunk, right after the page's first render. */
export const PopupPromotionHost = () => (
  <Suspense fallback={null}>
    <PopupPromotion />
  </Suspense>
);
