import { isSupportedLanguage, type SupportedLanguage } from '@member-site/contracts/constants';
import type { MessageTree } from '@member-site/contracts/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { i18n } from '../../../shared/i18n/i18n';
import { importWithReload } from '../../../shared/lib/chunk-reload';

type JsonModule = { default: MessageTree };

/**
 * The agent centre's strings, one chunk per language, fetched with the agent centre only: the
 * home page's language file stays the size visitors and ordinary members need.
 */
const LOADERS: Record<SupportedLanguage, () => Promise<JsonModule>> = {
  zh_CN: () => import('../locales/zh_CN.json'),
  zh_TW: () => import('../locales/zh_TW.json'),
  en_US: () => import('../locales/en_US.json'),
  vi_VN: () => import('../locales/vi_VN.json'),
  hi_IN: () => import('../locales/hi_IN.json'),
};

/** A key every agent bundle has: its presence means the language's bundle is in. */
const PROBE_KEY = 'agentCentre.title';

const hasAgentMessages = (language: string): boolean =>
  i18n.getResource(language, 'translation', PROBE_KEY) !== undefined;

/** Add the agent strings of a language to the app's i18n. */
export const addAgentMessages = (language: SupportedLanguage, messages: MessageTree): void => {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
};

const loadAgentMessages = async (language: SupportedLanguage): Promise<void> => {
  if (hasAgentMessages(language)) return;
  const module = await importWithReload(LOADERS[language]);
  addAgentMessages(language, module.default);
};

/**
 * Whether the agent strings of the current language are loaded, loading them (again after a
 * language change) when they are not. Pages wait for it rather than flash their keys.
 */
export const useAgentMessages = (): { ready: boolean; failed: boolean; retry: () => void } => {
  const { i18n: active } = useTranslation();
  const language = active.language;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<string | undefined>(() =>
    hasAgentMessages(language) ? language : undefined,
  );
  const [failed, setFailed] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!isSupportedLanguage(language) || hasAgentMessages(language)) return;
    let current = true;
    loadAgentMessages(language).then(
      () => {
        if (current) setLoaded(language);
      },
      () => {
        if (current) setFailed(language);
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  return {
    ready: !isSupportedLanguage(language) || loaded === language || hasAgentMessages(language),
    failed: failed === language && !hasAgentMessages(language),
    retry: () => {
      setFailed(undefined);
      setAttempt((count) => count + 1);
    },
  };
};
