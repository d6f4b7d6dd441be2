import { LOGO_TYPES, type MobileTemplate } from '@member-site/contracts/constants';

import type {
  FloatButtonRow,
  FooterBadgeRow,
  FooterGroupRow,
  FooterItemRow,
  FooterSettingRow,
  LogoRow,
  MobileFooterItemRow,
  MobileTemplateConfigRow,
  ModelItemRow,
  RegisterBackgroundRow,
} from '../rows';
import {
  type BadgeIcon,
  type Scene,
  badgePicture,
  floatPicture,
  landscapePicture,
  logoPicture,
  navIconPicture,
  portraitPicture,
  scenePicture,
} from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import { RESPONSIBLE_GAMING_URL } from './banners';
import type { FaqKey } from './faq';
import { type Translations, LANGUAGES } from './i18n';

export const demoLogos = (media: MediaLibrary, siteId: number): LogoRow[] =>
  LOGO_TYPES.map((logoType) => ({
    siteId,
    logoType,
    imageUrl: media.add(`logos/golden-lotus-${logoType}.svg`, logoPicture(logoType)),
  }));

/** The model version the demo publishes; clients that send none get the newest. */
export const DEMO_MODEL_VERSION = '1';

type ModelCopy = { title: Translations; description: Translations };

const SETTING_BLOCKS: (ModelCopy & { key: string; scene: Scene; link: string })[] = [
  {
    key: 'live-casino',
    scene: { palette: 'crimson', motifs: ['cards', 'chips'] },
    link: '/discount',
    title: {
      zh_CN: '真人娱乐',
      zh_TW: '真人娛樂',
      en_US: 'Live Casino',
      vi_VN: 'Sòng bài trực tiếp',
      hi_IN: 'लाइव कैसीनो',
    },
    description: {
      zh_CN: '百家乐、轮盘、骰宝，真人荷官实时发牌',
      zh_TW: '百家樂、輪盤、骰寶，真人荷官即時發牌',
      en_US: 'Baccarat, roulette and sic bo with real dealers',
      vi_VN: 'Baccarat, roulette, tài xỉu với dealer thật',
      hi_IN: 'असली डीलरों के साथ बैकारेट, रूले और सिक बो',
    },
  },
  {
    key: 'sports',
    scene: { palette: 'emerald', motifs: ['football'] },
    link: '/',
    title: {
      zh_CN: '体育投注',
      zh_TW: '體育投注',
      en_US: 'Sports',
      vi_VN: 'Thể thao',
      hi_IN: 'खेल',
    },
    description: {
      zh_CN: '30多种运动赛前与滚球投注',
      zh_TW: '30多種運動賽前與滾球投注',
      en_US: 'Pre-match and in-play odds on 30+ sports',
      vi_VN: 'Kèo trước trận và trực tiếp cho hơn 30 môn',
      hi_IN: '30+ खेलों पर मैच से पहले और लाइव ऑड्स',
    },
  },
  {
    key: 'slots',
    scene: { palette: 'royal', motifs: ['slot'] },
    link: '/app',
    title: {
      zh_CN: '电子游戏',
      zh_TW: '電子遊戲',
      en_US: 'Slots',
      vi_VN: 'Nổ hũ',
      hi_IN: 'स्लॉट',
    },
    description: {
      zh_CN: '数百款电子游戏，每日奖池等你赢',
      zh_TW: '數百款電子遊戲，每日獎池等你贏',
      en_US: 'Hundreds of slots with daily jackpots',
      vi_VN: 'Hàng trăm trò nổ hũ, jackpot mỗi ngày',
      hi_IN: 'रोज़ाना जैकपॉट वाले सैकड़ों स्लॉट',
    },
  },
];

