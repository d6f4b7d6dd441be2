import type {
  Currency,
  DiscountCategory,
  SupportedLanguage,
} from '@member-site/contracts/constants';

import type { DiscountRow } from '../rows';
import { type Scene, landscapePicture } from '../art/compositions';
import { esc } from '../art/svg';
import type { MediaLibrary } from '../media-library';
import { type Translations, LANGUAGES, formatNumber, perLanguage } from './i18n';

const DAY_MS = 86_400_000;

export type DiscountKey =
  'welcome' | 'reload' | 'rebate' | 'vip' | 'red-envelope' | 'usdt' | 'football-weekend';

type Table = {
  head: Translations[];
  rows: (language: SupportedLanguage) => string[][];
  note?: Translations;
};

type Promotion = {
  key: DiscountKey;
  category: DiscountCategory;
  currency?: Currency;
  /** Days from the seed time to the start (negative: already started) and to the end. */
  window?: { startDays: number; endDays: number };
  scene: Scene;
  eyebrow: Translations;
  title: Translations;
  summary: Translations;
  intro: Translations;
  table: Table;
  steps: Translations[];
  terms: Translations[];
};

const HEADINGS = {
  details: {
    zh_CN: '活动详情',
    zh_TW: '活動詳情',
    en_US: 'Offer details',
    vi_VN: 'Chi tiết ưu đãi',
    hi_IN: 'ऑफ़र विवरण',
  },
  how: {
    zh_CN: '参与方式',
    zh_TW: '參與方式',
    en_US: 'How to take part',
    vi_VN: 'Cách tham gia',
    hi_IN: 'कैसे भाग लें',
  },
  terms: {
    zh_CN: '活动条款',
    zh_TW: '活動條款',
    en_US: 'Terms and conditions',
    vi_VN: 'Điều khoản và điều kiện',
    hi_IN: 'नियम और शर्तें',
  },
} satisfies Record<string, Translations>;

const GENERAL_TERMS: Translations[] = [
  {
    zh_CN: '每位会员、每个家庭、每个IP地址及每台设备仅可享受一次同类优惠。',
    zh_TW: '每位會員、每個家庭、每個IP位址及每台裝置僅可享受一次同類優惠。',
    en_US: 'Each member, household, IP address and device may claim an offer of this kind once.',
    vi_VN:
      'Mỗi hội viên, hộ gia đình, địa chỉ IP và thiết bị chỉ được nhận ưu đãi loại này một lần.',
    hi_IN: 'प्रत्येक सदस्य, परिवार, IP पता और डिवाइस इस प्रकार का ऑफ़र केवल एक बार ले सकता है।',
  },
  {
    zh_CN: '任何滥用优惠的行为（包括多重账户、对冲投注或串通）将导致奖金及相关盈利被取消。',
    zh_TW: '任何濫用優惠的行為（包括多重帳戶、對沖投注或串通）將導致獎金及相關盈利被取消。',
    en_US:
      'Abuse of promotions, including multiple accounts, hedged bets or collusion, voids the bonus and any winnings from it.',
    vi_VN:
      'Mọi hành vi lạm dụng khuyến mãi, bao gồm nhiều tài khoản, cược đối đầu hoặc thông đồng, sẽ bị hủy tiền thưởng và tiền thắng liên quan.',
    hi_IN: 'प्रमोशन का दुरुपयोग, जैसे कई खाते, हेज दांव या मिलीभगत, बोनस और उससे हुई जीत को रद्द कर देता है।',
  },
  {
    zh_CN: '金莲娱乐保留修改或终止本活动的权利，变更将在本页公布。仅限18岁以上，请理性娱乐。',
    zh_TW: '金蓮娛樂保留修改或終止本活動的權利，變更將在本頁公布。僅限18歲以上，請理性娛樂。',
    en_US:
      'Golden Lotus may change or end this promotion at any time; changes are announced on this page. 18+ only. Please play responsibly.',
    vi_VN:
      'Golden Lotus có quyền thay đổi hoặc kết thúc khuyến mãi bất cứ lúc nào; thay đổi sẽ được thông báo trên trang này. Chỉ dành cho người từ 18 tuổi. Hãy chơi có trách nhiệm.',
    hi_IN:
      'गोल्डन लोटस किसी भी समय इस प्रमोशन को बदल या समाप्त कर सकता है; बदलाव इसी पेज पर बताए जाएँगे। केवल 18+। कृपया ज़िम्मेदारी से खेलें।',
  },
];

