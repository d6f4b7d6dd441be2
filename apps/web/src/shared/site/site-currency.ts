import { type SiteDetail } from '@member-site/contracts';
import {
  COOKIES,
  currencyForLanguage,
  isSupportedLanguage,
  type Currency,
} from '@member-site/contracts/constants';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

import { readCookie, writeCurrencyCookie } from '../lib/cookies';

/** Currencies the site offers, default first. */
export const siteCurrencies = (detail: Pick<SiteDetail, 'currencies' | 'default_currency'>) => {
  const codes = detail.currencies.map((entry) => entry.currency);
  return [detail.default_currency, ...codes.filter((code) => code !== detail.default_currency)];
};

/**
 * The site currency: the visitor's remembered choice (`ccy` cookie) when the site offers it, else
 * the language's default currency when offered, else the site's first currency.
 */
export const resolveSiteCurrency = (
  cookie: string | undefined,
  language: string,
  offered: readonly Currency[],
): Currency | undefined => {
  const remembered = offered.find((code) => code === cookie);
  if (remembered) return remembered;
  return isSupportedLanguage(language) ? currencyForLanguage(language, offered) : offered[0];
};

type SiteCurrencyState = {
  currency: Currency | undefined;
  /** Set from the offered currencies and language (no cookie is written). */
  resolve: (language: string, offered: readonly Currency[]) => void;
  /** The visitor's own choice: remembered in the `ccy` cookie for a day. */
  choose: (currency: Currency) => void;
};

export const useSiteCurrencyStore = create<SiteCurrencyState>()((set) => ({
  currency: undefined,
  resolve: (language, offered) => {
    set({ currency: resolveSiteCurrency(readCookie(COOKIES.ccy.name), language, offered) });
  },
  choose: (currency) => {
    writeCurrencyCookie(currency);
    set({ currency });
  },
}));

/**
 * The currency the server rendered the page in: the store holds it from the start, and the first
 * render in the browser hydrates with it.
 */
let renderedCurrency: Currency | undefined;

export const setRenderedCurrency = (currency: Currency | undefined): void => {
  renderedCurrency = currency;
  useSiteCurrencyStore.setState({ currency });
};

const readCurrency = (): Currency | undefined => useSiteCurrencyStore.getState().currency;

/** The current site currency (undefined until the site detail has loaded). */
export const useSiteCurrency = (): Currency | undefined =>
  useSyncExternalStore(useSiteCurrencyStore.subscribe, readCurrency, () => renderedCurrency);
