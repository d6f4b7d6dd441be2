import { Button } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePageSettled } from '../../../shared/hooks/use-page-settled';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { useQuickbetFrame, type QuickbetDevice } from '../api/get-quickbet-frame';
import { readFrameMessage } from '../utils/check-frame';
import { QUICKBET_RESERVED_HEIGHT } from '../utils/reserved-height';
import classes from './sport-quickbet-frame.module.css';

/** A match the frame asks to open: the book's game, at that match. */
export type QuickbetMatch = {
  gpId: number;
  gameType: number;
  gameCode: string;
  fixtureId: number;
};

type Props = {
  device: QuickbetDevice;
  onOpenMatch: (match: QuickbetMatch) => void;
};

/**
 * Whether the page has settled or the block has come on screen (`ref` goes on the block): the
 * frame is a whole app of its own, whose start would otherwise share a phone's first seconds with
 * the lobby's, for a block that starts below the first screen.
 */
const useFrameWanted = () => {
  const settled = usePageSettled();
  const { ref, inViewport } = useInViewport<HTMLElement>();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  // A browser that cannot tell what is on screen loads the frame at once.
  const observable = typeof IntersectionObserver === 'function';
  return { ref, wanted: settled || seen || !observable, waiting: !settled && !seen };
};

/**
 * The home page's sports quick-bet frame (spec section 4, "Sport iframe"): fetch its address,
 * check it, then show it at the height it reports (S001), or the page error. A match clicked in
 * it (U003) opens the book's game. Only messages of this frame, on the site's origin, count. The
 * frame itself loads once the page has settled or the block comes on screen, whichever is first;
 * until then the block shows its loading state in its reserved room, still (a shimmer there would
 * make a frame for every step of it while the page comes alive), and shimmering once it loads.
 */
export const SportQuickbetFrame = ({ device, onOpenMatch }: Props) => {
  const { t, i18n } = useTranslation();
  const currency = useSiteCurrency();
  const frame = useQuickbetFrame(currency, device, i18n.language);
  const iframe = useRef<HTMLIFrameElement>(null);
  const { ref: block, wanted, waiting } = useFrameWanted();
  const [height, setHeight] = useState<number | null>(null);
  const open = useRef(onOpenMatch);
  useEffect(() => {
    open.current = onOpenMatch;
  }, [onOpenMatch]);

  const gpId = frame.data?.gpId;
  useEffect(() => {
    if (gpId === undefined) return;
    const onMessage = (event: MessageEvent) => {
      const source = iframe.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      const message = readFrameMessage(event.data);
      if (message?.type === 'S001') setHeight(message.height);
      if (message?.type === 'U003') {
        // The provider is the one the site named for the frame, not what the frame says.
        open.current({
          gpId,
          gameType: message.gameType,
          gameCode: message.gameCode,
          fixtureId: message.fixtureId,
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gpId]);

  const reserved = QUICKBET_RESERVED_HEIGHT[device];
  return (
    <section
      ref={block}
      className={classes.block}
      data-device={device}
      style={{ minHeight: reserved }}
      aria-label={t('sportQuickbet.title')}
      data-testid="sport-quickbet"
    >
      {frame.isError ? (
        <div className={classes.error} role="alert" data-testid="sport-quickbet-error">
          <strong>{t('sportQuickbet.errorTitle')}</strong>
          <p>{t('sportQuickbet.errorText')}</p>
          <Button variant="light" onClick={() => void frame.refetch()}>
            {t('sportQuickbet.retry')}
          </Button>
        </div>
      ) : frame.data && wanted ? (
        <iframe
          ref={iframe}
          className={classes.frame}
          src={frame.data.url}
          title={t('sportQuickbet.frameTitle')}
          style={{ height: height ?? reserved }}
          data-testid="sport-quickbet-frame"
        />
      ) : (
        // Still while the frame waits for the page to settle; shimmering once it is on its way.
        <div
          className={classes.loading}
          aria-busy="true"
          data-waiting={waiting || undefined}
          data-testid="sport-quickbet-loading"
        />
      )}
    </section>
  );
};
