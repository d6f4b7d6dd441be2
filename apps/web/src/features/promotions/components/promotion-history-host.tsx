import { Suspense, useState } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { usePromotionHistoryStore } from '../stores/promotion-history-store';

const PromotionHistoryModal = lazyComponent(
  () => import('./promotion-history-modal'),
  (m) => m.PromotionHistoryModal,
);

/** Mounts the promotion history (and loads its code) when it is first opened. */
export const PromotionHistoryHost = () => {
  const opened = usePromotionHistoryStore((state) => state.opened);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PromotionHistoryModal />
    </Suspense>
  );
};
