import type { RedEnvelope } from '@member-site/contracts';
import { Alert, Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatSiteDateTime } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { useSessionStore } from '../../../shared/session/session-store';
import { useClaimRedEnvelope } from '../api/claim-red-envelope';
import { RED_ENVELOPE_QUERY_KEY } from '../api/get-red-envelope';
import { formatCountdown } from '../hooks/use-seconds-until';
import classes from './red-envelope.module.css';

/**
 * The opened envelope: its countdown and end (on the site's clock, America/Caracas), then what it
 * held. Closing after a claim refreshes the member's cash and the wallet list; a 102 answer shows
 * the server's message and the envelope is cleared.
 */
export const RedEnvelopeModal = ({
  envelope,
  seconds,
  onGone,
  onClose,
}: {
  envelope: RedEnvelope;
  seconds: number;
  /** The server said the envelope is gone for this member (102): stop showing it. */
  onGone: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const currency = useSessionStore((state) => state.session?.currency);
  const claim = useClaimRedEnvelope();

  const close = () => {
    if (claim.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RED_ENVELOPE_QUERY_KEY });
    }
    claim.reset();
    onClose();
  };

  const open = () => {
    claim.mutate(envelope.id, {
      onError: (error) => {
        if (isApiError(error) && error.code === '102') onGone();
      },
    });
  };

  const renderBody = () => {
    if (claim.isSuccess) {
      return (
        <>
          <p>{t('redEnvelope.won')}</p>
          <p className={classes.cash} data-testid="red-envelope-cash">
            {currency ? formatMoney(claim.data.cash, currency) : claim.data.cash}
          </p>
          <p className={classes.muted}>{t('redEnvelope.inWallet')}</p>
          <Button color="gold" onClick={close} data-autofocus>
            {t('redEnvelope.close')}
          </Button>
        </>
      );
    }
    const gone = isApiError(claim.error) && claim.error.code === '102';
    return (
      <>
        {!gone && (
          <>
            <p className={classes.muted}>{t('redEnvelope.endsIn')}</p>
            <p className={classes.bigCountdown} role="timer" aria-live="off">
              {formatCountdown(seconds)}
            </p>
            <p className={classes.muted}>
              {t('redEnvelope.endsAt', { time: formatSiteDateTime(envelope.end_at, language) })}
            </p>
          </>
        )}
        {claim.isError && (
          <Alert color="red" role="alert" data-testid="red-envelope-error">
            {gone ? claim.error.message : describeError(claim.error, t)}
          </Alert>
        )}
        {gone ? (
          <Button color="gold" onClick={close} data-autofocus>
            {t('redEnvelope.close')}
          </Button>
        ) : (
          <Button
            color="red"
            size="lg"
            loading={claim.isPending}
            disabled={seconds === 0}
            onClick={open}
            data-autofocus
            data-testid="red-envelope-open"
          >
            {t('redEnvelope.open')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Modal
      opened
      onClose={close}
      centered
      title={t('redEnvelope.title')}
      attributes={{ content: { 'data-testid': 'red-envelope-modal' } }}
    >
      <div className={classes.body}>{renderBody()}</div>
    </Modal>
  );
};