const LOGIN_BLOCKS: (ModelCopy & { key: string; scene: Scene; eyebrow: Translations })[] = [
  {
    key: 'welcome-back',
    scene: { palette: 'royal', motifs: ['cards', 'chips'] },
    eyebrow: {
      zh_CN: '金莲娱乐',
      zh_TW: '金蓮娛樂',
      en_US: 'GOLDEN LOTUS',
      vi_VN: 'GOLDEN LOTUS',
      hi_IN: 'गोल्डन लोटस',
    },
    title: {
      zh_CN: '欢迎回来',
      zh_TW: '歡迎回來',
      en_US: 'Welcome back',
      vi_VN: 'Chào mừng trở lại',
      hi_IN: 'फिर से स्वागत है',
    },
    description: {
      zh_CN: '登录即可领取今日奖励',
      zh_TW: '登入即可領取今日獎勵',
      en_US: "Log in to collect today's rewards",
      vi_VN: 'Đăng nhập để nhận thưởng hôm nay',
      hi_IN: 'आज के इनाम पाने के लिए लॉग इन करें',
    },
  },
  {
    key: 'safe-fast',
    scene: { palette: 'jade', motifs: ['shield', 'coins'] },
    eyebrow: {
      zh_CN: '安全保障',
      zh_TW: '安全保障',
      en_US: 'SAFE & FAST',
      vi_VN: 'AN TOÀN',
      hi_IN: 'सुरक्षित',
    },
    title: {
      zh_CN: '安全快速',
      zh_TW: '安全快速',
      en_US: 'Safe and fast',
      vi_VN: 'An toàn và nhanh chóng',
      hi_IN: 'सुरक्षित और तेज़',
    },
    description: {
      zh_CN: '取款数分钟内到账',
      zh_TW: '取款數分鐘內到帳',
      en_US: 'Withdrawals processed in minutes',
      vi_VN: 'Rút tiền xử lý trong vài phút',
      hi_IN: 'निकासी कुछ ही मिनटों में',
    },
  },
];

export const demoModelItems = (
  media: MediaLibrary,
  siteId: number,
  sponsors: { name: Translations; title: Translations; logoUrl: string }[],
): ModelItemRow[] => {
  const rows: ModelItemRow[] = [];
  for (const language of LANGUAGES) {
    SETTING_BLOCKS.forEach((block, index) => {
      rows.push({
        siteId,
        kind: 'setting',
        language,
        modelVersion: DEMO_MODEL_VERSION,
        title: block.title[language],
        description: block.description[language],
        imageUrl: media.add(
          `models/setting-${block.key}-${language}.svg`,
          landscapePicture(
            'card',
            block.scene,
            { headline: block.title[language], subline: block.description[language] },
            language,
            `model-${block.key}`,
          ),
        ),
        selectedType: 'main',
        link: block.link,
        sort: index + 1,
      });
    });
    sponsors.forEach((sponsor, index) => {
      rows.push({
        siteId,
        kind: 'sponsor',
        language,
        modelVersion: DEMO_MODEL_VERSION,
        title: sponsor.name[language],
        description: sponsor.title[language],
        imageUrl: sponsor.logoUrl,
        selectedType: 'main',
        link: '/sponsor',
        sort: index + 1,
      });
    });
    LOGIN_BLOCKS.forEach((block, index) => {
      rows.push({
        siteId,
        kind: 'login',
        language,
        modelVersion: DEMO_MODEL_VERSION,
        title: block.title[language],
        description: block.description[language],
        imageUrl: media.add(
          `models/login-${block.key}-${language}.svg`,
          portraitPicture(
            'login',
            block.scene,
            {
              eyebrow: block.eyebrow[language],
              headline: block.title[language],
              subline: block.description[language],
            },
            language,
            `login-${block.key}`,
          ),
        ),
        sort: index + 1,
      });
    });
  }
  return rows;
};

/** Colours of the eight H5 templates: H5_1 (origin_mobile) gold on plum, H5_2 (bob_mobile) blue. */
const TEMPLATE_COLOURS: Record<
  MobileTemplate,
  [primary: string, accent: string, background: string]
> = {
  H5_1: ['#c9a227', '#7b1fa2', '#14081f'],
  H5_2: ['#1e88e5', '#ffca28', '#0b1426'],
  H5_3: ['#d32f2f', '#ffd54f', '#1a0606'],
  H5_4: ['#2e7d32', '#ffeb3b', '#07150a'],
  H5_5: ['#00897b', '#ffb74d', '#041614'],
  H5_6: ['#6a1b9a', '#f06292', '#12061a'],
  H5_7: ['#ef6c00', '#fff176', '#1a0d02'],
  H5_8: ['#37474f', '#4dd0e1', '#0d1215'],
};

export const demoTemplateConfigs = (siteId: number): MobileTemplateConfigRow[] =>
  Object.entries(TEMPLATE_COLOURS).map(
    ([name, [primaryColor, accentColor, background]], index) => ({
      siteId,
      name: name as MobileTemplate,
      primaryColor,
      accentColor,
      background,
      // The odd templates lead with the game menu, the even ones with promotions.
      homeBlocks:
        index % 2 === 0
          ? ['carousel', 'marquee', 'jackpot', 'game_menu', 'discounts', 'sponsors']
          : ['carousel', 'marquee', 'discounts', 'game_menu', 'jackpot'],
      showBottomNav: name !== 'H5_8',
    }),
  );

