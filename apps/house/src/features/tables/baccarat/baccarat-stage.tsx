import {
  SHOE_CARDS,
  cardName,
  handTotal,
  type BaccaratOutcome,
  type RoadSide,
} from '@member-site/house-games/baccarat';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { useRoundShown } from '../lib/use-round-shown';
import { baccaratOutcomeLabel, readBaccaratCard, readBaccaratOutcome } from './baccarat-table';
import { PlayingCard } from '../components/playing-card';

/** One beat of the deal: a card put down face down, a card turned up, or the winner shown. */
type DealEvent = { type: 'deal' | 'flip'; side: RoadSide; index: number } | { type: 'win' };

/** How long each beat takes before the next one. */
export const DEAL_MS = 380;
export const FLIP_MS = 650;

/**
 * The deal in order: player, banker, player, banker face down, the four turned up one after
 * another, then each third card dealt and turned (the player's first), then the winner.
 */
export const dealEvents = (outcome: BaccaratOutcome): DealEvent[] => {
  const events: DealEvent[] = [];
  const first: [RoadSide, number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  for (const [side, index] of first) events.push({ type: 'deal', side, index });
  for (const [side, index] of first) events.push({ type: 'flip', side, index });
  for (const side of ['player', 'banker'] as const) {
    if (outcome[side].length > 2) {
      events.push({ type: 'deal', side, index: 2 }, { type: 'flip', side, index: 2 });
    }
  }
  events.push({ type: 'win' });
  return events;
};

/** A step number past any deal's end: the hands as they finished. */
const DONE = Number.MAX_SAFE_INTEGER;

type HandProps = {
  side: RoadSide;
  cards: readonly number[];
  /** How many of the cards are on the table and how many of those are face up. */
  dealt: number;
  up: number;
  winner: boolean;
  pair: boolean;
  dim: boolean;
};

const Hand = ({ side, cards, dealt, up, winner, pair, dim }: HandProps) => {
  const { t } = useTranslation();
  const faceUp = cards.slice(0, up);
  const total = up > 0 ? handTotal(faceUp) : null;
  const name = t(`baccarat.bet_${side}`);
  return (
    <div
      className={`bc-hand bc-hand--${side}${winner ? ' is-winner' : ''}${dim ? ' is-dim' : ''}`}
      data-testid={`hand-${side}`}
    >
      <div className="bc-hand__head">
        <span className="bc-hand__name">{name}</span>
        <strong className="bc-hand__total" data-testid={`total-${side}`} aria-live="off">
          {total ?? '–'}
        </strong>
      </div>
      <div className="bc-hand__cards">
        {[0, 1, 2].map((index) => {
          const card = cards[index];
          if (index >= dealt || card === undefined) {
            return <span key={index} className="bc-slot" aria-hidden="true" />;
          }
          return (
            <PlayingCard
              key={index}
              card={index < up ? card : null}
              faceUp={index < up}
              backLabel={t('baccarat.face_down')}
              className={`bc-card--${index}${index === 2 ? ' bc-card--third' : ''}`}
            />
          );
        })}
      </div>
      <div className="bc-hand__badges">
        {winner && <span className="bc-badge bc-badge--win">{t('baccarat.winner')}</span>}
        {pair && <span className="bc-badge bc-badge--pair">{t(`baccarat.bet_${side}_pair`)}</span>}
      </div>
    </div>
  );
};

/** The shoe: its number, the hand in it, the cards left and the cut card. */
const Shoe = ({
  shoe,
  hand,
  left,
  cutCard,
}: {
  shoe: number;
  hand: number | null;
  left: number;
  cutCard: number;
}) => {
  const { t } = useTranslation();
  return (
    <div className="bc-shoe" data-testid="shoe">
      <div className="bc-shoe__box" aria-hidden="true">
        <span
          className="bc-shoe__fill"
          style={{ width: `${Math.round((left / SHOE_CARDS) * 100)}%` }}
        />
        {cutCard > 0 && (
          <span
            className="bc-shoe__cut"
            style={{ left: `${Math.round((cutCard / SHOE_CARDS) * 100)}%` }}
          />
        )}
      </div>
      <span className="bc-shoe__text">
        {t('baccarat.shoe', { n: shoe })}
        {hand !== null && ` · ${t('baccarat.shoe_hand', { n: hand })}`}
        {' · '}
        <span data-testid="cards-left">{t('baccarat.cards_left', { n: left })}</span>
      </span>
    </div>
  );
};

/**
 * The table's felt: the shoe, the player's and the banker's hands. When a round draws, its cards
 * are dealt face down and turned up one after another with the running totals, then the winner
 * lights up; between rounds the last hands stay on the felt. `instant` shows the final hands.
 */
export const BaccaratStage = ({ round, phase, history, instant, onShown }: TableView) => {
  const { t } = useTranslation();
  const raw = round?.outcome;
  const outcome = useMemo(() => readBaccaratOutcome(raw), [raw]);
  const card = useMemo(() => readBaccaratCard(round?.card), [round?.card]);
  const events = useMemo(() => (outcome ? dealEvents(outcome) : []), [outcome]);
  const roundId = round?.round_id ?? null;
  // The deal's progress; a round loaded already drawn is shown as it finished.
  const [progress, setProgress] = useState(() => ({
    round: outcome ? roundId : null,
    step: DONE,
  }));
  const total = events.length;
  let step = 0;
  if (instant) step = total;
  else if (progress.round === roundId) step = Math.min(progress.step, total);

  useEffect(() => {
    if (instant || roundId === null || total === 0 || step >= total) return;
    const event = events[step];
    const timer = setTimeout(
      () => setProgress({ round: roundId, step: step + 1 }),
      event?.type === 'flip' ? FLIP_MS : DEAL_MS,
    );
    return () => clearTimeout(timer);
  }, [instant, roundId, total, step, events]);

  const lastRound = history.find((entry) => entry.status !== 'voided');
  const last = useMemo(() => readBaccaratOutcome(lastRound?.outcome), [lastRound?.outcome]);
  const showLast = !outcome && (phase === 'betting' || phase === 'waiting') && last !== null;
  const shown = outcome ?? (showLast ? last : null);

  // What is on the felt at this step.
  const dealt = { player: 0, banker: 0 };
  const up = { player: 0, banker: 0 };
  let finished = false;
  if (outcome) {
    for (const event of events.slice(0, step)) {
      if (event.type === 'win') finished = true;
      else if (event.type === 'deal') dealt[event.side] = event.index + 1;
      else up[event.side] = event.index + 1;
    }
  } else if (shown) {
    finished = true;
    dealt.player = up.player = shown.player.length;
    dealt.banker = up.banker = shown.banker.length;
  }
  const dealing = outcome !== null && !finished;
  useRoundShown(onShown, roundId, outcome !== null && finished);

  let caption: string;
  if (outcome && finished) caption = baccaratOutcomeLabel(outcome, t);
  else if (dealing || phase === 'drawing') caption = t('baccarat.dealing');
  else if (phase === 'closing') caption = t('baccarat.no_more_bets');
  else if (phase === 'voided') caption = t('tables.phase.voided');
  else if (showLast) caption = t('baccarat.last_result', { result: baccaratOutcomeLabel(last, t) });
  else caption = t('baccarat.place_bets');

  // The shoe as it stands: the round's card less the cards dealt so far, or the last shoe.
  const dealtNow = outcome ? dealt.player + dealt.banker : 0;
  const shoe = card
    ? { shoe: card.shoe, hand: card.round, left: card.left - dealtNow, cutCard: card.cutCard }
    : last && last.shoeAfter.shoe > 0
      ? {
          shoe: last.shoeAfter.shoe,
          hand: null,
          left: last.shoeAfter.left,
          cutCard: last.shoeAfter.cutCard,
        }
      : null;
  const shown1 = card?.newShoe ? card.burned[0] : undefined;
  const cutOut =
    outcome !== null && finished && outcome.shoeAfter.left <= outcome.shoeAfter.cutCard;

  return (
    <section
      className={`bc-stage${dealing ? ' is-dealing' : ''}${finished && outcome ? ` is-done is-${outcome.winner}` : ''}${showLast ? ' is-idle' : ''}`}
      aria-label={t('baccarat.stage')}
      data-testid="baccarat-stage"
    >
      {shoe && <Shoe {...shoe} />}
      {card?.newShoe && shown1 !== undefined && (
        <div className="bc-burn">
          <PlayingCard
            card={shown1}
            faceUp
            backLabel={t('baccarat.face_down')}
            className="bc-card--mini"
          />
          <span data-testid="new-shoe">
            {t('baccarat.new_shoe', { card: cardName(shown1), n: card.burned.length - 1 })}
          </span>
        </div>
      )}
      <div className="bc-felt">
        {(['player', 'banker'] as const).map((side) => (
          <Hand
            key={side}
            side={side}
            cards={shown?.[side] ?? []}
            dealt={dealt[side]}
            up={up[side]}
            winner={finished && shown?.winner === side}
            pair={finished && (side === 'player' ? shown?.playerPair : shown?.bankerPair) === true}
            dim={showLast}
          />
        ))}
      </div>
      <p className="bc-stage__caption" aria-live="polite" data-testid="baccarat-result">
        {finished && shown?.natural && !showLast ? (
          <span className="bc-badge bc-badge--natural">{t('baccarat.natural')}</span>
        ) : null}
        <span data-testid="baccarat-caption">{caption}</span>
      </p>
      {cutOut && (
        <p className="bc-stage__note" data-testid="cut-card-out">
          {t('baccarat.cut_card_out')}
        </p>
      )}
    </section>
  );
};
