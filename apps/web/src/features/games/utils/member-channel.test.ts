import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { waitForMemberChannel } from './member-channel';

const status = () => useRealtimeStatusStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  status().setConnected(false);
  status().setMemberChannel(false);
});

afterEach(() => {
  vi.useRealTimers();
  status().setConnected(false);
  status().setMemberChannel(false);
});

describe('waitForMemberChannel', () => {
  it('answers at once when the member channel is already joined', async () => {
    status().setConnected(true);
    status().setMemberChannel(true);
    await expect(waitForMemberChannel()).resolves.toBe(true);
  });

  it('lets the launch go ahead as soon as the connection joins the channel, before 2 s', async () => {
    let answer: boolean | undefined;
    void waitForMemberChannel().then((joined) => (answer = joined));
    status().setMemberChannel(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(answer).toBeUndefined();
    status().setConnected(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe(true);
  });

  it('gives up after exactly 2 s when the channel is still missing', async () => {
    let answer: boolean | undefined;
    void waitForMemberChannel().then((joined) => (answer = joined));
    status().setConnected(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
    // A channel that arrives too late changes nothing.
    status().setMemberChannel(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe(false);
  });
});
