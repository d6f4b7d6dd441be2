import { BANNER_USE_TYPES, LINK_METHODS, LINK_TYPES } from '@member-site/contracts/constants';

import type { CarouselPictureRow } from '../rows';
import { type LandscapeFormat, type Scene, landscapePicture } from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import { HOUSE_GP_ID } from './games';
import { type Translations, LANGUAGES, perLanguage, pick } from './i18n';

type BannerCopy = {
  eyebrow: Translations;
  headline: Translations;
  subline: Translations;
  cta: Translations;
};

const WELCOME: BannerCopy = {
  eyebrow: {
    zh_CN: '新会员专享',
    zh_TW: '新會員專享',
    en_US: 'NEW MEMBERS',
    vi_VN: 'THÀNH VIÊN MỚI',
    hi_IN: 'नए सदस्य',
  },
  headline: {
    zh_CN: '首存100%欢迎奖金',
    zh_TW: '首存100%歡迎獎金',
    en_US: '100% Welcome Bonus',
    vi_VN: 'Thưởng chào mừng 100%',
    hi_IN: '100% स्वागत बोनस',
  },
  subline: {
    zh_CN: '首次存款翻倍，奖金即时到账',
    zh_TW: '首次存款翻倍，獎金即時到帳',
    en_US: 'Double your first deposit, bonus paid instantly',
    vi_VN: 'Nhân đôi lần nạp đầu, thưởng trao ngay',
    hi_IN: 'पहली जमा राशि दोगुनी, बोनस तुरंत',
  },
  cta: {
    zh_CN: '立即领取',
    zh_TW: '立即領取',
    en_US: 'Claim now',
    vi_VN: 'Nhận ngay',
    hi_IN: 'अभी पाएँ',
  },
};

const LIVE_CASINO: BannerCopy = {
  eyebrow: {
    zh_CN: '真人娱乐',
    zh_TW: '真人娛樂',
    en_US: 'LIVE CASINO',
    vi_VN: 'SÒNG BÀI TRỰC TIẾP',
    hi_IN: 'लाइव कैसीनो',
  },
  headline: {
    zh_CN: '真人百家乐与轮盘',
    zh_TW: '真人百家樂與輪盤',
    en_US: 'Live Baccarat & Roulette',
    vi_VN: 'Baccarat & Roulette trực tiếp',
    hi_IN: 'लाइव बैकारेट और रूले',
  },
  subline: {
    zh_CN: '高清真人荷官，全天候开桌',
    zh_TW: '高清真人荷官，全天候開桌',
    en_US: 'Real dealers in HD, tables open around the clock',
    vi_VN: 'Dealer thật, hình ảnh HD, mở bàn 24/7',
    hi_IN: 'असली डीलर, HD में, चौबीसों घंटे खुली टेबल',
  },
  cta: {
    zh_CN: '立即游戏',
    zh_TW: '立即遊戲',
    en_US: 'Play now',
    vi_VN: 'Chơi ngay',
    hi_IN: 'अभी खेलें',
  },
};

const FOOTBALL: BannerCopy = {
  eyebrow: {
    zh_CN: '体育赛事',
    zh_TW: '體育賽事',
    en_US: 'SPORTS',
    vi_VN: 'THỂ THAO',
    hi_IN: 'खेल',
  },
  headline: {
    zh_CN: '足球赔率大提升',
    zh_TW: '足球賠率大提升',
    en_US: 'Football Odds Boost',
    vi_VN: 'Tăng tỷ lệ cược bóng đá',
    hi_IN: 'फ़ुटबॉल ऑड्स बूस्ट',
  },
  subline: {
    zh_CN: '本周焦点赛事赔率全面提升',
    zh_TW: '本週焦點賽事賠率全面提升',
    en_US: 'Boosted odds on every big match this week',
    vi_VN: 'Tỷ lệ cao hơn cho mọi trận cầu lớn tuần này',
    hi_IN: 'इस हफ़्ते हर बड़े मैच पर बढ़े हुए ऑड्स',
  },
  cta: {
    zh_CN: '立即投注',
    zh_TW: '立即投注',
    en_US: 'Bet now',
    vi_VN: 'Cược ngay',
    hi_IN: 'अभी दांव लगाएँ',
  },
};

