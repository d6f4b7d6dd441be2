import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { oddsText } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';

type Props = {
  odds: number | null;
  format: OddsFormat;
  /** The market is suspended or closed: the button is locked. */
  locked: boolean;
  selected: boolean;
  /** What the button picks, for the accessible name ("Arsenal 1.95"). */
  label: string;
  /** A short caption above the odds ("1", "+0.5", "O 2.5"). */
  caption?: string;
  onPick: () => void;
  testId: string;
};

type Flash = 'up' | 'down' | null;

/** How long a move of the odds stays highlighted. */
const FLASH_MS = 1600;

/**
 * One selection's odds: a toggle that puts it in the slip, locked while its market is
 * suspended, flashing up or down for a moment when the odds move.
 */
export const OddsButton = ({
  odds,
  format,
  locked,
  selected,
  label,
  caption,
  onPick,
  testId,
}: Props) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(odds);
  const [flash, setFlash] = useState<Flash>(null);
  if (odds !== shown) {
    // A move of the odds since the last render: highlighted, then calm again.
    setShown(odds);
    setFlash(odds !== null && shown !== null ? (odds > shown ? 'up' : 'down') : null);
  }
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, shown]);

  const disabled = locked || odds === null;
  const text = oddsText(odds, format);
  return (
    <button
      type="button"
      className={`sb-odds${selected ? ' is-selected' : ''}${flash ? ` is-${flash}` : ''}${locked ? ' is-locked' : ''}`}
      aria-pressed={selected}
      aria-label={`${label} ${locked ? t('sports.locked') : text}`}
      disabled={disabled}
      onClick={onPick}
      data-testid={testId}
      data-flash={flash ?? undefined}
    >
      {caption !== undefined && <span className="sb-odds__caption">{caption}</span>}
      <span className="sb-odds__value">
        {locked ? (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v10H5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        ) : (
          text
        )}
        {flash && (
          <span className="sb-odds__arrow" aria-hidden="true">
            {flash === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
};
