import { CURRENCIES, padJackpot } from '@member-site/contracts/constants';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { ErrorState } from '../../../shared/ui/states';
import { useJackpot } from '../api/get-jackpot';
import classes from './jackpot.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** One digit as a reel that rolls to its value. */
const RollingDigit = ({ digit, animate }: { digit: string; animate: boolean }) => {
  const index = Math.max(0, DIGITS.indexOf(digit));
  return (
    <span className={classes.tile}>
      <span
        className={classes.reel}
        data-animate={animate || undefined}
        style={{ transform: `translateY(-${index * 10}%)` }}
      >
        {DIGITS.map((value) => (
          <span key={value} className={classes.digit}>
            {value}
          </span>
        ))}
      </span>
    </span>
  );
};

/** Split "0001234567.89" into its ten integer digits and the fraction. */
export const jackpotParts = (padded: string): { digits: string[]; fraction: string } => {
  const [whole = '', fraction = ''] = padded.split('.');
  return { digits: Array.from(whole), fraction };
};

/** Thousands grouping from the right: a gap after digits 1, 4 and 7 of ten. */
const endsGroup = (index: number, count: number): boolean =>
  index < count - 1 && (count - 1 - index) % 3 === 0;

type JackpotProps = { variant: 'desktop' | 'mobile' };

/**
 * The progressive jackpot in the site currency, padded to ten digits and asked again every 30 s.
 * Digits roll to new values unless the visitor prefers reduced motion.
 */
export const Jackpot = ({ variant }: JackpotProps) => {
  const { t } = useTranslation();
  const currency = useSiteCurrency();
  const { data, isError, refetch } = useJackpot(currency);
  const reducedMotion = useReducedMotion();
  const padded = data ? padJackpot(data.jackpot_amount_total) : padJackpot('0');
  // Start from zeros shaped like the amount, its fraction too (the server's page shows them), and
  // roll up once the first amount is known: the digits change, nothing is added or moves.
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setShown(padded);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [padded]);

  const { digits, fraction } = jackpotParts(
    reducedMotion ? padded : (shown ?? padded.replace(/\d/g, '0')),
  );
  const symbol = currency ? CURRENCIES[currency].symbol : '';

  return (
    <section
      className={classes.jackpot}
      data-variant={variant}
      data-testid="jackpot"
      aria-labelledby="jackpot-title"
      aria-busy={!data || undefined}
    >
      <div className={classes.heading}>
        <span className={classes.crown} aria-hidden="true">
          ♛
        </span>
        <h2 id="jackpot-title" className={classes.title}>
          {t('jackpot.title')}
        </h2>
        {currency && <span className={classes.currency}>{currency}</span>}
      </div>
      {isError && !data ? (
        <ErrorState compact onRetry={() => void refetch()} />
      ) : (
        <div className={classes.amount}>
          {/* Read as an amount ("¥ 1,234,567.89"), not as the padded digits the eye sees. */}
          <span className="visually-hidden" data-testid="jackpot-value">
            {data
              ? currency
                ? formatMoney(data.jackpot_amount_total, currency)
                : data.jackpot_amount_total
              : ''}
          </span>
          <span className={classes.symbol} aria-hidden="true">
            {symbol}
          </span>
          <span className={classes.digits} aria-hidden="true">
            {digits.map((digit, index) => (
              <span
                key={index}
                className={classes.slot}
                data-group-end={endsGroup(index, digits.length) || undefined}
              >
                <RollingDigit digit={digit} animate={!reducedMotion} />
              </span>
            ))}
            {fraction && <span className={classes.fraction}>.{fraction}</span>}
          </span>
        </div>
      )}
      <p className={classes.note}>{t('jackpot.note')}</p>
    </section>
  );
};
