/** The part of the site the mobile app embeds (`appPage=header|content|footer`). */
export type AppPage = 'header' | 'content' | 'footer';

export const parseAppPage = (value: string | null): AppPage | undefined =>
  value === 'header' || value === 'content' || value === 'footer' ? value : undefined;

/**
 * The query of the address the visit started at; empty on the server, which renders only pages
 * without layout parameters.
 */
export const firstAddressSearch = (): string =>
  typeof window === 'undefined' ? '' : window.location.search;

/** The app wrapper passes `appPage` on the first address only: it holds for the whole visit. */
const firstAppPage = parseAppPage(new URLSearchParams(firstAddressSearch()).get('appPage'));

/** Whether the mobile app embeds this page (the address now or the visit's first one says so). */
export const isAppEmbedded = (search: URLSearchParams, first = firstAppPage): boolean =>
  (parseAppPage(search.get('appPage')) ?? first) !== undefined;
