import { DISPLAY_LOCATIONS, type DisplayLocation } from '@member-site/contracts/constants';
import { Suspense, useState, type ReactNode } from 'react';

import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useHasInteracted } from '../hooks/use-has-interacted';
import { readPopupClosedAt } from '../utils/popup-selection';

const PopupPromotion = lazyComponent(
  () => import('./popup-promotion'),
  (m) => m.PopupPromotion,
);

/**
 * The pop-up promotion, in its own chunk. On the session's first visit it is part of the page the
 * server renders, so it paints with the page instead of seconds later; one closed earlier in the
 * session returns only for a promotion updated since, which the browser decides once the page is
 * live. The host watches for the visitor's first press from its first render on, so a click made
 * while the chunk or the promotions are still loading keeps the pop-up away.
 */
export const PopupPromotionHost = ({
  location = DISPLAY_LOCATIONS.normal,
}: {
  /** 2 in the lobby, 3 on the deposit page (whose promotion shows on every visit). */
  location?: DisplayLocation;
}) => {
  const hasInteracted = useHasInteracted();
  const [firstInSession] = useState(
    () => location === DISPLAY_LOCATIONS.deposit || readPopupClosedAt() === null,
  );
  const popup = <PopupPromotion hasInteracted={hasInteracted} location={location} />;
  return firstInSession ? (
    <Suspense fallback={null}>{popup}</Suspense>
  ) : (
    <AfterHydration>{popup}</AfterHydration>
  );
};

/**
 * Its children once the page is live. React renders them right after hydrating, at once and in one
 * piece, so only a pop-up that depends on this browser's storage waits for that.
 */
const AfterHydration = ({ children }: { children: ReactNode }) => {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
};
