import { RED_ENVELOPE_REFETCH_MS } from '@member-site/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { RED_ENVELOPE_QUERY_KEY, useRedEnvelope } from '../api/get-red-envelope';
import { formatCountdown, useSecondsUntil } from '../hooks/use-seconds-until';
import { RedEnvelopeModal } from './red-envelope-modal';
import classes from './red-envelope.module.css';

/**
 * The red envelope of spec section 4: fetched on login and on RedEnvelopeDisplay, shown as a
 * floating envelope counting down to its end every second; at zero it goes and is fetched again
 * 3 s later. Clicking it (or Enter or Space on it) opens the envelope; a 102 answer clears it.
 */
export const RedEnvelopeHost = () => {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const { data: envelope } = useRedEnvelope(loggedIn);
  const [clearedId, setClearedId] = useState<number | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const seconds = useSecondsUntil(envelope?.end_at);

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: RED_ENVELOPE_QUERY_KEY });
  };
  useRealtimeEvent('RedEnvelopeDisplay', refetch);

  const ended = envelope != null && seconds === 0;
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: RED_ENVELOPE_QUERY_KEY });
    }, RED_ENVELOPE_REFETCH_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [ended, envelope, queryClient]);

  if (!loggedIn) return null;
  const shown = envelope != null && !ended && envelope.id !== clearedId ? envelope : null;
  const modalEnvelope = openedId !== null && envelope?.id === openedId ? envelope : null;
  const countdown = formatCountdown(seconds);

  return (
    <>
      {shown && openedId === null && (
        <button
          type="button"
          className={classes.float}
          data-testid="red-envelope-float"
          aria-label={t('redEnvelope.floatLabel', { time: countdown })}
          onClick={() => {
            setOpenedId(shown.id);
          }}
        >
          <span className={classes.seal} aria-hidden="true">
            {t('redEnvelope.seal')}
          </span>
          <span className={classes.countdown} aria-hidden="true">
            {countdown}
          </span>
        </button>
      )}
      {modalEnvelope && (
        <RedEnvelopeModal
          envelope={modalEnvelope}
          seconds={seconds}
          onGone={() => {
            setClearedId(modalEnvelope.id);
          }}
          onClose={() => {
            setOpenedId(null);
          }}
        />
      )}
    </>
  );
};
