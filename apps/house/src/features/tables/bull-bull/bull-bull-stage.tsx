import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { useRoundShown } from '../lib/use-round-shown';
import { BullHandView } from './bull-hand';
import { PLAYER_HANDS, bullBullOutcomeLabel, readBullBullOutcome } from './bull-bull-table';

/** How long the dealt cards stay face down before the first hand turns over. */
export const DEAL_MS = 900;
/** The pause between two hands turning over. */
export const REVEAL_MS = 650;
/** Steps of the reveal: players 1 to 5, then the banker. */
export const REVEAL_STEPS = PLAYER_HANDS.length + 1;

type Reveal = { roundId: number | null; step: number };

/**
 * The banker's hand and the five player hands. While the round takes bets they lie face down;
 * once it draws they turn over one by one, player 1 to player 5 and the banker last, and then
 * each player hand is marked as beating the banker or not. A round loaded already drawn, reduced
 * motion and `instant` show everything at once.
 */
export const BullBullStage = ({ round, phase, instant, onShown }: TableView) => {
  const { t } = useTranslation();
  const rawOutcome = round?.outcome;
  const outcome = useMemo(() => readBullBullOutcome(rawOutcome), [rawOutcome]);
  const roundId = round?.round_id ?? null;
  const drawn = outcome !== null;
  const [reveal, setReveal] = useState<Reveal>(() => ({
    roundId: drawn ? roundId : null,
    step: drawn ? REVEAL_STEPS : 0,
  }));
  let step = 0;
  if (drawn) step = instant ? REVEAL_STEPS : reveal.roundId === roundId ? reveal.step : 0;

  useEffect(() => {
    if (!drawn || instant || roundId === null || step >= REVEAL_STEPS) return;
    const timer = setTimeout(
      () => setReveal({ roundId, step: step + 1 }),
      step === 0 ? DEAL_MS : REVEAL_MS,
    );
    return () => clearTimeout(timer);
  }, [drawn, instant, roundId, step]);

  const done = drawn && step >= REVEAL_STEPS;
  useRoundShown(onShown, roundId, done);
  let caption: string;
  if (done) caption = bullBullOutcomeLabel(rawOutcome, t);
  else if (drawn) caption = t('bullBull.revealing');
  else if (phase === 'drawing' || phase === 'closing') caption = t('bullBull.dealing');
  else if (phase === 'voided') caption = t('tables.phase.voided');
  else caption = t('bullBull.place_bets');

  return (
    <section
      className={`bb-stage${drawn && !done ? ' is-revealing' : ''}${done ? ' is-done' : ''}`}
      aria-label={t('bullBull.stage')}
      data-testid="bull-stage"
    >
      <ul className="bb-stage__banker">
        <BullHandView
          name={t('bullBull.banker')}
          hand={done ? outcome.banker : null}
          banker
          testId="hand-banker"
        />
      </ul>
      <ul className="bb-stage__players">
        {PLAYER_HANDS.map((n) => {
          const hand = outcome && step >= n ? (outcome.players[n - 1] ?? null) : null;
          let result: 'win' | 'lose' | null = null;
          if (done) result = outcome.winners[n - 1] ? 'win' : 'lose';
          return (
            <BullHandView
              key={n}
              name={t('bullBull.player', { n })}
              hand={hand}
              result={result}
              testId={`hand-player-${n}`}
            />
          );
        })}
      </ul>
      <p className="bb-stage__caption" aria-live="polite" data-testid="bull-result">
        {caption}
      </p>
    </section>
  );
};
