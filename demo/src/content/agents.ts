import type { AgentPlanBasis, Currency, LocalizedText } from '@member-site/contracts/constants';

import type { DemoMember } from '../rows';
import { type Translations, asLocalized } from './i18n';

/*
 * The demo site's agent centre: the programme open in RMB with its agreement, two commission
 * plans, and a small team under the demo agent (agent01): two direct members, a sub-agent and the
 * sub-agent's own member. Amounts are minor units.
 */

/** A commission tier: active members and figure to reach, and the rate in basis points. */
export type DemoAgentTier = { minActiveMembers: number; minFigure: bigint; rateBp: number };

export type DemoAgentPlan = {
  /** How the team below names the plan it is on. */
  key: 'revenue' | 'turnover';
  currency: Currency;
  name: LocalizedText;
  basis: AgentPlanBasis;
  showBalances: boolean;
  minDeposit: bigint;
  minValidBet: bigint;
  tiers: DemoAgentTier[];
};

export type DemoAgentProgramme = {
  currency: Currency;
  active: boolean;
  linkExpireDays: number;
  agreement: { title: LocalizedText; content: LocalizedText };
};

/** A member of the demo agent's team: who they registered under and, for a sub-agent, its plan. */
export type DemoTeamMember = DemoMember & {
  upline: string;
  plan?: DemoAgentPlan['key'];
};

export type DemoAgents = {
  programme: DemoAgentProgramme;
  plans: DemoAgentPlan[];
  /** The demo agent's plan. */
  agentPlan: DemoAgentPlan['key'];
  /** In the order they registered: an upline always comes before its members. */
  team: DemoTeamMember[];
  /** What each agent's wallet holds from the start, by account. */
  wallets: { account: string; amount: bigint }[];
};

const AGREEMENT_TITLE: Translations = {
  zh_CN: '代理合作协议',
  zh_TW: '代理合作協議',
  en_US: 'Agent partnership agreement',
  vi_VN: 'Thỏa thuận hợp tác đại lý',
  hi_IN: 'एजेंट साझेदारी समझौता',
};

const AGREEMENT_CONTENT: Translations = {
  zh_CN:
    '<p>1. 代理只能通过本站提供的推广链接招募会员，不得发送垃圾信息或作出虚假宣传。</p><p>2. 佣金按所选方案的档位，根据每个结算周期内下线的净输赢或有效投注计算，经本站审核后发放至代理钱包。负数余额结转至下一周期。</p><p>3. 代理不得为自己或关联账户招募会员，不得参与套利或合谋投注；一经发现，本站有权取消佣金并停用代理资格。</p><p>4. 代理只能查看本人下线的账户与业绩，不得索取或泄露会员的个人资料。</p><p>5. 本站可随时修改本协议与佣金方案，修改内容在公布后的下一个结算周期生效。</p>',
  zh_TW:
    '<p>1. 代理只能透過本站提供的推廣連結招募會員，不得發送垃圾訊息或作出不實宣傳。</p><p>2. 佣金依所選方案的級距，根據每個結算週期內下線的淨輸贏或有效投注計算，經本站審核後發放至代理錢包。負數餘額結轉至下一週期。</p><p>3. 代理不得為自己或關聯帳戶招募會員，不得參與套利或串通投注；一經發現，本站有權取消佣金並停用代理資格。</p><p>4. 代理只能查看本人下線的帳戶與業績，不得索取或洩露會員的個人資料。</p><p>5. 本站可隨時修改本協議與佣金方案，修改內容於公布後的下一個結算週期生效。</p>',
  en_US:
    "<p>1. Agents recruit members only through the promotion links the site provides, and never by spam or misleading advertising.</p><p>2. Commission follows the tiers of the chosen plan, on the net win/loss or valid bet of the downline in each settlement period, and is paid into the agent wallet once the site has approved it. A negative balance is carried over to the next period.</p><p>3. Agents may not recruit themselves or linked accounts, nor take part in arbitrage or collusive betting; if they do, the site may cancel the commission and end the agency.</p><p>4. Agents see only the accounts and results of their own downline, and may not ask for or disclose members' personal data.</p><p>5. The site may change this agreement and the plans at any time; changes apply from the settlement period after they are published.</p>",
  vi_VN:
    '<p>1. Đại lý chỉ tuyển thành viên qua các liên kết quảng bá do trang cung cấp, không gửi thư rác hoặc quảng cáo sai sự thật.</p><p>2. Hoa hồng tính theo các bậc của gói đã chọn, dựa trên thắng/thua ròng hoặc cược hợp lệ của tuyến dưới trong mỗi kỳ quyết toán, và được trả vào ví đại lý sau khi trang duyệt. Số dư âm được chuyển sang kỳ sau.</p><p>3. Đại lý không được tự tuyển chính mình hoặc các tài khoản liên quan, không tham gia chênh lệch giá hay cược thông đồng; nếu vi phạm, trang có quyền hủy hoa hồng và chấm dứt tư cách đại lý.</p><p>4. Đại lý chỉ xem được tài khoản và kết quả của tuyến dưới của mình, không được yêu cầu hay tiết lộ dữ liệu cá nhân của thành viên.</p><p>5. Trang có thể thay đổi thỏa thuận và các gói bất kỳ lúc nào; thay đổi áp dụng từ kỳ quyết toán sau khi được công bố.</p>',
  hi_IN:
    '<p>1. एजेंट केवल साइट द्वारा दिए गए प्रचार लिंक से ही सदस्य जोड़ते हैं, स्पैम या भ्रामक विज्ञापन से कभी नहीं।</p><p>2. कमीशन चुनी गई योजना के स्तरों के अनुसार, हर निपटान अवधि में डाउनलाइन की शुद्ध जीत/हार या मान्य दांव पर गिना जाता है, और साइट की स्वीकृति के बाद एजेंट वॉलेट में जमा होता है। ऋणात्मक शेष अगली अवधि में आगे ले जाया जाता है।</p><p>3. एजेंट स्वयं को या जुड़े खातों को नहीं जोड़ सकते, न ही आर्बिट्राज या मिलीभगत वाले दांव में भाग ले सकते हैं; ऐसा होने पर साइट कमीशन रद्द कर एजेंसी समाप्त कर सकती है।</p><p>4. एजेंट केवल अपनी डाउनलाइन के खाते और परिणाम देखते हैं, और सदस्यों का व्यक्तिगत डेटा न माँग सकते हैं न उजागर कर सकते हैं।</p><p>5. साइट इस समझौते और योजनाओं को कभी भी बदल सकती है; बदलाव प्रकाशित होने के बाद की निपटान अवधि से लागू होते हैं।</p>',
};

