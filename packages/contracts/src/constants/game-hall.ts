import type { LocalizedText } from './language';

/** Game halls (game types) of spec section 9, keyed by gt_id. */
export const GAME_HALLS = {
  2: { key: 'slot', shortCode: 'SL', prefix: 'e_', name: { zh_CN: '电子', en_US: 'Slots' } },
  3: { key: 'live', shortCode: 'LC', prefix: 'v_', name: { zh_CN: '真人', en_US: 'Live Casino' } },
  4: { key: 'sport', shortCode: 'SP', prefix: 's_', name: { zh_CN: '体育', en_US: 'Sports' } },
  5: { key: 'lottery', shortCode: 'LT', prefix: 'l_', name: { zh_CN: '彩票', en_US: 'Lottery' } },
  6: { key: 'card', shortCode: 'CG', prefix: 'c_', name: { zh_CN: '棋牌', en_US: 'Card Games' } },
  7: {
    key: 'virtual',
    shortCode: 'VS',
    prefix: 't_',
    name: { zh_CN: '虚拟体育', en_US: 'Virtual Sports' },
  },
  8: {
    key: 'cockfight',
    shortCode: 'CF',
    prefix: 'd_',
    name: { zh_CN: '斗鸡', en_US: 'Cockfight' },
  },
  9: { key: 'esport', shortCode: 'ES', prefix: 'g_', name: { zh_CN: '电竞', en_US: 'Esports' } },
} as const satisfies Record<
  number,
  { key: string; shortCode: string; prefix: string; name: LocalizedText }
>;

export type GameHallId = keyof typeof GAME_HALLS;
export const GAME_HALL_IDS = Object.keys(GAME_HALLS).map(Number) as GameHallId[];
export type GameHallKey = (typeof GAME_HALLS)[GameHallId]['key'];

export const isGameHallId = (value: unknown): value is GameHallId =>
  typeof value === 'number' && value in GAME_HALLS;
