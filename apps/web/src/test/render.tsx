import { MantineProvider } from '@mantine/core';
import enErrors from '@member-site/contracts/messages/errors.en_US.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { theme } from '../app/theme';
import { i18n } from '../shared/i18n/i18n';
import { mergeMessageTrees } from '../shared/i18n/resources';
import { useSessionStore } from '../shared/session/session-store';
import en from '../locales/en_US.json';

/** i18n with the English messages, loaded synchronously for tests. */
export const setupTestI18n = async (): Promise<void> => {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'en_US',
    fallbackLng: false,
    resources: { en_US: { translation: mergeMessageTrees(en, enErrors) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
};

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });

type Options = { route?: string; queryClient?: QueryClient };

/** Render inside the app's providers (theme, i18n, queries, a memory router). */
export const renderWithProviders = (ui: ReactNode, options: Options = {}): RenderResult => {
  const queryClient = options.queryClient ?? createTestQueryClient();
  return render(
    <MantineProvider theme={theme} forceColorScheme="dark">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
};

/** A fetch answer carrying the API envelope. */
export const envelopeResponse = (
  data: unknown,
  init: { code?: string; message?: string; status?: number; headers?: Record<string, string> } = {},
): Response =>
  new Response(
    JSON.stringify({
      status: (init.code ?? '100') === '100' ? 'success' : 'error',
      code: init.code ?? '100',
      codeFull: `content.${init.code ?? '100'}`,
      message: init.message ?? 'Success',
      apiResponseData: data,
    }),
    {
      status: init.status ?? 200,
      headers: { 'content-type': 'application/json', ...init.headers },
    },
  );

/**
 * For a test file about a member's page: English messages, an RMB member (player01, id 7) signed
 * in before each test, and signed out with the fetch stubs removed after it.
 */
export const signInTestMember = (): void => {
  beforeAll(async () => {
    await setupTestI18n();
  });
  beforeEach(() => {
    useSessionStore.getState().signIn({
      token: 't',
      memberId: 7,
      account: 'player01',
      memberType: 1,
      agentType: 0,
      currency: 'RMB',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
  });
};
