import './mantine.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18n } from '../shared/i18n/i18n';
import { LazyToastHost } from '../shared/ui/toast-host-lazy';
import { theme } from './theme';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/**
 * The theme's variables are written for `html:root`, and all of them: for a `:root` block Mantine
 * would leave out each value equal to its default, expecting its stylesheet of defaults, which
 * this app does not load (`mantine.css`).
 */
const THEME_SELECTOR = 'html:root';

/**
 * The scheme is always dark, and the document already says so on `<html>` (`index.html` and the
 * server's pages): Mantine would otherwise write the attribute at mount, first as its stored
 * default and then as the forced scheme, and each write restyles the whole page.
 */
const noRootElement = (): undefined => undefined;

/** Theme, translations, server state and toasts for the whole app. */
export const AppProvider = ({ queryClient, children }: AppProviderProps) => (
  <MantineProvider
    theme={theme}
    forceColorScheme="dark"
    cssVariablesSelector={THEME_SELECTOR}
    getRootElement={noRootElement}
  >
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LazyToastHost />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  </MantineProvider>
);
