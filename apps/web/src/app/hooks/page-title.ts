import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { create } from 'zustand';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../shared/i18n/i18n';
import { useSiteDetail } from '../../shared/site/get-site-detail';

/** Route `handle` of pages with a name: the i18n key of the name. */
export type RouteHandle = { titleKey?: string };

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'titleKey' in value;

type PageTitleState = { override: string | undefined; set: (title: string | undefined) => void };

/** A page name set by a component rather than a route (the error page). */
const usePageTitleStore = create<PageTitleState>()((set) => ({
  override: undefined,
  set: (title) => {
    set({ override: title });
  },
}));

/** Name the page from inside a component; cleared when it unmounts. */
export const usePageName = (name: string): void => {
  const set = usePageTitleStore((state) => state.set);
  useEffect(() => {
    set(name);
    return () => {
      set(undefined);
    };
  }, [name, set]);
};

/** "<page> - <site title>": the Chinese site title in zh_CN, the English one otherwise. */
export const composeTitle = (
  pageName: string | undefined,
  site: { title_zh: string; title_en: string } | undefined,
  language: string,
): string => {
  const siteTitle = site ? (language === 'zh_CN' ? site.title_zh : site.title_en) : '';
  if (pageName && siteTitle) return `${pageName} - ${siteTitle}`;
  return pageName ?? siteTitle;
};

/** Keep document.title in step with the route, the language and the site detail. */
export const useDocumentTitle = (): void => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: site } = useSiteDetail();
  const matches = useMatches();
  const override = usePageTitleStore((state) => state.override);
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleKey = isRouteHandle(handle) ? handle.titleKey : undefined;
  const pageName = override ?? (titleKey ? t(titleKey) : undefined);
  const title = composeTitle(pageName, site, language);

  // Written only when it differs: the server's page already has both, and each write changes the
  // document's head, which restyles the page.
  useEffect(() => {
    if (title && document.title !== title) document.title = title;
  }, [title]);

  // What search engines show under the title, in the page's language.
  const description = t('meta.description');
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (meta && meta.getAttribute('content') !== description)
      meta.setAttribute('content', description);
  }, [description]);
};
