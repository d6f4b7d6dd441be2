import { type ReactNode, useState } from 'react';
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

type Choice<T> = { value: T; label: string; note?: string };

/** One question of the dialog: a row of radio buttons, the chosen one lit. */
const ChoiceGroup = <T,>({
  legend,
  name,
  options,
  selected,
  onSelect,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Choice<T>[];
  selected: T;
  onSelect: (value: T) => void;
}) => (
  <fieldset className="lf-choice">
    <legend>{legend}</legend>
    {options.map(({ value, label, note }) => (
      <label key={String(value)} className={selected === value ? 'is-on' : undefined}>
        <input
          type="radio"
          name={name}
          checked={selected === value}
          onChange={() => onSelect(value)}
        />
        <span>
          {label}
          {note !== undefined && <small>{note}</small>}
        </span>
      </label>
    ))}
  </fieldset>
);

export const AutoplayDialog = ({ betsLabel, onStart, onClose }: Props) => {
  const { t } = useTranslation();
  const [rounds, setRounds] = useState<number>(AUTOPLAY_ROUNDS[0]);
  const [lossLimit, setLossLimit] = useState<number | null>(null);
  const [singleWin, setSingleWin] = useState<number | null>(null);
  const timesBet = (value: number) => ({
    value,
    label: t('autoplay.times_bet', { n: value }),
    note: betsLabel(value),
  });

  return (
    <Modal title={t('autoplay.title')} onClose={onClose}>
      <ChoiceGroup
        legend={t('autoplay.rounds')}
        name="autoplay-rounds"
        selected={rounds}
        onSelect={setRounds}
        options={AUTOPLAY_ROUNDS.map((value) => ({
          value,
          label: Number.isFinite(value) ? roundsLabel(value) : t('autoplay.until_stopped'),
        }))}
      />
      <ChoiceGroup
        legend={
          <>
            {t('autoplay.loss_limit')} <em>*</em>
          </>
        }
        name="autoplay-loss"
        selected={lossLimit}
        onSelect={setLossLimit}
        options={AUTOPLAY_LOSS_LIMITS.map(timesBet)}
      />
      <ChoiceGroup
        legend={t('autoplay.single_win')}
        name="autoplay-win"
        selected={singleWin}
        onSelect={setSingleWin}
        options={[
          { value: null, label: t('autoplay.no_limit') },
          ...AUTOPLAY_SINGLE_WINS.map(timesBet),
        ]}
      />
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
