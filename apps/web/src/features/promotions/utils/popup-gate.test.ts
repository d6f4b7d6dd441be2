import { afterEach, describe, expect, it } from 'vitest';

import { hasOpenDialog, isPopupSettled, nextPopupPhase, type PopupGateInput } from './popup-gate';

const quiet: PopupGateInput = { hasCandidate: true, hasInteracted: false, isOtherModalOpen: false };

describe('pop-up promotion gate', () => {
  it('shows a ready promotion to a visitor who has not touched the page', () => {
    expect(nextPopupPhase('waiting', quiet)).toBe('shown');
  });

  it('waits while the promotions load, and settles on none when there is nothing to show', () => {
    expect(nextPopupPhase('waiting', { ...quiet, hasCandidate: undefined })).toBe('waiting');
    expect(nextPopupPhase('waiting', { ...quiet, hasCandidate: false })).toBe('none');
  });

  it('drops the pop-up for this page view once the visitor has pressed something', () => {
    expect(nextPopupPhase('waiting', { ...quiet, hasInteracted: true })).toBe('dropped');
    expect(
      nextPopupPhase('waiting', { ...quiet, hasCandidate: undefined, hasInteracted: true }),
    ).toBe('dropped');
    expect(nextPopupPhase('deferred', { ...quiet, hasInteracted: true })).toBe('dropped');
    // Dropped stays dropped, even when nothing else is going on any more.
    expect(nextPopupPhase('dropped', quiet)).toBe('dropped');
  });

  it('waits behind another modal and shows once it has closed', () => {
    expect(nextPopupPhase('waiting', { ...quiet, isOtherModalOpen: true })).toBe('deferred');
    expect(nextPopupPhase('deferred', { ...quiet, isOtherModalOpen: true })).toBe('deferred');
    expect(nextPopupPhase('deferred', quiet)).toBe('shown');
  });

  it('keeps a shown pop-up open when the visitor presses inside it, and keeps it closed after', () => {
    expect(nextPopupPhase('shown', { ...quiet, hasInteracted: true })).toBe('shown');
    expect(nextPopupPhase('closed', quiet)).toBe('closed');
    expect(nextPopupPhase('none', { ...quiet, hasCandidate: true })).toBe('none');
  });

  it('tells settled phases from those still waiting', () => {
    expect(isPopupSettled('waiting')).toBe(false);
    expect(isPopupSettled('deferred')).toBe(false);
    for (const phase of ['shown', 'closed', 'none', 'dropped'] as const) {
      expect(isPopupSettled(phase)).toBe(true);
    }
  });
});

describe('open dialog detection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sees a modal dialog and ignores other dialogs', () => {
    expect(hasOpenDialog(document)).toBe(false);
    document.body.innerHTML = '<div role="dialog">menu</div>';
    expect(hasOpenDialog(document)).toBe(false);
    document.body.innerHTML = '<div><section role="dialog" aria-modal="true">login</section></div>';
    expect(hasOpenDialog(document)).toBe(true);
  });
});