const num = (value: number, language: SupportedLanguage) => formatNumber(value, language);
const UNLIMITED: Translations = {
  zh_CN: '不限',
  zh_TW: '不限',
  en_US: 'Unlimited',
  vi_VN: 'Không giới hạn',
  hi_IN: 'असीमित',
};
const CURRENCY_HEAD: Translations = {
  zh_CN: '币种',
  zh_TW: '幣種',
  en_US: 'Currency',
  vi_VN: 'Tiền tệ',
  hi_IN: 'मुद्रा',
};
const BONUS_HEAD: Translations = {
  zh_CN: '奖金比例',
  zh_TW: '獎金比例',
  en_US: 'Bonus',
  vi_VN: 'Tỷ lệ thưởng',
  hi_IN: 'बोनस',
};
const MAX_BONUS_HEAD: Translations = {
  zh_CN: '最高奖金',
  zh_TW: '最高獎金',
  en_US: 'Maximum bonus',
  vi_VN: 'Thưởng tối đa',
  hi_IN: 'अधिकतम बोनस',
};
const TURNOVER_HEAD: Translations = {
  zh_CN: '流水要求',
  zh_TW: '流水要求',
  en_US: 'Turnover',
  vi_VN: 'Vòng cược',
  hi_IN: 'टर्नओवर',
};
const IN_RMB_NOTE: Translations = {
  zh_CN: '金额以人民币计，越南盾及美元会员按等值金额计算。',
  zh_TW: '金額以人民幣計，越南盾及美元會員按等值金額計算。',
  en_US: 'Amounts in RMB; VND and USD members receive the equivalent amount.',
  vi_VN: 'Số tiền tính theo RMB; hội viên VND và USD nhận số tiền tương đương.',
  hi_IN: 'राशि RMB में है; VND और USD सदस्यों को समान मूल्य की राशि मिलती है।',
};

