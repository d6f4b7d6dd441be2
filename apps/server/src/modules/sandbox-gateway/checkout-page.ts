import {
  type SupportedLanguage,
  FALLBACK_LANGUAGE,
  formatMinorUnits,
  isSupportedLanguage,
} from '@member-site/contracts/constants';

import type { SandboxPayment } from './sandbox-gateway.service';

/** The checkout page's words, in the five languages of the site. */
const TEXTS = {
  zh_CN: {
    title: '沙盒支付网关',
    subtitle: '测试收银台 · 不会产生真实扣款',
    merchant: '商户',
    order: '订单号',
    amount: '金额',
    pay: '确认支付',
    decline: '拒绝支付',
    paid: '支付成功',
    declined: '已拒绝支付',
    decided: '此付款已处理完毕。',
    back: '返回商户',
    notFound: '找不到此付款。',
  },
  zh_TW: {
    title: '沙盒支付閘道',
    subtitle: '測試收銀台 · 不會產生真實扣款',
    merchant: '商戶',
    order: '訂單號',
    amount: '金額',
    pay: '確認支付',
    decline: '拒絕支付',
    paid: '支付成功',
    declined: '已拒絕支付',
    decided: '此付款已處理完畢。',
    back: '返回商戶',
    notFound: '找不到此付款。',
  },
  en_US: {
    title: 'Sandbox payment gateway',
    subtitle: 'Test checkout · no real money is charged',
    merchant: 'Merchant',
    order: 'Order number',
    amount: 'Amount',
    pay: 'Pay now',
    decline: 'Decline',
    paid: 'Payment successful',
    declined: 'Payment declined',
    decided: 'This payment has already been completed.',
    back: 'Back to the merchant',
    notFound: 'This payment does not exist.',
  },
  vi_VN: {
    title: 'Cổng thanh toán thử nghiệm',
    subtitle: 'Trang thanh toán thử · không trừ tiền thật',
    merchant: 'Người bán',
    order: 'Mã đơn hàng',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    decline: 'Từ chối',
    paid: 'Thanh toán thành công',
    declined: 'Đã từ chối thanh toán',
    decided: 'Khoản thanh toán này đã được xử lý.',
    back: 'Quay lại người bán',
    notFound: 'Không tìm thấy khoản thanh toán này.',
  },
  hi_IN: {
    title: 'सैंडबॉक्स भुगतान गेटवे',
    subtitle: 'परीक्षण चेकआउट · कोई वास्तविक राशि नहीं कटेगी',
    merchant: 'व्यापारी',
    order: 'ऑर्डर संख्या',
    amount: 'राशि',
    pay: 'भुगतान करें',
    decline: 'अस्वीकार करें',
    paid: 'भुगतान सफल',
    declined: 'भुगतान अस्वीकृत',
    decided: 'यह भुगतान पहले ही पूरा हो चुका है।',
    back: 'व्यापारी पर वापस जाएँ',
    notFound: 'यह भुगतान मौजूद नहीं है।',
  },
} as const satisfies Record<SupportedLanguage, Record<string, string>>;

const ACCEPT_LANGUAGE: Record<string, SupportedLanguage> = {
  'zh-cn': 'zh_CN',
  'zh-sg': 'zh_CN',
  'zh-hans': 'zh_CN',
  'zh-tw': 'zh_TW',
  'zh-hk': 'zh_TW',
  'zh-hant': 'zh_TW',
  zh: 'zh_CN',
  en: 'en_US',
  vi: 'vi_VN',
  hi: 'hi_IN',
};

