import {
  type Currency,
  type RegisterSettingName,
  MEMBER_STATUSES,
  REGISTER_SETTING_NAMES,
} from '@member-site/contracts/constants';

import type {
  AgentLevelNameRow,
  DemoMember,
  RegisterBlacklistRow,
  RegisterSettingRow,
  ServiceAgreementRow,
  SiteAccountSettingsRow,
} from '../rows';
import { type Translations, asLocalized } from './i18n';

/** Demo logins for trying the site and for the browser tests. */
export const DEMO_ACCOUNTS = {
  agent: { account: 'agent01', password: 'agent123', withdrawPassword: '1234' },
  member: { account: 'demo001', password: 'demo123', withdrawPassword: '1234' },
  frozen: { account: 'frozen01', password: 'frozen123' },
} as const;

/** The host on which registrations belong to the demo agent, in RMB. */
export const DEMO_AGENT_HOST = 'agent.localhost';

type SettingFlags = {
  required?: boolean;
  unique?: boolean;
  verification?: boolean;
};

/**
 * The fields each currency's register form shows. Optional fields may be filled in later from
 * the member centre; fields not listed are hidden.
 */
const FORMS: Record<'RMB' | 'VND' | 'USD', Partial<Record<RegisterSettingName, SettingFlags>>> = {
  RMB: {
    member_name: { required: true, unique: true },
    check_password: { required: true },
    member_phone: { required: true, verification: false },
    member_email: {},
    member_birthday: {},
    withdraw_password: { required: true },
    member_wechat: {},
    member_qq: {},
  },
  VND: {
    member_name: { required: true },
    check_password: { required: true },
    member_phone: { required: true },
    member_email: {},
    withdraw_password: { required: true },
    member_zalo: {},
  },
  USD: {
    member_name: { required: true },
    check_password: { required: true },
    member_email: { required: true },
    member_phone: {},
    withdraw_password: { required: true },
    member_telegram: {},
    member_whats_app: {},
    identity_id: {},
  },
};

const registerSettingRows = (siteId: number): RegisterSettingRow[] =>
  (Object.keys(FORMS) as (keyof typeof FORMS)[]).flatMap(
    (currency: Currency & keyof typeof FORMS) =>
      REGISTER_SETTING_NAMES.map((name, sort) => {
        const flags = FORMS[currency][name];
        const required = flags?.required === true;
        return {
          siteId,
          currency,
          name,
          isDisplay: flags !== undefined,
          isRequired: required,
          isUnique: flags?.unique === true,
          // What the form leaves optional, the member may add later in the member centre.
          isMemberCenter: flags !== undefined && !required && name !== 'check_password',
          isVerification: flags?.verification === true,
          isMemberCenterVerification: false,
          sort,
        };
      }),
  );

