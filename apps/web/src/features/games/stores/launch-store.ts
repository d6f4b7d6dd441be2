import type { MaintainInterval } from '@member-site/contracts';
import type { GameLaunchMode } from '@member-site/contracts/constants';
import { QUITTING_CLEAR_MS } from '@member-site/contracts/constants';
import { create } from 'zustand';

/** The states of spec section 4, "Game launch". */
export type LaunchStatus = 'idle' | 'starting' | 'playing' | 'quitting';

/** What names a game to open. */
export type GameRef = { gpId: number; gameType: number; gameCode: string; name: string };

/** The local play messages that refuse a start (spec section 8). */
export type LaunchRefusal =
  'pg.alert_starting' | 'pg.alert_quitting' | 'pg.alert_duplicate' | 'pg.err_is_playing';

type LaunchState = {
  status: LaunchStatus;
  /** The game being opened or played (unknown when the server said a game plays elsewhere). */
  game: GameRef | null;
  /** How the game being played was opened. */
  mode: GameLaunchMode | null;
  /** The game's address while it shows inside this page (modal or /play). */
  frameUrl: string | null;
  /** Set while the maintenance box shows; `interval` is null when the server gave none. */
  maintenance: { interval: MaintainInterval | null; message: string } | null;
};

type LaunchActions = {
  begin: (game: GameRef) => void;
  play: (mode: GameLaunchMode, frameUrl: string | null) => void;
  /** A demo opened: nothing moved, nothing to leave. */
  finishDemo: () => void;
  fail: () => void;
  quit: () => void;
  quitDone: () => void;
  showMaintenance: (interval: MaintainInterval | null, message: string) => void;
  closeMaintenance: () => void;
  /** Follow the server's `is_playing` (member layout) while nothing is under way here. */
  syncPlaying: (isPlaying: boolean) => void;
  /**
   * The server says no game is played any more (it ended elsewhere): a game played or being left
   * here is over. A start under way settles by itself.
   */
  gameEnded: () => void;
};

const IDLE = { status: 'idle', game: null, mode: null, frameUrl: null } as const;

let quittingTimer: ReturnType<typeof setTimeout> | undefined;
const clearQuittingTimer = () => {
  clearTimeout(quittingTimer);
  quittingTimer = undefined;
};

/**
 * The game-launch state machine: idle, starting, playing, quitting. Quitting clears after a
 * successful leave or after 30 s, whichever comes first.
 */
export const useLaunchStore = create<LaunchState & LaunchActions>()((set, get) => ({
  ...IDLE,
  maintenance: null,
  begin: (game) => {
    set({ status: 'starting', game, mode: null, frameUrl: null });
  },
  play: (mode, frameUrl) => {
    set({ status: 'playing', mode, frameUrl });
  },
  finishDemo: () => {
    set({ ...IDLE });
  },
  fail: () => {
    set({ ...IDLE });
  },
  quit: () => {
    clearQuittingTimer();
    set({ status: 'quitting', frameUrl: null });
    quittingTimer = setTimeout(() => {
      quittingTimer = undefined;
      if (get().status === 'quitting') set({ ...IDLE });
    }, QUITTING_CLEAR_MS);
  },
  quitDone: () => {
    clearQuittingTimer();
    if (get().status === 'quitting') set({ ...IDLE });
  },
  showMaintenance: (interval, message) => {
    set({ maintenance: { interval, message } });
  },
  closeMaintenance: () => {
    set({ maintenance: null });
  },
  syncPlaying: (isPlaying) => {
    const { status } = get();
    if (isPlaying && status === 'idle') set({ status: 'playing', game: null, mode: null });
    if (!isPlaying && status === 'playing') set({ ...IDLE });
  },
  gameEnded: () => {
    const { status } = get();
    if (status !== 'playing' && status !== 'quitting') return;
    clearQuittingTimer();
    set({ ...IDLE });
  },
}));

const sameGame = (a: GameRef | null, b: GameRef): boolean =>
  a !== null && a.gpId === b.gpId && a.gameType === b.gameType && a.gameCode === b.gameCode;

/**
 * Why a start is refused right now, or null when it may go ahead: never while starting or
 * quitting, never the game already playing, and no second game on a phone (a desktop may switch,
 * the server then says whether the provider allows it).
 */
export const launchRefusal = (
  state: Pick<LaunchState, 'status' | 'game'>,
  game: GameRef,
  isDesktop: boolean,
): LaunchRefusal | null => {
  switch (state.status) {
    case 'starting':
      return 'pg.alert_starting';
    case 'quitting':
      return 'pg.alert_quitting';
    case 'playing':
      if (sameGame(state.game, game)) return 'pg.alert_duplicate';
      return isDesktop ? null : 'pg.err_is_playing';
    case 'idle':
      return null;
  }
};

/** Whether a game is being opened, played or left (the language switch waits meanwhile). */
export const isGameBusy = (status: LaunchStatus): boolean => status !== 'idle';
