import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { useRoundShown } from '../lib/use-round-shown';
import { Die } from './die';
import { diceOutcomeLabel, readDiceOutcome } from './dice-table';

/** How long the dice tumble before they land on a round's outcome. */
export const ROLL_MS = 1400;

/**
 * The three dice: they shake while the round draws, tumble when its outcome arrives and land on
 * it; between rounds they show the last result. Reduced motion shows the outcome at once.
 */
export const DiceStage = ({ round, phase, history, instant, onShown }: TableView) => {
  const { t } = useTranslation();
  // Read once per outcome: the page re-renders with its clock, and a new object would restart
  // the roll.
  const rawOutcome = round?.outcome;
  const outcome = useMemo(() => readDiceOutcome(rawOutcome), [rawOutcome]);
  const roundId = round?.round_id ?? null;
  // The round whose dice have landed; a round loaded already drawn does not roll again.
  const [landed, setLanded] = useState<number | null>(() => (outcome ? roundId : null));

  useEffect(() => {
    if (!outcome || roundId === null || landed === roundId) return;
    if (instant) {
      const timer = setTimeout(() => setLanded(roundId), 0);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => setLanded(roundId), ROLL_MS);
    return () => clearTimeout(timer);
  }, [outcome, roundId, landed, instant]);

  const waitingDraw = !outcome && (phase === 'drawing' || phase === 'closing');
  const rolling = !instant && ((outcome !== null && landed !== roundId) || phase === 'drawing');
  const last = readDiceOutcome(history[0]?.outcome);
  const shown = outcome ?? (phase === 'betting' || phase === 'waiting' ? last : null);
  const faces = shown?.dice ?? [1, 2, 3];
  const showResult = outcome !== null && (instant || landed === roundId);
  useRoundShown(onShown, roundId, showResult);

  let caption: string;
  if (showResult) caption = diceOutcomeLabel(round?.outcome, t);
  else if (waitingDraw || rolling) caption = t('dice.rolling');
  else if (phase === 'voided') caption = t('tables.phase.voided');
  else if (last)
    caption = t('dice.last_result', { result: diceOutcomeLabel(history[0]?.outcome, t) });
  else caption = t('dice.place_bets');

  return (
    <section
      className={`dc-stage${rolling && !showResult ? ' is-rolling' : ''}${showResult ? ' is-landed' : ''}${!outcome && !rolling ? ' is-idle' : ''}`}
      aria-label={t('dice.stage')}
      data-testid="dice-stage"
    >
      <div className="dc-stage__dice">
        {faces.map((face, index) => (
          <Die key={index} face={face} className={`dc-die--${index}`} />
        ))}
      </div>
      <p className="dc-stage__caption" aria-live="polite" data-testid="dice-result">
        {caption}
      </p>
    </section>
  );
};
