import { chainCommitment, chainSeeds, previousLink } from '@member-site/house-games/rounds';
import { describe, expect, it } from 'vitest';

import { prepareChain, previousSeed, walkChainMarks } from './chain-walk';

const LAST_SEED = 'c0ffee'.repeat(10) + 'beef';

describe('walking a hash chain on the server', () => {
  it('hashes a seed to the link the verify page checks', () => {
    let seed = LAST_SEED;
    for (let step = 0; step < 50; step += 1) {
      expect(previousSeed(seed)).toBe(previousLink(seed));
      seed = previousSeed(seed);
    }
  });

  it('keeps every n-th seed of the chain, the first round’s first', async () => {
    const seeds = chainSeeds(LAST_SEED, 1_000);
    const marks = await walkChainMarks(LAST_SEED, 1_000, 256);
    expect(marks).toEqual([seeds[0], seeds[256], seeds[512], seeds[768]]);
    expect(await walkChainMarks(LAST_SEED, 1, 256)).toEqual([LAST_SEED]);
  });

  it('prepares a chain whose commitment is the hash of its first seed', async () => {
    const chain = await prepareChain(3_000, 256);
    const seeds = chainSeeds(chain.lastSeed, 3_000);
    expect(chain.commitment).toBe(chainCommitment(seeds));
    expect(chain.marks[0]).toBe(seeds[0]);
    expect(chain.marks).toHaveLength(12);
    expect((await prepareChain(3_000, 256)).lastSeed).not.toBe(chain.lastSeed);
  });

  it('lets timers and requests run while a long chain is walked', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 0);
    try {
      await walkChainMarks(LAST_SEED, 30_000, 256);
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
