/**
 * Where the lobby's pop-up promotion stands in one page view:
 * - `waiting`: its promotions (or its code) are still on the way;
 * - `deferred`: a promotion is ready but another modal is open, so it waits for that one to close;
 * - `shown`: it is on screen;
 * - `closed`: the visitor closed it;
 * - `none`: there is nothing to show on this device;
 * - `dropped`: the visitor started using the page first, so it stays away until the next page view.
 */
export type PopupPhase = 'waiting' | 'deferred' | 'shown' | 'closed' | 'none' | 'dropped';

export type PopupGateInput = {
  /** Whether a promotion is there to show; `undefined` while the promotions are loading. */
  hasCandidate: boolean | undefined;
  /** Whether the visitor pressed a pointer or a key on this page view. */
  hasInteracted: boolean;
  /** Whether another modal (login, register, any dialog) is open or opening. */
  isOtherModalOpen: boolean;
};

const SETTLED_PHASES: ReadonlySet<PopupPhase> = new Set(['shown', 'closed', 'none', 'dropped']);

/** Whether the phase is final for this page view (`shown` then only turns `closed`). */
export const isPopupSettled = (phase: PopupPhase): boolean => SETTLED_PHASES.has(phase);

/**
 * The next phase. A pop-up that arrives after the visitor has started clicking or typing would
 * take a click meant for the page, so it is dropped; one that arrives while another modal is open
 * waits for it rather than covering it.
 */
export const nextPopupPhase = (phase: PopupPhase, input: PopupGateInput): PopupPhase => {
  if (isPopupSettled(phase)) return phase;
  if (input.hasInteracted) return 'dropped';
  if (input.hasCandidate === undefined) return 'waiting';
  if (!input.hasCandidate) return 'none';
  return input.isOtherModalOpen ? 'deferred' : 'shown';
};

/** The attribute on `<html>` that tells where the pop-up stands (read by the browser tests). */
export const POPUP_PHASE_ATTRIBUTE = 'data-popup-promotion';

/**
 * Whether the document shows a modal dialog (Mantine modals and drawers mark theirs so). The
 * pop-up's own dialog exists only once it is shown, when this no longer matters.
 */
export const hasOpenDialog = (doc: Document): boolean =>
  doc.querySelector('[role="dialog"][aria-modal="true"]') !== null;