const AGREEMENT: { title: Translations; content: Translations }[] = [
  {
    title: {
      zh_CN: '一、年龄与资格',
      zh_TW: '一、年齡與資格',
      en_US: '1. Age and eligibility',
      vi_VN: '1. Độ tuổi và điều kiện tham gia',
      hi_IN: '1. आयु और पात्रता',
    },
    content: {
      zh_CN:
        '<p>您必须年满18周岁，并且在您所在的国家或地区参与线上娱乐是合法的，才能注册和使用本网站。</p><p>每位会员只能拥有一个账户。我们有权要求您提供身份证明，若发现未成年或重复注册，账户将被关闭。</p>',
      zh_TW:
        '<p>您必須年滿18歲，並且在您所在的國家或地區參與線上娛樂是合法的，才能註冊和使用本網站。</p><p>每位會員只能擁有一個帳戶。我們有權要求您提供身分證明，若發現未成年或重複註冊，帳戶將被關閉。</p>',
      en_US:
        '<p>You must be at least 18 years old, and online gaming must be legal where you live, to register and use this site.</p><p>Each member may hold one account only. We may ask you to prove your identity; accounts of minors and duplicate accounts will be closed.</p>',
      vi_VN:
        '<p>Bạn phải từ đủ 18 tuổi trở lên và việc tham gia giải trí trực tuyến phải hợp pháp tại nơi bạn sinh sống thì mới được đăng ký và sử dụng trang web này.</p><p>Mỗi thành viên chỉ được sở hữu một tài khoản. Chúng tôi có thể yêu cầu bạn xác minh danh tính; tài khoản của người chưa đủ tuổi và tài khoản trùng lặp sẽ bị đóng.</p>',
      hi_IN:
        '<p>इस साइट पर रजिस्टर करने और इसका उपयोग करने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए और आपके क्षेत्र में ऑनलाइन गेमिंग कानूनी होनी चाहिए।</p><p>हर सदस्य केवल एक खाता रख सकता है। हम आपसे पहचान का प्रमाण माँग सकते हैं; नाबालिगों के खाते और दोहरे खाते बंद कर दिए जाएँगे।</p>',
    },
  },
  {
    title: {
      zh_CN: '二、账户安全',
      zh_TW: '二、帳戶安全',
      en_US: '2. Account security',
      vi_VN: '2. Bảo mật tài khoản',
      hi_IN: '2. खाते की सुरक्षा',
    },
    content: {
      zh_CN:
        '<p>请妥善保管您的登录密码和取款密码，切勿告诉任何人，包括自称客服的人员。我们的工作人员绝不会向您索取密码。</p><p>使用您的账户进行的所有操作均视为您本人所为。如发现账户异常，请立即修改密码并联系客服。</p>',
      zh_TW:
        '<p>請妥善保管您的登入密碼和取款密碼，切勿告訴任何人，包括自稱客服的人員。我們的工作人員絕不會向您索取密碼。</p><p>使用您的帳戶進行的所有操作均視為您本人所為。如發現帳戶異常，請立即修改密碼並聯繫客服。</p>',
      en_US:
        '<p>Keep your login password and withdrawal password to yourself and never share them with anyone, including people who claim to be customer service. Our staff will never ask for your passwords.</p><p>Everything done with your account is treated as done by you. If you notice anything unusual, change your password at once and contact customer service.</p>',
      vi_VN:
        '<p>Hãy tự giữ mật khẩu đăng nhập và mật khẩu rút tiền, tuyệt đối không chia sẻ với bất kỳ ai, kể cả người tự xưng là nhân viên chăm sóc khách hàng. Nhân viên của chúng tôi không bao giờ hỏi mật khẩu của bạn.</p><p>Mọi thao tác thực hiện bằng tài khoản của bạn đều được xem là do bạn thực hiện. Nếu thấy điều bất thường, hãy đổi mật khẩu ngay và liên hệ bộ phận chăm sóc khách hàng.</p>',
      hi_IN:
        '<p>अपना लॉगिन पासवर्ड और निकासी पासवर्ड अपने तक ही रखें और इन्हें कभी किसी से साझा न करें, उनसे भी नहीं जो ग्राहक सेवा से होने का दावा करते हैं। हमारे कर्मचारी कभी आपका पासवर्ड नहीं माँगेंगे।</p><p>आपके खाते से किया गया हर काम आपके द्वारा किया गया माना जाएगा। कुछ भी असामान्य दिखे तो तुरंत पासवर्ड बदलें और ग्राहक सेवा से संपर्क करें।</p>',
    },
  },
  {
    title: {
      zh_CN: '三、理性娱乐',
      zh_TW: '三、理性娛樂',
      en_US: '3. Responsible gaming',
      vi_VN: '3. Chơi có trách nhiệm',
      hi_IN: '3. ज़िम्मेदारी से खेलें',
    },
    content: {
      zh_CN:
        '<p>博彩游戏仅供娱乐，请量力而行，只使用您能承受损失的资金，切勿借钱投注或试图追回损失。</p><p>如需暂停或限制游戏，请联系客服为您设置存款限额或自我禁止期。</p>',
      zh_TW:
        '<p>博彩遊戲僅供娛樂，請量力而行，只使用您能承受損失的資金，切勿借錢投注或試圖追回損失。</p><p>如需暫停或限制遊戲，請聯繫客服為您設定存款限額或自我禁止期。</p>',
      en_US:
        '<p>Gaming is entertainment. Play within your means, only with money you can afford to lose, and never borrow to bet or chase your losses.</p><p>If you want to take a break or limit your play, contact customer service to set a deposit limit or a self-exclusion period.</p>',
      vi_VN:
        '<p>Trò chơi chỉ nhằm mục đích giải trí. Hãy chơi trong khả năng của bạn, chỉ dùng số tiền bạn có thể chấp nhận mất, không vay tiền để đặt cược và không cố gỡ lại khoản đã thua.</p><p>Nếu muốn tạm nghỉ hoặc giới hạn việc chơi, hãy liên hệ bộ phận chăm sóc khách hàng để đặt hạn mức nạp tiền hoặc thời gian tự loại trừ.</p>',
      hi_IN:
        '<p>गेमिंग मनोरंजन के लिए है। अपनी क्षमता के भीतर खेलें, केवल उतने पैसे से जिन्हें खोना आप सह सकें, और दांव लगाने के लिए कभी उधार न लें या हार की भरपाई के पीछे न भागें।</p><p>यदि आप विराम लेना या अपना खेल सीमित करना चाहते हैं, तो जमा सीमा या स्व-बहिष्करण अवधि तय करने के लिए ग्राहक सेवा से संपर्क करें।</p>',
    },
  },
  {
    title: {
      zh_CN: '四、隐私与资料',
      zh_TW: '四、隱私與資料',
      en_US: '4. Privacy and your data',
      vi_VN: '4. Quyền riêng tư và dữ liệu của bạn',
      hi_IN: '4. गोपनीयता और आपका डेटा',
    },
    content: {
      zh_CN:
        '<p>您提供的资料必须真实、准确，并与您的收款账户一致，否则可能影响取款。</p><p>我们仅将您的个人资料用于账户管理、安全核验和法律要求的用途，不会出售给第三方，并以加密方式保存您的密码。</p>',
      zh_TW:
        '<p>您提供的資料必須真實、準確，並與您的收款帳戶一致，否則可能影響取款。</p><p>我們僅將您的個人資料用於帳戶管理、安全核驗和法律要求的用途，不會出售給第三方，並以加密方式保存您的密碼。</p>',
      en_US:
        '<p>The details you give must be true, accurate and match your payout account, or withdrawals may be delayed.</p><p>We use your personal data only to run your account, for security checks and where the law requires it. We never sell it to third parties, and we store your passwords only in hashed form.</p>',
      vi_VN:
        '<p>Thông tin bạn cung cấp phải trung thực, chính xác và khớp với tài khoản nhận tiền, nếu không việc rút tiền có thể bị chậm trễ.</p><p>Chúng tôi chỉ dùng dữ liệu cá nhân của bạn để quản lý tài khoản, kiểm tra bảo mật và khi pháp luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu cho bên thứ ba và chỉ lưu mật khẩu của bạn dưới dạng đã mã hóa.</p>',
      hi_IN:
        '<p>आपके द्वारा दी गई जानकारी सही, सटीक और आपके भुगतान खाते से मेल खाने वाली होनी चाहिए, अन्यथा निकासी में देरी हो सकती है।</p><p>हम आपके व्यक्तिगत डेटा का उपयोग केवल आपका खाता चलाने, सुरक्षा जाँच और कानून द्वारा आवश्यक होने पर करते हैं। हम इसे कभी किसी तीसरे पक्ष को नहीं बेचते और आपके पासवर्ड केवल हैश किए गए रूप में रखते हैं।</p>',
    },
  },
];

