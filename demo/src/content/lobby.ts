import {
  DISPLAY_DEVICES,
  DISPLAY_FREQUENCIES,
  DISPLAY_LOCATIONS,
} from '@member-site/contracts/constants';

import type { AnnouncementRow, BulletinRow, JackpotRow } from '../rows';
import { type PictureText, type Scene, portraitPicture } from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import { type Translations, LANGUAGES, perLanguage } from './i18n';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

type AnnouncementCopy = { title: Translations; content: Translations };

const ANNOUNCEMENTS: (AnnouncementCopy & {
  sort: number;
  ageDays: number;
  beforeLogin: boolean;
  afterLogin: boolean;
})[] = [
  {
    sort: 1,
    ageDays: 30,
    beforeLogin: true,
    afterLogin: true,
    title: {
      zh_CN: '欢迎来到金莲娱乐',
      zh_TW: '歡迎來到金蓮娛樂',
      en_US: 'Welcome to Golden Lotus',
      vi_VN: 'Chào mừng đến với Golden Lotus',
      hi_IN: 'गोल्डन लोटस में आपका स्वागत है',
    },
    content: {
      zh_CN: '欢迎来到金莲娱乐！新会员首存即享100%欢迎奖金，7×24小时在线客服随时为您服务。',
      zh_TW: '歡迎來到金蓮娛樂！新會員首存即享100%歡迎獎金，7×24小時線上客服隨時為您服務。',
      en_US:
        'Welcome to Golden Lotus! New members get a 100% bonus on their first deposit, and our customer service team is online 24/7.',
      vi_VN:
        'Chào mừng bạn đến với Golden Lotus! Thành viên mới nhận thưởng 100% cho lần nạp đầu tiên, đội ngũ chăm sóc khách hàng trực tuyến 24/7.',
      hi_IN:
        'गोल्डन लोटस में आपका स्वागत है! नए सदस्यों को पहली जमा पर 100% बोनस मिलता है, और हमारी ग्राहक सेवा टीम 24/7 ऑनलाइन है।',
    },
  },
  {
    sort: 2,
    ageDays: 2,
    beforeLogin: true,
    afterLogin: true,
    title: {
      zh_CN: '体育平台维护通知',
      zh_TW: '體育平台維護通知',
      en_US: 'Sports platform maintenance',
      vi_VN: 'Bảo trì nền tảng thể thao',
      hi_IN: 'स्पोर्ट्स प्लेटफ़ॉर्म रखरखाव',
    },
    content: {
      zh_CN: '体育平台将于本周二 03:00 至 05:00（GMT-4）进行系统升级，其他游戏不受影响，敬请谅解。',
      zh_TW: '體育平台將於本週二 03:00 至 05:00（GMT-4）進行系統升級，其他遊戲不受影響，敬請見諒。',
      en_US:
        'The sports platform will be upgraded this Tuesday from 03:00 to 05:00 (GMT-4). Other games are not affected. Thank you for your patience.',
      vi_VN:
        'Nền tảng thể thao sẽ được nâng cấp vào thứ Ba tuần này từ 03:00 đến 05:00 (GMT-4). Các trò chơi khác không bị ảnh hưởng. Cảm ơn bạn đã thông cảm.',
      hi_IN:
        'स्पोर्ट्स प्लेटफ़ॉर्म इस मंगलवार 03:00 से 05:00 (GMT-4) तक अपग्रेड किया जाएगा। अन्य गेम प्रभावित नहीं होंगे। धैर्य के लिए धन्यवाद।',
    },
  },
  {
    sort: 3,
    ageDays: 6,
    beforeLogin: true,
    afterLogin: true,
    title: {
      zh_CN: 'USDT 存款通道上线',
      zh_TW: 'USDT 存款通道上線',
      en_US: 'USDT deposits now open',
      vi_VN: 'Đã mở kênh nạp USDT',
      hi_IN: 'USDT जमा अब उपलब्ध',
    },
    content: {
      zh_CN: 'USDT（TRC20）存款通道现已开通，最快3分钟到账，存款更便捷。',
      zh_TW: 'USDT（TRC20）存款通道現已開通，最快3分鐘到帳，存款更便捷。',
      en_US: 'You can now deposit with USDT (TRC20). Funds arrive in as little as 3 minutes.',
      vi_VN: 'Bạn đã có thể nạp tiền bằng USDT (TRC20). Tiền về tài khoản chỉ trong 3 phút.',
      hi_IN: 'अब आप USDT (TRC20) से जमा कर सकते हैं। राशि केवल 3 मिनट में पहुँच जाती है।',
    },
  },
  {
    sort: 4,
    ageDays: 12,
    beforeLogin: true,
    afterLogin: true,
    title: {
      zh_CN: '账户安全提醒',
      zh_TW: '帳戶安全提醒',
      en_US: 'Keep your account safe',
      vi_VN: 'Nhắc nhở bảo mật tài khoản',
      hi_IN: 'अपना खाता सुरक्षित रखें',
    },
    content: {
      zh_CN: '金莲娱乐工作人员绝不会向您索取密码或验证码，请妥善保管您的账户信息，谨防诈骗。',
      zh_TW: '金蓮娛樂工作人員絕不會向您索取密碼或驗證碼，請妥善保管您的帳戶資訊，謹防詐騙。',
      en_US:
        'Golden Lotus staff will never ask for your password or verification code. Keep your account details private and beware of scams.',
      vi_VN:
        'Nhân viên Golden Lotus không bao giờ yêu cầu mật khẩu hoặc mã xác minh của bạn. Hãy giữ kín thông tin tài khoản và cảnh giác với lừa đảo.',
      hi_IN:
        'गोल्डन लोटस के कर्मचारी कभी भी आपका पासवर्ड या सत्यापन कोड नहीं माँगेंगे। अपने खाते की जानकारी गोपनीय रखें और धोखाधड़ी से सावधान रहें।',
    },
  },
  {
    sort: 5,
    ageDays: 1,
    beforeLogin: false,
    afterLogin: true,
    title: {
      zh_CN: '上周返水已派发',
      zh_TW: '上週返水已派發',
      en_US: 'Weekly rebate credited',
      vi_VN: 'Đã trả hoàn trả tuần',
      hi_IN: 'साप्ताहिक रिबेट जमा हो गया',
    },
    content: {
      zh_CN: '上周返水已全部派发至您的主钱包，请登录查看。',
      zh_TW: '上週返水已全部派發至您的主錢包，請登入查看。',
      en_US: "Last week's rebate has been credited to your main wallet.",
      vi_VN: 'Khoản hoàn trả của tuần trước đã được cộng vào ví chính của bạn.',
      hi_IN: 'पिछले हफ़्ते का रिबेट आपके मुख्य वॉलेट में जमा कर दिया गया है।',
    },
  },
  {
    sort: 6,
    ageDays: 0.5,
    beforeLogin: true,
    afterLogin: true,
    title: {
      zh_CN: '周末足球赔率提升',
      zh_TW: '週末足球賠率提升',
      en_US: 'Football weekend odds boost',
      vi_VN: 'Tăng tỷ lệ bóng đá cuối tuần',
      hi_IN: 'वीकेंड फ़ुटबॉल ऑड्स बूस्ट',
    },
    content: {
      zh_CN: '本周末焦点足球赛事赔率全面提升，提前投注锁定最佳赔率！',
      zh_TW: '本週末焦點足球賽事賠率全面提升，提前投注鎖定最佳賠率！',
      en_US:
        "Boosted odds on this weekend's top football matches. Bet early to lock in the best prices!",
      vi_VN:
        'Tỷ lệ cược được nâng cao cho các trận bóng đá lớn cuối tuần này. Đặt cược sớm để có tỷ lệ tốt nhất!',
      hi_IN: 'इस वीकेंड के बड़े फ़ुटबॉल मैचों पर बढ़े हुए ऑड्स। सबसे अच्छे भाव पाने के लिए जल्दी दांव लगाएँ!',
    },
  },
];

