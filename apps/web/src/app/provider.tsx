import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18n } from '../shared/i18n/i18n';
import { LazyToastHost } from '../shared/ui/toast-host-lazy';
import { theme } from './theme';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** Theme, translations, server state and toasts for the whole app. */
export const AppProvider = ({ queryClient, children }: AppProviderProps) => (
  <MantineProvider theme={theme} forceColorScheme="dark">
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LazyToastHost />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  </MantineProvider>
);