const AGENT_LEVELS: Translations[] = [
  {
    zh_CN: '普通代理',
    zh_TW: '普通代理',
    en_US: 'Standard agent',
    vi_VN: 'Đại lý thường',
    hi_IN: 'सामान्य एजेंट',
  },
  {
    zh_CN: '银牌代理',
    zh_TW: '銀牌代理',
    en_US: 'Silver agent',
    vi_VN: 'Đại lý bạc',
    hi_IN: 'सिल्वर एजेंट',
  },
  {
    zh_CN: '金牌代理',
    zh_TW: '金牌代理',
    en_US: 'Gold agent',
    vi_VN: 'Đại lý vàng',
    hi_IN: 'गोल्ड एजेंट',
  },
  {
    zh_CN: '钻石代理',
    zh_TW: '鑽石代理',
    en_US: 'Diamond agent',
    vi_VN: 'Đại lý kim cương',
    hi_IN: 'डायमंड एजेंट',
  },
];

/** The demo site's account side, as rows for the seed to add where they are missing. */
export type DemoAccounts = {
  /** Captchas on at login and registration, double validation on. */
  settings: SiteAccountSettingsRow;
  /** The register form of each currency the site offers. */
  registerSettings: RegisterSettingRow[];
  /** The service agreement, in four sections. */
  agreement: ServiceAgreementRow[];
  agentLevelNames: AgentLevelNameRow[];
  blacklist: RegisterBlacklistRow[];
  /** The demo agent; registrations on `agentDomain.host` belong to it. */
  agent: DemoMember;
  agentDomain: { host: string; currency: Currency };
  /** The other demo logins: an ordinary member and a frozen one. */
  members: DemoMember[];
};

