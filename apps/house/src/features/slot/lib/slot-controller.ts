import type { FairSeed, HouseSession, SlotRoundView, SlotSpinView } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { LOTUS_FORTUNE } from '@member-site/house-games/slot';

import { HouseError } from '../../../shared/api/house-call';
import { createRequestId } from '../../../shared/api/request-id';
import { toMinor } from '../../../shared/lib/money';
import { spinSlot } from '../api/game-calls';
import { updateStoredSession } from '../../../shared/session/session';
import {
  autoplayStopReason,
  type AutoplayRun,
  type AutoplaySettings,
  type AutoplayStopReason,
} from './autoplay';
import { SILENT, type SoundBoard } from './sound';

export type Speed = 'normal' | 'turbo' | 'instant';

/** Durations in milliseconds of each step of a round's show, by speed. */
const TIMINGS: Record<Speed, Record<string, number>> = {
  normal: {
    spin: 900,
    stagger: 190,
    freeSpin: 600,
    showWin: 1500,
    intro: 2200,
    outro: 2400,
    bigWin: 3600,
    nextAuto: 450,
  },
  turbo: {
    spin: 320,
    stagger: 60,
    freeSpin: 220,
    showWin: 650,
    intro: 1100,
    outro: 1200,
    bigWin: 1600,
    nextAuto: 150,
  },
  instant: {
    spin: 0,
    stagger: 0,
    freeSpin: 0,
    showWin: 0,
    intro: 0,
    outro: 0,
    bigWin: 0,
    nextAuto: 0,
  },
};

/** A round's win of at least this many bets is celebrated as a big win. */
export const BIG_WIN_BETS = 10;

export type WinTier = 'big' | 'mega' | 'super';
export const winTier = (win: bigint, stake: bigint): WinTier | null => {
  if (win >= stake * 50n) return 'super';
  if (win >= stake * 25n) return 'mega';
  if (win >= stake * BigInt(BIG_WIN_BETS)) return 'big';
  return null;
};

export type Overlay =
  | { kind: 'free-intro'; spins: number; retrigger: boolean }
  | { kind: 'free-outro'; win: bigint; spins: number }
  | { kind: 'big-win'; win: bigint; tier: WinTier; durationMs: number };

export type SlotNotice =
  | { kind: 'error'; code: string; message: string }
  | { kind: 'insufficient' }
  | { kind: 'autoplay-stopped'; reason: AutoplayStopReason };

export type SlotState = {
  session: HouseSession;
  currency: Currency;
  /** The balance shown, in minor units: the bet is taken off when a spin starts. */
  balance: bigint;
  stakeIndex: number;
  phase: 'idle' | 'spinning' | 'presenting';
  /** What each reel shows, `grid[reel][row]`. */
  grid: string[][];
  /** Reels still spinning. */
  spinning: boolean[];
  /** How many times each reel has stopped (a new stop replays its landing). */
  landed: number[];
  /** The wins of the spin on show. */
  spin: SlotSpinView | null;
  /** During free spins: which one, of how many. */
  freeSpin: { current: number; total: number } | null;
  /** What the round has paid so far. */
  roundWin: bigint;
  /** The last finished round's win. */
  lastWin: bigint | null;
  overlay: Overlay | null;
  seed: FairSeed;
  autoplay: AutoplayRun | null;
  turbo: boolean;
  notice: SlotNotice | null;
  /** The game session is over (house 101 or HTTP 401): only the lobby is left. */
  ended: boolean;
};

type Dependencies = {
  sound?: SoundBoard;
  /** Animations off (reduced motion, tests). */
  instant?: boolean;
  spin?: typeof spinSlot;
};

/** A first screen that pays nothing, before any round was played. */
const OPENING_GRID = [
  ['A', 'dragon', 'K'],
  ['koi', 'lotus', 'Q'],
  ['lantern', 'ingot', 'phoenix'],
  ['J', 'lotus', 'koi'],
  ['10', 'phoenix', 'A'],
];

/**
 * The slot's game loop outside React: the balance, the bet, a round's show step by step (reels
 * stopping one by one, wins, free spins, big win), autoplay and its stop rules. The page renders
 * its snapshots (useSyncExternalStore).
 */
export class SlotController {
  private state: SlotState;
  private readonly listeners = new Set<() => void>();
  private readonly sound: SoundBoard;
  private readonly instant: boolean;
  private readonly spinCall: typeof spinSlot;
  /** Set by the player's skip: the rest of the round's show runs without pauses. */
  private hurry = false;
  private wake: (() => void) | undefined;
  private disposed = false;