export const demoMobileFooter = (
  media: MediaLibrary,
  siteId: number,
  customerServiceLink: string,
): MobileFooterItemRow[] => [
  {
    siteId,
    name: { zh_CN: '首页', zh_TW: '首頁', en_US: 'Home', vi_VN: 'Trang chủ', hi_IN: 'होम' },
    iconUrl: media.add('icons/nav-home.svg', navIconPicture('home')),
    selectedType: 'main',
    link: '/',
    sort: 1,
  },
  {
    siteId,
    name: { zh_CN: '优惠', zh_TW: '優惠', en_US: 'Promotions', vi_VN: 'Khuyến mãi', hi_IN: 'ऑफ़र' },
    iconUrl: media.add('icons/nav-discount.svg', navIconPicture('discount')),
    selectedType: 'main',
    link: '/discount',
    sort: 2,
  },
  {
    siteId,
    name: { zh_CN: '客服', zh_TW: '客服', en_US: 'Support', vi_VN: 'Hỗ trợ', hi_IN: 'सहायता' },
    iconUrl: media.add('icons/nav-service.svg', navIconPicture('service')),
    selectedType: 'outerLink',
    link: customerServiceLink,
    sort: 3,
  },
  {
    siteId,
    name: { zh_CN: 'APP', zh_TW: 'APP', en_US: 'App', vi_VN: 'Ứng dụng', hi_IN: 'ऐप' },
    iconUrl: media.add('icons/nav-app.svg', navIconPicture('app')),
    selectedType: 'main',
    link: '/app',
    sort: 4,
  },
  {
    siteId,
    name: { zh_CN: '我的', zh_TW: '我的', en_US: 'Me', vi_VN: 'Tài khoản', hi_IN: 'मेरा खाता' },
    iconUrl: media.add('icons/nav-member.svg', navIconPicture('member')),
    selectedType: 'main',
    link: '/user',
    sort: 5,
  },
];

type FooterGroupSpec = {
  title: Translations;
  items: (faqIds: Record<FaqKey, number>) => Omit<FooterItemRow, 'siteId' | 'groupId' | 'sort'>[];
};

const FOOTER_GROUPS: FooterGroupSpec[] = [
  {
    title: {
      zh_CN: '关于我们',
      zh_TW: '關於我們',
      en_US: 'About us',
      vi_VN: 'Về chúng tôi',
      hi_IN: 'हमारे बारे में',
    },
    items: () => [
      {
        name: {
          zh_CN: '优惠活动',
          zh_TW: '優惠活動',
          en_US: 'Promotions',
          vi_VN: 'Khuyến mãi',
          hi_IN: 'प्रमोशन',
        },
        selectedType: 'main',
        link: '/discount',
      },
      {
        name: {
          zh_CN: '赞助合作',
          zh_TW: '贊助合作',
          en_US: 'Sponsorships',
          vi_VN: 'Tài trợ',
          hi_IN: 'प्रायोजन',
        },
        selectedType: 'main',
        link: '/sponsor',
      },
      {
        name: {
          zh_CN: 'APP下载',
          zh_TW: 'APP下載',
          en_US: 'Download the app',
          vi_VN: 'Tải ứng dụng',
          hi_IN: 'ऐप डाउनलोड',
        },
        selectedType: 'main',
        link: '/app',
      },
    ],
  },
  {
    title: {
      zh_CN: '帮助中心',
      zh_TW: '幫助中心',
      en_US: 'Help centre',
      vi_VN: 'Trung tâm trợ giúp',
      hi_IN: 'सहायता केंद्र',
    },
    items: (faq) => [
      {
        name: {
          zh_CN: '如何注册',
          zh_TW: '如何註冊',
          en_US: 'Opening an account',
          vi_VN: 'Mở tài khoản',
          hi_IN: 'खाता खोलना',
        },
        selectedType: 'faq',
        link: String(faq.register),
      },
      {
        name: {
          zh_CN: '存款帮助',
          zh_TW: '存款幫助',
          en_US: 'Deposits',
          vi_VN: 'Nạp tiền',
          hi_IN: 'जमा',
        },
        selectedType: 'faq',
        link: String(faq.deposit),
      },
      {
        name: {
          zh_CN: '取款帮助',
          zh_TW: '取款幫助',
          en_US: 'Withdrawals',
          vi_VN: 'Rút tiền',
          hi_IN: 'निकासी',
        },
        selectedType: 'faq',
        link: String(faq.withdrawal),
      },
      {
        name: {
          zh_CN: '账户安全',
          zh_TW: '帳戶安全',
          en_US: 'Account security',
          vi_VN: 'Bảo mật tài khoản',
          hi_IN: 'खाता सुरक्षा',
        },
        selectedType: 'faq',
        link: String(faq.security),
      },
    ],
  },
  {
    title: {
      zh_CN: '理性娱乐',
      zh_TW: '理性娛樂',
      en_US: 'Responsible gaming',
      vi_VN: 'Chơi có trách nhiệm',
      hi_IN: 'ज़िम्मेदार गेमिंग',
    },
    items: () => [
      {
        name: {
          zh_CN: 'BeGambleAware',
          zh_TW: 'BeGambleAware',
          en_US: 'BeGambleAware',
          vi_VN: 'BeGambleAware',
          hi_IN: 'BeGambleAware',
        },
        selectedType: 'outerLink',
        link: RESPONSIBLE_GAMING_URL,
      },
      {
        name: {
          zh_CN: '戒赌互助会',
          zh_TW: '戒賭互助會',
          en_US: 'Gamblers Anonymous',
          vi_VN: 'Gamblers Anonymous',
          hi_IN: 'गैम्बलर्स एनॉनिमस',
        },
        selectedType: 'outerLink',
        link: 'https://www.gamblersanonymous.org/',
      },
    ],
  },
];