/**
 * The demo site's account side: switches (captcha on), the register form per currency, the
 * service agreement, agent level names, a register blacklist, and the demo agent (with its agent
 * domain), member and frozen member.
 */
export const demoAccounts = (siteId: number): DemoAccounts => ({
  settings: {
    siteId,
    loginCaptcha: true,
    registerCaptcha: true,
    friendRecommend: true,
    agentIntroduce: true,
    doubleValidation: true,
    registerPerIpPerDay: 20,
  },
  registerSettings: registerSettingRows(siteId),
  agreement: AGREEMENT.map((section, sort) => ({
    siteId,
    title: asLocalized(section.title),
    content: asLocalized(section.content),
    sort,
  })),
  agentLevelNames: AGENT_LEVELS.map((name, level) => ({ siteId, level, name: asLocalized(name) })),
  blacklist: [
    { siteId, kind: 'name', value: 'test' },
    { siteId, kind: 'email', value: 'spam@example.com' },
  ],
  agent: {
    account: DEMO_ACCOUNTS.agent.account,
    password: DEMO_ACCOUNTS.agent.password,
    withdrawPassword: DEMO_ACCOUNTS.agent.withdrawPassword,
    currency: 'RMB',
    name: '李娜',
    phone: '13900139000',
    email: 'agent01@golden-lotus.example',
    memberType: 2,
    agentType: 1,
    agentLevel: 1,
    isAgent: true,
    agentActive: true,
    recommendCode: 'AGENT01X',
  },
  agentDomain: { host: DEMO_AGENT_HOST, currency: 'RMB' },
  members: [
    {
      account: DEMO_ACCOUNTS.member.account,
      password: DEMO_ACCOUNTS.member.password,
      withdrawPassword: DEMO_ACCOUNTS.member.withdrawPassword,
      currency: 'RMB',
      name: '张伟',
      phone: '13800138000',
      email: 'demo001@golden-lotus.example',
      birthday: '1990-05-20',
      recommendCode: 'DEMO001X',
    },
    {
      account: DEMO_ACCOUNTS.frozen.account,
      password: DEMO_ACCOUNTS.frozen.password,
      currency: 'RMB',
      name: '王芳',
      phone: '13700137000',
      status: MEMBER_STATUSES.frozen,
      recommendCode: 'FROZEN1X',
    },
  ],
});
