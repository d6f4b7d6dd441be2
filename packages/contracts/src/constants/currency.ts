/**
 * Currencies of spec section 9. `exponent` is the number of minor-unit digits: amounts are stored
 * as integers of minor units and the API speaks decimal strings with exactly these digits.
 */
export const CURRENCIES = {
  RMB: { symbol: '¥', exponent: 2, iso: 'CNY' },
  USD: { symbol: '$', exponent: 2, iso: 'USD' },
  VND: { symbol: '₫', exponent: 0, iso: 'VND' },
  WON: { symbol: '₩', exponent: 0, iso: 'KRW' },
  JPY: { symbol: '¥', exponent: 0, iso: 'JPY' },
  THB: { symbol: '฿', exponent: 2, iso: 'THB' },
  INR: { symbol: '₹', exponent: 2, iso: 'INR' },
  MMK: { symbol: 'K', exponent: 0, iso: 'MMK' },
  BDT: { symbol: '৳', exponent: 2, iso: 'BDT' },
  BRL: { symbol: 'R$', exponent: 2, iso: 'BRL' },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

export const currencySymbol = (currency: Currency): string => CURRENCIES[currency].symbol;

/** Convert integer minor units to the API's decimal string ("1234.50" for 123450 RMB). */
export const formatMinorUnits = (minor: bigint | number, currency: Currency): string => {
  const exponent = CURRENCIES[currency].exponent;
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
};

/**
 * Parse a decimal string into integer minor units. Returns `undefined` for anything that is not a
 * plain decimal or has more fraction digits than the currency allows (never rounds money).
 */
export const parseMinorUnits = (text: string, currency: Currency): bigint | undefined => {
  const exponent = CURRENCIES[currency].exponent;
  const match = /^(-?)(\d{1,18})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) return undefined;
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  return sign === '-' ? -minor : minor;
};

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
