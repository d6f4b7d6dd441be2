import { describe, expect, it } from 'vitest';

import { isGamePage } from './game-page';

describe('isGamePage', () => {
  it('is the /play page in any case, and nothing that only starts like it', () => {
    expect(isGamePage('/play')).toBe(true);
    expect(isGamePage('/Play')).toBe(true);
    expect(isGamePage('/play/')).toBe(true);
    expect(isGamePage('/')).toBe(false);
    expect(isGamePage('/player')).toBe(false);
    expect(isGamePage('/games/2/1')).toBe(false);
  });
});
