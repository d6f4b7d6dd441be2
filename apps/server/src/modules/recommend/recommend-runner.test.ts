import { describe, expect, it, vi } from 'vitest';

import { startRecommendRunner } from './recommend-runner';

const log = { warn: vi.fn(), error: vi.fn() };

describe('the recommend-award timer', () => {
  it('pays the due tiers only in the process holding the lock, one step at a time', async () => {
    let release: () => void = () => undefined;
    const payDueTurnover = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1);
        }),
    );
    const locked = {
      openLockSession: async () => ({
        tryLock: async () => false,
        close: async () => undefined,
        lost: new Promise<void>(() => undefined),
      }),
    };
    const other = startRecommendRunner({
      recommend: { payDueTurnover },
      database: locked as never,
      log,
      everyMs: 3_600_000,
    });
    await other.step();
    expect(other.isRunning()).toBe(false);
    expect(payDueTurnover).not.toHaveBeenCalled();
    await other.stop();

    const runner = startRecommendRunner({
      recommend: { payDueTurnover },
      database: {},
      log,
      everyMs: 3_600_000,
    });
    const first = runner.step();
    const second = runner.step();
    await vi.waitFor(() => expect(payDueTurnover).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    expect(runner.isRunning()).toBe(true);
    await runner.stop();
  });

  it('logs a failed step and carries on', async () => {
    const payDueTurnover = vi.fn(async () => {
      throw new Error('database away');
    });
    const runner = startRecommendRunner({
      recommend: { payDueTurnover },
      database: {},
      log,
      everyMs: 3_600_000,
    });
    await runner.step();
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'recommend award timer step failed');
    await runner.stop();
  });
});
