import type { CSSProperties } from 'react';

type Props = {
  symbol: string;
  /** Accessible name; decorative when absent. */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/** One symbol of the sprite ({@link SymbolSprite} must be on the page once). */
export const SymbolIcon = ({ symbol, label, className, style }: Props) => (
  <svg
    viewBox="0 0 100 100"
    className={className}
    style={style}
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    data-symbol={symbol}
  >
    <use href={`#lf-sym-${symbol}`} />
  </svg>
);
