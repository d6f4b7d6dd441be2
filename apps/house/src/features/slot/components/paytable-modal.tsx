import type { Currency } from '@member-site/contracts/constants';
import { LOTUS_FORTUNE, LOTUS_FORTUNE_FIGURES } from '@member-site/house-games/slot';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { SymbolIcon } from '../../../shared/symbols/symbol-icon';
import { Modal } from '../../../shared/ui/modal';

/** A share as the paytable writes it: "96.00 %". */
export const formatPercent = (share: number): string => `${(share * 100).toFixed(2)} %`;

const LINE_SYMBOLS = ['dragon', 'phoenix', 'koi', 'lantern', 'A', 'K', 'Q', 'J', '10'] as const;

type Props = { stake: bigint; currency: Currency; onClose: () => void };

export const PaytableModal = ({ stake, currency, onClose }: Props) => {
  const { t } = useTranslation();
  const lines = LOTUS_FORTUNE.paylines.length;
  const lineBet = stake / BigInt(lines);
  const money = (minor: bigint) => formatMoney(minor, currency);
  const counts = [5, 4, 3] as const;

  return (
    <Modal title={t('paytable.title')} onClose={onClose} size="wide">
      <p className="lf-hint">
        {t('paytable.bet_line', {
          stake: money(stake),
          lineBet: money(lineBet),
          lines,
        })}
      </p>
      <section className="lf-pay-grid" aria-label={t('paytable.symbols')}>
        {LINE_SYMBOLS.map((symbol) => {
          const pays = LOTUS_FORTUNE.linePays[symbol] ?? [0, 0, 0];
          return (
            <article className="lf-pay-card" key={symbol} data-testid={`pay-${symbol}`}>
              <SymbolIcon
                symbol={symbol}
                label={t(`symbols.${symbol}`)}
                className="lf-pay-card__icon"
              />
              <table>
                <tbody>
                  {counts.map((count) => {
                    const pay = pays[count - 3] ?? 0;
                    return (
                      <tr key={count}>
                        <th scope="row">{count}×</th>
                        <td>{t('paytable.line_bets', { n: pay })}</td>
                        <td className="lf-money">{money(lineBet * BigInt(pay))}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </article>
          );
        })}
      </section>

      <section className="lf-rule">
        <SymbolIcon symbol="lotus" label={t('symbols.lotus')} className="lf-rule__icon" />
        <div>
          <h3>{t('paytable.wild_title')}</h3>
          <p>{t('paytable.wild_text', { symbol: t('symbols.dragon') })}</p>
        </div>
      </section>
      <section className="lf-rule">
        <SymbolIcon symbol="ingot" label={t('symbols.ingot')} className="lf-rule__icon" />
        <div>
          <h3>{t('paytable.scatter_title')}</h3>
          <p>{t('paytable.scatter_text')}</p>
          <table className="lf-rule__table">
            <thead>
              <tr>
                <th scope="col">{t('paytable.ingots')}</th>
                <th scope="col">{t('paytable.pays')}</th>
                <th scope="col">{t('paytable.free_spins')}</th>
              </tr>
            </thead>
            <tbody>
              {[3, 4, 5].map((n) => {
                const times = LOTUS_FORTUNE.scatterPays[n] ?? 0;
                return (
                  <tr key={n}>
                    <th scope="row">{n}</th>
                    <td>
                      {t('paytable.times_total_bet', { n: times })} ={' '}
                      <span className="lf-money">{money(stake * BigInt(times))}</span>
                    </td>
                    <td>{LOTUS_FORTUNE.freeSpinAwards[n] ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className="lf-rule lf-rule--plain">
        <h3>{t('paytable.free_title')}</h3>
        <p>
          {t('paytable.free_text', {
            multiplier: LOTUS_FORTUNE.freeSpinMultiplier,
            max: LOTUS_FORTUNE.maxFreeSpins,
          })}
        </p>
        <h3>{t('paytable.max_title')}</h3>
        <p>
          {t('paytable.max_text', {
            n: LOTUS_FORTUNE.maxWinStakes,
            amount: money(stake * BigInt(LOTUS_FORTUNE.maxWinStakes)),
          })}
        </p>
        <h3>{t('paytable.rules_title')}</h3>
        <p>{t('paytable.rules_text', { lines })}</p>
      </section>

      <section>
        <h3>{t('paytable.lines_title', { n: lines })}</h3>
        <ol className="lf-lines-grid">
          {LOTUS_FORTUNE.paylines.map((line, index) => (
            <li key={index} aria-label={t('paytable.line_n', { n: index + 1 })}>
              <span>{index + 1}</span>
              <svg viewBox="0 0 50 30" aria-hidden="true">
                {Array.from({ length: 15 }, (_, cell) => {
                  const reel = Math.floor(cell / 3);
                  const row = cell % 3;
                  return (
                    <rect
                      key={cell}
                      x={reel * 10 + 0.8}
                      y={row * 10 + 0.8}
                      width="8.4"
                      height="8.4"
                      rx="1.4"
                      className={line[reel] === row ? 'on' : undefined}
                    />
                  );
                })}
              </svg>
            </li>
          ))}
        </ol>
      </section>

      <section className="lf-figures">
        <h3>{t('paytable.figures_title')}</h3>
        <dl>
          <div>
            <dt>{t('paytable.rtp')}</dt>
            <dd data-testid="rtp">{formatPercent(LOTUS_FORTUNE_FIGURES.rtp)}</dd>
          </div>
          <div>
            <dt>{t('paytable.hit_frequency')}</dt>
            <dd>{formatPercent(LOTUS_FORTUNE_FIGURES.hitFrequency)}</dd>
          </div>
          <div>
            <dt>{t('paytable.volatility')}</dt>
            <dd>{t(`paytable.volatility_${LOTUS_FORTUNE_FIGURES.volatility}`)}</dd>
          </div>
        </dl>
        <p className="lf-hint">{t('paytable.figures_note')}</p>
      </section>

      <section className="lf-rule lf-rule--plain">
        <h3>{t('paytable.fair_title')}</h3>
        <p>{t('paytable.fair_1')}</p>
        <p>{t('paytable.fair_2')}</p>
        <p>{t('paytable.fair_3')}</p>
        <p>{t('paytable.fair_4')}</p>
      </section>
    </Modal>
  );
};
