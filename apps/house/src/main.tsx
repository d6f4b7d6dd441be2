import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { initI18n } from './shared/i18n/i18n';
import { resolveLanguage } from './shared/i18n/language';
import { HOUSE_STORAGE_KEYS, readStorage } from './shared/lib/storage';
import './app/global.css';

/**
 * Start a house game page in the language of the address (`?lang=`) or the browser; the game
 * page switches to its session's language once the session is open.
 */
const start = async () => {
  const stored = readStorage('session', HOUSE_STORAGE_KEYS.session);
  let session: string | undefined;
  try {
    session = stored ? (JSON.parse(stored) as { language?: string }).language : undefined;
  } catch {
    session = undefined;
  }
  await initI18n(
    resolveLanguage({
      session,
      query: new URLSearchParams(window.location.search).get('lang'),
      browser: navigator.languages,
    }),
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
