import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

import { i18n } from '../shared/i18n/i18n';
import en from '../locales/en_US.json';
import { initReactI18next } from 'react-i18next';

// Two test workers share two cores with the server tests: a screen may take longer than the
// library's one second to appear, which is no failure of the page.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'en_US',
    fallbackLng: false,
    resources: { en_US: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
