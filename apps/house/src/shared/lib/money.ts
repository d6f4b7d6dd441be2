import {
  CURRENCIES,
  formatMinorUnits,
  isCurrency,
  parseMinorUnits,
  type Currency,
} from '@member-site/contracts/constants';

/** Minor units of a decimal string from the API; 0 for anything unreadable. */
export const toMinor = (amount: string, currency: Currency): bigint =>
  parseMinorUnits(amount, currency) ?? 0n;

/** The API's decimal string of minor units. */
export const toDecimal = (minor: bigint | number, currency: Currency): string =>
  formatMinorUnits(minor, currency);

/** Money for people: the currency's symbol, grouped digits and exactly its decimals. */
export const formatMoney = (minor: bigint | number, currency: Currency): string => {
  const text = formatMinorUnits(minor, currency);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${CURRENCIES[currency].symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/** A currency code from text (the verify page's query), or undefined. */
export const readCurrency = (value: string | null | undefined): Currency | undefined =>
  isCurrency(value) ? value : undefined;

/** The minor-unit digits of a currency; 2 when none is named. */
export const exponentOf = (currency: Currency | undefined): number =>
  currency ? CURRENCIES[currency].exponent : 2;
