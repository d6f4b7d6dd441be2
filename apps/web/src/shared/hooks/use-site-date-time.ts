import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatSiteDateTime } from '../lib/dates';

/** `formatSiteDateTime` in the current language, for lists of orders and records. */
export const useSiteDateTime = (): ((iso: string | null) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string | null) => formatSiteDateTime(iso, language), [language]);
};