const PROMOTIONS: Promotion[] = [
  {
    key: 'welcome',
    category: 'new_member',
    scene: { palette: 'royal', motifs: ['lotus', 'coins'] },
    eyebrow: {
      zh_CN: '新会员',
      zh_TW: '新會員',
      en_US: 'NEW MEMBERS',
      vi_VN: 'THÀNH VIÊN MỚI',
      hi_IN: 'नए सदस्य',
    },
    title: {
      zh_CN: '首存100%欢迎奖金',
      zh_TW: '首存100%歡迎獎金',
      en_US: '100% First Deposit Bonus',
      vi_VN: 'Thưởng 100% nạp đầu',
      hi_IN: 'पहली जमा पर 100% बोनस',
    },
    summary: {
      zh_CN: '首次存款翻倍，奖金即时到账',
      zh_TW: '首次存款翻倍，獎金即時到帳',
      en_US: 'Double your first deposit, paid instantly',
      vi_VN: 'Nhân đôi lần nạp đầu, trả ngay',
      hi_IN: 'पहली जमा दोगुनी, तुरंत भुगतान',
    },
    intro: {
      zh_CN:
        '欢迎加入金莲娱乐！完成首次存款即可获得等额<strong>100%奖金</strong>，可用于真人、体育、电子及彩票游戏。',
      zh_TW:
        '歡迎加入金蓮娛樂！完成首次存款即可獲得等額<strong>100%獎金</strong>，可用於真人、體育、電子及彩票遊戲。',
      en_US:
        'Welcome to Golden Lotus! Make your first deposit and we match it with a <strong>100% bonus</strong> to play live casino, sports, slots and lottery.',
      vi_VN:
        'Chào mừng bạn đến với Golden Lotus! Nạp tiền lần đầu và nhận ngay <strong>thưởng 100%</strong> tương ứng để chơi sòng bài trực tiếp, thể thao, nổ hũ và xổ số.',
      hi_IN:
        'गोल्डन लोटस में आपका स्वागत है! पहली जमा करें और उतनी ही राशि का <strong>100% बोनस</strong> पाएँ, जिससे लाइव कैसीनो, खेल, स्लॉट और लॉटरी खेलें।',
    },
    table: {
      head: [
        CURRENCY_HEAD,
        {
          zh_CN: '最低存款',
          zh_TW: '最低存款',
          en_US: 'Minimum deposit',
          vi_VN: 'Nạp tối thiểu',
          hi_IN: 'न्यूनतम जमा',
        },
        BONUS_HEAD,
        MAX_BONUS_HEAD,
        TURNOVER_HEAD,
      ],
      rows: (l) => [
        ['RMB', num(100, l), '100%', num(8_888, l), '15×'],
        ['VND', num(300_000, l), '100%', num(28_888_000, l), '15×'],
        ['USD', num(20, l), '100%', num(1_288, l), '15×'],
      ],
    },
    steps: [
      {
        zh_CN: '注册金莲娱乐账户。',
        zh_TW: '註冊金蓮娛樂帳戶。',
        en_US: 'Open a Golden Lotus account.',
        vi_VN: 'Mở tài khoản Golden Lotus.',
        hi_IN: 'गोल्डन लोटस खाता खोलें।',
      },
      {
        zh_CN: '在存款页面勾选“首存优惠”并完成存款。',
        zh_TW: '在存款頁面勾選「首存優惠」並完成存款。',
        en_US: 'Tick “First deposit bonus” on the deposit page and complete your deposit.',
        vi_VN: 'Chọn “Thưởng nạp đầu” trên trang nạp tiền và hoàn tất giao dịch.',
        hi_IN: 'जमा पेज पर “पहली जमा बोनस” चुनें और जमा पूरी करें।',
      },
      {
        zh_CN: '奖金将在存款到账后即时发放至主钱包。',
        zh_TW: '獎金將在存款到帳後即時發放至主錢包。',
        en_US: 'The bonus is credited to your main wallet as soon as the deposit arrives.',
        vi_VN: 'Tiền thưởng được cộng vào ví chính ngay khi khoản nạp về.',
        hi_IN: 'जमा पहुँचते ही बोनस आपके मुख्य वॉलेट में जमा हो जाता है।',
      },
    ],
    terms: [
      {
        zh_CN: '存款加奖金须完成15倍有效流水方可取款。',
        zh_TW: '存款加獎金須完成15倍有效流水方可取款。',
        en_US: 'Deposit plus bonus must be wagered 15 times before withdrawal.',
        vi_VN: 'Tiền nạp cộng tiền thưởng phải đạt 15 vòng cược trước khi rút.',
        hi_IN: 'निकासी से पहले जमा और बोनस पर 15 गुना दांव लगाना ज़रूरी है।',
      },
    ],
  },
  {
    key: 'reload',
    category: 'deposit',
    scene: { palette: 'sunset', motifs: ['gift', 'coins'] },
    eyebrow: {
      zh_CN: '每日存款',
      zh_TW: '每日存款',
      en_US: 'DAILY RELOAD',
      vi_VN: 'NẠP MỖI NGÀY',
      hi_IN: 'दैनिक रीलोड',
    },
    title: {
      zh_CN: '每日存款再送10%',
      zh_TW: '每日存款再送10%',
      en_US: 'Daily Reload Bonus 10%',
      vi_VN: 'Thưởng nạp lại mỗi ngày 10%',
      hi_IN: 'दैनिक रीलोड बोनस 10%',
    },
    summary: {
      zh_CN: '每天首笔存款最高加赠10%',
      zh_TW: '每天首筆存款最高加贈10%',
      en_US: 'Up to 10% extra on your first deposit each day',
      vi_VN: 'Thêm tới 10% cho lần nạp đầu mỗi ngày',
      hi_IN: 'हर दिन की पहली जमा पर 10% तक अतिरिक्त',
    },
    intro: {
      zh_CN:
        '每天的首笔存款都可按存款金额获得最高<strong>10%</strong>的加赠奖金，存得越多，送得越多。',
      zh_TW:
        '每天的首筆存款都可依存款金額獲得最高<strong>10%</strong>的加贈獎金，存得越多，送得越多。',
      en_US:
        'Your first deposit each day earns an extra bonus of up to <strong>10%</strong>. The more you deposit, the higher the rate.',
      vi_VN:
        'Lần nạp đầu tiên mỗi ngày được thưởng thêm tới <strong>10%</strong>. Nạp càng nhiều, tỷ lệ càng cao.',
      hi_IN:
        'हर दिन की पहली जमा पर <strong>10%</strong> तक अतिरिक्त बोनस। जितनी ज़्यादा जमा, उतनी ऊँची दर।',
    },
    table: {
      head: [
        {
          zh_CN: '当日首存',
          zh_TW: '當日首存',
          en_US: 'First deposit of the day',
          vi_VN: 'Lần nạp đầu trong ngày',
          hi_IN: 'दिन की पहली जमा',
        },
        BONUS_HEAD,
        MAX_BONUS_HEAD,
        TURNOVER_HEAD,
      ],
      rows: (l) => [
        [`${num(500, l)}+`, '5%', num(288, l), '10×'],
        [`${num(2_000, l)}+`, '8%', num(888, l), '10×'],
        [`${num(10_000, l)}+`, '10%', num(2_888, l), '10×'],
      ],
      note: IN_RMB_NOTE,
    },
    steps: [
      {
        zh_CN: '每天完成当日首笔存款。',
        zh_TW: '每天完成當日首筆存款。',
        en_US: 'Make your first deposit of the day.',
        vi_VN: 'Thực hiện lần nạp đầu tiên trong ngày.',
        hi_IN: 'दिन की पहली जमा करें।',
      },
      {
        zh_CN: '在优惠页面点击“申请”，奖金即时到账。',
        zh_TW: '在優惠頁面點擊「申請」，獎金即時到帳。',
        en_US: 'Press “Apply” on this page and the bonus arrives at once.',
        vi_VN: 'Nhấn “Đăng ký” trên trang này, tiền thưởng về ngay.',
        hi_IN: 'इस पेज पर “आवेदन करें” दबाएँ, बोनस तुरंत मिलेगा।',
      },
    ],
    terms: [
      {
        zh_CN: '每天00:00（GMT-4）重置，未申请的奖金不累积。',
        zh_TW: '每天00:00（GMT-4）重置，未申請的獎金不累積。',
        en_US: 'The offer resets daily at 00:00 (GMT-4); unclaimed bonuses do not carry over.',
        vi_VN: 'Ưu đãi đặt lại lúc 00:00 (GMT-4) mỗi ngày; thưởng chưa nhận không được cộng dồn.',
        hi_IN: 'ऑफ़र रोज़ 00:00 (GMT-4) पर रीसेट होता है; बिना लिया बोनस आगे नहीं जुड़ता।',
      },
    ],
  },
  {
    key: 'rebate',
    category: 'rebate',
    scene: { palette: 'emerald', motifs: ['coins', 'chips'] },
    eyebrow: {
      zh_CN: '无限返水',
      zh_TW: '無限返水',
      en_US: 'UNLIMITED REBATE',
      vi_VN: 'HOÀN TRẢ',
      hi_IN: 'असीमित रिबेट',
    },
    title: {
      zh_CN: '每日返水最高1.2%',
      zh_TW: '每日返水最高1.2%',
      en_US: 'Daily Rebate up to 1.2%',
      vi_VN: 'Hoàn trả mỗi ngày tới 1,2%',
      hi_IN: 'रोज़ाना 1.2% तक रिबेट',
    },
    summary: {
      zh_CN: '有效投注无上限返水，每日自动派发',
      zh_TW: '有效投注無上限返水，每日自動派發',
      en_US: 'Uncapped rebate on valid bets, paid daily',
      vi_VN: 'Hoàn trả không giới hạn, trả mỗi ngày',
      hi_IN: 'मान्य दांव पर असीमित रिबेट, रोज़ाना',
    },
    intro: {
      zh_CN:
        '无论输赢，每一笔有效投注都可获得返水，<strong>无上限</strong>，次日自动派发至主钱包。',
      zh_TW:
        '無論輸贏，每一筆有效投注都可獲得返水，<strong>無上限</strong>，次日自動派發至主錢包。',
      en_US:
        'Win or lose, every valid bet earns a rebate with <strong>no cap</strong>, paid to your main wallet the next day.',
      vi_VN:
        'Dù thắng hay thua, mọi cược hợp lệ đều được hoàn trả <strong>không giới hạn</strong>, trả vào ví chính vào ngày hôm sau.',
      hi_IN: 'जीत हो या हार, हर मान्य दांव पर <strong>बिना सीमा</strong> रिबेट, अगले दिन मुख्य वॉलेट में।',
    },
    table: {
      head: [
        {
          zh_CN: '游戏类型',
          zh_TW: '遊戲類型',
          en_US: 'Game type',
          vi_VN: 'Loại trò chơi',
          hi_IN: 'गेम प्रकार',
        },
        {
          zh_CN: '返水比例',
          zh_TW: '返水比例',
          en_US: 'Rebate',
          vi_VN: 'Tỷ lệ hoàn trả',
          hi_IN: 'रिबेट दर',
        },
      ],
      rows: (l) =>
        (
          [
            [
              { zh_CN: '电子', zh_TW: '電子', en_US: 'Slots', vi_VN: 'Nổ hũ', hi_IN: 'स्लॉट' },
              '1.2%',
            ],
            [
              {
                zh_CN: '棋牌',
                zh_TW: '棋牌',
                en_US: 'Card games',
                vi_VN: 'Game bài',
                hi_IN: 'कार्ड गेम',
              },
              '1.0%',
            ],
            [
              { zh_CN: '体育', zh_TW: '體育', en_US: 'Sports', vi_VN: 'Thể thao', hi_IN: 'खेल' },
              '0.9%',
            ],
            [
              {
                zh_CN: '真人',
                zh_TW: '真人',
                en_US: 'Live casino',
                vi_VN: 'Sòng bài trực tiếp',
                hi_IN: 'लाइव कैसीनो',
              },
              '0.8%',
            ],
            [
              { zh_CN: '彩票', zh_TW: '彩票', en_US: 'Lottery', vi_VN: 'Xổ số', hi_IN: 'लॉटरी' },
              '0.6%',
            ],
          ] as const
        ).map(([name, rate]) => [name[l], l === 'vi_VN' ? rate.replace('.', ',') : rate]),
    },
    steps: [
      {
        zh_CN: '正常游戏，无需申请。',
        zh_TW: '正常遊戲，無需申請。',
        en_US: 'Just play; there is nothing to apply for.',
        vi_VN: 'Chỉ cần chơi, không cần đăng ký.',
        hi_IN: 'बस खेलें; आवेदन की ज़रूरत नहीं।',
      },
      {
        zh_CN: '返水于次日15:00（GMT-4）前自动派发。',
        zh_TW: '返水於次日15:00（GMT-4）前自動派發。',
        en_US: 'The rebate is paid automatically by 15:00 (GMT-4) the next day.',
        vi_VN: 'Hoàn trả được trả tự động trước 15:00 (GMT-4) ngày hôm sau.',
        hi_IN: 'रिबेट अगले दिन 15:00 (GMT-4) तक अपने-आप मिल जाता है।',
      },
    ],
    terms: [
      {
        zh_CN: '返水只需完成1倍流水即可取款；和局、无效及对冲注单不计算返水。',
        zh_TW: '返水只需完成1倍流水即可取款；和局、無效及對沖注單不計算返水。',
        en_US:
          'Rebates need 1× turnover before withdrawal; draws, void and hedged bets do not count.',
        vi_VN:
          'Hoàn trả chỉ cần 1 vòng cược để rút; cược hòa, cược bị hủy và cược đối đầu không được tính.',
        hi_IN: 'रिबेट पर निकासी से पहले 1× टर्नओवर; ड्रॉ, रद्द और हेज दांव नहीं गिने जाते।',
      },
    ],
  },
  {
    key: 'vip',
    category: 'vip',
    scene: { palette: 'onyx', motifs: ['crown', 'coins'] },
    eyebrow: {
      zh_CN: 'VIP特权',
      zh_TW: 'VIP特權',
      en_US: 'VIP CLUB',
      vi_VN: 'ĐẶC QUYỀN VIP',
      hi_IN: 'VIP क्लब',
    },
    title: {
      zh_CN: 'VIP俱乐部尊享特权',
      zh_TW: 'VIP俱樂部尊享特權',
      en_US: 'VIP Club Privileges',
      vi_VN: 'Đặc quyền câu lạc bộ VIP',
      hi_IN: 'VIP क्लब के विशेषाधिकार',
    },
    summary: {
      zh_CN: '晋级礼金、生日礼金与专属客服',
      zh_TW: '晉級禮金、生日禮金與專屬客服',
      en_US: 'Upgrade bonuses, birthday gifts, a personal host',
      vi_VN: 'Thưởng thăng cấp, quà sinh nhật, chăm sóc riêng',
      hi_IN: 'अपग्रेड बोनस, जन्मदिन उपहार, निजी होस्ट',
    },
    intro: {
      zh_CN:
        '累计存款达到相应等级即可自动晋级，尊享<strong>晋级礼金</strong>、生日礼金、更多取款次数与专属客服经理。',
      zh_TW:
        '累計存款達到相應等級即可自動晉級，尊享<strong>晉級禮金</strong>、生日禮金、更多取款次數與專屬客服經理。',
      en_US:
        'Reach a level with your total deposits and you move up automatically, with an <strong>upgrade bonus</strong>, a birthday gift, more daily withdrawals and a personal VIP host.',
      vi_VN:
        'Đạt mức tổng nạp tương ứng để tự động thăng hạng, nhận <strong>thưởng thăng cấp</strong>, quà sinh nhật, thêm lượt rút mỗi ngày và chuyên viên VIP riêng.',
      hi_IN:
        'कुल जमा से स्तर पूरा करें और अपने-आप आगे बढ़ें: <strong>अपग्रेड बोनस</strong>, जन्मदिन उपहार, ज़्यादा दैनिक निकासी और निजी VIP होस्ट।',
    },
    table: {
      head: [
        { zh_CN: '等级', zh_TW: '等級', en_US: 'Level', vi_VN: 'Cấp độ', hi_IN: 'स्तर' },
        {
          zh_CN: '累计存款',
          zh_TW: '累計存款',
          en_US: 'Total deposits',
          vi_VN: 'Tổng nạp',
          hi_IN: 'कुल जमा',
        },
        {
          zh_CN: '晋级礼金',
          zh_TW: '晉級禮金',
          en_US: 'Upgrade bonus',
          vi_VN: 'Thưởng thăng cấp',
          hi_IN: 'अपग्रेड बोनस',
        },
        {
          zh_CN: '生日礼金',
          zh_TW: '生日禮金',
          en_US: 'Birthday gift',
          vi_VN: 'Quà sinh nhật',
          hi_IN: 'जन्मदिन उपहार',
        },
        {
          zh_CN: '每日取款次数',
          zh_TW: '每日取款次數',
          en_US: 'Withdrawals per day',
          vi_VN: 'Lượt rút mỗi ngày',
          hi_IN: 'प्रतिदिन निकासी',
        },
      ],
      rows: (l) => [
        ['VIP 1', num(10_000, l), num(88, l), num(58, l), '5'],
        ['VIP 2', num(50_000, l), num(288, l), num(188, l), '8'],
        ['VIP 3', num(200_000, l), num(888, l), num(588, l), '10'],
        ['VIP 4', num(1_000_000, l), num(2_888, l), num(1_888, l), '15'],
        ['VIP 5', num(5_000_000, l), num(8_888, l), num(5_888, l), UNLIMITED[l]],
      ],
      note: IN_RMB_NOTE,
    },
    steps: [
      {
        zh_CN: '累计存款达到等级要求后系统自动晋级。',
        zh_TW: '累計存款達到等級要求後系統自動晉級。',
        en_US: 'You are upgraded automatically once your total deposits reach a level.',
        vi_VN: 'Hệ thống tự động thăng hạng khi tổng nạp đạt yêu cầu.',
        hi_IN: 'कुल जमा स्तर तक पहुँचते ही आप अपने-आप अपग्रेड हो जाते हैं।',
      },
      {
        zh_CN: '晋级礼金于晋级后24小时内派发，生日礼金于生日当天派发。',
        zh_TW: '晉級禮金於晉級後24小時內派發，生日禮金於生日當天派發。',
        en_US: 'Upgrade bonuses are paid within 24 hours; birthday gifts on your birthday.',
        vi_VN: 'Thưởng thăng cấp trả trong 24 giờ; quà sinh nhật trả đúng ngày sinh nhật.',
        hi_IN: 'अपग्रेड बोनस 24 घंटे में और जन्मदिन उपहार जन्मदिन पर मिलता है।',
      },
    ],
    terms: [
      {
        zh_CN: '生日礼金需在会员资料中填写真实生日，且注册满30天。',
        zh_TW: '生日禮金需在會員資料中填寫真實生日，且註冊滿30天。',
        en_US:
          'Birthday gifts need your real birthday in your profile and an account at least 30 days old.',
        vi_VN:
          'Quà sinh nhật yêu cầu ngày sinh thật trong hồ sơ và tài khoản đã mở ít nhất 30 ngày.',
        hi_IN: 'जन्मदिन उपहार के लिए प्रोफ़ाइल में सही जन्मतिथि और कम से कम 30 दिन पुराना खाता ज़रूरी है।',
      },
    ],
  },
  {
    key: 'red-envelope',
    category: 'event',
    window: { startDays: -3, endDays: 45 },
    scene: { palette: 'crimson', motifs: ['envelope', 'coins'] },
    eyebrow: {
      zh_CN: '限时活动',
      zh_TW: '限時活動',
      en_US: 'LIMITED TIME',
      vi_VN: 'CÓ THỜI HẠN',
      hi_IN: 'सीमित समय',
    },
    title: {
      zh_CN: '整点红包雨',
      zh_TW: '整點紅包雨',
      en_US: 'Red Envelope Rain',
      vi_VN: 'Mưa lì xì mỗi giờ',
      hi_IN: 'रेड एनवेलप बारिश',
    },
    summary: {
      zh_CN: '每晚三场，红包最高888元',
      zh_TW: '每晚三場，紅包最高888元',
      en_US: 'Three rounds every night, up to 888',
      vi_VN: 'Ba lượt mỗi tối, lì xì tới 888',
      hi_IN: 'हर रात तीन राउंड, 888 तक',
    },
    intro: {
      zh_CN:
        '活动期间每晚20:00、21:00、22:00整点开启红包雨，登录后点击飘落的红包即可领取<strong>现金奖励</strong>。',
      zh_TW:
        '活動期間每晚20:00、21:00、22:00整點開啟紅包雨，登入後點擊飄落的紅包即可領取<strong>現金獎勵</strong>。',
      en_US:
        'During the event, red envelopes fall at 20:00, 21:00 and 22:00 every night. Log in and tap one to collect a <strong>cash reward</strong>.',
      vi_VN:
        'Trong thời gian sự kiện, lì xì rơi vào 20:00, 21:00 và 22:00 mỗi tối. Đăng nhập và chạm vào bao lì xì để nhận <strong>tiền thưởng</strong>.',
      hi_IN:
        'इवेंट के दौरान हर रात 20:00, 21:00 और 22:00 बजे रेड एनवेलप गिरते हैं। लॉग इन करें और <strong>नकद इनाम</strong> के लिए टैप करें।',
    },
    table: {
      head: [
        { zh_CN: '场次', zh_TW: '場次', en_US: 'Round', vi_VN: 'Lượt', hi_IN: 'राउंड' },
        {
          zh_CN: '红包金额',
          zh_TW: '紅包金額',
          en_US: 'Envelope amount',
          vi_VN: 'Giá trị lì xì',
          hi_IN: 'एनवेलप राशि',
        },
      ],
      rows: (l) => [
        ['20:00', `${num(8, l)} – ${num(88, l)}`],
        ['21:00', `${num(8, l)} – ${num(188, l)}`],
        ['22:00', `${num(18, l)} – ${num(888, l)}`],
      ],
      note: IN_RMB_NOTE,
    },
    steps: [
      {
        zh_CN: '活动期间当日存款满100元即可参与。',
        zh_TW: '活動期間當日存款滿100元即可參與。',
        en_US: 'Deposit at least 100 RMB (or the equivalent) on the day to take part.',
        vi_VN: 'Nạp tối thiểu 100 RMB (hoặc tương đương) trong ngày để tham gia.',
        hi_IN: 'भाग लेने के लिए उस दिन कम से कम 100 RMB (या समकक्ष) जमा करें।',
      },
      {
        zh_CN: '整点登录并点击红包，奖励即时到账。',
        zh_TW: '整點登入並點擊紅包，獎勵即時到帳。',
        en_US: 'Be logged in on the hour and tap an envelope; the reward arrives at once.',
        vi_VN: 'Đăng nhập đúng giờ và chạm vào lì xì; tiền thưởng về ngay.',
        hi_IN: 'ठीक समय पर लॉग इन रहें और एनवेलप टैप करें; इनाम तुरंत मिलेगा।',
      },
    ],
    terms: [
      {
        zh_CN: '红包奖励只需完成1倍流水即可取款，每场每位会员限领一次。',
        zh_TW: '紅包獎勵只需完成1倍流水即可取款，每場每位會員限領一次。',
        en_US: 'Envelope rewards need 1× turnover; one envelope per member per round.',
        vi_VN: 'Tiền lì xì chỉ cần 1 vòng cược; mỗi hội viên nhận một bao mỗi lượt.',
        hi_IN: 'एनवेलप इनाम पर 1× टर्नओवर; हर राउंड में प्रति सदस्य एक एनवेलप।',
      },
    ],
  },
  {
    key: 'usdt',
    category: 'deposit',
    currency: 'USD',
    scene: { palette: 'jade', motifs: ['coins', 'shield'] },
    eyebrow: {
      zh_CN: '美元会员',
      zh_TW: '美元會員',
      en_US: 'USD MEMBERS',
      vi_VN: 'HỘI VIÊN USD',
      hi_IN: 'USD सदस्य',
    },
    title: {
      zh_CN: 'USDT存款加送2%',
      zh_TW: 'USDT存款加送2%',
      en_US: 'USDT Deposits +2%',
      vi_VN: 'Nạp USDT thêm 2%',
      hi_IN: 'USDT जमा पर +2%',
    },
    summary: {
      zh_CN: '每笔USDT存款即时加赠2%',
      zh_TW: '每筆USDT存款即時加贈2%',
      en_US: 'An extra 2% on every USDT deposit',
      vi_VN: 'Thêm 2% cho mỗi lần nạp USDT',
      hi_IN: 'हर USDT जमा पर 2% अतिरिक्त',
    },
    intro: {
      zh_CN:
        '美元账户会员使用USDT（TRC20）存款，每笔即时加赠<strong>2%</strong>，到账快、手续费低。',
      zh_TW:
        '美元帳戶會員使用USDT（TRC20）存款，每筆即時加贈<strong>2%</strong>，到帳快、手續費低。',
      en_US:
        'Members with a USD account get an extra <strong>2%</strong> on every USDT (TRC20) deposit, with fast arrival and low fees.',
      vi_VN:
        'Hội viên tài khoản USD nhận thêm <strong>2%</strong> cho mỗi lần nạp USDT (TRC20), tiền về nhanh, phí thấp.',
      hi_IN:
        'USD खाते वाले सदस्यों को हर USDT (TRC20) जमा पर <strong>2%</strong> अतिरिक्त, तेज़ और कम शुल्क।',
    },
    table: {
      head: [
        {
          zh_CN: 'USDT存款',
          zh_TW: 'USDT存款',
          en_US: 'USDT deposit',
          vi_VN: 'Nạp USDT',
          hi_IN: 'USDT जमा',
        },
        {
          zh_CN: '加赠比例',
          zh_TW: '加贈比例',
          en_US: 'Extra credit',
          vi_VN: 'Cộng thêm',
          hi_IN: 'अतिरिक्त राशि',
        },
        {
          zh_CN: '单笔最高加赠',
          zh_TW: '單筆最高加贈',
          en_US: 'Maximum per deposit',
          vi_VN: 'Tối đa mỗi lần',
          hi_IN: 'प्रति जमा अधिकतम',
        },
      ],
      rows: (l) => [[`${num(20, l)}+ USD`, '2%', `${num(200, l)} USD`]],
    },
    steps: [
      {
        zh_CN: '在存款页面选择USDT（TRC20）。',
        zh_TW: '在存款頁面選擇USDT（TRC20）。',
        en_US: 'Choose USDT (TRC20) on the deposit page.',
        vi_VN: 'Chọn USDT (TRC20) trên trang nạp tiền.',
        hi_IN: 'जमा पेज पर USDT (TRC20) चुनें।',
      },
      {
        zh_CN: '转账到账后加赠金额自动发放。',
        zh_TW: '轉帳到帳後加贈金額自動發放。',
        en_US: 'The extra credit is added automatically when the transfer arrives.',
        vi_VN: 'Khoản cộng thêm được trả tự động khi tiền về.',
        hi_IN: 'ट्रांसफ़र पहुँचते ही अतिरिक्त राशि अपने-आप जुड़ जाती है।',
      },
    ],
    terms: [
      {
        zh_CN: '加赠金额需完成3倍流水方可取款。',
        zh_TW: '加贈金額需完成3倍流水方可取款。',
        en_US: 'The extra credit needs 3× turnover before withdrawal.',
        vi_VN: 'Khoản cộng thêm cần 3 vòng cược trước khi rút.',
        hi_IN: 'अतिरिक्त राशि पर निकासी से पहले 3× टर्नओवर ज़रूरी है।',
      },
    ],
  },
  {
    key: 'football-weekend',
    category: 'event',
    currency: 'VND',
    window: { startDays: -1, endDays: 30 },
    scene: { palette: 'emerald', motifs: ['football', 'trophy'] },
    eyebrow: {
      zh_CN: '越南盾会员',
      zh_TW: '越南盾會員',
      en_US: 'VND MEMBERS',
      vi_VN: 'HỘI VIÊN VND',
      hi_IN: 'VND सदस्य',
    },
    title: {
      zh_CN: '越南足球周末加赔',
      zh_TW: '越南足球週末加賠',
      en_US: 'V-League Weekend Odds Boost',
      vi_VN: 'Tăng tỷ lệ V-League cuối tuần',
      hi_IN: 'V-League वीकेंड ऑड्स बूस्ट',
    },
    summary: {
      zh_CN: '焦点赛事赔率提升，投注更划算',
      zh_TW: '焦點賽事賠率提升，投注更划算',
      en_US: 'Boosted odds on the weekend’s top matches',
      vi_VN: 'Tỷ lệ cao hơn cho các trận đấu lớn cuối tuần',
      hi_IN: 'वीकेंड के बड़े मैचों पर बढ़े हुए ऑड्स',
    },
    intro: {
      zh_CN: '越南盾会员在周末焦点赛事投注“主队胜”即可享受<strong>加赔</strong>，赢得更多。',
      zh_TW: '越南盾會員在週末焦點賽事投注「主隊勝」即可享受<strong>加賠</strong>，贏得更多。',
      en_US:
        'VND members who back the home win in the weekend’s featured matches get <strong>boosted odds</strong> and win more.',
      vi_VN:
        'Hội viên VND đặt cửa “đội nhà thắng” trong các trận tâm điểm cuối tuần được hưởng <strong>tỷ lệ tăng cường</strong>, thắng nhiều hơn.',
      hi_IN:
        'VND सदस्य वीकेंड के चुनिंदा मैचों में घरेलू टीम की जीत पर दांव लगाकर <strong>बढ़े हुए ऑड्स</strong> पाते हैं।',
    },
    table: {
      head: [
        { zh_CN: '赛事', zh_TW: '賽事', en_US: 'Match', vi_VN: 'Trận đấu', hi_IN: 'मैच' },
        {
          zh_CN: '原赔率',
          zh_TW: '原賠率',
          en_US: 'Standard odds',
          vi_VN: 'Tỷ lệ thường',
          hi_IN: 'सामान्य ऑड्स',
        },
        {
          zh_CN: '加赔后',
          zh_TW: '加賠後',
          en_US: 'Boosted odds',
          vi_VN: 'Tỷ lệ tăng',
          hi_IN: 'बढ़े हुए ऑड्स',
        },
      ],
      rows: (l) => {
        const odds = (value: number) =>
          l === 'vi_VN' ? value.toFixed(2).replace('.', ',') : value.toFixed(2);
        return [
          ['Saigon Phoenix – Hanoi Thunder', odds(2.1), odds(2.4)],
          ['Da Nang Dragons – Hai Phong Port', odds(1.95), odds(2.25)],
        ];
      },
    },
    steps: [
      {
        zh_CN: '在体育页面选择标有“加赔”的赛事。',
        zh_TW: '在體育頁面選擇標有「加賠」的賽事。',
        en_US: 'Pick a match marked “Boost” in the sports lobby.',
        vi_VN: 'Chọn trận có nhãn “Tăng tỷ lệ” trong sảnh thể thao.',
        hi_IN: 'स्पोर्ट्स लॉबी में “बूस्ट” वाले मैच चुनें।',
      },
      {
        zh_CN: '投注“主队胜”，赛果确认后按加赔结算。',
        zh_TW: '投注「主隊勝」，賽果確認後按加賠結算。',
        en_US: 'Bet on the home win; winning bets settle at the boosted odds.',
        vi_VN: 'Cược đội nhà thắng; cược thắng được thanh toán theo tỷ lệ tăng.',
        hi_IN: 'घरेलू जीत पर दांव लगाएँ; जीतने वाले दांव बढ़े हुए ऑड्स पर निपटेंगे।',
      },
    ],
    terms: [
      {
        zh_CN: '加赔仅适用于单注，单注最高投注额为5,000,000越南盾。',
        zh_TW: '加賠僅適用於單注，單注最高投注額為5,000,000越南盾。',
        en_US: 'Boosts apply to single bets only, with a maximum stake of 5,000,000 VND.',
        vi_VN: 'Tỷ lệ tăng chỉ áp dụng cho cược đơn, mức cược tối đa 5.000.000 ₫.',
        hi_IN: 'बूस्ट केवल सिंगल दांव पर, अधिकतम दांव 5,000,000 VND।',
      },
    ],
  },
];

