import type { SponsorRow } from '../rows';
import { type Club, crestPicture, sponsorPicture } from '../art/compositions';
import type { MediaLibrary } from '../media-library';
import type { Translations } from './i18n';

type SponsorSpec = {
  key: string;
  club: Club;
  name: Translations;
  title: Translations;
  description: Translations;
  period: string;
};

/** Fictional clubs the demo operator sponsors. */
const SPONSORS: SponsorSpec[] = [
  {
    key: 'saigon-phoenix',
    club: {
      name: 'Saigon Phoenix FC',
      initials: 'SPF',
      founded: '1956',
      primary: '#c8102e',
      secondary: '#ffd200',
      number: '10',
    },
    name: {
      zh_CN: '西贡凤凰足球俱乐部',
      zh_TW: '西貢鳳凰足球俱樂部',
      en_US: 'Saigon Phoenix FC',
      vi_VN: 'CLB Phượng Hoàng Sài Gòn',
      hi_IN: 'साइगॉन फ़ीनिक्स एफ़सी',
    },
    title: {
      zh_CN: '官方亚洲博彩合作伙伴',
      zh_TW: '官方亞洲博彩合作夥伴',
      en_US: 'Official Asian Betting Partner',
      vi_VN: 'Đối tác cá cược chính thức tại châu Á',
      hi_IN: 'आधिकारिक एशियाई बेटिंग पार्टनर',
    },
    description: {
      zh_CN:
        '金莲娱乐自2024年起成为西贡凤凰足球俱乐部官方亚洲博彩合作伙伴，共同支持青训与社区足球发展。',
      zh_TW:
        '金蓮娛樂自2024年起成為西貢鳳凰足球俱樂部官方亞洲博彩合作夥伴，共同支持青訓與社區足球發展。',
      en_US:
        'Since 2024 Golden Lotus has been the Official Asian Betting Partner of Saigon Phoenix FC, supporting the club’s youth academy and community football.',
      vi_VN:
        'Từ năm 2024, Golden Lotus là đối tác cá cược chính thức tại châu Á của CLB Phượng Hoàng Sài Gòn, đồng hành cùng học viện trẻ và bóng đá cộng đồng.',
      hi_IN:
        '2024 से गोल्डन लोटस साइगॉन फ़ीनिक्स एफ़सी का आधिकारिक एशियाई बेटिंग पार्टनर है और क्लब की युवा अकादमी व सामुदायिक फ़ुटबॉल का साथ देता है।',
    },
    period: '2024 – 2027',
  },
  {
    key: 'harbour-dragons',
    club: {
      name: 'Harbour City Dragons',
      initials: 'HCD',
      founded: '1988',
      primary: '#0b3d91',
      secondary: '#ffffff',
      number: '23',
    },
    name: {
      zh_CN: '港城飞龙篮球队',
      zh_TW: '港城飛龍籃球隊',
      en_US: 'Harbour City Dragons',
      vi_VN: 'Harbour City Dragons',
      hi_IN: 'हार्बर सिटी ड्रैगन्स',
    },
    title: {
      zh_CN: '官方球衣赞助商',
      zh_TW: '官方球衣贊助商',
      en_US: 'Official Jersey Sponsor',
      vi_VN: 'Nhà tài trợ áo đấu chính thức',
      hi_IN: 'आधिकारिक जर्सी प्रायोजक',
    },
    description: {
      zh_CN: '金莲娱乐标志出现在港城飞龙主客场球衣胸前，陪伴球队征战亚洲职业篮球联赛。',
      zh_TW: '金蓮娛樂標誌出現在港城飛龍主客場球衣胸前，陪伴球隊征戰亞洲職業籃球聯賽。',
      en_US:
        'The Golden Lotus mark sits on the front of the Dragons’ home and away jerseys throughout their Asian professional league campaign.',
      vi_VN:
        'Biểu tượng Golden Lotus xuất hiện trên ngực áo sân nhà và sân khách của Dragons suốt mùa giải bóng rổ chuyên nghiệp châu Á.',
      hi_IN:
        'एशियाई प्रोफ़ेशनल लीग के पूरे सीज़न में ड्रैगन्स की होम और अवे जर्सी के सामने गोल्डन लोटस का निशान रहता है।',
    },
    period: '2025 – 2026',
  },
  {
    key: 'bengal-tigers',
    club: {
      name: 'Bengal Royal Tigers',
      initials: 'BRT',
      founded: '2008',
      primary: '#f26b0f',
      secondary: '#1b1b1b',
      number: '7',
    },
    name: {
      zh_CN: '孟加拉皇家猛虎板球队',
      zh_TW: '孟加拉皇家猛虎板球隊',
      en_US: 'Bengal Royal Tigers',
      vi_VN: 'Bengal Royal Tigers',
      hi_IN: 'बंगाल रॉयल टाइगर्स',
    },
    title: {
      zh_CN: '首席合作伙伴',
      zh_TW: '首席合作夥伴',
      en_US: 'Principal Partner',
      vi_VN: 'Đối tác chính',
      hi_IN: 'प्रमुख साझेदार',
    },
    description: {
      zh_CN: '金莲娱乐是孟加拉皇家猛虎板球队的首席合作伙伴，为球迷带来独家观赛活动与签名周边。',
      zh_TW: '金蓮娛樂是孟加拉皇家猛虎板球隊的首席合作夥伴，為球迷帶來獨家觀賽活動與簽名周邊。',
      en_US:
        'As Principal Partner of the Bengal Royal Tigers, Golden Lotus brings fans exclusive match-day events and signed memorabilia.',
      vi_VN:
        'Là đối tác chính của Bengal Royal Tigers, Golden Lotus mang đến cho người hâm mộ các sự kiện ngày thi đấu độc quyền và kỷ vật có chữ ký.',
      hi_IN:
        'बंगाल रॉयल टाइगर्स के प्रमुख साझेदार के रूप में गोल्डन लोटस प्रशंसकों के लिए ख़ास मैच-डे इवेंट और हस्ताक्षरित यादगार चीज़ें लाता है।',
    },
    period: '2023 – 2026',
  },
];

export type DemoSponsor = {
  name: Translations;
  title: Translations;
  logoUrl: string;
  row: SponsorRow;
};

export const demoSponsors = (media: MediaLibrary, siteId: number): DemoSponsor[] =>
  SPONSORS.map((s, index) => {
    const logoUrl = media.add(`sponsors/${s.key}-crest.svg`, crestPicture(s.club));
    const imageUrl = media.add(`sponsors/${s.key}.svg`, sponsorPicture(s.club));
    return {
      name: s.name,
      title: s.title,
      logoUrl,
      row: {
        siteId,
        name: s.name,
        title: s.title,
        description: s.description,
        imageUrl,
        logoUrl,
        period: s.period,
        sort: index + 1,
      },
    };
  });
