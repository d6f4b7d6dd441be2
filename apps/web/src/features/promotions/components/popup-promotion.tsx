import { type Bulletin } from '@member-site/contracts';
import {
  DISPLAY_DEVICES,
  DISPLAY_FREQUENCIES,
  DISPLAY_LOCATIONS,
  type DisplayLocation,
} from '@member-site/contracts/constants';
import { Button, CloseButton, Modal } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useInertPage } from '../../../shared/hooks/use-inert-page';
import { useLanguage } from '../../../shared/i18n/i18n';
import { RichText } from '../../../shared/ui/rich-text';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useBulletins } from '../api/get-bulletins';
import { useHideBulletin } from '../api/hide-bulletin';
import { useOtherModalOpen } from '../hooks/use-other-modal-open';
import { usePromotionHistoryStore } from '../stores/promotion-history-store';
import {
  POPUP_PHASE_ATTRIBUTE,
  isPopupSettled,
  nextPopupPhase,
  type PopupPhase,
} from '../utils/popup-gate';
import { pickPopup, readPopupClosedAt, rememberPopupClosed } from '../utils/popup-selection';
import classes from './popup-promotion.module.css';

/**
 * A picture or rich text, as the promotion was made. The pop-up's picture is the largest thing on
 * the screen when it opens with the page, so it is fetched ahead of the other pictures and painted
 * in the page's first frame: left to itself, the browser may decode a picture of its size after
 * that frame and paint it a few frames later.
 */
export const BulletinBody = ({
  bulletin,
  prominent,
}: {
  bulletin: Bulletin;
  prominent?: boolean;
}) => (
  <>
    {bulletin.display_content && (
      <img
        src={bulletin.display_content}
        alt={bulletin.title}
        className={classes.picture}
        fetchPriority={prominent ? 'high' : undefined}
        decoding={prominent ? 'sync' : undefined}
      />
    )}
    {bulletin.content && <RichText html={bulletin.content} className={classes.text} />}
  </>
);

/** Publish the phase on `<html>`, so that anything outside React can wait for a decision. */
const usePhaseAttribute = (phase: PopupPhase): void => {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(POPUP_PHASE_ATTRIBUTE, phase);
    return () => {
      root.removeAttribute(POPUP_PHASE_ATTRIBUTE);
    };
  }, [phase]);
};

type PopupPromotionProps = {
  /** Whether the visitor pressed a pointer or a key on this page view (tracked from its start). */
  hasInteracted: boolean;
  /** 2 in the lobby, 3 on the deposit page. */
  location?: DisplayLocation;
};

/**
 * The pop-up promotion of spec sections 3 and 4: the first promotion for this device not closed in
 * this session. Closing remembers the time, so it returns only when a promotion is updated later.
 * It never covers a modal the visitor already has open, nor opens once the visitor has started
 * using the page, where it would take a click meant for something else.
 */
export const PopupPromotion = ({
  hasInteracted,
  location = DISPLAY_LOCATIONS.normal,
}: PopupPromotionProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const device = isDesktop ? DISPLAY_DEVICES.desktop : DISPLAY_DEVICES.mobile;
  const { data: bulletins, isError } = useBulletins({ device, location, language });
  const isMember = useIsLoggedIn();
  const hide = useHideBulletin();
  // The deposit page's promotion shows on every visit: its close time is not remembered.
  const onDepositPage = location === DISPLAY_LOCATIONS.deposit;
  const [closedAt] = useState(() => (onDepositPage ? null : readPopupClosedAt()));
  const openHistory = usePromotionHistoryStore((state) => state.open);
  const [phase, setPhase] = useState<PopupPhase>('waiting');
  // Kept once shown, so the pop-up keeps its content while it fades out.
  const [popup, setPopup] = useState<Bulletin | undefined>(undefined);
  const isOtherModalOpen = useOtherModalOpen(!isPopupSettled(phase));

  const candidate = bulletins ? pickPopup(bulletins, device, closedAt) : undefined;
  const next = nextPopupPhase(phase, {
    hasCandidate: isError ? false : bulletins === undefined ? undefined : candidate !== undefined,
    hasInteracted,
    isOtherModalOpen,
  });
  if (next !== phase) {
    setPhase(next);
    if (next === 'shown') setPopup(candidate);
  }
  usePhaseAttribute(phase);
  const holder = useRef<HTMLDivElement>(null);
  useInertPage(phase === 'shown', holder);

  /**
   * Spec section 4: a member closing a promotion shown once (display_frequency 0) asks the server
   * to hide it for good; any other close is kept locally, for the session (not on the deposit
   * page).
   */
  const close = () => {
    if (isMember && popup?.setting.display_frequency === DISPLAY_FREQUENCIES.once) {
      hide.mutate(popup.id);
    } else if (!onDepositPage) {
      rememberPopupClosed();
    }
    setPhase('closed');
  };

  // Nothing until a promotion shows: a closed dialog still adds its empty layer to the page.
  if (!popup) return null;
  // Rendered in place rather than in a portal, so the server's page can hold it too.
  return (
    <div ref={holder}>
      <Modal
        withinPortal={false}
        opened={phase === 'shown'}
        onClose={close}
        withCloseButton={false}
        size={isDesktop ? 420 : 'calc(100vw - 40px)'}
        padding={0}
        radius="lg"
        classNames={{ content: classes.content, body: classes.body }}
        attributes={{ content: { 'data-testid': 'popup-promotion' } }}
      >
        <article className={classes.card}>
          <header className={classes.header}>
            {/* Modal.Title names the dialog (aria-labelledby) for screen readers. */}
            <Modal.Title className={classes.title}>{popup.title}</Modal.Title>
            <CloseButton
              size="lg"
              radius="xl"
              className={classes.close}
              aria-label={t('common.close')}
              data-testid="popup-promotion-close"
              onClick={close}
            />
          </header>
          <div className={classes.scroll}>
            <BulletinBody bulletin={popup} prominent />
          </div>
          <footer className={classes.footer}>
            <Button
              variant="subtle"
              color="gold"
              size="compact-sm"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => {
                close();
                openHistory();
              }}
            >
              {t('popup.history')}
            </Button>
            <Button
              variant="gradient"
              radius="xl"
              size="sm"
              c="#2a1f06"
              onClick={close}
              data-autofocus
            >
              {t('common.gotIt')}
            </Button>
          </footer>
        </article>
      </Modal>
    </div>
  );
};
