import type { FaqCategory } from '@member-site/contracts/constants';

import type { FaqRow } from '../rows';
import type { Translations } from './i18n';

/** Which FAQ entries other seed rows link to (footer items use selectedType faq). */
export type FaqKey = 'register' | 'deposit' | 'withdrawal' | 'security';

type FaqEntry = { key?: FaqKey; category: FaqCategory; title: Translations; content: Translations };

const ENTRIES: FaqEntry[] = [
  {
    key: 'register',
    category: 'account',
    title: {
      zh_CN: '如何注册账户？',
      zh_TW: '如何註冊帳戶？',
      en_US: 'How do I open an account?',
      vi_VN: 'Làm thế nào để mở tài khoản?',
      hi_IN: 'मैं खाता कैसे खोलूँ?',
    },
    content: {
      zh_CN:
        '<p>点击页面右上角的<strong>注册</strong>，填写账号（6至12位字母或数字）、密码和必填资料，勾选服务协议后提交即可。</p><p>注册完成后即可登录并进行首次存款。</p>',
      zh_TW:
        '<p>點擊頁面右上角的<strong>註冊</strong>，填寫帳號（6至12位字母或數字）、密碼和必填資料，勾選服務協議後提交即可。</p><p>註冊完成後即可登入並進行首次存款。</p>',
      en_US:
        '<p>Click <strong>Register</strong> at the top right, choose an account name (6 to 12 letters or digits) and a password, fill in the required details, accept the service agreement and submit.</p><p>You can log in and make your first deposit straight away.</p>',
      vi_VN:
        '<p>Nhấn <strong>Đăng ký</strong> ở góc trên bên phải, chọn tên tài khoản (6 đến 12 chữ cái hoặc chữ số) và mật khẩu, điền thông tin bắt buộc, đồng ý với thỏa thuận dịch vụ rồi gửi.</p><p>Bạn có thể đăng nhập và nạp tiền lần đầu ngay lập tức.</p>',
      hi_IN:
        '<p>ऊपर दाईं ओर <strong>रजिस्टर</strong> पर क्लिक करें, खाता नाम (6 से 12 अक्षर या अंक) और पासवर्ड चुनें, ज़रूरी जानकारी भरें, सेवा अनुबंध स्वीकार करें और सबमिट करें।</p><p>आप तुरंत लॉग इन करके पहली जमा कर सकते हैं।</p>',
    },
  },
  {
    category: 'account',
    title: {
      zh_CN: '忘记密码怎么办？',
      zh_TW: '忘記密碼怎麼辦？',
      en_US: 'I forgot my password. What should I do?',
      vi_VN: 'Tôi quên mật khẩu, phải làm sao?',
      hi_IN: 'मैं अपना पासवर्ड भूल गया, क्या करूँ?',
    },
    content: {
      zh_CN: '<p>请联系7×24小时在线客服，核实身份后客服将协助您重置登录密码。</p>',
      zh_TW: '<p>請聯繫7×24小時線上客服，核實身分後客服將協助您重設登入密碼。</p>',
      en_US:
        '<p>Contact our 24/7 customer service. Once we have verified your identity we will help you reset your login password.</p>',
      vi_VN:
        '<p>Hãy liên hệ bộ phận chăm sóc khách hàng 24/7. Sau khi xác minh danh tính, chúng tôi sẽ giúp bạn đặt lại mật khẩu đăng nhập.</p>',
      hi_IN:
        '<p>हमारी 24/7 ग्राहक सेवा से संपर्क करें। आपकी पहचान सत्यापित होने के बाद हम आपका लॉगिन पासवर्ड रीसेट करने में मदद करेंगे।</p>',
    },
  },
  {
    key: 'deposit',
    category: 'deposit',
    title: {
      zh_CN: '有哪些存款方式？',
      zh_TW: '有哪些存款方式？',
      en_US: 'Which deposit methods can I use?',
      vi_VN: 'Tôi có thể nạp tiền bằng cách nào?',
      hi_IN: 'मैं किन तरीकों से जमा कर सकता हूँ?',
    },
    content: {
      zh_CN:
        '<p>我们支持以下存款方式：</p><ul><li>银行转账</li><li>电子钱包</li><li>USDT（TRC20）</li></ul><p>进入<strong>会员中心 › 存款</strong>选择方式并按提示操作即可。</p>',
      zh_TW:
        '<p>我們支援以下存款方式：</p><ul><li>銀行轉帳</li><li>電子錢包</li><li>USDT（TRC20）</li></ul><p>進入<strong>會員中心 › 存款</strong>選擇方式並依提示操作即可。</p>',
      en_US:
        '<p>You can deposit by:</p><ul><li>Bank transfer</li><li>E-wallet</li><li>USDT (TRC20)</li></ul><p>Go to <strong>Member centre › Deposit</strong>, choose a method and follow the steps.</p>',
      vi_VN:
        '<p>Bạn có thể nạp tiền qua:</p><ul><li>Chuyển khoản ngân hàng</li><li>Ví điện tử</li><li>USDT (TRC20)</li></ul><p>Vào <strong>Trung tâm hội viên › Nạp tiền</strong>, chọn phương thức và làm theo hướng dẫn.</p>',
      hi_IN:
        '<p>आप इनसे जमा कर सकते हैं:</p><ul><li>बैंक ट्रांसफ़र</li><li>ई-वॉलेट</li><li>USDT (TRC20)</li></ul><p><strong>सदस्य केंद्र › जमा</strong> में जाएँ, तरीका चुनें और निर्देशों का पालन करें।</p>',
    },
  },
  {
    category: 'deposit',
    title: {
      zh_CN: '存款未到账怎么办？',
      zh_TW: '存款未到帳怎麼辦？',
      en_US: 'My deposit has not arrived. What should I do?',
      vi_VN: 'Tiền nạp chưa về, tôi nên làm gì?',
      hi_IN: 'मेरी जमा राशि नहीं पहुँची, क्या करूँ?',
    },
    content: {
      zh_CN:
        '<p>银行转账通常在10分钟内到账。如超过30分钟仍未到账，请将转账凭证截图发送给在线客服，我们会优先为您处理。</p>',
      zh_TW:
        '<p>銀行轉帳通常在10分鐘內到帳。如超過30分鐘仍未到帳，請將轉帳憑證截圖傳送給線上客服，我們會優先為您處理。</p>',
      en_US:
        '<p>Bank transfers usually arrive within 10 minutes. If yours has not arrived after 30 minutes, send a screenshot of the transfer receipt to customer service and we will handle it first.</p>',
      vi_VN:
        '<p>Chuyển khoản ngân hàng thường về trong vòng 10 phút. Nếu sau 30 phút vẫn chưa nhận được, hãy gửi ảnh chụp biên lai chuyển khoản cho bộ phận chăm sóc khách hàng, chúng tôi sẽ ưu tiên xử lý.</p>',
      hi_IN:
        '<p>बैंक ट्रांसफ़र आमतौर पर 10 मिनट में पहुँच जाता है। 30 मिनट बाद भी न पहुँचे तो ट्रांसफ़र रसीद का स्क्रीनशॉट ग्राहक सेवा को भेजें, हम इसे प्राथमिकता से देखेंगे।</p>',
    },
  },
  {
    key: 'withdrawal',
    category: 'withdrawal',
    title: {
      zh_CN: '取款需要多长时间？',
      zh_TW: '取款需要多長時間？',
      en_US: 'How long does a withdrawal take?',
      vi_VN: 'Rút tiền mất bao lâu?',
      hi_IN: 'निकासी में कितना समय लगता है?',
    },
    content: {
      zh_CN:
        '<p>取款申请审核通过后，银行卡一般在<strong>5至15分钟</strong>内到账，USDT约3分钟。高峰时段可能稍有延迟。</p>',
      zh_TW:
        '<p>取款申請審核通過後，銀行卡一般在<strong>5至15分鐘</strong>內到帳，USDT約3分鐘。尖峰時段可能稍有延遲。</p>',
      en_US:
        '<p>Once approved, withdrawals to a bank card usually arrive within <strong>5 to 15 minutes</strong>, and USDT within about 3 minutes. Busy periods can add a short delay.</p>',
      vi_VN:
        '<p>Sau khi được duyệt, tiền rút về thẻ ngân hàng thường trong <strong>5 đến 15 phút</strong>, USDT khoảng 3 phút. Giờ cao điểm có thể chậm hơn một chút.</p>',
      hi_IN:
        '<p>स्वीकृति के बाद बैंक कार्ड में निकासी आमतौर पर <strong>5 से 15 मिनट</strong> में और USDT लगभग 3 मिनट में पहुँचती है। व्यस्त समय में थोड़ी देर हो सकती है।</p>',
    },
  },
  {
    category: 'withdrawal',
    title: {
      zh_CN: '为什么取款被拒绝？',
      zh_TW: '為什麼取款被拒絕？',
      en_US: 'Why was my withdrawal declined?',
      vi_VN: 'Vì sao yêu cầu rút tiền bị từ chối?',
      hi_IN: 'मेरी निकासी क्यों अस्वीकार हुई?',
    },
    content: {
      zh_CN:
        '<p>常见原因包括：</p><ul><li>优惠流水尚未完成</li><li>取款账户姓名与注册姓名不一致</li><li>取款密码错误</li></ul><p>具体原因可咨询在线客服。</p>',
      zh_TW:
        '<p>常見原因包括：</p><ul><li>優惠流水尚未完成</li><li>取款帳戶姓名與註冊姓名不一致</li><li>取款密碼錯誤</li></ul><p>具體原因可諮詢線上客服。</p>',
      en_US:
        '<p>The most common reasons are:</p><ul><li>the turnover of a bonus is not yet complete</li><li>the name on the receiving account differs from your registered name</li><li>a wrong withdraw password</li></ul><p>Customer service can tell you the exact reason.</p>',
      vi_VN:
        '<p>Các lý do thường gặp:</p><ul><li>chưa hoàn thành vòng cược của khuyến mãi</li><li>tên tài khoản nhận khác với tên đăng ký</li><li>sai mật khẩu rút tiền</li></ul><p>Bộ phận chăm sóc khách hàng có thể cho bạn biết lý do cụ thể.</p>',
      hi_IN:
        '<p>सबसे आम कारण:</p><ul><li>बोनस का टर्नओवर अभी पूरा नहीं हुआ</li><li>प्राप्त करने वाले खाते का नाम आपके पंजीकृत नाम से अलग है</li><li>गलत निकासी पासवर्ड</li></ul><p>सटीक कारण ग्राहक सेवा बता सकती है।</p>',
    },
  },
  {
    category: 'games',
    title: {
      zh_CN: '可以先试玩游戏吗？',
      zh_TW: '可以先試玩遊戲嗎？',
      en_US: 'Can I try a game before playing for real money?',
      vi_VN: 'Tôi có thể chơi thử trước khi chơi thật không?',
      hi_IN: 'क्या असली पैसे से पहले गेम आज़मा सकता हूँ?',
    },
    content: {
      zh_CN:
        '<p>可以。大部分电子游戏提供<strong>试玩</strong>模式，无需登录即可体验，试玩不涉及真实资金。</p>',
      zh_TW:
        '<p>可以。大部分電子遊戲提供<strong>試玩</strong>模式，無需登入即可體驗，試玩不涉及真實資金。</p>',
      en_US:
        '<p>Yes. Most slot games have a <strong>demo</strong> mode you can open without logging in. Demo play never uses real money.</p>',
      vi_VN:
        '<p>Có. Hầu hết trò chơi nổ hũ có chế độ <strong>chơi thử</strong> không cần đăng nhập. Chơi thử không dùng tiền thật.</p>',
      hi_IN:
        '<p>हाँ। ज़्यादातर स्लॉट गेम में <strong>डेमो</strong> मोड है जिसे बिना लॉग इन खोला जा सकता है। डेमो में असली पैसा नहीं लगता।</p>',
    },
  },
  {
    category: 'games',
    title: {
      zh_CN: '游戏中断线怎么办？',
      zh_TW: '遊戲中斷線怎麼辦？',
      en_US: 'What happens if I lose connection during a game?',
      vi_VN: 'Nếu mất kết nối khi đang chơi thì sao?',
      hi_IN: 'गेम के दौरान कनेक्शन टूट जाए तो क्या होगा?',
    },
    content: {
      zh_CN:
        '<p>已下注的局会按游戏结果正常结算。重新连接后可在<strong>交易记录</strong>中查看结果，余额会自动更新。</p>',
      zh_TW:
        '<p>已下注的局會按遊戲結果正常結算。重新連線後可在<strong>交易紀錄</strong>中查看結果，餘額會自動更新。</p>',
      en_US:
        '<p>Rounds you have already bet on are settled on their result as usual. Once you are back online you can check the outcome under <strong>Transaction records</strong>; your balance updates automatically.</p>',
      vi_VN:
        '<p>Các ván đã đặt cược vẫn được thanh toán theo kết quả như bình thường. Khi kết nối lại, bạn có thể xem kết quả trong <strong>Lịch sử giao dịch</strong>; số dư tự động cập nhật.</p>',
      hi_IN:
        '<p>जिन राउंड पर दांव लग चुका है, वे परिणाम के अनुसार सामान्य रूप से निपटाए जाते हैं। दोबारा ऑनलाइन होने पर <strong>लेन-देन रिकॉर्ड</strong> में परिणाम देखें; बैलेंस अपने-आप अपडेट होता है।</p>',
    },
  },
  {
    key: 'security',
    category: 'security',
    title: {
      zh_CN: '如何保护我的账户安全？',
      zh_TW: '如何保護我的帳戶安全？',
      en_US: 'How do I keep my account safe?',
      vi_VN: 'Làm sao để bảo vệ tài khoản?',
      hi_IN: 'मैं अपना खाता सुरक्षित कैसे रखूँ?',
    },
    content: {
      zh_CN:
        '<ul><li>使用字母加数字的高强度密码，并定期更换</li><li>不要向任何人透露密码或验证码</li><li>只通过官方网址或官方APP登录</li></ul>',
      zh_TW:
        '<ul><li>使用字母加數字的高強度密碼，並定期更換</li><li>不要向任何人透露密碼或驗證碼</li><li>只透過官方網址或官方APP登入</li></ul>',
      en_US:
        '<ul><li>Use a strong password with letters and digits and change it regularly</li><li>Never share your password or verification codes with anyone</li><li>Only log in through the official website or app</li></ul>',
      vi_VN:
        '<ul><li>Dùng mật khẩu mạnh gồm chữ và số, thay đổi định kỳ</li><li>Không chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai</li><li>Chỉ đăng nhập qua trang web hoặc ứng dụng chính thức</li></ul>',
      hi_IN:
        '<ul><li>अक्षरों और अंकों वाला मज़बूत पासवर्ड रखें और समय-समय पर बदलें</li><li>अपना पासवर्ड या सत्यापन कोड किसी से साझा न करें</li><li>केवल आधिकारिक वेबसाइट या ऐप से लॉग इन करें</li></ul>',
    },
  },
  {
    category: 'security',
    title: {
      zh_CN: '什么是取款密码？',
      zh_TW: '什麼是取款密碼？',
      en_US: 'What is the withdraw password?',
      vi_VN: 'Mật khẩu rút tiền là gì?',
      hi_IN: 'निकासी पासवर्ड क्या है?',
    },
    content: {
      zh_CN:
        '<p>取款密码是与登录密码分开的<strong>4位数字</strong>，每次取款时都需要输入。即使登录密码泄露，他人也无法取走您的资金。</p>',
      zh_TW:
        '<p>取款密碼是與登入密碼分開的<strong>4位數字</strong>，每次取款時都需要輸入。即使登入密碼外洩，他人也無法取走您的資金。</p>',
      en_US:
        '<p>The withdraw password is a separate <strong>4-digit</strong> code you enter on every withdrawal. Even if someone learns your login password, they cannot take out your funds.</p>',
      vi_VN:
        '<p>Mật khẩu rút tiền là mã <strong>4 chữ số</strong> riêng biệt, cần nhập mỗi lần rút tiền. Ngay cả khi lộ mật khẩu đăng nhập, người khác cũng không thể rút tiền của bạn.</p>',
      hi_IN:
        '<p>निकासी पासवर्ड एक अलग <strong>4 अंकों</strong> का कोड है जो हर निकासी पर डालना होता है। लॉगिन पासवर्ड किसी को पता चल जाए, तब भी वह आपकी राशि नहीं निकाल सकता।</p>',
    },
  },
];

/** FAQ rows in page order, with the key of the entries other rows link to. */
export const demoFaqs = (siteId: number): { key: FaqKey | undefined; row: FaqRow }[] =>
  ENTRIES.map((entry, index) => ({
    key: entry.key,
    row: {
      siteId,
      category: entry.category,
      title: entry.title,
      content: entry.content,
      sort: index + 1,
    },
  }));