/** The rich text of a promotion page: intro, a table of tiers, the steps and the terms. */
const promotionHtml = (p: Promotion, l: SupportedLanguage): string => {
  const rows = p.table.rows(l);
  return [
    `<p>${p.intro[l]}</p>`,
    `<h3>${esc(HEADINGS.details[l])}</h3>`,
    '<table><thead><tr>',
    ...p.table.head.map((h) => `<th>${esc(h[l])}</th>`),
    '</tr></thead><tbody>',
    ...rows.map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`),
    '</tbody></table>',
    p.table.note ? `<p><small>${esc(p.table.note[l])}</small></p>` : '',
    `<h3>${esc(HEADINGS.how[l])}</h3>`,
    `<ol>${p.steps.map((s) => `<li>${esc(s[l])}</li>`).join('')}</ol>`,
    `<h3>${esc(HEADINGS.terms[l])}</h3>`,
    `<ol>${[...p.terms, ...GENERAL_TERMS].map((t) => `<li>${esc(t[l])}</li>`).join('')}</ol>`,
  ].join('');
};

export const demoDiscounts = (
  media: MediaLibrary,
  siteId: number,
  now: Date,
): { key: DiscountKey; row: DiscountRow }[] =>
  PROMOTIONS.map((p, index) => {
    const picture = perLanguage(() => '');
    for (const language of LANGUAGES) {
      picture[language] = media.add(
        `discounts/${p.key}-${language}.svg`,
        landscapePicture(
          'promo',
          p.scene,
          {
            eyebrow: p.eyebrow[language],
            headline: p.title[language],
            subline: p.summary[language],
          },
          language,
          `discount-${p.key}`,
        ),
      );
    }
    return {
      key: p.key,
      row: {
        siteId,
        category: p.category,
        currency: p.currency ?? null,
        title: p.title,
        summary: p.summary,
        picture,
        content: perLanguage((language) => promotionHtml(p, language)),
        startsAt: p.window ? new Date(now.getTime() + p.window.startDays * DAY_MS) : null,
        endsAt: p.window ? new Date(now.getTime() + p.window.endDays * DAY_MS) : null,
        sort: index + 1,
      },
    };
  });
