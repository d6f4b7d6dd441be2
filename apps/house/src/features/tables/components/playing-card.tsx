import { cardName, rankOf, suitOf } from '@member-site/house-games/baccarat';

import './playing-card.css';

/** A card's short name, e.g. `A♠`, `10♥`, `K♦`. */
export { cardName };

const SUITS = ['♠', '♥', '♣', '♦'] as const;
const FACES: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** The rank as printed on the card: A, 2 to 10, J, Q, K. */
export const rankText = (card: number): string => {
  const rank = rankOf(card);
  return FACES[rank] ?? String(rank);
};

/** Hearts and diamonds are red. */
export const isRed = (card: number): boolean => suitOf(card) % 2 === 1;

type Props = {
  /** The card, 0 to 51; null for a card not yet known (drawn face down). */
  card: number | null;
  faceUp: boolean;
  /** Its name for screen readers when face down. */
  backLabel: string;
  className?: string;
};

/**
 * A playing card of a 52-card deck (0 to 51, rank = card % 13 + 1, suit = card / 13, as every
 * card game of the house numbers them) in SVG: the rank and suit in two corners and a large suit in the middle, on a
 * front and a back that turn over with a CSS transform.
 */
export const PlayingCard = ({ card, faceUp, backLabel, className = '' }: Props) => {
  const shown = faceUp && card !== null;
  const suit = card === null ? '' : (SUITS[suitOf(card)] ?? '');
  const rank = card === null ? '' : rankText(card);
  return (
    <span
      className={`tb-card${shown ? ' is-up' : ' is-down'}${card !== null && isRed(card) ? ' is-red' : ''} ${className}`}
      role="img"
      aria-label={shown ? cardName(card) : backLabel}
      data-card={shown ? cardName(card) : ''}
      data-testid="playing-card"
    >
      <span className="tb-card__inner" aria-hidden="true">
        <svg className="tb-card__face tb-card__front" viewBox="0 0 60 84">
          <rect x="1" y="1" width="58" height="82" rx="6" className="tb-card__paper" />
          {card !== null && (
            <>
              <text x="6" y="17" className="tb-card__rank">
                {rank}
              </text>
              <text x="6" y="29" className="tb-card__pip">
                {suit}
              </text>
              <text x="30" y="55" textAnchor="middle" className="tb-card__suit">
                {suit}
              </text>
              <g transform="rotate(180 30 42)">
                <text x="6" y="17" className="tb-card__rank">
                  {rank}
                </text>
                <text x="6" y="29" className="tb-card__pip">
                  {suit}
                </text>
              </g>
            </>
          )}
        </svg>
        <svg className="tb-card__face tb-card__back" viewBox="0 0 60 84">
          <rect x="1" y="1" width="58" height="82" rx="6" className="tb-card__back-paper" />
          <rect x="6" y="6" width="48" height="72" rx="3" className="tb-card__back-frame" />
          <path d="M30 18 L44 42 L30 66 L16 42 Z" className="tb-card__back-mark" />
        </svg>
      </span>
    </span>
  );
};
