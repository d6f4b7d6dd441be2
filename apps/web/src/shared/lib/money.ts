import { currencySymbol, type Currency } from '@member-site/contracts/constants';

/**
 * A decimal amount as the API sends it ("1234567.50"), grouped by thousands and led by the
 * currency symbol ("¥ 1,234,567.50"). The string is regrouped, never turned into a float.
 */
export const formatMoney = (amount: string, currency: Currency): string => {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount.trim());
  if (!match) return `${currencySymbol(currency)} ${amount}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol(currency)} ${grouped}${fraction}`;
};
