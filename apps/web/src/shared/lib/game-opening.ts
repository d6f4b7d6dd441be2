import { useSyncExternalStore } from 'react';

import { readStorage, writeStorage } from './storage';

/**
 * How a desktop member chose to open games: a new window, a dialog over the page, or the page
 * itself (the site's /play). The games feature launches with it; the member centre changes it.
 */
export const GAME_OPENINGS = ['window', 'modal', 'page'] as const;
export type GameOpening = (typeof GAME_OPENINGS)[number];

/** The local-storage key: a choice of this browser, kept through logouts. */
export const GAME_OPENING_KEY = 'game_opening';

const DEFAULT_OPENING: GameOpening = 'window';

const isGameOpening = (value: unknown): value is GameOpening =>
  GAME_OPENINGS.includes(value as GameOpening);

/** The member's choice, a new window when none (or nothing readable) is stored. */
export const readGameOpening = (): GameOpening => {
  const stored = readStorage('local', GAME_OPENING_KEY);
  return isGameOpening(stored) ? stored : DEFAULT_OPENING;
};

const listeners = new Set<() => void>();

/** Remember the choice; pages of this window and the site's other windows follow it. */
export const writeGameOpening = (opening: GameOpening): void => {
  writeStorage('local', GAME_OPENING_KEY, opening);
  for (const listener of [...listeners]) listener();
};

const subscribe = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  // The member centre is a window of its own on desktop: a choice made there arrives this way.
  const onStorage = (event: StorageEvent) => {
    if (event.key === GAME_OPENING_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
};

/** The member's choice of how games open, re-rendering when it changes in any window. */
export const useGameOpening = (): GameOpening =>
  useSyncExternalStore(subscribe, readGameOpening, () => DEFAULT_OPENING);
