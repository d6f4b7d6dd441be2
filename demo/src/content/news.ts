import type { NewsRow } from '../rows';
import { type Scene, scenePicture } from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import type { Translations } from './i18n';

const DAY_MS = 86_400_000;

type Story = {
  key: string;
  ageDays: number;
  scene: Scene;
  title: Translations;
  summary: Translations;
  content: Translations;
};

const STORIES: Story[] = [
  {
    key: 'saigon-phoenix-partner',
    ageDays: 40,
    scene: { palette: 'emerald', motifs: ['football', 'trophy'] },
    title: {
      zh_CN: '金莲娱乐成为西贡凤凰足球俱乐部官方亚洲合作伙伴',
      zh_TW: '金蓮娛樂成為西貢鳳凰足球俱樂部官方亞洲合作夥伴',
      en_US: 'Golden Lotus becomes Official Asian Partner of Saigon Phoenix FC',
      vi_VN: 'Golden Lotus trở thành đối tác chính thức tại châu Á của CLB Phượng Hoàng Sài Gòn',
      hi_IN: 'गोल्डन लोटस बना साइगॉन फ़ीनिक्स एफ़सी का आधिकारिक एशियाई पार्टनर',
    },
    summary: {
      zh_CN: '三年合作涵盖球场广告、青训支持与会员专属观赛活动。',
      zh_TW: '三年合作涵蓋球場廣告、青訓支持與會員專屬觀賽活動。',
      en_US:
        'The three-year deal covers stadium branding, youth academy support and members-only match days.',
      vi_VN:
        'Hợp đồng ba năm gồm quảng bá tại sân, hỗ trợ học viện trẻ và các ngày thi đấu dành riêng cho hội viên.',
      hi_IN:
        'तीन साल के इस समझौते में स्टेडियम ब्रांडिंग, युवा अकादमी सहयोग और सदस्यों के लिए ख़ास मैच-डे शामिल हैं।',
    },
    content: {
      zh_CN:
        '<p>金莲娱乐与西贡凤凰足球俱乐部正式签约，成为俱乐部2024至2027年的官方亚洲博彩合作伙伴。</p><p>合作期间，金莲娱乐会员将有机会参加球场观赛、球员见面会等专属活动，我们也将持续支持俱乐部青训营的发展。</p>',
      zh_TW:
        '<p>金蓮娛樂與西貢鳳凰足球俱樂部正式簽約，成為俱樂部2024至2027年的官方亞洲博彩合作夥伴。</p><p>合作期間，金蓮娛樂會員將有機會參加球場觀賽、球員見面會等專屬活動，我們也將持續支持俱樂部青訓營的發展。</p>',
      en_US:
        '<p>Golden Lotus has signed with Saigon Phoenix FC as the club’s Official Asian Betting Partner for 2024 to 2027.</p><p>Over the partnership Golden Lotus members can join exclusive match days and meet-the-players events, and we will keep supporting the club’s youth academy.</p>',
      vi_VN:
        '<p>Golden Lotus đã ký kết với CLB Phượng Hoàng Sài Gòn, trở thành đối tác cá cược chính thức tại châu Á của câu lạc bộ giai đoạn 2024–2027.</p><p>Trong thời gian hợp tác, hội viên Golden Lotus có cơ hội tham dự các trận đấu và buổi giao lưu cầu thủ độc quyền, đồng thời chúng tôi tiếp tục hỗ trợ học viện trẻ của câu lạc bộ.</p>',
      hi_IN:
        '<p>गोल्डन लोटस ने साइगॉन फ़ीनिक्स एफ़सी के साथ 2024 से 2027 तक आधिकारिक एशियाई बेटिंग पार्टनर के रूप में समझौता किया है।</p><p>इस साझेदारी में गोल्डन लोटस सदस्य ख़ास मैच-डे और खिलाड़ियों से मुलाक़ात के कार्यक्रमों में शामिल हो सकेंगे, और हम क्लब की युवा अकादमी का साथ देते रहेंगे।</p>',
    },
  },
  {
    key: 'live-studio',
    ageDays: 21,
    scene: { palette: 'crimson', motifs: ['cards', 'chips'] },
    title: {
      zh_CN: '全新真人百家乐演播厅开业，12张赌桌同时开放',
      zh_TW: '全新真人百家樂演播廳開業，12張賭桌同時開放',
      en_US: 'New live baccarat studio opens with 12 tables',
      vi_VN: 'Ra mắt phòng baccarat trực tiếp mới với 12 bàn',
      hi_IN: '12 टेबल के साथ नया लाइव बैकारेट स्टूडियो शुरू',
    },
    summary: {
      zh_CN: '4K画质、多角度镜头与更快的发牌节奏。',
      zh_TW: '4K畫質、多角度鏡頭與更快的發牌節奏。',
      en_US: '4K video, multiple camera angles and faster dealing.',
      vi_VN: 'Hình ảnh 4K, nhiều góc quay và tốc độ chia bài nhanh hơn.',
      hi_IN: '4K वीडियो, कई कैमरा एंगल और तेज़ डीलिंग।',
    },
    content: {
      zh_CN:
        '<p>我们的全新真人演播厅今日开业，12张百家乐赌桌全天候开放，支持4K画质和多角度镜头切换。</p><p>新增“极速百家乐”每局仅需27秒，另设中文、越南语及英语荷官桌。</p>',
      zh_TW:
        '<p>我們的全新真人演播廳今日開業，12張百家樂賭桌全天候開放，支援4K畫質和多角度鏡頭切換。</p><p>新增「極速百家樂」每局僅需27秒，另設中文、越南語及英語荷官桌。</p>',
      en_US:
        '<p>Our new live studio opens today with 12 baccarat tables running around the clock, streamed in 4K with multiple camera angles.</p><p>New Speed Baccarat deals a round in just 27 seconds, and there are tables with Chinese, Vietnamese and English-speaking dealers.</p>',
      vi_VN:
        '<p>Phòng trực tiếp mới của chúng tôi khai trương hôm nay với 12 bàn baccarat hoạt động 24/7, phát hình 4K với nhiều góc quay.</p><p>Baccarat Tốc Độ mới chỉ mất 27 giây mỗi ván, cùng các bàn có dealer nói tiếng Trung, tiếng Việt và tiếng Anh.</p>',
      hi_IN:
        '<p>हमारा नया लाइव स्टूडियो आज 12 बैकारेट टेबल के साथ शुरू हुआ, जो चौबीसों घंटे 4K में कई कैमरा एंगल से चलती हैं।</p><p>नया स्पीड बैकारेट एक राउंड सिर्फ़ 27 सेकंड में पूरा करता है, और चीनी, वियतनामी व अंग्रेज़ी बोलने वाले डीलरों की टेबल भी हैं।</p>',
    },
  },
  {
    key: 'app-release',
    ageDays: 9,
    scene: { palette: 'midnight', motifs: ['phone'] },
    title: {
      zh_CN: '金莲娱乐APP 3.2版发布：登录更快，支持面容识别',
      zh_TW: '金蓮娛樂APP 3.2版發布：登入更快，支援臉部辨識',
      en_US: 'Golden Lotus app 3.2: faster login and Face ID',
      vi_VN: 'Ứng dụng Golden Lotus 3.2: đăng nhập nhanh hơn, hỗ trợ Face ID',
      hi_IN: 'गोल्डन लोटस ऐप 3.2: तेज़ लॉगिन और Face ID',
    },
    summary: {
      zh_CN: '新版本启动速度提升40%，并新增生物识别登录。',
      zh_TW: '新版本啟動速度提升40%，並新增生物辨識登入。',
      en_US: 'The new version starts 40% faster and adds biometric login.',
      vi_VN: 'Phiên bản mới khởi động nhanh hơn 40% và thêm đăng nhập sinh trắc học.',
      hi_IN: 'नया संस्करण 40% तेज़ खुलता है और बायोमेट्रिक लॉगिन जोड़ता है।',
    },
    content: {
      zh_CN:
        '<p>APP 3.2版现已上线iOS与安卓平台。新版本启动速度提升40%，支持面容识别与指纹登录。</p><p>更新后首次登录即可领取88次免费旋转。</p>',
      zh_TW:
        '<p>APP 3.2版現已上線iOS與安卓平台。新版本啟動速度提升40%，支援臉部辨識與指紋登入。</p><p>更新後首次登入即可領取88次免費旋轉。</p>',
      en_US:
        '<p>Version 3.2 of the app is out now on iOS and Android. It starts 40% faster and supports Face ID and fingerprint login.</p><p>Log in after updating to collect 88 free spins.</p>',
      vi_VN:
        '<p>Phiên bản 3.2 đã có trên iOS và Android. Ứng dụng khởi động nhanh hơn 40% và hỗ trợ đăng nhập bằng Face ID và vân tay.</p><p>Đăng nhập sau khi cập nhật để nhận 88 vòng quay miễn phí.</p>',
      hi_IN:
        '<p>ऐप का संस्करण 3.2 अब iOS और Android पर उपलब्ध है। यह 40% तेज़ खुलता है और Face ID व फ़िंगरप्रिंट लॉगिन सपोर्ट करता है।</p><p>अपडेट के बाद लॉग इन करें और 88 फ़्री स्पिन पाएँ।</p>',
    },
  },
  {
    key: 'responsible-tools',
    ageDays: 3,
    scene: { palette: 'jade', motifs: ['shield'] },
    title: {
      zh_CN: '会员中心上线理性娱乐工具',
      zh_TW: '會員中心上線理性娛樂工具',
      en_US: 'Responsible gaming tools arrive in the member centre',
      vi_VN: 'Công cụ chơi có trách nhiệm ra mắt tại trung tâm hội viên',
      hi_IN: 'सदस्य केंद्र में ज़िम्मेदार गेमिंग टूल उपलब्ध',
    },
    summary: {
      zh_CN: '存款限额、游戏时长提醒与自我限制功能现已开放。',
      zh_TW: '存款限額、遊戲時長提醒與自我限制功能現已開放。',
      en_US: 'Deposit limits, session reminders and self-exclusion are now available.',
      vi_VN: 'Hạn mức nạp, nhắc nhở thời gian chơi và tự loại trừ đã sẵn sàng.',
      hi_IN: 'जमा सीमा, सत्र रिमाइंडर और स्व-बहिष्कार अब उपलब्ध हैं।',
    },
    content: {
      zh_CN:
        '<p>我们希望每位会员都能享受健康的娱乐。现在您可以在会员中心设置：</p><ul><li>每日、每周或每月存款限额</li><li>游戏时长提醒</li><li>7天至6个月的自我限制</li></ul>',
      zh_TW:
        '<p>我們希望每位會員都能享受健康的娛樂。現在您可以在會員中心設定：</p><ul><li>每日、每週或每月存款限額</li><li>遊戲時長提醒</li><li>7天至6個月的自我限制</li></ul>',
      en_US:
        '<p>We want every member to enjoy gaming in a healthy way. In the member centre you can now set:</p><ul><li>daily, weekly or monthly deposit limits</li><li>session time reminders</li><li>self-exclusion from 7 days to 6 months</li></ul>',
      vi_VN:
        '<p>Chúng tôi mong mọi hội viên đều giải trí lành mạnh. Giờ đây bạn có thể thiết lập tại trung tâm hội viên:</p><ul><li>hạn mức nạp theo ngày, tuần hoặc tháng</li><li>nhắc nhở thời gian chơi</li><li>tự loại trừ từ 7 ngày đến 6 tháng</li></ul>',
      hi_IN:
        '<p>हम चाहते हैं कि हर सदस्य स्वस्थ तरीके से खेले। अब सदस्य केंद्र में आप सेट कर सकते हैं:</p><ul><li>दैनिक, साप्ताहिक या मासिक जमा सीमा</li><li>सत्र समय रिमाइंडर</li><li>7 दिन से 6 महीने तक स्व-बहिष्कार</li></ul>',
    },
  },
];

export const demoNews = (media: MediaLibrary, siteId: number, now: Date): NewsRow[] =>
  STORIES.map((story) => ({
    siteId,
    title: story.title,
    summary: story.summary,
    content: story.content,
    imageUrl: media.add(
      `news/${story.key}.svg`,
      scenePicture(800, 450, story.scene, story.title.en_US, `news-${story.key}`),
    ),
    publishedAt: new Date(now.getTime() - story.ageDays * DAY_MS),
  }));