export const demoAnnouncements = (siteId: number, now: Date): AnnouncementRow[] =>
  ANNOUNCEMENTS.map((a) => ({
    siteId,
    title: a.title,
    content: a.content,
    displayBeforeLogin: a.beforeLogin,
    displayAfterLogin: a.afterLogin,
    sort: a.sort,
    publishedAt: daysBefore(now, a.ageDays),
  }));

type PopupCopy = {
  eyebrow: Translations;
  headline: Translations;
  subline: Translations;
  cta: Translations;
  /** Rich text shown under the picture. */
  content: Translations;
};

type PopupSpec = {
  key: string;
  scene: Scene | undefined;
  device: (typeof DISPLAY_DEVICES)[keyof typeof DISPLAY_DEVICES];
  location: (typeof DISPLAY_LOCATIONS)[keyof typeof DISPLAY_LOCATIONS];
  beforeLogin: boolean;
  afterLogin: boolean;
  frequency: (typeof DISPLAY_FREQUENCIES)[keyof typeof DISPLAY_FREQUENCIES];
  ageDays: number;
  copy: PopupCopy;
};

const CLAIM: Translations = {
  zh_CN: '立即参与',
  zh_TW: '立即參與',
  en_US: 'Join now',
  vi_VN: 'Tham gia ngay',
  hi_IN: 'अभी जुड़ें',
};