/** The page's language: `?lang=`, else the `lang` cookie, else Accept-Language, else en_US. */
export const checkoutLanguage = (
  query: unknown,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): SupportedLanguage => {
  const fromQuery =
    typeof query === 'object' && query !== null ? (query as { lang?: unknown }).lang : undefined;
  if (isSupportedLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)lang=([^;]+)/.exec(cookie ?? '')?.[1];
  if (isSupportedLanguage(fromCookie)) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const found = ACCEPT_LANGUAGE[tag] ?? ACCEPT_LANGUAGE[tag.split('-')[0] ?? ''];
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML_LANG: Record<SupportedLanguage, string> = {
  zh_CN: 'zh-CN',
  zh_TW: 'zh-TW',
  en_US: 'en',
  vi_VN: 'vi',
  hi_IN: 'hi',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans",sans-serif;
background:linear-gradient(160deg,#0f2a4a,#1d5f8a);color:#1b2733;padding:16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden}
.head{background:#12324f;color:#fff;padding:20px 24px}
.head h1{margin:0;font-size:20px}
.head p{margin:6px 0 0;font-size:13px;opacity:.8}
.body{padding:20px 24px 24px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px}
dt{color:#5b6b7a;font-size:14px}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:28px;color:#0b7a43}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
button,.link{display:block;width:100%;padding:12px 10px;font-size:16px;font-weight:600;border-radius:10px;
border:0;cursor:pointer;text-align:center;text-decoration:none;font-family:inherit}
.pay{background:#0b7a43;color:#fff}
.decline{background:#eef1f4;color:#a11d2a;border:1px solid #d5dbe1}
.link{background:#12324f;color:#fff}
.status{margin:0 0 16px;padding:12px;border-radius:10px;text-align:center;font-weight:600}
.status.paid{background:#e6f6ee;color:#0b7a43}
.status.declined{background:#fdecee;color:#a11d2a}
.langs{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:18px;font-size:13px}
.langs a{color:#5b6b7a}
`;

const page = (language: SupportedLanguage, body: string): string => `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEXTS[language].title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card" data-testid="sandbox-checkout">
<div class="head"><h1>${escapeHtml(TEXTS[language].title)}</h1><p>${escapeHtml(TEXTS[language].subtitle)}</p></div>
<div class="body">${body}</div>
</main>
</body>
</html>
`;

const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  hi_IN: 'हिन्दी',
};

/** The checkout of one payment: merchant, order and amount, with Pay and Decline (plain forms). */
export const renderCheckout = (
  payment: SandboxPayment,
  merchant: string,
  language: SupportedLanguage,
): string => {
  const text = TEXTS[language];
  const base = `/sandbox-gateway/checkout/${encodeURIComponent(payment.id)}`;
  const query = `?lang=${language}`;
  const amount = `${formatMinorUnits(payment.amount, payment.currency)} ${payment.currency}`;
  const details = `<dl>
<dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(merchant)}</dd>
<dt>${escapeHtml(text.order)}</dt><dd data-testid="checkout-order">${escapeHtml(payment.merchantOrder)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd class="amount" data-testid="checkout-amount">${escapeHtml(amount)}</dd>
</dl>`;
  const actions =
    payment.status === 'open'
      ? `<div class="actions">
<form method="post" action="${base}/decline${query}"><button class="decline" type="submit" data-testid="checkout-decline">${escapeHtml(text.decline)}</button></form>
<form method="post" action="${base}/pay${query}"><button class="pay" type="submit" data-testid="checkout-pay">${escapeHtml(text.pay)}</button></form>
</div>`
      : `<p class="status ${payment.status}">${escapeHtml(payment.status === 'paid' ? text.paid : text.declined)}</p>
<p>${escapeHtml(text.decided)}</p>${
          payment.returnUrl
            ? `<a class="link" href="${escapeHtml(payment.returnUrl)}">${escapeHtml(text.back)}</a>`
            : ''
        }`;
  const languages = (Object.keys(LANGUAGE_NAMES) as SupportedLanguage[])
    .filter((code) => code !== language)
    .map((code) => `<a href="${base}?lang=${code}">${escapeHtml(LANGUAGE_NAMES[code])}</a>`)
    .join('');
  return page(language, `${details}${actions}<nav class="langs">${languages}</nav>`);
};

export const renderNotFound = (language: SupportedLanguage): string =>
  page(language, `<p class="status declined">${escapeHtml(TEXTS[language].notFound)}</p>`);
