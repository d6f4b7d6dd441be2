import { GAME_HALL_IDS, type LocalizedText } from '@member-site/contracts/constants';

import { type Scene, scenePicture } from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import type { DemoCatalogue, GameRow } from '../rows';

/** The house provider's gp_id on the demo site; the banners' game links name it. */
export const HOUSE_GP_ID = 1;

const HALL_NAMES: Record<(typeof GAME_HALL_IDS)[number], LocalizedText> = {
  2: { zh_CN: '电子', zh_TW: '電子', en_US: 'Slots', vi_VN: 'Nổ hũ', hi_IN: 'स्लॉट' },
  3: {
    zh_CN: '真人',
    zh_TW: '真人',
    en_US: 'Live Casino',
    vi_VN: 'Sòng bài trực tiếp',
    hi_IN: 'लाइव कैसीनो',
  },
  4: { zh_CN: '体育', zh_TW: '體育', en_US: 'Sports', vi_VN: 'Thể thao', hi_IN: 'खेल' },
  5: { zh_CN: '彩票', zh_TW: '彩票', en_US: 'Lottery', vi_VN: 'Xổ số', hi_IN: 'लॉटरी' },
  6: { zh_CN: '棋牌', zh_TW: '棋牌', en_US: 'Card Games', vi_VN: 'Game bài', hi_IN: 'कार्ड गेम' },
  7: {
    zh_CN: '虚拟体育',
    zh_TW: '虛擬體育',
    en_US: 'Virtual Sports',
    vi_VN: 'Thể thao ảo',
    hi_IN: 'वर्चुअल खेल',
  },
  8: { zh_CN: '斗鸡', zh_TW: '鬥雞', en_US: 'Cockfight', vi_VN: 'Đá gà', hi_IN: 'मुर्गा लड़ाई' },
  9: {
    zh_CN: '电竞',
    zh_TW: '電競',
    en_US: 'Esports',
    vi_VN: 'Thể thao điện tử',
    hi_IN: 'ई-स्पोर्ट्स',
  },
};

/**
 * The house's tables: every player at a table bets on the same round on a clock (decision 0020).
 */
const TABLES: {
  gtId: number;
  gameCode: string;
  name: LocalizedText;
  palette: Scene['palette'];
  motifs: Scene['motifs'];
}[] = [
  {
    gtId: 3,
    gameCode: 'v_baccarat',
    name: {
      zh_CN: '金莲百家乐',
      zh_TW: '金蓮百家樂',
      en_US: 'Lotus Baccarat',
      vi_VN: 'Baccarat Hoa Sen',
      hi_IN: 'लोटस बैकारेट',
    },
    palette: 'crimson',
    motifs: ['cards', 'chips'],
  },
  {
    gtId: 5,
    gameCode: 'l_dice_lottery',
    name: {
      zh_CN: '快乐骰宝',
      zh_TW: '快樂骰寶',
      en_US: 'Dice Lottery',
      vi_VN: 'Xổ số xúc xắc',
      hi_IN: 'डाइस लॉटरी',
    },
    palette: 'jade',
    motifs: ['dice', 'coins'],
  },
  {
    gtId: 6,
    gameCode: 'c_bull_bull',
    name: {
      zh_CN: '百人牛牛',
      zh_TW: '百人牛牛',
      en_US: 'Bull Bull',
      vi_VN: 'Ngưu ngưu',
      hi_IN: 'बुल बुल',
    },
    palette: 'onyx',
    motifs: ['cards', 'crown'],
  },
  {
    gtId: 7,
    gameCode: 't_virtual_racing',
    name: {
      zh_CN: '虚拟赛马',
      zh_TW: '虛擬賽馬',
      en_US: 'Virtual Racing',
      vi_VN: 'Đua ngựa ảo',
      hi_IN: 'वर्चुअल रेसिंग',
    },
    palette: 'emerald',
    motifs: ['trophy', 'coins'],
  },
  {
    gtId: 8,
    gameCode: 'd_cockfight',
    name: {
      zh_CN: '金莲斗鸡',
      zh_TW: '金蓮鬥雞',
      en_US: 'Lotus Cockfight',
      vi_VN: 'Đá gà Hoa Sen',
      hi_IN: 'लोटस मुर्गा लड़ाई',
    },
    palette: 'sunset',
    motifs: ['crown', 'shield'],
  },
];

/**
 * The house's books: the sportsbook of hall 4 and the esports book of hall 9, priced from the
 * simulated feed (decision 0021).
 */
