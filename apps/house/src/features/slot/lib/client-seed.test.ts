import { describe, expect, it } from 'vitest';

import { clientSeedProblem } from './client-seed';

describe('clientSeedProblem', () => {
  it('takes 1 to 64 visible ASCII characters', () => {
    expect(clientSeedProblem('lucky-7!')).toBe(null);
    expect(clientSeedProblem('x'.repeat(64))).toBe(null);
  });

  it('refuses empty seeds, spaces, more than 64 characters and invisible or non-ASCII ones', () => {
    expect(clientSeedProblem('')).toBe('empty');
    expect(clientSeedProblem('two words')).toBe('space');
    expect(clientSeedProblem('tab\there')).toBe('space');
    expect(clientSeedProblem('x'.repeat(65))).toBe('long');
    expect(clientSeedProblem('café')).toBe('characters');
  });
});