const PLAN_NAMES: Record<DemoAgentPlan['key'], Translations> = {
  revenue: {
    zh_CN: '净输赢分成',
    zh_TW: '淨輸贏分成',
    en_US: 'Revenue share',
    vi_VN: 'Chia sẻ doanh thu',
    hi_IN: 'राजस्व हिस्सेदारी',
  },
  turnover: {
    zh_CN: '有效投注返佣',
    zh_TW: '有效投注返佣',
    en_US: 'Turnover commission',
    vi_VN: 'Hoa hồng theo cược hợp lệ',
    hi_IN: 'टर्नओवर कमीशन',
  },
};

const UNIT = 100n;

/** The demo agent centre, in RMB. */
export const demoAgents = (): DemoAgents => ({
  programme: {
    currency: 'RMB',
    active: true,
    linkExpireDays: 30,
    agreement: { title: asLocalized(AGREEMENT_TITLE), content: asLocalized(AGREEMENT_CONTENT) },
  },
  plans: [
    {
      key: 'revenue',
      currency: 'RMB',
      name: asLocalized(PLAN_NAMES.revenue),
      basis: 'net_win_loss',
      showBalances: true,
      minDeposit: 100n * UNIT,
      minValidBet: 500n * UNIT,
      tiers: [
        { minActiveMembers: 3, minFigure: 1_000n * UNIT, rateBp: 2_500 },
        { minActiveMembers: 10, minFigure: 10_000n * UNIT, rateBp: 3_500 },
        { minActiveMembers: 30, minFigure: 50_000n * UNIT, rateBp: 4_500 },
      ],
    },
    {
      key: 'turnover',
      currency: 'RMB',
      name: asLocalized(PLAN_NAMES.turnover),
      basis: 'valid_bet',
      showBalances: false,
      minDeposit: 100n * UNIT,
      minValidBet: 1_000n * UNIT,
      tiers: [
        { minActiveMembers: 5, minFigure: 50_000n * UNIT, rateBp: 50 },
        { minActiveMembers: 20, minFigure: 200_000n * UNIT, rateBp: 80 },
      ],
    },
  ],
  agentPlan: 'revenue',
  team: [
    {
      account: 'player01',
      password: 'player123',
      currency: 'RMB',
      name: '赵磊',
      phone: '13600136001',
      recommendCode: 'PLAYER1X',
      upline: 'agent01',
    },
    {
      account: 'player02',
      password: 'player123',
      currency: 'RMB',
      name: '孙丽',
      phone: '13600136002',
      recommendCode: 'PLAYER2X',
      upline: 'agent01',
    },
    {
      account: 'agent02',
      password: 'agent123',
      withdrawPassword: '1234',
      currency: 'RMB',
      name: '周杰',
      phone: '13600136003',
      memberType: 2,
      agentType: 1,
      agentLevel: 0,
      isAgent: true,
      agentActive: true,
      recommendCode: 'AGENT02X',
      upline: 'agent01',
      plan: 'turnover',
    },
    {
      account: 'player03',
      password: 'player123',
      currency: 'RMB',
      name: '吴敏',
      phone: '13600136004',
      recommendCode: 'PLAYER3X',
      upline: 'agent02',
    },
  ],
  wallets: [
    { account: 'agent01', amount: 5_000n * UNIT },
    { account: 'agent02', amount: 1_000n * UNIT },
  ],
});
