import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  stakes: string[];
  index: number;
  labels: string[];
  disabled: boolean;
  onChange: (index: number) => void;
};

/** The bet: − and + step through the game's stakes; the value opens the whole list. */
export const StakeSelector = ({ stakes, index, labels, disabled, onChange }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // The list closes on a click elsewhere and on Escape.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="lf-stake" ref={root}>
      <button
        type="button"
        className="lf-round-button"
        onClick={() => onChange(index - 1)}
        disabled={disabled || index <= 0}
        aria-label={t('game.decrease_bet')}
      >
        −
      </button>
      <button
        type="button"
        className="lf-stake__value"
        onClick={() => setOpen((value) => !value)}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('game.choose_bet')}
      >
        <span className="lf-label">{t('game.total_bet')}</span>
        <strong data-testid="stake">{labels[index]}</strong>
      </button>
      <button
        type="button"
        className="lf-round-button"
        onClick={() => onChange(index + 1)}
        disabled={disabled || index >= stakes.length - 1}
        aria-label={t('game.increase_bet')}
      >
        +
      </button>
      {open && !disabled && (
        <ul className="lf-stake__list" role="listbox" aria-label={t('game.choose_bet')}>
          {stakes.map((stake, i) => (
            <li key={stake} role="option" aria-selected={i === index}>
              <button
                type="button"
                onClick={() => {
                  onChange(i);
                  setOpen(false);
                }}
              >
                {labels[i]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