const BOOKS: {
  gtId: number;
  gameCode: string;
  name: LocalizedText;
  palette: Scene['palette'];
  motifs: Scene['motifs'];
}[] = [
  {
    gtId: 4,
    gameCode: 's_sportsbook',
    name: {
      zh_CN: '金莲体育',
      zh_TW: '金蓮體育',
      en_US: 'Lotus Sportsbook',
      vi_VN: 'Thể thao Hoa Sen',
      hi_IN: 'लोटस स्पोर्ट्सबुक',
    },
    palette: 'emerald',
    motifs: ['trophy', 'shield'],
  },
  {
    gtId: 9,
    gameCode: 'g_esports',
    name: {
      zh_CN: '金莲电竞',
      zh_TW: '金蓮電競',
      en_US: 'Lotus Esports',
      vi_VN: 'Thể thao điện tử Hoa Sen',
      hi_IN: 'लोटस ई-स्पोर्ट्स',
    },
    palette: 'onyx',
    motifs: ['trophy', 'crown'],
  },
];

/**
 * The demo site's game catalogue: the eight halls, the house provider in every hall and every
 * currency of the site, its slot Lotus Fortune, its tables, and its books of sports and esports.
 */
export const demoCatalogue = (
  media: MediaLibrary,
  siteId: number,
  currencies: readonly DemoCatalogue['providerCurrencies'][number]['currency'][],
): DemoCatalogue => {
  const lotusFortune: GameRow = {
    siteId,
    providerId: HOUSE_GP_ID,
    gtId: 2,
    gameCode: 'e_lotus_fortune',
    name: {
      zh_CN: '莲花财富',
      zh_TW: '蓮花財富',
      en_US: 'Lotus Fortune',
      vi_VN: 'Hoa Sen Phú Quý',
      hi_IN: 'लोटस फ़ॉर्च्यून',
    },
    icon: media.add(
      'games/lotus-fortune.svg',
      scenePicture(
        320,
        320,
        { palette: 'crimson', motifs: ['lotus', 'coins'] },
        'Lotus Fortune',
        'game-lotus-fortune',
      ),
    ),
    labels: ['hot', 'new', 'free_spins', 'provably_fair'],
    tags: ['featured'],
    demoAllowed: true,
    sort: 1,
  };
  return {
    halls: GAME_HALL_IDS.map((gtId, sort) => ({ siteId, gtId, name: HALL_NAMES[gtId], sort })),
    providers: [
      {
        id: HOUSE_GP_ID,
        siteId,
        code: 'house',
        gpCode: 'GPHO',
        name: {
          zh_CN: '金莲原创',
          zh_TW: '金蓮原創',
          en_US: 'Lotus Originals',
          vi_VN: 'Hoa Sen Nguyên Bản',
          hi_IN: 'लोटस ओरिजिनल्स',
        },
        iconLight: media.add(
          'providers/house-light.svg',
          scenePicture(
            160,
            160,
            { palette: 'crimson', motifs: ['lotus'] },
            'Lotus Originals',
            'provider-house-light',
          ),
        ),
        iconDark: media.add(
          'providers/house-dark.svg',
          scenePicture(
            160,
            160,
            { palette: 'onyx', motifs: ['lotus'] },
            'Lotus Originals',
            'provider-house-dark',
            { subdued: true },
          ),
        ),
        isHouse: true,
        androidId: 'ho',
        sort: 1,
      },
    ],
    providerHalls: GAME_HALL_IDS.map((gtId) => ({ providerId: HOUSE_GP_ID, gtId })),
    providerCurrencies: currencies.map((currency) => ({ providerId: HOUSE_GP_ID, currency })),
    games: [
      lotusFortune,
      ...TABLES.map(({ palette, motifs, ...game }, index): GameRow => ({
        siteId,
        providerId: HOUSE_GP_ID,
        ...game,
        icon: media.add(
          `games/${game.gameCode.slice(2).replaceAll('_', '-')}.svg`,
          scenePicture(320, 320, { palette, motifs }, game.name.en_US, `game-${game.gameCode}`),
        ),
        labels: ['hot', 'new', 'provably_fair'],
        tags: ['featured'],
        demoAllowed: true,
        sort: index + 2,
      })),
      ...BOOKS.map(({ palette, motifs, ...game }, index): GameRow => ({
        siteId,
        providerId: HOUSE_GP_ID,
        ...game,
        icon: media.add(
          `games/${game.gameCode.slice(2).replaceAll('_', '-')}.svg`,
          scenePicture(320, 320, { palette, motifs }, game.name.en_US, `game-${game.gameCode}`),
        ),
        labels: ['hot', 'new'],
        tags: ['featured'],
        demoAllowed: true,
        sort: TABLES.length + index + 2,
      })),
    ],
  };
};
