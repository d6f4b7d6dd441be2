import type { RacingCard, RacingOutcome } from '@member-site/house-games/racing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { useRoundShown } from '../lib/use-round-shown';
import {
  RUNNER_NUMBERS,
  horseNameOf,
  raceTime,
  readRacingCard,
  readRacingOutcome,
} from './racing-table';
import { Silk } from './silk';

/** How long the race runs on screen, start to the last finisher. */
export const RACE_MS = 24_000;

/**
 * Each runner's distance covered (0 to 1000) at a share of the race's running time, between the
 * outcome's checkpoints: checkpoint k stands at (k + 1) / count of the time, everyone at 0 at 0.
 */
export const positionsAt = (checkpoints: readonly number[][], progress: number): number[] => {
  const count = checkpoints.length;
  const last = checkpoints[count - 1];
  if (!last) return RUNNER_NUMBERS.map(() => 0);
  const at = Math.min(1, Math.max(0, progress)) * count;
  const reached = Math.floor(at);
  if (reached >= count) return [...last];
  const before = reached === 0 ? last.map(() => 0) : (checkpoints[reached - 1] ?? last);
  const after = checkpoints[reached] ?? last;
  const share = at - reached;
  return before.map(
    (distance, index) => distance + ((after[index] ?? distance) - distance) * share,
  );
};

type Race = {
  roundId: number;
  card: RacingCard | null;
  outcome: RacingOutcome;
  /** Still running on screen. */
  running: boolean;
};

/** The first three of a race with their finishing times. */
const ResultBoard = ({ outcome, title }: { outcome: RacingOutcome; title: string }) => {
  const { t } = useTranslation();
  return (
    <section className="vr-result" aria-label={title} data-testid="race-result">
      <h3 className="vr-result__title">{title}</h3>
      <ol className="vr-result__list">
        {outcome.order.slice(0, 3).map((number, place) => (
          <li key={number} className={`vr-result__row vr-result__row--${place + 1}`}>
            <span className="vr-result__place">{t(`racing.place_${place + 1}`)}</span>
            <Silk number={number} />
            <span className="vr-result__name">
              #{number} {horseNameOf(outcome, number)}
            </span>
            <span className="vr-result__time">
              {t('racing.seconds', { time: raceTime(outcome.times[number - 1] ?? 0) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
};

/**
 * The track: eight lanes, the runners at the start while bets are open, then the race run from
 * the outcome's checkpoints over `RACE_MS` up to the finishing line, then the result board.
 * A race loaded already run, and every race with `instant`, shows its result at once.
 */
export const RacingStage = ({ round, phase, history, instant, onShown }: TableView) => {
  const { t } = useTranslation();
  const card = readRacingCard(round?.card);
  const outcome = readRacingOutcome(round?.outcome);
  const roundId = round?.round_id ?? null;
  const [race, setRace] = useState<Race | null>(() =>
    outcome && roundId !== null ? { roundId, card, outcome, running: false } : null,
  );
  const [elapsed, setElapsed] = useState(0);

  // A new outcome starts its race (the previous one, still running, gives way).
  if (outcome && roundId !== null && race?.roundId !== roundId) {
    setRace({ roundId, card, outcome, running: !instant });
    setElapsed(0);
  }

  const running = race?.running === true && !instant;
  useRoundShown(onShown, roundId, outcome !== null && race?.roundId === roundId && !running);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (time: number) => {
      start ??= time;
      const spent = time - start;
      if (spent >= RACE_MS) {
        setElapsed(RACE_MS);
        setRace((current) => (current ? { ...current, running: false } : current));
        return;
      }
      setElapsed(spent);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  // The race on the track: the one running, or the shown round's once it has run.
  const shown = race && (running || race.roundId === roundId) ? race : null;
  const lanesCard = shown?.card ?? card;
  const progress = running ? elapsed / RACE_MS : 1;
  const positions = shown
    ? positionsAt(shown.outcome.checkpoints, progress)
    : RUNNER_NUMBERS.map(() => 0);
  const placeOf = (number: number): number => (shown?.outcome.order.indexOf(number) ?? -1) + 1;
  const leader = running
    ? positions.reduce(
        (best, distance, index) => (distance > (positions[best] ?? 0) ? index : best),
        0,
      ) + 1
    : null;
  const lastTime = shown ? Math.max(...shown.outcome.times) : 0;
  const last = readRacingOutcome(history[0]?.outcome);

  let caption: string;
  if (running && leader !== null) caption = t('racing.leads', { runner: leader });
  else if (shown) caption = t('racing.finished');
  else if (phase === 'voided') caption = t('tables.phase.voided');
  else if (phase === 'closing' || phase === 'drawing') caption = t('racing.going_down');
  else if (card) caption = t('racing.at_start');
  else caption = t('racing.no_card');

  return (
    <section
      className={`vr-stage${running ? ' is-running' : ''}${shown && !running ? ' is-finished' : ''}`}
      aria-label={t('racing.stage')}
      data-testid="racing-stage"
    >
      <div className="vr-stage__head">
        <p className="vr-stage__caption" data-testid="race-caption">
          {caption}
        </p>
        {running && (
          <span className="vr-stage__clock" aria-hidden="true">
            {t('racing.seconds', { time: raceTime(Math.floor(progress * lastTime)) })}
          </span>
        )}
      </div>
      <div className="vr-track" role="img" aria-label={t('racing.track')}>
        <div className="vr-track__finish" aria-hidden="true" />
        {RUNNER_NUMBERS.map((number, index) => {
          const x = (positions[index] ?? 0) / 1000;
          const place = placeOf(number);
          return (
            <div key={number} className="vr-lane">
              <span className="vr-lane__name">{lanesCard?.runners[index]?.name ?? ''}</span>
              <span
                className={`vr-runner${leader === number ? ' is-leading' : ''}`}
                style={{ left: `calc((100% - 2.4rem - 12px) * ${x})` }}
                data-testid="track-runner"
                data-distance={Math.round(positions[index] ?? 0)}
              >
                <Silk number={number} />
                {!running && place > 0 && place <= 3 && (
                  <span className={`vr-runner__place vr-runner__place--${place}`}>{place}</span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <div aria-live="polite">
        {shown && !running && <ResultBoard outcome={shown.outcome} title={t('racing.result')} />}
        {!shown && last && <ResultBoard outcome={last} title={t('racing.last_race')} />}
      </div>
    </section>
  );
};
