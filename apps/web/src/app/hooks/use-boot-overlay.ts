import { LOADING_FADE_MS } from '@member-site/contracts/constants';
import { useEffect } from 'react';

/** Fade out the loading cover index.html shows before the app starts (then remove it). */
export const removeBootOverlay = (): void => {
  const overlay = document.getElementById('boot-overlay');
  if (!overlay || overlay.dataset.leaving) return;
  overlay.dataset.leaving = 'true';
  overlay.style.opacity = '0';
  window.setTimeout(() => {
    overlay.remove();
  }, LOADING_FADE_MS);
};

/** Set on `<html>` once the app runs: a page the server rendered is then live, not just markup. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export const useRemoveBootOverlay = (): void => {
  useEffect(() => {
    removeBootOverlay();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
  }, []);
};