const RESPONSIBLE: BannerCopy = {
  eyebrow: {
    zh_CN: '理性娱乐',
    zh_TW: '理性娛樂',
    en_US: 'RESPONSIBLE GAMING',
    vi_VN: 'CHƠI CÓ TRÁCH NHIỆM',
    hi_IN: 'ज़िम्मेदार गेमिंग',
  },
  headline: {
    zh_CN: '理性娱乐，安心畅玩',
    zh_TW: '理性娛樂，安心暢玩',
    en_US: 'Play Smart, Play Safe',
    vi_VN: 'Chơi thông minh, an toàn',
    hi_IN: 'समझदारी से, सुरक्षित खेलें',
  },
  subline: {
    zh_CN: '随时设置存款限额与休息提醒',
    zh_TW: '隨時設定存款限額與休息提醒',
    en_US: 'Set deposit limits and take a break any time',
    vi_VN: 'Đặt hạn mức nạp và nghỉ ngơi bất cứ lúc nào',
    hi_IN: 'कभी भी जमा सीमा तय करें और ब्रेक लें',
  },
  cta: {
    zh_CN: '了解更多',
    zh_TW: '了解更多',
    en_US: 'Learn more',
    vi_VN: 'Tìm hiểu thêm',
    hi_IN: 'और जानें',
  },
};

const VIP: BannerCopy = {
  eyebrow: WELCOME.eyebrow,
  headline: {
    zh_CN: 'VIP俱乐部',
    zh_TW: 'VIP俱樂部',
    en_US: 'VIP Club',
    vi_VN: 'Câu lạc bộ VIP',
    hi_IN: 'VIP क्लब',
  },
  subline: {
    zh_CN: '更高返水，更快出款',
    zh_TW: '更高返水，更快出款',
    en_US: 'Higher rebates, faster withdrawals',
    vi_VN: 'Hoàn trả cao hơn, rút tiền nhanh hơn',
    hi_IN: 'ज़्यादा रिबेट, तेज़ निकासी',
  },
  cta: RESPONSIBLE.cta,
};

const REBATE: BannerCopy = {
  eyebrow: WELCOME.eyebrow,
  headline: {
    zh_CN: '每日返水1.2%',
    zh_TW: '每日返水1.2%',
    en_US: 'Daily Rebate 1.2%',
    vi_VN: 'Hoàn trả mỗi ngày 1,2%',
    hi_IN: 'रोज़ाना 1.2% रिबेट',
  },
  subline: {
    zh_CN: '每日自动派发，无需申请',
    zh_TW: '每日自動派發，無需申請',
    en_US: 'Paid automatically every day',
    vi_VN: 'Tự động trả mỗi ngày',
    hi_IN: 'हर दिन अपने-आप जमा',
  },
  cta: {
    zh_CN: '查看详情',
    zh_TW: '查看詳情',
    en_US: 'Details',
    vi_VN: 'Chi tiết',
    hi_IN: 'विवरण',
  },
};

const APP: BannerCopy = {
  eyebrow: WELCOME.eyebrow,
  headline: {
    zh_CN: '下载APP',
    zh_TW: '下載APP',
    en_US: 'Get the App',
    vi_VN: 'Tải ứng dụng',
    hi_IN: 'ऐप डाउनलोड करें',
  },
  subline: {
    zh_CN: 'iOS与安卓，随时随地畅玩',
    zh_TW: 'iOS與安卓，隨時隨地暢玩',
    en_US: 'Play anywhere on iOS and Android',
    vi_VN: 'Chơi mọi lúc trên iOS và Android',
    hi_IN: 'iOS और Android पर कहीं भी खेलें',
  },
  cta: {
    zh_CN: '立即下载',
    zh_TW: '立即下載',
    en_US: 'Download',
    vi_VN: 'Tải về',
    hi_IN: 'डाउनलोड',
  },
};

/** The external page the responsible-gaming banners open. */
export const RESPONSIBLE_GAMING_URL = 'https://www.begambleaware.org/';

export type BannerLinks = {
  welcomeDiscountId: number;
  vipDiscountId: number;
  rebateDiscountId: number;
};

/** Draw one banner in every language and store the pictures; returns the URL per language. */
const bannerImages = (
  media: MediaLibrary,
  key: string,
  format: LandscapeFormat,
  scene: Scene,
  copy: BannerCopy,
): Translations => {
  const urls = perLanguage(() => '');
  for (const language of LANGUAGES) {
    const words = pick(copy, language);
    const svg = landscapePicture(
      format,
      scene,
      format === 'small' ? { ...words, eyebrow: undefined } : words,
      language,
      `${key}-${format}`,
    );
    urls[language] = media.add(`banners/${key}-${format}-${language}.svg`, svg);
  }
  return urls;
};

