import { LANGUAGE_BCP47, SITE_TIME_ZONE, isSupportedLanguage } from '@member-site/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats an ISO time in the member's language, on the site's clock (America/Caracas) so a row
 * shows the same day the date filter counted it on.
 */
export const useRecordTime = (): ((iso: string | null) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(
      isSupportedLanguage(language) ? LANGUAGE_BCP47[language] : 'en-US',
      {
        timeZone: SITE_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      },
    );
    return (iso) => {
      if (!iso) return '—';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
};
