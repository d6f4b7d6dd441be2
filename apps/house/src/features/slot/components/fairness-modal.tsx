import type { FairSeed, RevealedSeed } from '@member-site/contracts';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../../../shared/api/house-call';
import { verifyHref } from '../../../shared/lib/verify-link';
import { Modal } from '../../../shared/ui/modal';
import { rotateSeed, setClientSeed } from '../api/game-calls';
import { clientSeedProblem } from '../lib/client-seed';

type Props = {
  token: string;
  seed: FairSeed;
  /** Seed rotation only for real-money sessions. */
  canRotate: boolean;
  /** No seed change while a round is on. */
  busy: boolean;
  stake: string;
  currency: string;
  onSeed: (seed: FairSeed) => void;
  onError: (error: unknown) => void;
  onClose: () => void;
};

const errorText = (error: unknown, fallback: string): string =>
  error instanceof HouseError && error.message !== '' ? error.message : fallback;

export const FairnessModal = ({
  token,
  seed,
  canRotate,
  busy,
  stake,
  currency,
  onSeed,
  onError,
  onClose,
}: Props) => {
  const { t } = useTranslation();
  const [clientSeed, setClientSeedText] = useState(seed.client_seed);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = clientSeedProblem(clientSeed);
    setSaved(false);
    if (found) {
      setProblem(t(`fair.seed_${found}`));
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const next = await setClientSeed(token, clientSeed);
      onSeed(next);
      setSaved(true);
    } catch (error) {
      if (error instanceof HouseError && error.isSessionEnded) onError(error);
      else setProblem(errorText(error, t('errors.network')));
    } finally {
      setPending(false);
    }
  };

  const rotate = async () => {
    setPending(true);
    try {
      const answer = await rotateSeed(token);
      setRevealed(answer.revealed);
      onSeed(answer.seed);
      setClientSeedText(answer.seed.client_seed);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={t('fair.title')} onClose={onClose}>
      <p className="lf-hint">{t('fair.intro')}</p>
      <dl className="lf-seed">
        <div>
          <dt>{t('fair.server_seed_hash')}</dt>
          <dd className="lf-mono" data-testid="seed-hash">
            {seed.server_seed_hash}
          </dd>
        </div>
        <div>
          <dt>{t('fair.next_nonce')}</dt>
          <dd className="lf-mono" data-testid="seed-nonce">
            {seed.nonce}
          </dd>
        </div>
      </dl>
      <form className="lf-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="client-seed">{t('fair.client_seed')}</label>
        <div className="lf-form__row">
          <input
            id="client-seed"
            className="lf-input lf-mono"
            value={clientSeed}
            onChange={(event) => {
              setClientSeedText(event.target.value);
              setSaved(false);
              setProblem(null);
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby="client-seed-help"
          />
          <button type="submit" className="lf-secondary" disabled={pending || busy}>
            {t('fair.save_seed')}
          </button>
        </div>
        <p
          id="client-seed-help"
          className={problem ? 'lf-error' : 'lf-hint'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? (saved ? t('fair.seed_saved') : t('fair.seed_rule'))}
        </p>
      </form>

      {canRotate && (
        <section className="lf-rotate">
          <p className="lf-hint">{t('fair.rotate_text')}</p>
          <button
            type="button"
            className="lf-secondary"
            disabled={pending || busy}
            onClick={() => void rotate()}
            data-testid="rotate-seed"
          >
            {t('fair.rotate')}
          </button>
        </section>
      )}

      {revealed && (
        <section className="lf-revealed" aria-live="polite">
          <h3>{t('fair.revealed_title')}</h3>
          <dl className="lf-seed">
            <div>
              <dt>{t('fair.server_seed')}</dt>
              <dd className="lf-mono" data-testid="revealed-seed">
                {revealed.server_seed}
              </dd>
            </div>
            <div>
              <dt>{t('fair.server_seed_hash')}</dt>
              <dd className="lf-mono">{revealed.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('fair.client_seed')}</dt>
              <dd className="lf-mono" data-testid="revealed-client-seed">
                {revealed.client_seed}
              </dd>
            </div>
            <div>
              <dt>{t('fair.rounds')}</dt>
              <dd>
                {t('fair.rounds_value', {
                  n: revealed.rounds,
                  last: Math.max(0, revealed.rounds - 1),
                })}
              </dd>
            </div>
          </dl>
          <a
            className="lf-link"
            href={verifyHref({
              serverSeed: revealed.server_seed,
              serverSeedHash: revealed.server_seed_hash,
              clientSeed: revealed.client_seed,
              nonce: 0,
              stake,
              currency,
            })}
            target="_blank"
            rel="noopener"
          >
            {t('fair.verify_link')}
          </a>
          <p className="lf-hint">{t('fair.new_seed_shown')}</p>
        </section>
      )}
    </Modal>
  );
};
