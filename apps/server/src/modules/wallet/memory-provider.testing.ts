import {
  type ProviderAdapter,
  ProviderError,
  type ProviderFailureReason,
  type ProviderMember,
  type ProviderTransfer,
} from './provider-adapter';

export type MemoryProviderMode = 'ok' | ProviderFailureReason;

export type MemoryProvider = ProviderAdapter & {
  /** The member's balance on the provider's side. */
  balanceOf: (memberId: number) => bigint;
  /** Change the member's balance as a game round would (a win or a loss). */
  setBalance: (memberId: number, amount: bigint) => void;
  /** Make every call fail with this reason from now on ('ok' heals it). */
  setMode: (mode: MemoryProviderMode) => void;
  /** Make only the next transfer in or out fail (after the balance was read). */
  failNextTransfer: (reason: ProviderFailureReason) => void;
  setPlaying: (memberId: number, playing: boolean) => void;
  /** How many transfers were applied (replays excluded). */
  applied: () => number;
};

/**
 * A provider for tests: balances live in this process's memory, transfers are idempotent by key,
 * and it can be told to be unavailable, in maintenance or to refuse.
 */
export const createMemoryProvider = (
  code: string,
  options: { delayMs?: number } = {},
): MemoryProvider => {
  const balances = new Map<number, bigint>();
  const playing = new Set<number>();
  const seenKeys = new Set<string>();
  let mode: MemoryProviderMode = 'ok';
  let nextTransferFailure: ProviderFailureReason | undefined;
  let appliedCount = 0;

  const pause = () =>
    options.delayMs ? new Promise((resolve) => setTimeout(resolve, options.delayMs)) : undefined;
  const check = () => {
    if (mode !== 'ok') throw new ProviderError(mode);
  };
  const balanceOf = (memberId: number) => balances.get(memberId) ?? 0n;

  const transfer = async (input: ProviderTransfer, sign: 1n | -1n) => {
    await pause();
    check();
    if (seenKeys.has(input.idempotencyKey)) return;
    if (nextTransferFailure) {
      const reason = nextTransferFailure;
      nextTransferFailure = undefined;
      throw new ProviderError(reason);
    }
    const next = balanceOf(input.member.id) + sign * input.amount;
    if (input.amount <= 0n || next < 0n) throw new ProviderError('refused');
    balances.set(input.member.id, next);
    seenKeys.add(input.idempotencyKey);
    appliedCount += 1;
  };

  return {
    code,
    launch: ({ member }: { member: ProviderMember }) => {
      check();
      return Promise.resolve({ url: `/test-provider/${code}/play?member=${member.id}` });
    },
    demoLaunch: ({ gameCode }) => {
      check();
      return Promise.resolve({ url: `/test-provider/${code}/demo/${gameCode}` });
    },
    transferIn: (input) => transfer(input, 1n),
    transferOut: (input) => transfer(input, -1n),
    balance: async ({ member }) => {
      await pause();
      check();
      return balanceOf(member.id);
    },
    isPlaying: ({ member }) => Promise.resolve(playing.has(member.id)),
    leave: ({ member }) => {
      playing.delete(member.id);
      return Promise.resolve();
    },
    balanceOf,
    setBalance: (memberId, amount) => {
      balances.set(memberId, amount);
    },
    setMode: (value) => {
      mode = value;
    },
    failNextTransfer: (reason) => {
      nextTransferFailure = reason;
    },
    setPlaying: (memberId, value) => {
      if (value) playing.add(memberId);
      else playing.delete(memberId);
    },
    applied: () => appliedCount,
  };
};