  constructor(session: HouseSession, deps: Dependencies = {}) {
    this.sound = deps.sound ?? SILENT;
    this.instant = deps.instant ?? false;
    this.spinCall = deps.spin ?? spinSlot;
    const currency = session.currency;
    const defaultIndex = session.stakes.indexOf(session.default_stake);
    this.state = {
      session,
      currency,
      balance: toMinor(session.balance, currency),
      stakeIndex: defaultIndex >= 0 ? defaultIndex : 0,
      phase: 'idle',
      grid: OPENING_GRID.map((reel) => [...reel]),
      spinning: [false, false, false, false, false],
      landed: [0, 0, 0, 0, 0],
      spin: null,
      freeSpin: null,
      roundWin: 0n,
      lastWin: null,
      overlay: null,
      seed: session.seed,
      autoplay: null,
      turbo: false,
      notice: null,
      ended: false,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SlotState => this.state;

  dispose(): void {
    this.disposed = true;
    this.wake?.();
  }

  private set(patch: Partial<SlotState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  get stake(): bigint {
    const text =
      this.state.session.stakes[this.state.stakeIndex] ?? this.state.session.default_stake;
    return toMinor(text, this.state.currency);
  }

  get stakeText(): string {
    return this.state.session.stakes[this.state.stakeIndex] ?? this.state.session.default_stake;
  }

  get canAfford(): boolean {
    return this.state.balance >= this.stake;
  }

  private get speed(): Speed {
    if (this.instant) return 'instant';
    return this.state.turbo ? 'turbo' : 'normal';
  }

  private wait(step: string): Promise<void> {
    const ms = this.hurry || this.disposed ? 0 : (TIMINGS[this.speed][step] ?? 0);
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  setStakeIndex(index: number): void {
    if (this.state.phase !== 'idle' || this.state.autoplay) return;
    const last = this.state.session.stakes.length - 1;
    this.set({ stakeIndex: Math.max(0, Math.min(last, index)), notice: null });
  }

  setTurbo(turbo: boolean): void {
    this.set({ turbo });
  }

  setSeed(seed: FairSeed): void {
    this.set({ seed });
    updateStoredSession({ seed });
  }

  /** A failed call outside a spin (seed, history): shown, and the end of the session if it is. */
  reportError(error: HouseError): void {
    this.set({
      ended: this.state.ended || error.isSessionEnded,
      notice: { kind: 'error', code: error.code, message: error.message },
    });
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  /** Hurry the show on: every pause of this round's show ends at once. */
  skip(): void {
    if (this.state.phase === 'idle') return;
    this.hurry = true;
    this.wake?.();
  }

  startAutoplay(settings: AutoplaySettings): void {
    if (this.state.phase !== 'idle' || this.state.ended) return;
    if (!this.canAfford) {
      this.set({ notice: { kind: 'insufficient' } });
      return;
    }
    this.set({
      autoplay: { ...settings, played: 0, startBalance: this.state.balance },
      notice: null,
    });
    void this.spin();
  }

  stopAutoplay(reason: AutoplayStopReason = 'manual'): void {
    if (!this.state.autoplay) return;
    this.set({
      autoplay: null,
      notice: reason === 'manual' ? null : { kind: 'autoplay-stopped', reason },
    });
  }

  /** Play one round and show it; resolves when its show has ended. */
  async spin(): Promise<void> {
    if (this.state.phase !== 'idle' || this.state.ended) return;
    const stake = this.stake;
    if (!this.canAfford) {
      this.set({ notice: { kind: 'insufficient' } });
      this.stopAutoplay('balance');
      return;
    }
    this.hurry = false;
    const startBalance = this.state.balance;
    this.set({
      phase: 'spinning',
      balance: startBalance - stake,
      spinning: [true, true, true, true, true],
      spin: null,
      freeSpin: null,
      roundWin: 0n,
      overlay: null,
      notice: this.state.notice?.kind === 'autoplay-stopped' ? null : this.state.notice,
    });

    let round: SlotRoundView;
    try {
      [round] = await Promise.all([
        this.spinCall(this.state.session.session_token, this.stakeText, createRequestId()),
        this.wait('spin'),
      ]);
    } catch (error) {
      this.failSpin(error, startBalance);
      return;
    }
    await this.present(round, stake);
    if (this.disposed) return;

    const balance = toMinor(round.balance_after, this.state.currency);
    const win = toMinor(round.win, this.state.currency);
    const seed: FairSeed = {
      server_seed_hash: round.fair.server_seed_hash,
      client_seed: round.fair.client_seed,
      nonce: round.fair.nonce + 1,
    };
    updateStoredSession({ balance: round.balance_after, seed });
    this.set({ phase: 'idle', balance, lastWin: win, seed, overlay: null, freeSpin: null });
    this.continueAutoplay({ win, freeSpins: round.free_spins }, balance, stake);
  }

  private continueAutoplay(
    round: { win: bigint; freeSpins: number },
    balance: bigint,
    stake: bigint,
  ): void {
    const run = this.state.autoplay;
    if (!run) return;
    const played = { ...run, played: run.played + 1 };
    const reason = autoplayStopReason(played, round, balance, stake);
    if (reason) {
      this.stopAutoplay(reason);
      return;
    }
    this.set({ autoplay: played });
    void this.wait('nextAuto').then(() => {
      if (this.state.autoplay && !this.disposed) void this.spin();
    });
  }

  private failSpin(error: unknown, startBalance: bigint): void {
    const houseError = error instanceof HouseError ? error : new HouseError('network', '', 0);
    this.set({
      phase: 'idle',
      balance: startBalance,
      spinning: [false, false, false, false, false],
      ended: houseError.isSessionEnded,
      notice:
        houseError.code === '103' && houseError.message === ''
          ? { kind: 'insufficient' }
          : { kind: 'error', code: houseError.code, message: houseError.message },
    });
    if (this.state.autoplay) this.set({ autoplay: null });
  }

  /** The round's show: the base spin, then each free spin, then the total. */
  private async present(round: SlotRoundView, stake: bigint): Promise<void> {
    const currency = this.state.currency;
    let roundWin = 0n;
    let awarded = 0;
    for (const [index, spin] of round.spins.entries()) {
      if (this.disposed) return;
      if (index > 0) {
        this.set({
          freeSpin: { current: index, total: Math.max(awarded, index) },
          spinning: [true, true, true, true, true],
          spin: null,
        });
        await this.wait('freeSpin');
      }
      await this.stopReels(spin.grid);
      const spinWin = toMinor(spin.win, currency);
      roundWin += spinWin;
      this.set({ phase: 'presenting', spin, roundWin });
      if (spinWin > 0n) {
        this.sound.win();
        await this.wait('showWin');
      }
      if (spin.free_spins_awarded > 0) {
        const retrigger = index > 0;
        awarded = Math.min(awarded + spin.free_spins_awarded, LOTUS_FORTUNE.maxFreeSpins);
        this.sound.freeSpins();
        this.set({
          overlay: { kind: 'free-intro', spins: spin.free_spins_awarded, retrigger },
          freeSpin: index > 0 ? { current: index, total: awarded } : null,
        });
        await this.wait('intro');
        this.set({ overlay: null });
      }
    }
    const total = toMinor(round.win, currency);
    if (round.free_spins > 0) {
      this.set({ overlay: { kind: 'free-outro', win: total, spins: round.free_spins } });
      await this.wait('outro');
      this.set({ overlay: null });
    }
    const tier = winTier(total, stake);
    if (tier) {
      this.sound.bigWin();
      this.set({
        overlay: { kind: 'big-win', win: total, tier, durationMs: TIMINGS[this.speed].bigWin ?? 0 },
      });
      await this.wait('bigWin');
    }
    this.set({ roundWin: total });
  }

  private async stopReels(grid: string[][]): Promise<void> {
    if (this.speed === 'instant' || this.hurry) {
      this.set({
        grid: grid.map((column) => [...column]),
        spinning: grid.map(() => false),
        landed: this.state.landed.map((count) => count + 1),
      });
      this.sound.reelStop();
      return;
    }
    for (let reel = 0; reel < grid.length; reel += 1) {
      await this.wait('stagger');
      const nextGrid = this.state.grid.map((column, i) =>
        i === reel ? [...(grid[reel] ?? column)] : column,
      );
      const spinning = this.state.spinning.map((value, i) => (i === reel ? false : value));
      const landed = this.state.landed.map((count, i) => (i === reel ? count + 1 : count));
      this.set({ grid: nextGrid, spinning, landed });
      this.sound.reelStop();
    }
  }
}
