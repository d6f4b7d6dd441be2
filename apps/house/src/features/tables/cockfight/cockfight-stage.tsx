import type {
  CockfightEntrant,
  CockfightExchange,
  CockfightSide,
} from '@member-site/house-games/cockfight';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { useRoundShown } from '../lib/use-round-shown';
import {
  birdName,
  cockfightOutcomeLabel,
  readCockfightCard,
  readCockfightOutcome,
} from './cockfight-table';
import { Rooster } from './rooster';

/** How long each exchange of the fight takes on screen. */
export const EXCHANGE_MS = 900;
/** A round already played to the end. */
const ALL = Number.MAX_SAFE_INTEGER;

/** Each bird's health after the first `count` exchanges, from 100. */
export const healthAfter = (
  exchanges: readonly CockfightExchange[],
  count: number,
): Record<CockfightSide, number> => {
  const health = { meron: 100, wala: 100 };
  for (const exchange of exchanges.slice(0, count)) {
    const target = exchange.attacker === 'meron' ? 'wala' : 'meron';
    health[target] = Math.max(0, health[target] - exchange.damage);
  }
  return health;
};

type FighterProps = {
  side: CockfightSide;
  bird: Pick<CockfightEntrant, 'name' | 'colour'> | null;
  health: number;
  /** The exchange being shown: the bird strikes, is hit, or neither. */
  action: 'strike' | 'hit' | 'dodge' | null;
  /** Changes with every exchange so its animation plays again. */
  beat: number;
  result: 'won' | 'lost' | 'draw' | null;
};

const Fighter = ({ side, bird, health, action, beat, result }: FighterProps) => {
  const { t } = useTranslation();
  const level = health > 50 ? 'high' : health > 20 ? 'mid' : 'low';
  return (
    <div className={`cf-fighter cf-fighter--${side}${result ? ` is-${result}` : ''}`}>
      <div className="cf-fighter__head">
        <span className="cf-fighter__side">{t(`cockfight.side_${side}`)}</span>
        <strong>{bird?.name ?? '—'}</strong>
      </div>
      <div
        className="cf-health"
        role="meter"
        aria-label={t('cockfight.health_of', { name: bird?.name ?? t(`cockfight.side_${side}`) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={health}
      >
        <span
          className={`cf-health__fill cf-health__fill--${level}`}
          style={{ width: `${health}%` }}
        />
        <span className="cf-health__text" data-testid={`health-${side}`}>
          {health}
        </span>
      </div>
      <div key={beat} className={`cf-fighter__bird${action ? ` is-${action}` : ''}`}>
        {bird && <Rooster colour={bird.colour} facing={side === 'meron' ? 'right' : 'left'} />}
        {action === 'hit' && <span className="cf-spark" aria-hidden="true" />}
      </div>
    </div>
  );
};

/**
 * The pit: the card's two birds face each other; when the outcome arrives the fight plays out
 * exchange by exchange, health bars dropping with each hit, and the winner is announced.
 * Reduced motion shows the result at once.
 */
export const CockfightStage = ({ round, phase, instant, onShown }: TableView) => {
  const { t } = useTranslation();
  const rawCard = round?.card;
  const rawOutcome = round?.outcome;
  const card = useMemo(() => readCockfightCard(rawCard), [rawCard]);
  // Read once per outcome: the page re-renders with its clock, and a new object would restart
  // the fight's timer.
  const outcome = useMemo(() => readCockfightOutcome(rawOutcome), [rawOutcome]);
  const roundId = round?.round_id ?? null;
  // How many exchanges of which round have been shown; a round loaded already drawn is shown
  // played out.
  const [played, setPlayed] = useState<{ id: number | null; step: number }>(() => ({
    id: outcome ? roundId : null,
    step: outcome ? ALL : 0,
  }));
  const total = outcome?.exchanges.length ?? 0;
  const step = instant ? ALL : played.id === roundId ? played.step : 0;

  useEffect(() => {
    if (!outcome || roundId === null || instant || step > total) return;
    const timer = setTimeout(() => setPlayed({ id: roundId, step: step + 1 }), EXCHANGE_MS);
    return () => clearTimeout(timer);
  }, [outcome, roundId, instant, step, total]);

  // The last exchange is shown too, then the result.
  const done = outcome !== null && step > total;
  useRoundShown(onShown, roundId, done);
  const health = outcome
    ? done
      ? outcome.health
      : healthAfter(outcome.exchanges, step)
    : { meron: 100, wala: 100 };
  const current = outcome && !done && step > 0 ? outcome.exchanges[step - 1] : undefined;

  const birds = {
    meron:
      card?.meron ?? (outcome ? { name: birdName(outcome.meron), colour: 'red' as const } : null),
    wala:
      card?.wala ?? (outcome ? { name: birdName(outcome.wala), colour: 'grey' as const } : null),
  };

  const actionOf = (side: CockfightSide): FighterProps['action'] => {
    if (!current) return null;
    if (current.attacker === side) return 'strike';
    return current.hit ? 'hit' : 'dodge';
  };
  const resultOf = (side: CockfightSide): FighterProps['result'] => {
    if (!done) return null;
    if (outcome.winner === 'draw') return 'draw';
    return outcome.winner === side ? 'won' : 'lost';
  };

  let caption: string;
  if (done) caption = cockfightOutcomeLabel(round?.outcome, t);
  else if (current) {
    const name = birds[current.attacker]?.name ?? '';
    caption = current.hit
      ? t('cockfight.exchange_hit', { n: step, total, name, damage: current.damage })
      : t('cockfight.exchange_miss', { n: step, total, name });
  } else if (outcome || phase === 'drawing' || phase === 'closing')
    caption = t('cockfight.fight_on');
  else if (phase === 'voided') caption = t('tables.phase.voided');
  else if (card) caption = t('cockfight.place_bets');
  else caption = t('cockfight.no_card');

  return (
    <section
      className={`cf-stage${done ? ' is-done' : ''}${outcome && !done ? ' is-fighting' : ''}`}
      aria-label={t('cockfight.stage')}
      data-testid="cockfight-stage"
    >
      <div className="cf-stage__pit">
        {(['meron', 'wala'] as const).map((side) => (
          <Fighter
            key={side}
            side={side}
            bird={birds[side]}
            health={health[side]}
            action={actionOf(side)}
            beat={step}
            result={resultOf(side)}
          />
        ))}
      </div>
      <p className="cf-stage__caption" aria-live="polite" data-testid="fight-result">
        {caption}
      </p>
      {done && (
        <p className="cf-stage__detail" data-testid="fight-detail">
          {t('cockfight.fight_detail', { n: total, s: outcome.seconds })}
        </p>
      )}
    </section>
  );
};
