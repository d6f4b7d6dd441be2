import type { TableRoundCheck } from '@member-site/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../../../shared/api/house-call';
import { fetchRoundCheck } from '../../tables/api/table-calls';
import { Die } from '../../tables/dice/die';
import { diceOutcomeLabel, readDiceOutcome } from '../../tables/dice/dice-table';
import { verifyTableRound } from './table-verifiers';
import '../../tables/dice/dice.css';

/** How each game's outcome is shown, by game code; others show their JSON. */
const OUTCOME_VIEWS: Record<string, (outcome: unknown) => ReactNode> = {
  l_dice_lottery: (outcome) => {
    const dice = readDiceOutcome(outcome);
    return dice ? (
      <span className="vf-dice">
        {dice.dice.map((face, index) => (
          <Die key={index} face={face} label={String(face)} />
        ))}
      </span>
    ) : null;
  },
};

const OUTCOME_LABELS: Record<string, typeof diceOutcomeLabel> = {
  l_dice_lottery: diceOutcomeLabel,
};

const Outcome = ({ gameCode, outcome }: { gameCode: string; outcome: unknown }) => {
  const { t } = useTranslation();
  const view = OUTCOME_VIEWS[gameCode];
  const label = OUTCOME_LABELS[gameCode];
  return (
    <div className="vf-outcome">
      {view?.(outcome)}
      {label ? (
        <span>{label(outcome, t)}</span>
      ) : (
        <code className="lf-mono">{JSON.stringify(outcome)}</code>
      )}
    </div>
  );
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; check: TableRoundCheck };

type Props = { roundId: number; fetchCheck?: typeof fetchRoundCheck };

/** A table round's check: its seed against the chain, and the round replayed in the browser. */
export const TableRoundVerify = ({ roundId, fetchCheck = fetchRoundCheck }: Props) => {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    fetchCheck(roundId).then(
      (check) => {
        if (live) setLoad({ state: 'ready', check });
      },
      (error: unknown) => {
        if (live)
          setLoad({ state: 'failed', message: error instanceof HouseError ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
  }, [roundId, fetchCheck]);

  if (load.state === 'loading') {
    return <div className="hs-spinner vf-spinner" role="status" aria-label={t('common.loading')} />;
  }
  if (load.state === 'failed') {
    return (
      <p className="vf-problems" role="alert">
        {load.message || t('errors.network')}
      </p>
    );
  }
  const { check } = load;
  const { round } = check;
  const result = verifyTableRound(check);
  return (
    <section className="vf-result vf-table" aria-live="polite" data-testid="table-verify">
      <dl className="vf-facts">
        <div>
          <dt>{t('table_verify.game')}</dt>
          <dd>{t(`table_verify.games.${check.game_code}`, { defaultValue: check.game_code })}</dd>
        </div>
        <div>
          <dt>{t('table_verify.round')}</dt>
          <dd>{round.number}</dd>
        </div>
        <div>
          <dt>{t('table_verify.status')}</dt>
          <dd>{t(`table_verify.status_${round.status}`)}</dd>
        </div>
        <div>
          <dt>{t('table_verify.chain_index')}</dt>
          <dd>{round.chain.index}</dd>
        </div>
      </dl>
      <h2>{t('table_verify.commitment')}</h2>
      <code className="lf-mono">{round.chain.commitment}</code>
      <h2>{t('table_verify.seed')}</h2>
      <code className="lf-mono" data-testid="round-seed">
        {round.seed ?? t('table_verify.seed_hidden')}
      </code>
      <h2>{t('table_verify.previous')}</h2>
      <code className="lf-mono">{check.previous}</code>

      {result.kind === 'not-drawn' && <p className="lf-hint">{t('table_verify.not_drawn')}</p>}
      {result.kind !== 'not-drawn' && (
        <div className={`vf-hash ${result.linkOk ? 'is-good' : 'is-bad'}`} data-testid="link-check">
          <strong>{result.linkOk ? t('table_verify.link_ok') : t('table_verify.link_bad')}</strong>
        </div>
      )}
      {result.kind === 'unsupported' && <p className="lf-hint">{t('table_verify.unsupported')}</p>}
      {result.kind === 'replayed' && (
        <>
          <h2>{t('table_verify.recomputed')}</h2>
          <div data-testid="recomputed-outcome">
            <Outcome gameCode={check.game_code} outcome={result.outcome} />
          </div>
          {round.outcome !== null && (
            <>
              <h2>{t('table_verify.published')}</h2>
              <Outcome gameCode={check.game_code} outcome={round.outcome} />
            </>
          )}
          <div
            className={`vf-hash ${result.matches === false ? 'is-bad' : 'is-good'}`}
            data-testid="outcome-check"
          >
            <strong>
              {result.matches === null
                ? t('table_verify.no_outcome')
                : result.matches
                  ? t('table_verify.match')
                  : t('table_verify.mismatch')}
            </strong>
          </div>
        </>
      )}
      <section className="vf-how">
        <h2>{t('verify.how_title')}</h2>
        <p>{t('table_verify.how_1')}</p>
        <p>{t('table_verify.how_2')}</p>
        <pre className="lf-mono">{`HMAC_SHA256(key = seed, message = "${check.game_code}:0:block")`}</pre>
      </section>
    </section>
  );
};
