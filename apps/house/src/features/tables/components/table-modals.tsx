import type { TableRoundView } from '@member-site/contracts';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../shared/ui/modal';
import type { TableGameDefinition } from '../lib/table-game';

/** The verify page's address for a round of a table. */
export const roundVerifyHref = (roundId: number): string =>
  `/house/verify?round=${encodeURIComponent(String(roundId))}`;

const percent = (value: number, language: string): string =>
  new Intl.NumberFormat(language.replace('_', '-'), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

const time = (iso: string, language: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(language.replace('_', '-'), { hour: '2-digit', minute: '2-digit' });
};

type HistoryProps = {
  game: TableGameDefinition;
  history: readonly TableRoundView[];
  onClose: () => void;
};

/** The table's finished rounds, newest first. */
export const HistoryModal = ({ game, history, onClose }: HistoryProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Modal title={t('tables.history_title')} onClose={onClose}>
      {history.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <ol className="tb-history" data-testid="history-list">
          {history.map((round) => (
            <li key={round.round_id} className="tb-history__row" data-testid="history-row">
              <span className="tb-history__number">
                {t('tables.round_number', { n: round.number })}
              </span>
              <span className="tb-history__time">{time(round.draws_at, i18n.language)}</span>
              <span className="tb-history__outcome">
                {round.status === 'voided'
                  ? t('tables.phase.voided')
                  : (game.outcomeView?.(round.outcome) ?? null)}
                <span className={game.outcomeView ? 'lf-sr' : undefined}>
                  {round.status === 'voided' ? '' : game.outcomeLabel(round.outcome, t)}
                </span>
              </span>
              <a className="lf-link" href={roundVerifyHref(round.round_id)}>
                {t('tables.verify')}
              </a>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
};

type RulesProps = { game: TableGameDefinition; onClose: () => void };

/** Each bet's payout and theoretical return, and how a round goes. */
export const RulesModal = ({ game, onClose }: RulesProps) => {
  const { t, i18n } = useTranslation();
  const rows = game.rules(t);
  return (
    <Modal title={t('tables.rules_title', { game: game.name(t) })} onClose={onClose} size="wide">
      <p>{t('tables.rules_round')}</p>
      <table className="tb-rules" data-testid="rules-table">
        <thead>
          <tr>
            <th scope="col">{t('tables.rules_bet')}</th>
            <th scope="col">{t('tables.rules_pays')}</th>
            <th scope="col">{t('tables.rules_rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.bet}</th>
              <td>{row.pays}</td>
              <td>{percent(row.rtp, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lf-hint">{t('tables.rules_rtp_note')}</p>
      <p className="lf-hint">{t('tables.rules_limits')}</p>
    </Modal>
  );
};

type FairnessProps = {
  commitment: string | null;
  history: readonly TableRoundView[];
  onClose: () => void;
};

/** The hash chain the table draws from, and each finished round's revealed seed. */
export const FairnessModal = ({ commitment, history, onClose }: FairnessProps) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('tables.fair_title')} onClose={onClose} size="wide">
      <p>{t('tables.fair_intro')}</p>
      <h3>{t('tables.fair_commitment')}</h3>
      <code className="lf-mono tb-code" data-testid="commitment">
        {commitment ?? t('tables.fair_no_chain')}
      </code>
      <p className="lf-hint">{t('tables.fair_how')}</p>
      <h3>{t('tables.fair_rounds')}</h3>
      {history.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <ol className="tb-fair-list">
          {history.map((round) => (
            <li key={round.round_id} data-testid="fair-row">
              <div className="tb-fair-list__head">
                <strong>{t('tables.round_number', { n: round.number })}</strong>
                <span>{t('tables.fair_index', { n: round.chain.index })}</span>
                <a className="lf-link" href={roundVerifyHref(round.round_id)}>
                  {t('tables.verify')}
                </a>
              </div>
              <code className="lf-mono tb-code">{round.seed ?? t('tables.fair_no_seed')}</code>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
};
