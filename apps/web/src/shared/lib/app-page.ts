/** The part of the site the mobile app embeds (`appPage=header|content|footer`). */
export type AppPage = 'header' | 'content' | 'footer';

export const parseAppPage = (value: string | null): AppPage | undefined =>
  value === 'header' || value === 'content' || value === 'footer' ? value : undefined;

/** The app wrapper passes `appPage` on the first address only: it holds for the whole visit. */
const firstAppPage = parseAppPage(new URLSearchParams(window.location.search).get('appPage'));

/** Whether the mobile app embeds this page (the address now or the visit's first one says so). */
export const isAppEmbedded = (search: URLSearchParams, first = firstAppPage): boolean =>
  (parseAppPage(search.get('appPage')) ?? first) !== undefined;
