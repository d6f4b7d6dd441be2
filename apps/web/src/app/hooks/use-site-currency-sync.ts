import { useEffect } from 'react';

import { useLanguage } from '../../shared/i18n/i18n';
import { useSessionStore } from '../../shared/session/session-store';
import { useSiteDetail } from '../../shared/site/get-site-detail';
import { siteCurrencies, useSiteCurrencyStore } from '../../shared/site/site-currency';

/**
 * Settle the site currency once the site detail is known, and again when the language changes.
 * A logged-in member's currency wins when the site offers it (spec section 4, Login).
 */
export const useSiteCurrencySync = (): void => {
  const language = useLanguage();
  const { data: site } = useSiteDetail();
  const memberCurrency = useSessionStore((state) => state.session?.currency);
  const resolve = useSiteCurrencyStore((state) => state.resolve);
  const choose = useSiteCurrencyStore((state) => state.choose);

  useEffect(() => {
    if (!site) return;
    const offered = siteCurrencies(site);
    resolve(language, offered);
    if (memberCurrency && offered.includes(memberCurrency)) choose(memberCurrency);
  }, [site, language, memberCurrency, resolve, choose]);
};
