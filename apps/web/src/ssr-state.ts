import type { Currency, SupportedLanguage } from '@member-site/contracts/constants';
import type { DehydratedState } from '@tanstack/react-query';

import type { DeviceMode } from './shared/hooks/device-mode';

/** The id of the JSON block in which the server's document says what the page was rendered from. */
export const RENDERED_PAGE_ELEMENT_ID = 'rendered-page';

/** What the server rendered the page with; the browser's first render must use the same. */
export type RenderedPageState = {
  language: SupportedLanguage;
  device: DeviceMode;
  currency: Currency | undefined;
  queries: DehydratedState;
};

/** The state of the page the server rendered, or undefined for the plain shell. */
export const readRenderedPage = (): RenderedPageState | undefined => {
  const text = document.getElementById(RENDERED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RenderedPageState;
  } catch {
    return undefined;
  }
};