/** Insert the footer groups with `insertGroup` (which returns the new id) and build their items. */
export const demoFooter = async (
  siteId: number,
  faqIds: Record<FaqKey, number>,
  insertGroup: (row: FooterGroupRow) => Promise<number>,
): Promise<FooterItemRow[]> => {
  const items: FooterItemRow[] = [];
  for (const [index, group] of FOOTER_GROUPS.entries()) {
    const groupId = await insertGroup({ siteId, title: group.title, sort: index + 1 });
    group
      .items(faqIds)
      .forEach((item, sort) => items.push({ ...item, siteId, groupId, sort: sort + 1 }));
  }
  return items;
};

const BADGES: { key: string; icon: BadgeIcon; label: string; name: Translations }[] = [
  {
    key: 'ssl',
    icon: 'lock',
    label: 'SSL SECURED',
    name: {
      zh_CN: 'SSL安全加密',
      zh_TW: 'SSL安全加密',
      en_US: 'SSL secured',
      vi_VN: 'Bảo mật SSL',
      hi_IN: 'SSL सुरक्षित',
    },
  },
  {
    key: 'adults-only',
    icon: 'age',
    label: '18+ ONLY',
    name: {
      zh_CN: '仅限18岁以上',
      zh_TW: '僅限18歲以上',
      en_US: '18+ only',
      vi_VN: 'Chỉ dành cho 18+',
      hi_IN: 'केवल 18+',
    },
  },
  {
    key: 'fair-play',
    icon: 'check',
    label: 'FAIR PLAY',
    name: {
      zh_CN: '公平游戏认证',
      zh_TW: '公平遊戲認證',
      en_US: 'Fair play certified',
      vi_VN: 'Chứng nhận công bằng',
      hi_IN: 'निष्पक्ष खेल प्रमाणित',
    },
  },
  {
    key: 'bank-transfer',
    icon: 'bank',
    label: 'BANK TRANSFER',
    name: {
      zh_CN: '银行转账',
      zh_TW: '銀行轉帳',
      en_US: 'Bank transfer',
      vi_VN: 'Chuyển khoản ngân hàng',
      hi_IN: 'बैंक ट्रांसफ़र',
    },
  },
  {
    key: 'usdt',
    icon: 'coin',
    label: 'USDT',
    name: { zh_CN: 'USDT', zh_TW: 'USDT', en_US: 'USDT', vi_VN: 'USDT', hi_IN: 'USDT' },
  },
  {
    key: 'e-wallet',
    icon: 'wallet',
    label: 'E-WALLET',
    name: {
      zh_CN: '电子钱包',
      zh_TW: '電子錢包',
      en_US: 'E-wallet',
      vi_VN: 'Ví điện tử',
      hi_IN: 'ई-वॉलेट',
    },
  },
];

