import { useEffect } from 'react';

import { useLanguage } from '../../shared/i18n/i18n';
import { useSiteDetail } from '../../shared/site/get-site-detail';
import { siteCurrencies, useSiteCurrencyStore } from '../../shared/site/site-currency';

/** Settle the site currency once the site detail is known, and again when the language changes. */
export const useSiteCurrencySync = (): void => {
  const language = useLanguage();
  const { data: site } = useSiteDetail();
  const resolve = useSiteCurrencyStore((state) => state.resolve);

  useEffect(() => {
    if (site) resolve(language, siteCurrencies(site));
  }, [site, language, resolve]);
};
