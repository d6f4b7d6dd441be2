import type { GameHallKey } from '@member-site/contracts/constants';

import card from '../../../assets/halls/card.svg?webp';
import cockfight from '../../../assets/halls/cockfight.svg?webp';
import esport from '../../../assets/halls/esport.svg?webp';
import live from '../../../assets/halls/live.svg?webp';
import lottery from '../../../assets/halls/lottery.svg?webp';
import slot from '../../../assets/halls/slot.svg?webp';
import sport from '../../../assets/halls/sport.svg?webp';
import virtual from '../../../assets/halls/virtual.svg?webp';

/**
 * The illustration and the colour of each game hall. The pictures are drawn as SVG and served as
 * WebP rendered when the app is built (build/rendered-pictures.ts).
 */
export const HALL_ART: Record<GameHallKey, { image: string; tint: string }> = {
  slot: { image: slot, tint: '#c81e3a' },
  live: { image: live, tint: '#0a7a55' },
  sport: { image: sport, tint: '#1d4fb8' },
  lottery: { image: lottery, tint: '#6a1fb0' },
  card: { image: card, tint: '#a3142c' },
  virtual: { image: virtual, tint: '#0d6f7d' },
  cockfight: { image: cockfight, tint: '#c2410c' },
  esport: { image: esport, tint: '#6d28d9' },
};
