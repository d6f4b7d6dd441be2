import type { SlotRoundView } from '@member-site/contracts';
import { LANGUAGE_BCP47, type Currency } from '@member-site/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { formatMoney, toMinor } from '../../../shared/lib/money';
import { verifyHref } from '../../../shared/lib/verify-link';
import { Modal } from '../../../shared/ui/modal';
import { HISTORY_PAGE_SIZE, fetchRounds } from '../api/game-calls';

type Props = {
  token: string;
  onError: (error: unknown) => void;
  onClose: () => void;
};

export const HistoryModal = ({ token, onError, onClose }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [rounds, setRounds] = useState<SlotRoundView[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    fetchRounds(token, page)
      .then((answer) => {
        if (!live) return;
        setRounds((known) => (page === 1 ? answer.list : [...known, ...answer.list]));
        setTotal(answer.total_count);
      })
      .catch((error: unknown) => {
        if (live) onError(error);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [token, page, onError]);

  const time = new Intl.DateTimeFormat(LANGUAGE_BCP47[language], {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const money = (amount: string, currency: Currency) =>
    formatMoney(toMinor(amount, currency), currency);

  return (
    <Modal title={t('history.title')} onClose={onClose}>
      {total === 0 && <p className="lf-hint">{t('history.empty')}</p>}
      {rounds.length > 0 && (
        <table className="lf-history">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.stake')}</th>
              <th scope="col">{t('history.win')}</th>
              <th scope="col">
                <span className="lf-sr">{t('history.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={`${round.round_id}-${round.created_at}`} data-testid="history-row">
                <td>
                  {time.format(new Date(round.created_at))}
                  {round.free_spins > 0 && (
                    <small className="lf-badge">
                      {t('history.free_spins', { n: round.free_spins })}
                    </small>
                  )}
                </td>
                <td className="lf-money" data-testid="history-stake">
                  {money(round.stake, round.currency)}
                </td>
                <td
                  data-testid="history-win"
                  className={`lf-money${toMinor(round.win, round.currency) > 0n ? ' is-win' : ''}`}
                >
                  {money(round.win, round.currency)}
                </td>
                <td>
                  <a
                    className="lf-link"
                    data-testid="history-verify"
                    target="_blank"
                    rel="noopener"
                    title={round.fair.server_seed ? undefined : t('history.seed_hidden')}
                    href={verifyHref({
                      serverSeed: round.fair.server_seed,
                      serverSeedHash: round.fair.server_seed_hash,
                      clientSeed: round.fair.client_seed,
                      nonce: round.fair.nonce,
                      stake: round.stake,
                      currency: round.currency,
                    })}
                  >
                    {t('history.verify')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rounds.some((round) => !round.fair.server_seed) && (
        <p className="lf-hint">{t('history.seed_hidden')}</p>
      )}
      {loading && <p className="lf-hint">{t('common.loading')}</p>}
      {!loading &&
        total !== null &&
        rounds.length < total &&
        rounds.length >= page * HISTORY_PAGE_SIZE && (
          <button
            type="button"
            className="lf-secondary"
            onClick={() => {
              setLoading(true);
              setPage((value) => value + 1);
            }}
          >
            {t('history.more')}
          </button>
        )}
    </Modal>
  );
};