const POPUPS: PopupSpec[] = [
  {
    key: 'welcome',
    scene: { palette: 'royal', motifs: ['lotus', 'coins'] },
    device: DISPLAY_DEVICES.both,
    location: DISPLAY_LOCATIONS.normal,
    beforeLogin: true,
    afterLogin: false,
    frequency: DISPLAY_FREQUENCIES.everyVisit,
    ageDays: 20,
    copy: {
      eyebrow: {
        zh_CN: '金莲娱乐',
        zh_TW: '金蓮娛樂',
        en_US: 'GOLDEN LOTUS',
        vi_VN: 'GOLDEN LOTUS',
        hi_IN: 'गोल्डन लोटस',
      },
      headline: {
        zh_CN: '注册即享首存翻倍',
        zh_TW: '註冊即享首存翻倍',
        en_US: 'Sign Up & Double Up',
        vi_VN: 'Đăng ký & nhân đôi',
        hi_IN: 'साइन अप करें, दोगुना पाएँ',
      },
      subline: {
        zh_CN: '首存100%奖金，最高8,888元',
        zh_TW: '首存100%獎金，最高8,888元',
        en_US: '100% first deposit bonus',
        vi_VN: 'Thưởng 100% lần nạp đầu tiên',
        hi_IN: 'पहली जमा पर 100% बोनस',
      },
      cta: CLAIM,
      content: {
        zh_CN:
          '<p>立即注册金莲娱乐，首次存款即可获得<strong>100%奖金</strong>。</p><p>真人娱乐、体育、电子、彩票一站畅玩。</p>',
        zh_TW:
          '<p>立即註冊金蓮娛樂，首次存款即可獲得<strong>100%獎金</strong>。</p><p>真人娛樂、體育、電子、彩票一站暢玩。</p>',
        en_US:
          '<p>Join Golden Lotus today and get a <strong>100% bonus</strong> on your first deposit.</p><p>Live casino, sports, slots and lottery, all in one place.</p>',
        vi_VN:
          '<p>Đăng ký Golden Lotus ngay hôm nay để nhận <strong>thưởng 100%</strong> cho lần nạp đầu tiên.</p><p>Sòng bài trực tiếp, thể thao, nổ hũ và xổ số trong một nơi.</p>',
        hi_IN:
          '<p>आज ही गोल्डन लोटस से जुड़ें और पहली जमा पर <strong>100% बोनस</strong> पाएँ।</p><p>लाइव कैसीनो, खेल, स्लॉट और लॉटरी, सब एक ही जगह।</p>',
      },
    },
  },
  {
    key: 'live-cashback',
    scene: { palette: 'crimson', motifs: ['roulette', 'chips'] },
    device: DISPLAY_DEVICES.desktop,
    location: DISPLAY_LOCATIONS.normal,
    beforeLogin: true,
    afterLogin: true,
    frequency: DISPLAY_FREQUENCIES.once,
    ageDays: 5,
    copy: {
      eyebrow: {
        zh_CN: '真人娱乐',
        zh_TW: '真人娛樂',
        en_US: 'LIVE CASINO',
        vi_VN: 'SÒNG BÀI',
        hi_IN: 'लाइव कैसीनो',
      },
      headline: {
        zh_CN: '周末真人返现10%',
        zh_TW: '週末真人返現10%',
        en_US: 'Weekend Cashback 10%',
        vi_VN: 'Hoàn tiền cuối tuần 10%',
        hi_IN: 'वीकेंड कैशबैक 10%',
      },
      subline: {
        zh_CN: '周六、周日真人游戏净亏损返现',
        zh_TW: '週六、週日真人遊戲淨虧損返現',
        en_US: 'On net live casino losses, Sat & Sun',
        vi_VN: 'Trên khoản thua ròng, thứ Bảy & Chủ nhật',
        hi_IN: 'शनिवार-रविवार लाइव कैसीनो के शुद्ध नुकसान पर',
      },
      cta: CLAIM,
      content: {
        zh_CN:
          '<p>每个周末在真人娱乐的净亏损可获得<strong>10%返现</strong>，最高888元，周一自动派发。</p>',
        zh_TW:
          '<p>每個週末在真人娛樂的淨虧損可獲得<strong>10%返現</strong>，最高888元，週一自動派發。</p>',
        en_US:
          '<p>Get <strong>10% cashback</strong> on your net live casino losses every weekend, credited automatically on Monday.</p>',
        vi_VN:
          '<p>Nhận <strong>hoàn tiền 10%</strong> trên khoản thua ròng tại sòng bài trực tiếp mỗi cuối tuần, tự động trả vào thứ Hai.</p>',
        hi_IN:
          '<p>हर वीकेंड लाइव कैसीनो के शुद्ध नुकसान पर <strong>10% कैशबैक</strong> पाएँ, सोमवार को अपने-आप जमा।</p>',
      },
    },
  },
  {
    key: 'app-spins',
    scene: { palette: 'midnight', motifs: ['phone', 'slot'] },
    device: DISPLAY_DEVICES.mobile,
    location: DISPLAY_LOCATIONS.normal,
    beforeLogin: true,
    afterLogin: true,
    frequency: DISPLAY_FREQUENCIES.everyVisit,
    ageDays: 8,
    copy: {
      eyebrow: {
        zh_CN: 'APP专享',
        zh_TW: 'APP專享',
        en_US: 'APP EXCLUSIVE',
        vi_VN: 'ƯU ĐÃI ỨNG DỤNG',
        hi_IN: 'ऐप एक्सक्लूसिव',
      },
      headline: {
        zh_CN: '下载APP送88次免费旋转',
        zh_TW: '下載APP送88次免費旋轉',
        en_US: '88 Free Spins in the App',
        vi_VN: '88 vòng quay miễn phí',
        hi_IN: 'ऐप में 88 फ़्री स्पिन',
      },
      subline: {
        zh_CN: '首次登录APP即可领取',
        zh_TW: '首次登入APP即可領取',
        en_US: 'Claim on your first app login',
        vi_VN: 'Nhận khi đăng nhập ứng dụng lần đầu',
        hi_IN: 'पहली बार ऐप में लॉग इन करने पर पाएँ',
      },
      cta: {
        zh_CN: '立即下载',
        zh_TW: '立即下載',
        en_US: 'Download',
        vi_VN: 'Tải về',
        hi_IN: 'डाउनलोड',
      },
      content: {
        zh_CN: '<p>下载金莲娱乐APP，首次登录即送<strong>88次</strong>电子游戏免费旋转。</p>',
        zh_TW: '<p>下載金蓮娛樂APP，首次登入即送<strong>88次</strong>電子遊戲免費旋轉。</p>',
        en_US:
          '<p>Download the Golden Lotus app and get <strong>88 free spins</strong> on your first login.</p>',
        vi_VN:
          '<p>Tải ứng dụng Golden Lotus và nhận <strong>88 vòng quay miễn phí</strong> khi đăng nhập lần đầu.</p>',
        hi_IN:
          '<p>गोल्डन लोटस ऐप डाउनलोड करें और पहली बार लॉग इन पर <strong>88 फ़्री स्पिन</strong> पाएँ।</p>',
      },
    },
  },
  {
    key: 'red-envelope',
    scene: { palette: 'crimson', motifs: ['envelope', 'coins'] },
    device: DISPLAY_DEVICES.both,
    location: DISPLAY_LOCATIONS.normal,
    beforeLogin: false,
    afterLogin: true,
    frequency: DISPLAY_FREQUENCIES.once,
    ageDays: 3,
    copy: {
      eyebrow: {
        zh_CN: '会员专享',
        zh_TW: '會員專享',
        en_US: 'MEMBERS ONLY',
        vi_VN: 'DÀNH CHO HỘI VIÊN',
        hi_IN: 'केवल सदस्य',
      },
      headline: {
        zh_CN: '整点红包雨',
        zh_TW: '整點紅包雨',
        en_US: 'Red Envelope Rain',
        vi_VN: 'Mưa lì xì',
        hi_IN: 'रेड एनवेलप बारिश',
      },
      subline: {
        zh_CN: '每天20:00至22:00整点开抢',
        zh_TW: '每天20:00至22:00整點開搶',
        en_US: 'Every hour from 20:00 to 22:00',
        vi_VN: 'Mỗi giờ từ 20:00 đến 22:00',
        hi_IN: 'रोज़ 20:00 से 22:00 तक हर घंटे',
      },
      cta: CLAIM,
      content: {
        zh_CN:
          '<p>每天20:00至22:00整点开启红包雨，登录即可参与，最高可得<strong>888元</strong>。</p>',
        zh_TW:
          '<p>每天20:00至22:00整點開啟紅包雨，登入即可參與，最高可得<strong>888元</strong>。</p>',
        en_US:
          '<p>Red envelopes rain down every hour from 20:00 to 22:00. Log in to take part and win up to <strong>888</strong>.</p>',
        vi_VN:
          '<p>Mưa lì xì diễn ra mỗi giờ từ 20:00 đến 22:00. Đăng nhập để tham gia và nhận tới <strong>888</strong>.</p>',
        hi_IN:
          '<p>रोज़ 20:00 से 22:00 तक हर घंटे रेड एनवेलप की बारिश। लॉग इन करें और <strong>888</strong> तक जीतें।</p>',
      },
    },
  },
  {
    key: 'usdt-deposit',
    scene: { palette: 'jade', motifs: ['coins', 'shield'] },
    device: DISPLAY_DEVICES.both,
    location: DISPLAY_LOCATIONS.deposit,
    beforeLogin: true,
    afterLogin: true,
    frequency: DISPLAY_FREQUENCIES.everyVisit,
    ageDays: 6,
    copy: {
      eyebrow: {
        zh_CN: '存款优惠',
        zh_TW: '存款優惠',
        en_US: 'DEPOSIT OFFER',
        vi_VN: 'ƯU ĐÃI NẠP',
        hi_IN: 'जमा ऑफ़र',
      },
      headline: {
        zh_CN: 'USDT存款加送2%',
        zh_TW: 'USDT存款加送2%',
        en_US: 'USDT Deposits +2%',
        vi_VN: 'Nạp USDT thêm 2%',
        hi_IN: 'USDT जमा पर +2%',
      },
      subline: {
        zh_CN: '每笔USDT存款即时加赠',
        zh_TW: '每筆USDT存款即時加贈',
        en_US: 'Extra credit on every USDT deposit',
        vi_VN: 'Cộng thêm cho mỗi lần nạp USDT',
        hi_IN: 'हर USDT जमा पर अतिरिक्त राशि',
      },
      cta: CLAIM,
      content: {
        zh_CN:
          '<p>使用USDT（TRC20）存款，每笔即时加赠<strong>2%</strong>，单笔最高加赠200 USD等值。</p>',
        zh_TW:
          '<p>使用USDT（TRC20）存款，每筆即時加贈<strong>2%</strong>，單筆最高加贈200 USD等值。</p>',
        en_US:
          '<p>Deposit with USDT (TRC20) and get an extra <strong>2%</strong> instantly, up to the equivalent of 200 USD per deposit.</p>',
        vi_VN:
          '<p>Nạp bằng USDT (TRC20) và nhận thêm <strong>2%</strong> ngay lập tức, tối đa tương đương 200 USD mỗi lần nạp.</p>',
        hi_IN:
          '<p>USDT (TRC20) से जमा करें और तुरंत <strong>2%</strong> अतिरिक्त पाएँ, प्रति जमा अधिकतम 200 USD के बराबर।</p>',
      },
    },
  },
  {
    key: 'bind-bank',
    scene: undefined,
    device: DISPLAY_DEVICES.both,
    location: DISPLAY_LOCATIONS.deposit,
    beforeLogin: false,
    afterLogin: true,
    frequency: DISPLAY_FREQUENCIES.once,
    ageDays: 10,
    copy: {
      eyebrow: perLanguage(() => ''),
      headline: {
        zh_CN: '请先绑定银行卡',
        zh_TW: '請先綁定銀行卡',
        en_US: 'Bind your bank card first',
        vi_VN: 'Vui lòng liên kết thẻ ngân hàng',
        hi_IN: 'पहले अपना बैंक कार्ड जोड़ें',
      },
      subline: perLanguage(() => ''),
      cta: perLanguage(() => ''),
      content: {
        zh_CN:
          '<p>为保障资金安全，首次存款前请在<strong>会员中心 › 绑定账户</strong>中绑定本人银行卡。</p>',
        zh_TW:
          '<p>為保障資金安全，首次存款前請在<strong>會員中心 › 綁定帳戶</strong>中綁定本人銀行卡。</p>',
        en_US:
          '<p>To keep your funds safe, bind a bank card in your own name under <strong>Member centre › Bind account</strong> before your first deposit.</p>',
        vi_VN:
          '<p>Để bảo vệ tiền của bạn, hãy liên kết thẻ ngân hàng đứng tên bạn tại <strong>Trung tâm hội viên › Liên kết tài khoản</strong> trước lần nạp đầu tiên.</p>',
        hi_IN:
          '<p>आपकी राशि की सुरक्षा के लिए, पहली जमा से पहले <strong>सदस्य केंद्र › खाता जोड़ें</strong> में अपने नाम का बैंक कार्ड जोड़ें।</p>',
      },
    },
  },
];

