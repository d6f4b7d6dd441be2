import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../shared/ui/modal';
import {
  AUTOPLAY_LOSS_LIMITS,
  AUTOPLAY_ROUNDS,
  AUTOPLAY_SINGLE_WINS,
  type AutoplaySettings,
} from '../lib/autoplay';

type Props = {
  /** Money text of a number of bets, for the limits' labels. */
  betsLabel: (bets: number) => string;
  onStart: (settings: AutoplaySettings) => void;
  onClose: () => void;
};

const roundsLabel = (rounds: number) => (Number.isFinite(rounds) ? String(rounds) : '∞');

export const AutoplayDialog = ({ betsLabel, onStart, onClose }: Props) => {
  const { t } = useTranslation();
  const [rounds, setRounds] = useState<number>(AUTOPLAY_ROUNDS[0]);
  const [lossLimit, setLossLimit] = useState<number | null>(null);
  const [singleWin, setSingleWin] = useState<number | null>(null);

  return (
    <Modal title={t('autoplay.title')} onClose={onClose}>
      <fieldset className="lf-choice">
        <legend>{t('autoplay.rounds')}</legend>
        {AUTOPLAY_ROUNDS.map((value) => (
          <label key={value} className={rounds === value ? 'is-on' : undefined}>
            <input
              type="radio"
              name="autoplay-rounds"
              checked={rounds === value}
              onChange={() => setRounds(value)}
            />
            <span>{Number.isFinite(value) ? roundsLabel(value) : t('autoplay.until_stopped')}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="lf-choice">
        <legend>
          {t('autoplay.loss_limit')} <em>*</em>
        </legend>
        {AUTOPLAY_LOSS_LIMITS.map((value) => (
          <label key={value} className={lossLimit === value ? 'is-on' : undefined}>
            <input
              type="radio"
              name="autoplay-loss"
              checked={lossLimit === value}
              onChange={() => setLossLimit(value)}
            />
            <span>
              {t('autoplay.times_bet', { n: value })}
              <small>{betsLabel(value)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="lf-choice">
        <legend>{t('autoplay.single_win')}</legend>
        <label className={singleWin === null ? 'is-on' : undefined}>
          <input
            type="radio"
            name="autoplay-win"
            checked={singleWin === null}
            onChange={() => setSingleWin(null)}
          />
          <span>{t('autoplay.no_limit')}</span>
        </label>
        {AUTOPLAY_SINGLE_WINS.map((value) => (
          <label key={value} className={singleWin === value ? 'is-on' : undefined}>
            <input
              type="radio"
              name="autoplay-win"
              checked={singleWin === value}
              onChange={() => setSingleWin(value)}
            />
            <span>
              {t('autoplay.times_bet', { n: value })}
              <small>{betsLabel(value)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="lf-hint">{t('autoplay.feature_stops')}</p>
      {lossLimit === null && <p className="lf-hint lf-hint--warn">{t('autoplay.loss_required')}</p>}
      <button
        type="button"
        className="lf-primary"
        disabled={lossLimit === null}
        onClick={() => {
          if (lossLimit === null) return;
          onStart({ rounds, lossLimitBets: lossLimit, singleWinBets: singleWin });
        }}
      >
        {t('autoplay.start', { n: roundsLabel(rounds) })}
      </button>
    </Modal>
  );
};
