import type { BullHand as Hand } from '@member-site/house-games/bull-bull';
import { useTranslation } from 'react-i18next';

import { PlayingCard, cardName } from '../components/playing-card';
import { handLabel } from './bull-bull-table';

type Props = {
  /** "Banker", "Player 3". */
  name: string;
  /** The hand once it is revealed; null while its cards are face down. */
  hand: Hand | null;
  /** Against the banker, for a revealed player hand once the banker's is revealed too. */
  result?: 'win' | 'lose' | null;
  banker?: boolean;
  testId: string;
};

/**
 * A hand of five cards: face down until it is revealed, then its cards with the three making the
 * bull grouped apart from the other two, its category and its multiplier.
 */
export const BullHandView = ({ name, hand, result = null, banker = false, testId }: Props) => {
  const { t } = useTranslation();
  const grouped =
    hand !== null &&
    hand.bullCards.length === 3 &&
    (hand.category === 'bull' || hand.category === 'niu-niu');
  const rest = hand && grouped ? hand.cards.filter((card) => !hand.bullCards.includes(card)) : [];
  const category = hand ? handLabel(hand, t) : '';
  let resultText = '';
  if (result === 'win') resultText = t('bullBull.win');
  else if (result === 'lose') resultText = t('bullBull.lose');

  return (
    <li
      className={`bb-hand${banker ? ' bb-hand--banker' : ''}${hand ? ' is-revealed' : ' is-hidden'}${result ? ` is-${result}` : ''}`}
      data-testid={testId}
    >
      <div className="bb-hand__head">
        <strong className="bb-hand__name">{name}</strong>
        {result && (
          <span className={`bb-result bb-result--${result}`} data-testid="hand-result">
            {resultText}
          </span>
        )}
      </div>
      <div className="bb-hand__cards">
        {hand === null ? (
          <span className="bb-hand__group">
            {[0, 1, 2, 3, 4].map((index) => (
              <PlayingCard
                key={index}
                card={null}
                faceUp={false}
                backLabel={t('bullBull.face_down')}
              />
            ))}
          </span>
        ) : grouped ? (
          <>
            <span className="bb-hand__group bb-hand__group--bull" data-testid="bull-cards">
              {hand.bullCards.map((card) => (
                <PlayingCard key={card} card={card} faceUp backLabel={t('bullBull.face_down')} />
              ))}
            </span>
            <span className="bb-hand__group">
              {rest.map((card) => (
                <PlayingCard key={card} card={card} faceUp backLabel={t('bullBull.face_down')} />
              ))}
            </span>
          </>
        ) : (
          <span className="bb-hand__group">
            {hand.cards.map((card) => (
              <PlayingCard key={card} card={card} faceUp backLabel={t('bullBull.face_down')} />
            ))}
          </span>
        )}
      </div>
      <p className="bb-hand__category" data-testid="hand-category">
        {hand ? (
          <>
            <span>{category}</span>
            <span className="bb-hand__mult">
              {t('bullBull.multiplier', { m: hand.multiplier })}
            </span>
          </>
        ) : (
          <span className="bb-hand__waiting">{t('bullBull.face_down')}</span>
        )}
      </p>
      {hand && (
        <span className="lf-sr">
          {t('bullBull.cards_sr', {
            cards: hand.cards.map(cardName).join(' '),
            bull: grouped ? hand.bullCards.map(cardName).join(' ') : '—',
          })}
        </span>
      )}
    </li>
  );
};