export const demoBulletins = (media: MediaLibrary, siteId: number, now: Date): BulletinRow[] =>
  POPUPS.map((spec, index) => {
    const { scene } = spec;
    let picture: Translations | null = null;
    if (scene) {
      picture = perLanguage(() => '');
      for (const language of LANGUAGES) {
        const words: PictureText = {
          eyebrow: spec.copy.eyebrow[language],
          headline: spec.copy.headline[language],
          subline: spec.copy.subline[language],
          cta: spec.copy.cta[language],
        };
        picture[language] = media.add(
          `promotions/popup-${spec.key}-${language}.svg`,
          portraitPicture('popup', scene, words, language, `popup-${spec.key}`),
        );
      }
    }
    const at = daysBefore(now, spec.ageDays);
    return {
      siteId,
      title: spec.copy.headline,
      picture,
      content: spec.copy.content,
      displayDevice: spec.device,
      displayLocation: spec.location,
      displayBeforeLogin: spec.beforeLogin,
      displayAfterLogin: spec.afterLogin,
      displayFrequency: spec.frequency,
      sort: index + 1,
      createdAt: at,
      updatedAt: at,
    };
  });

/** Jackpot pools in minor units: RMB and USD in cents, VND in whole dong. */
export const demoJackpots = (siteId: number): JackpotRow[] => [
  { siteId, currency: 'RMB', amountMinor: 886_623_456n },
  { siteId, currency: 'VND', amountMinor: 25_368_901_000n },
  { siteId, currency: 'USD', amountMinor: 123_456_789n },
];
