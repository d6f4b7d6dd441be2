import type { TableRoundView } from '@member-site/contracts';
import { useTranslation } from 'react-i18next';

import { secondsUntil, type RoundPhase } from '../lib/clock';

type Props = { round: TableRoundView | null; phase: RoundPhase; now: number };

/** The round's number, its phase and the countdowns to the close of bets and to the draw. */
export const RoundBar = ({ round, phase, now }: Props) => {
  const { t } = useTranslation();
  const closesIn = round ? secondsUntil(round.closes_at, now) : 0;
  const drawsIn = round ? secondsUntil(round.draws_at, now) : 0;
  const total = round ? Math.max(1, Date.parse(round.closes_at) - Date.parse(round.opens_at)) : 1;
  const left = round ? Math.max(0, Date.parse(round.closes_at) - now) : 0;
  const share = phase === 'betting' ? Math.min(1, left / total) : 0;
  return (
    <section className={`tb-round tb-round--${phase}`} aria-label={t('tables.round_bar')}>
      <div className="tb-round__number">
        {round ? t('tables.round_number', { n: round.number }) : t('tables.no_round')}
      </div>
      <div className="tb-round__phase" data-testid="round-phase" aria-live="polite">
        {t(`tables.phase.${phase}`)}
      </div>
      <div className="tb-round__clock" data-testid="round-clock">
        {phase === 'betting' && <span>{t('tables.closes_in', { s: closesIn })}</span>}
        {(phase === 'betting' || phase === 'closing') && (
          <span>{t('tables.draws_in', { s: drawsIn })}</span>
        )}
        {phase === 'voided' && round?.void_reason && <span>{round.void_reason}</span>}
      </div>
      <div className="tb-round__meter" aria-hidden="true">
        <span style={{ transform: `scaleX(${share})` }} />
      </div>
    </section>
  );
};
