import type { PaymentChannelRow } from '../rows';

/**
 * The demo site's deposit channels: per currency a bank transfer to a demo receiving account
 * (approved by the operator) and a fast payment through the sandbox gateway the server hosts.
 * Limits are in minor units of the currency.
 */
export const demoPaymentChannels = (siteId: number): PaymentChannelRow[] => [
  {
    siteId,
    currency: 'RMB',
    kind: 'bank_transfer',
    name: {
      zh_CN: '银行转账',
      zh_TW: '銀行轉帳',
      en_US: 'Bank transfer',
      vi_VN: 'Chuyển khoản ngân hàng',
      hi_IN: 'बैंक ट्रांसफ़र',
    },
    details: {
      bank_name: '中国工商银行 (演示)',
      account_name: '演示娱乐有限公司',
      account_number: '6222 0000 1234 5678',
      branch: '深圳南山支行',
    },
    minAmount: 100_00n,
    maxAmount: 50_000_00n,
    sort: 1,
  },
  {
    siteId,
    currency: 'RMB',
    kind: 'fast_payment',
    gateway: 'sandbox',
    name: {
      zh_CN: '快捷支付',
      zh_TW: '快捷支付',
      en_US: 'Fast payment',
      vi_VN: 'Thanh toán nhanh',
      hi_IN: 'त्वरित भुगतान',
    },
    minAmount: 10_00n,
    maxAmount: 20_000_00n,
    sort: 2,
  },
  {
    siteId,
    currency: 'VND',
    kind: 'bank_transfer',
    name: {
      zh_CN: '银行转账',
      zh_TW: '銀行轉帳',
      en_US: 'Bank transfer',
      vi_VN: 'Chuyển khoản ngân hàng',
      hi_IN: 'बैंक ट्रांसफ़र',
    },
    details: {
      bank_name: 'Vietcombank (demo)',
      account_name: 'CONG TY DEMO',
      account_number: '0071 0001 23456',
      branch: 'Ho Chi Minh',
    },
    minAmount: 100_000n,
    maxAmount: 500_000_000n,
    sort: 1,
  },
  {
    siteId,
    currency: 'VND',
    kind: 'fast_payment',
    gateway: 'sandbox',
    name: {
      zh_CN: '快捷支付',
      zh_TW: '快捷支付',
      en_US: 'Fast payment',
      vi_VN: 'Thanh toán nhanh',
      hi_IN: 'त्वरित भुगतान',
    },
    minAmount: 50_000n,
    maxAmount: 200_000_000n,
    sort: 2,
  },
  {
    siteId,
    currency: 'USD',
    kind: 'bank_transfer',
    name: {
      zh_CN: '银行电汇',
      zh_TW: '銀行電匯',
      en_US: 'Bank wire',
      vi_VN: 'Chuyển khoản quốc tế',
      hi_IN: 'बैंक वायर',
    },
    details: {
      bank_name: 'Demo Bank N.A.',
      account_name: 'Demo Entertainment Ltd',
      account_number: '0012 3456 7890',
      branch: 'SWIFT DEMOUS33',
    },
    minAmount: 20_00n,
    maxAmount: 10_000_00n,
    sort: 1,
  },
  {
    siteId,
    currency: 'USD',
    kind: 'fast_payment',
    gateway: 'sandbox',
    name: {
      zh_CN: '快捷支付',
      zh_TW: '快捷支付',
      en_US: 'Fast payment',
      vi_VN: 'Thanh toán nhanh',
      hi_IN: 'त्वरित भुगतान',
    },
    minAmount: 5_00n,
    maxAmount: 5_000_00n,
    sort: 2,
  },
];
