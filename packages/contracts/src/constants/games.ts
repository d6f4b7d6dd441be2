import type { LocalizedText } from './language';

/**
 * How a game opens (spec section 4, "Game launch"): in the `gameWindow` of /loading (1500 by
 * 800), in a modal over the lobby, as the site's /play page, or by sending the whole page to it.
 */
export const GAME_LAUNCH_MODES = ['window', 'modal', 'page', 'redirect'] as const;
export type GameLaunchMode = (typeof GAME_LAUNCH_MODES)[number];

/** The search tabs of a game list (spec section 2). */
export const GAME_SEARCH_TABS = ['all_game', 'last_play', 'my_favorite'] as const;
export type GameSearchTab = (typeof GAME_SEARCH_TABS)[number];

/** The label tabs a provider's game list can show, with their names; `all` comes first. */
export const GAME_LABELS = {
  all: {
    zh_CN: '全部',
    zh_TW: '全部',
    en_US: 'All',
    vi_VN: 'Tất cả',
    hi_IN: 'सभी',
  },
  hot: {
    zh_CN: '热门',
    zh_TW: '熱門',
    en_US: 'Hot',
    vi_VN: 'Phổ biến',
    hi_IN: 'लोकप्रिय',
  },
  new: {
    zh_CN: '新游戏',
    zh_TW: '新遊戲',
    en_US: 'New',
    vi_VN: 'Mới',
    hi_IN: 'नए',
  },
  free_spins: {
    zh_CN: '免费旋转',
    zh_TW: '免費旋轉',
    en_US: 'Free spins',
    vi_VN: 'Vòng quay miễn phí',
    hi_IN: 'फ्री स्पिन',
  },
  classic: {
    zh_CN: '经典',
    zh_TW: '經典',
    en_US: 'Classic',
    vi_VN: 'Cổ điển',
    hi_IN: 'क्लासिक',
  },
  provably_fair: {
    zh_CN: '可验证公平',
    zh_TW: '可驗證公平',
    en_US: 'Provably fair',
    vi_VN: 'Công bằng có thể kiểm chứng',
    hi_IN: 'सिद्ध निष्पक्ष',
  },
} as const satisfies Record<string, LocalizedText>;
export type GameLabelKey = keyof typeof GAME_LABELS;
export const GAME_LABEL_KEYS = Object.keys(GAME_LABELS) as GameLabelKey[];

/** Last-played games kept per member. */
export const LAST_PLAYED_LIMIT = 20;
/** Names a platform description lists at most (spec section 9). */
export const PLATFORM_DESCRIPTION_NAMES = 15;
/** How long a launch token may wait before the game page trades it for a game session. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;
/** How long a house game session lives without a call. */
export const HOUSE_SESSION_IDLE_MINUTES = 30;
/** Play money a demo session of the house starts with, in whole currency units. */
export const DEMO_BALANCE_UNITS = 2000;

/**
 * Codes of the `forward_game.status` realtime event: 957 the transfer into the game was refused
 * (spec section 8, "transfer disabled"); 0 the member's game ended (left from any page or window),
 * so every page that shows it as playing returns to the lobby state and fetches the balances.
 */
export const FORWARD_GAME_STATUS = { ended: 0, transferDisabled: 957 } as const;
