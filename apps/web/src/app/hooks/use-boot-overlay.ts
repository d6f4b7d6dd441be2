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

export const useRemoveBootOverlay = (): void => {
  useEffect(() => {
    removeBootOverlay();
  }, []);
};
