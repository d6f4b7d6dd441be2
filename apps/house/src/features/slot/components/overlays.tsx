import type { Currency } from '@member-site/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { SymbolIcon } from '../../../shared/symbols/symbol-icon';
import type { Overlay } from '../lib/slot-controller';

/** Counts up from zero to `target` over `durationMs` (at once when 0). */
const useCountUp = (target: bigint, durationMs: number): bigint => {
  const [value, setValue] = useState(durationMs > 0 ? 0n : target);
  useEffect(() => {
    if (durationMs <= 0) return;
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue((target * BigInt(Math.round(eased * 10_000))) / 10_000n);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return durationMs > 0 ? value : target;
};

const BigWin = ({
  overlay,
  currency,
}: {
  overlay: Extract<Overlay, { kind: 'big-win' }>;
  currency: Currency;
}) => {
  const { t } = useTranslation();
  const shown = useCountUp(overlay.win, Math.max(0, overlay.durationMs - 600));
  return (
    <>
      <div className="lf-rays" aria-hidden="true" />
      <p className={`lf-overlay__tier lf-overlay__tier--${overlay.tier}`}>
        {t(`game.win_tier.${overlay.tier}`)}
      </p>
      <p className="lf-overlay__amount" data-testid="big-win-amount">
        {formatMoney(shown, currency)}
      </p>
      <div className="lf-coins" aria-hidden="true">
        {Array.from({ length: 14 }, (_, i) => (
          <SymbolIcon
            key={i}
            symbol="ingot"
            className="lf-coin"
            style={{ animationDelay: `${(i % 7) * 120}ms`, left: `${(i * 7.3) % 100}%` }}
          />
        ))}
      </div>
    </>
  );
};

type Props = { overlay: Overlay; currency: Currency; onSkip: () => void };

/** The full-reel celebrations: free spins won, free spins over, big win. A click skips. */
export const RoundOverlay = ({ overlay, currency, onSkip }: Props) => {
  const { t } = useTranslation();
  return (
    <div
      className={`lf-overlay lf-overlay--${overlay.kind}`}
      role="status"
      aria-live="assertive"
      onClick={onSkip}
    >
      {overlay.kind === 'free-intro' && (
        <>
          <SymbolIcon symbol="ingot" className="lf-overlay__emblem" />
          <p className="lf-overlay__tier">
            {overlay.retrigger
              ? t('game.free_spins_retrigger', { n: overlay.spins })
              : t('game.free_spins_won', { n: overlay.spins })}
          </p>
          <p className="lf-overlay__text">{t('game.free_spins_rule')}</p>
        </>
      )}
      {overlay.kind === 'free-outro' && (
        <>
          <p className="lf-overlay__tier">{t('game.free_spins_over')}</p>
          <p className="lf-overlay__amount">{formatMoney(overlay.win, currency)}</p>
          <p className="lf-overlay__text">{t('game.free_spins_played', { n: overlay.spins })}</p>
        </>
      )}
      {overlay.kind === 'big-win' && <BigWin overlay={overlay} currency={currency} />}
      <p className="lf-overlay__skip">{t('game.tap_to_skip')}</p>
    </div>
  );
};