/** Desktop (4), small (3) and mobile (4) carousel banners. */
export const demoCarousel = (
  media: MediaLibrary,
  siteId: number,
  links: BannerLinks,
): CarouselPictureRow[] => {
  const { desktop, small, mobile } = BANNER_USE_TYPES;
  const { external, internal, game } = LINK_TYPES;
  const { samePage, newTab } = LINK_METHODS;
  return [
    {
      siteId,
      useType: desktop,
      title: WELCOME.headline,
      image: bannerImages(
        media,
        'welcome',
        'desktop',
        { palette: 'royal', motifs: ['lotus', 'coins'] },
        WELCOME,
      ),
      linkType: internal,
      linkMethod: samePage,
      url: `/discount/${links.welcomeDiscountId}`,
      sort: 1,
    },
    {
      siteId,
      useType: desktop,
      currency: 'RMB',
      title: LIVE_CASINO.headline,
      image: bannerImages(
        media,
        'live-casino',
        'desktop',
        { palette: 'crimson', motifs: ['cards', 'chips'] },
        LIVE_CASINO,
      ),
      linkType: game,
      linkMethod: newTab,
      gameLinkParameter: {
        currency: 'RMB',
        gt_id: 3,
        gp_id: HOUSE_GP_ID,
        gp_gt_name: 'HOUSE_LIVE',
        customized: false,
        game_code: 'v_baccarat',
      },
      sort: 2,
    },
    {
      siteId,
      useType: desktop,
      currency: 'VND',
      title: FOOTBALL.headline,
      image: bannerImages(
        media,
        'football',
        'desktop',
        { palette: 'emerald', motifs: ['football', 'trophy'] },
        FOOTBALL,
      ),
      linkType: game,
      linkMethod: samePage,
      gameLinkParameter: {
        currency: 'VND',
        gt_id: 4,
        gp_id: HOUSE_GP_ID,
        gp_gt_name: 'HOUSE_SPORT',
        customized: false,
      },
      sort: 3,
    },
    {
      siteId,
      useType: desktop,
      title: RESPONSIBLE.headline,
      image: bannerImages(
        media,
        'responsible',
        'desktop',
        { palette: 'jade', motifs: ['shield'] },
        RESPONSIBLE,
      ),
      linkType: external,
      linkMethod: newTab,
      url: RESPONSIBLE_GAMING_URL,
      sort: 4,
    },
    {
      siteId,
      useType: small,
      title: VIP.headline,
      image: bannerImages(media, 'vip', 'small', { palette: 'onyx', motifs: ['crown'] }, VIP),
      linkType: internal,
      linkMethod: samePage,
      url: `/discount/${links.vipDiscountId}`,
      sort: 1,
    },
    {
      siteId,
      useType: small,
      title: REBATE.headline,
      image: bannerImages(
        media,
        'rebate',
        'small',
        { palette: 'sunset', motifs: ['coins'] },
        REBATE,
      ),
      linkType: internal,
      linkMethod: samePage,
      url: `/discount/${links.rebateDiscountId}`,
      sort: 2,
    },
    {
      siteId,
      useType: small,
      title: APP.headline,
      image: bannerImages(media, 'app', 'small', { palette: 'royal', motifs: ['phone'] }, APP),
      linkType: internal,
      linkMethod: newTab,
      url: '/app',
      sort: 3,
    },
    {
      siteId,
      useType: mobile,
      title: WELCOME.headline,
      image: bannerImages(
        media,
        'welcome',
        'mobile',
        { palette: 'lotus', motifs: ['lotus', 'coins'] },
        WELCOME,
      ),
      linkType: internal,
      linkMethod: samePage,
      url: `/discount/${links.welcomeDiscountId}`,
      sort: 1,
    },
    {
      siteId,
      useType: mobile,
      currency: 'VND',
      title: FOOTBALL.headline,
      image: bannerImages(
        media,
        'football',
        'mobile',
        { palette: 'emerald', motifs: ['football'] },
        FOOTBALL,
      ),
      linkType: game,
      linkMethod: newTab,
      gameLinkParameter: {
        currency: 'VND',
        gt_id: 4,
        gp_id: HOUSE_GP_ID,
        gp_gt_name: 'HOUSE_SPORT',
        customized: false,
      },
      sort: 2,
    },
    {
      siteId,
      useType: mobile,
      currency: 'RMB',
      title: LIVE_CASINO.headline,
      image: bannerImages(
        media,
        'live-casino',
        'mobile',
        { palette: 'crimson', motifs: ['roulette', 'cards'] },
        LIVE_CASINO,
      ),
      linkType: game,
      linkMethod: samePage,
      gameLinkParameter: {
        currency: 'RMB',
        gt_id: 3,
        gp_id: HOUSE_GP_ID,
        gp_gt_name: 'HOUSE_LIVE',
        customized: false,
        game_code: 'v_baccarat',
      },
      sort: 3,
    },
    {
      siteId,
      useType: mobile,
      title: RESPONSIBLE.headline,
      image: bannerImages(
        media,
        'responsible',
        'mobile',
        { palette: 'jade', motifs: ['shield'] },
        RESPONSIBLE,
      ),
      linkType: external,
      linkMethod: newTab,
      url: RESPONSIBLE_GAMING_URL,
      sort: 4,
    },
  ];
};
