import { cardName, isRed, rankName, suitSymbol } from './bull-bull-table';

type Props = {
  /** The card 0..51; null for a card dealt face down. */
  card: number | null;
  className?: string;
};

/** One playing card in SVG: its rank in the corners and its suit in the middle, or its back. */
export const PlayingCard = ({ card, className = '' }: Props) => {
  if (card === null) {
    return (
      <svg className={`bb-card bb-card--back ${className}`} viewBox="0 0 50 70" aria-hidden="true">
        <rect x="1" y="1" width="48" height="68" rx="5" className="bb-card__back" />
        <rect x="5" y="5" width="40" height="60" rx="3" className="bb-card__back-frame" />
        <path d="M25 18 L35 35 L25 52 L15 35 Z" className="bb-card__back-mark" />
      </svg>
    );
  }
  const rank = rankName(card);
  const suit = suitSymbol(card);
  return (
    <svg
      className={`bb-card ${isRed(card) ? 'bb-card--red' : 'bb-card--black'} ${className}`}
      viewBox="0 0 50 70"
      data-card={cardName(card)}
      aria-hidden="true"
    >
      <rect x="1" y="1" width="48" height="68" rx="5" className="bb-card__face" />
      <text x="5" y="15" className="bb-card__rank">
        {rank}
      </text>
      <text x="5" y="26" className="bb-card__corner-suit">
        {suit}
      </text>
      <text x="25" y="45" textAnchor="middle" className="bb-card__suit">
        {suit}
      </text>
      <text x="45" y="64" textAnchor="end" className="bb-card__rank">
        {rank}
      </text>
    </svg>
  );
};
