import { LANGUAGE_BCP47, isSupportedLanguage } from '@member-site/contracts/constants';
import { useTranslation } from 'react-i18next';

/** The page's language as a BCP 47 tag, for dates. */
export const useLanguageTag = (): string => {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? LANGUAGE_BCP47[i18n.language] : 'en-US';
};
