/** Colour schemes of the pictures: a deep background pair, a glow and an accent. */
export type Palette = {
  readonly from: string;
  readonly to: string;
  /** Light behind the motif. */
  readonly glow: string;
  /** Pills, chips and secondary shapes. */
  readonly accent: string;
};

export const PALETTES = {
  royal: { from: '#12072b', to: '#4a1a7d', glow: '#b36bff', accent: '#ffcf5a' },
  crimson: { from: '#1f0306', to: '#8f0f22', glow: '#ff4d4d', accent: '#ffd36b' },
  emerald: { from: '#021a14', to: '#0a6a4c', glow: '#3ee8a5', accent: '#ffe07a' },
  midnight: { from: '#030a22', to: '#123a8c', glow: '#3fa8ff', accent: '#ffd166' },
  sunset: { from: '#2b0822', to: '#c2410c', glow: '#ffb347', accent: '#fff0b3' },
  lotus: { from: '#22061c', to: '#9c2a63', glow: '#ff8fc7', accent: '#ffd98a' },
  onyx: { from: '#050505', to: '#2d2a26', glow: '#d4a73a', accent: '#ffd87a' },
  jade: { from: '#02171c', to: '#0d5f6b', glow: '#47e0d2', accent: '#ffe08a' },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
