import { lazyComponent } from '../../shared/lib/lazy-component';

// Sections further down the lobby load after the first screen.
export const PromotionsPreview = lazyComponent(
  () => import('../../features/promotions/components/promotions-preview'),
  (m) => m.PromotionsPreview,
);
export const NewsSection = lazyComponent(
  () => import('../../features/news/components/news-section'),
  (m) => m.NewsSection,
);
export const SponsorsStrip = lazyComponent(
  () => import('../../features/sponsors/components/sponsors-strip'),
  (m) => m.SponsorsStrip,
);
export const SportQuickbetSlot = lazyComponent(
  () => import('./sport-quickbet-slot'),
  (m) => m.SportQuickbetSlot,
);
