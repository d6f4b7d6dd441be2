import { CURRENCY_CODES, formatMinorUnits } from '@member-site/contracts/constants';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney, readCurrency } from '../../shared/lib/money';
import { readVerifyParams } from '../../shared/lib/verify-link';
import { SymbolIcon } from '../../shared/symbols/symbol-icon';
import { verifyRound, type VerifyInput, type Verification } from './recompute';
import { TableRoundVerify } from './table-round/table-round-verify';
import './verify.css';

const DEFAULT_STAKE = '1.00';

const initialInput = (): VerifyInput & { currencyText: string } => {
  const params = readVerifyParams(window.location.search);
  return {
    serverSeed: params.serverSeed,
    serverSeedHash: params.serverSeedHash,
    clientSeed: params.clientSeed,
    nonce: params.nonce,
    stake: params.stake || DEFAULT_STAKE,
    currency: readCurrency(params.currency),
    currencyText: readCurrency(params.currency) ?? '',
  };
};

/** Anyone's check of a slot round: the inputs in, the round recomputed here, the result out. */
const SlotVerify = () => {
  const { t } = useTranslation();
  const [form, setForm] = useState(initialInput);
  const [result, setResult] = useState<Verification | null>(() =>
    form.serverSeed !== '' ? verifyRound(form) : null,
  );

  useEffect(() => {
    document.title = `${t('verify.title')} · ${t('game.site')}`;
  }, [t]);

  const update = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setResult(verifyRound(form));
  };

  const money = useMemo(
    () => (minor: number) =>
      form.currency ? formatMoney(minor, form.currency) : formatMinorUnits(minor, 'USD'),
    [form.currency],
  );

  return (
    <main className="vf-page">
      <header className="vf-head">
        <svg viewBox="0 0 100 100" className="vf-emblem" aria-hidden="true">
          <use href="#lf-sym-lotus" />
        </svg>
        <div>
          <p className="vf-site">{t('game.site')}</p>
          <h1>{t('verify.title')}</h1>
        </div>
      </header>
      <p className="vf-lead">{t('verify.lead')}</p>

      <form className="vf-form" onSubmit={submit} noValidate>
        <label>
          <span>{t('verify.server_seed')}</span>
          <input
            className="lf-input lf-mono"
            name="server_seed"
            value={form.serverSeed}
            onChange={(event) => update({ serverSeed: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            placeholder="64 hex"
          />
        </label>
        <label>
          <span>{t('verify.server_seed_hash')}</span>
          <input
            className="lf-input lf-mono"
            name="server_seed_hash"
            value={form.serverSeedHash}
            onChange={(event) => update({ serverSeedHash: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <label>
          <span>{t('verify.client_seed')}</span>
          <input
            className="lf-input lf-mono"
            name="client_seed"
            value={form.clientSeed}
            onChange={(event) => update({ clientSeed: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <div className="vf-row">
          <label>
            <span>{t('verify.nonce')}</span>
            <input
              className="lf-input lf-mono"
              name="nonce"
              inputMode="numeric"
              value={form.nonce}
              onChange={(event) => update({ nonce: event.target.value })}
            />
          </label>
          <label>
            <span>{t('verify.stake')}</span>
            <input
              className="lf-input lf-mono"
              name="stake"
              inputMode="decimal"
              value={form.stake}
              onChange={(event) => update({ stake: event.target.value })}
            />
          </label>
          <label>
            <span>{t('verify.currency')}</span>
            <select
              className="lf-input"
              name="currency"
              value={form.currencyText}
              onChange={(event) =>
                update({
                  currencyText: event.target.value,
                  currency: readCurrency(event.target.value),
                })
              }
            >
              <option value="">{t('verify.no_currency')}</option>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className="lf-primary">
          {t('verify.submit')}
        </button>
      </form>

      {result && !result.ok && (
        <ul className="vf-problems" role="alert">
          {result.problems.map((problem) => (
            <li key={problem}>{t(`verify.problem_${problem}`)}</li>
          ))}
        </ul>
      )}

      {result?.ok && (
        <section className="vf-result" aria-live="polite">
          <div
            className={`vf-hash${result.hashMatches === false ? ' is-bad' : ''}${result.hashMatches ? ' is-good' : ''}`}
            data-testid="hash-check"
          >
            <p>{t('verify.computed_hash')}</p>
            <code className="lf-mono">{result.computedHash}</code>
            <strong>
              {result.hashMatches === null
                ? t('verify.hash_not_given')
                : result.hashMatches
                  ? t('verify.hash_match')
                  : t('verify.hash_mismatch')}
            </strong>
          </div>

          <div className="vf-total">
            <span>{t('verify.total_win')}</span>
            <strong data-testid="verify-total">{money(result.round.win)}</strong>
            <small>
              {t('verify.summary', {
                spins: result.round.spins.length,
                free: result.round.freeSpins,
              })}
              {result.round.capped ? ` · ${t('verify.capped')}` : ''}
            </small>
          </div>

          <ol className="vf-spins">
            {result.round.spins.map((spin, index) => (
              <li key={index} className="vf-spin" data-testid="verify-spin">
                <h2>
                  {index === 0 ? t('verify.base_spin') : t('verify.free_spin', { n: index })}
                  {spin.multiplier > 1 && <span className="lf-badge">×{spin.multiplier}</span>}
                </h2>
                <p className="vf-stops">
                  {t('verify.stops')}: <code className="lf-mono">{spin.stops.join(', ')}</code>
                </p>
                <div className="vf-grid" role="table" aria-label={t('verify.grid')}>
                  {[0, 1, 2].map((row) => (
                    <div role="row" key={row}>
                      {spin.grid.map((column, reel) => {
                        const symbol = column[row] ?? '';
                        return (
                          <div role="cell" key={reel} data-symbol={symbol}>
                            <SymbolIcon symbol={symbol} label={t(`symbols.${symbol}`)} />
                          </div>
                        );
                      })}
                    </div>
                  ))}
                </div>
                {spin.lineWins.length === 0 && spin.scatterWin === 0 ? (
                  <p className="lf-hint">{t('verify.no_win')}</p>
                ) : (
                  <ul className="vf-wins">
                    {spin.lineWins.map((win) => (
                      <li key={win.line}>
                        {t('verify.line_win', {
                          line: win.line + 1,
                          kind: win.count,
                          symbol: t(`symbols.${win.symbol}`),
                        })}
                        <strong>{money(win.win)}</strong>
                      </li>
                    ))}
                    {spin.scatterWin > 0 && (
                      <li>
                        {t('verify.scatter_win', { n: spin.scatters })}
                        <strong>{money(spin.scatterWin)}</strong>
                      </li>
                    )}
                  </ul>
                )}
                {spin.freeSpinsAwarded > 0 && (
                  <p className="vf-free">{t('verify.awarded', { n: spin.freeSpinsAwarded })}</p>
                )}
                <p className="vf-spin-win">
                  {t('verify.spin_win')}: <strong>{money(spin.win)}</strong>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="vf-how">
        <h2>{t('verify.how_title')}</h2>
        <p>{t('verify.how_1')}</p>
        <p>{t('verify.how_2')}</p>
        <pre className="lf-mono">{`HMAC_SHA256(key = server_seed, message = "client_seed:nonce:block")`}</pre>
        <p>{t('verify.how_3')}</p>
      </section>
    </main>
  );
};

/** A table round's id in the address (`?round=<id>`), or undefined. */
const roundOfAddress = (search: string): number | undefined => {
  const text = new URLSearchParams(search).get('round') ?? '';
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
};

/** A table round's check, fetched from the server and replayed in the browser. */
const TableVerify = ({ roundId }: { roundId: number }) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('table_verify.title')} · ${t('game.site')}`;
  }, [t]);
  return (
    <main className="vf-page">
      <header className="vf-head">
        <svg viewBox="0 0 100 100" className="vf-emblem" aria-hidden="true">
          <use href="#lf-sym-lotus" />
        </svg>
        <div>
          <p className="vf-site">{t('game.site')}</p>
          <h1>{t('table_verify.title')}</h1>
        </div>
      </header>
      <p className="vf-lead">{t('table_verify.lead')}</p>
      <TableRoundVerify roundId={roundId} />
    </main>
  );
};

/**
 * The verify page: a table round's check at `?round=<id>`, else the slot's replay from its
 * seeds.
 */
export const VerifyPage = () => {
  const [roundId] = useState(() => roundOfAddress(window.location.search));
  return roundId === undefined ? <SlotVerify /> : <TableVerify roundId={roundId} />;
};
