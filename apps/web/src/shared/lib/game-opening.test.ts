import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  GAME_OPENING_KEY,
  readGameOpening,
  useGameOpening,
  writeGameOpening,
} from './game-opening';

afterEach(() => {
  window.localStorage.clear();
});

describe('game opening choice', () => {
  it('opens games in a new window until the member chooses otherwise', () => {
    expect(readGameOpening()).toBe('window');
  });

  it('remembers the choice in this browser', () => {
    writeGameOpening('modal');
    expect(window.localStorage.getItem(GAME_OPENING_KEY)).toBe('modal');
    expect(readGameOpening()).toBe('modal');
  });

  it('ignores a stored value that is no choice of the setting', () => {
    window.localStorage.setItem(GAME_OPENING_KEY, 'redirect');
    expect(readGameOpening()).toBe('window');
  });

  it('shows a choice made here or in the member-centre window', () => {
    const { result } = renderHook(() => useGameOpening());
    expect(result.current).toBe('window');

    act(() => {
      writeGameOpening('page');
    });
    expect(result.current).toBe('page');

    act(() => {
      window.localStorage.setItem(GAME_OPENING_KEY, 'modal');
      window.dispatchEvent(new StorageEvent('storage', { key: GAME_OPENING_KEY }));
    });
    expect(result.current).toBe('modal');
  });
});