export const demoFooterBadges = (media: MediaLibrary, siteId: number): FooterBadgeRow[] =>
  BADGES.map((badge, index) => ({
    siteId,
    name: badge.name,
    imageUrl: media.add(`badges/${badge.key}.svg`, badgePicture(badge.icon, badge.label)),
    sort: index + 1,
  }));

export const demoFooterSettings = (siteId: number, year: number): FooterSettingRow => ({
  siteId,
  copyright: {
    zh_CN: `© ${year} 金莲娱乐 版权所有`,
    zh_TW: `© ${year} 金蓮娛樂 版權所有`,
    en_US: `© ${year} Golden Lotus. All rights reserved.`,
    vi_VN: `© ${year} Golden Lotus. Bảo lưu mọi quyền.`,
    hi_IN: `© ${year} गोल्डन लोटस। सर्वाधिकार सुरक्षित।`,
  },
  about: {
    zh_CN:
      '金莲娱乐是领先的线上娱乐平台，提供真人娱乐、体育投注、电子游戏、彩票与棋牌。仅限18岁以上，请理性娱乐。',
    zh_TW:
      '金蓮娛樂是領先的線上娛樂平台，提供真人娛樂、體育投注、電子遊戲、彩票與棋牌。僅限18歲以上，請理性娛樂。',
    en_US:
      'Golden Lotus is an online entertainment platform offering live casino, sports betting, slots, lottery and card games. 18+ only. Please play responsibly.',
    vi_VN:
      'Golden Lotus là nền tảng giải trí trực tuyến với sòng bài trực tiếp, cá cược thể thao, nổ hũ, xổ số và game bài. Chỉ dành cho người từ 18 tuổi. Hãy chơi có trách nhiệm.',
    hi_IN:
      'गोल्डन लोटस एक ऑनलाइन मनोरंजन प्लेटफ़ॉर्म है जहाँ लाइव कैसीनो, स्पोर्ट्स बेटिंग, स्लॉट, लॉटरी और कार्ड गेम हैं। केवल 18+। कृपया ज़िम्मेदारी से खेलें।',
  },
});

export const demoFloatButtons = (
  media: MediaLibrary,
  siteId: number,
  customerServiceLink: string,
): FloatButtonRow[] => [
  {
    siteId,
    position: 'left',
    name: {
      zh_CN: '24小时在线客服',
      zh_TW: '24小時線上客服',
      en_US: '24/7 live support',
      vi_VN: 'Hỗ trợ trực tuyến 24/7',
      hi_IN: '24/7 लाइव सहायता',
    },
    imageUrl: media.add('floats/service.svg', floatPicture('service')),
    selectedType: 'outerLink',
    link: customerServiceLink,
    sort: 1,
  },
  {
    siteId,
    position: 'right',
    name: {
      zh_CN: 'APP下载',
      zh_TW: 'APP下載',
      en_US: 'Get the app',
      vi_VN: 'Tải ứng dụng',
      hi_IN: 'ऐप पाएँ',
    },
    imageUrl: media.add('floats/app.svg', floatPicture('app')),
    selectedType: 'main',
    link: '/app',
    sort: 2,
  },
  {
    siteId,
    position: 'right',
    name: {
      zh_CN: '优惠活动',
      zh_TW: '優惠活動',
      en_US: 'Promotions',
      vi_VN: 'Khuyến mãi',
      hi_IN: 'ऑफ़र',
    },
    imageUrl: media.add('floats/promotions.svg', floatPicture('promotion')),
    selectedType: 'main',
    link: '/discount',
    sort: 3,
  },
];

export const demoRegisterBackgrounds = (
  media: MediaLibrary,
  siteId: number,
  template: string,
): RegisterBackgroundRow[] => [
  {
    siteId,
    template,
    imageUrl: media.add(
      `backgrounds/register-${template}.svg`,
      scenePicture(
        1920,
        1080,
        { palette: 'royal', motifs: ['lotus'] },
        'Golden Lotus',
        `register-${template}`,
        {
          subdued: true,
        },
      ),
    ),
    mobileImageUrl: media.add(
      `backgrounds/register-${template}-mobile.svg`,
      scenePicture(
        750,
        1334,
        { palette: 'royal', motifs: ['lotus'] },
        'Golden Lotus',
        `register-${template}-mobile`,
        {
          subdued: true,
        },
      ),
    ),
  },
];
