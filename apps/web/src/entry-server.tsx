import {
  COOKIES,
  FALLBACK_LANGUAGE,
  LANGUAGE_BCP47,
  isSupportedLanguage,
  type Currency,
  type SupportedLanguage,
} from '@member-site/contracts/constants';
import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from 'react-router';

import { type RouteHandle, composeTitle } from './app/hooks/page-title';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { getLogoQueryOptions, logoUrlOf } from './features/site-shell/api/get-logo';
import { setCallTransport, setRequestLanguage } from './shared/api/call';
import { createQueryClient } from './shared/api/query-client';
import { type DeviceMode, setRenderedDeviceMode } from './shared/hooks/device-mode';
import { activateLanguage, i18n } from './shared/i18n/i18n';
import { resolveInitialLanguage } from './shared/i18n/language';
import { setRenderedCookies } from './shared/lib/cookies';
import { type DomWindow, setDomWindow } from './shared/lib/dom-window';
import { getSiteDetailQueryOptions } from './shared/site/get-site-detail';
import {
  resolveSiteCurrency,
  setRenderedCurrency,
  siteCurrencies,
} from './shared/site/site-currency';
import { RENDERED_PAGE_ELEMENT_ID, type RenderedPageState } from './ssr-state';

/**
 * The pages a visitor sees without an account, rendered on the server: the lobby, promotions,
 * FAQ, sponsors and the game lists. Member pages, layout parameters (`appPage`, `header`,
 * `footer`) and everything else get the plain shell and render in the browser.
 */
const SERVER_RENDERED_PATHS = [
  '/',
  '/discount',
  '/discount/:id',
  '/faq',
  '/faq/:id',
  '/sponsor',
  '/games/:gtId/:gpId',
];

/** Whether the server renders the address: one of those pages, with no query. */
export const isServerRenderedAddress = (address: string): boolean => {
  const url = new URL(address, 'http://site.invalid');
  if (url.search !== '') return false;
  const matched = matchRoutes(
    SERVER_RENDERED_PATHS.map((path) => ({ path })),
    url.pathname,
  );
  return matched !== null;
};

/**
 * The language a request asks for, as the browser would choose it on its first load: the `lang`
 * cookie, else the first language of Accept-Language the site speaks; '' leaves it to the site's
 * default language.
 */
export const preferredLanguage = (
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): SupportedLanguage | '' => {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]);
      const q = Number(quality.find((value) => value !== undefined) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return resolveInitialLanguage({ cookie, browser: ranked }) ?? '';
};

export type PageRequest = {
  /** Path of the page. */
  address: string;
  /** The language asked for ({@link preferredLanguage}); '' for the site's default. */
  language: SupportedLanguage | '';
  device: DeviceMode;
  /**
   * The request's cookies the page depends on: the `ccy` currency choice, and `popup_closed_at`,
   * whose presence says whether the session has seen the pop-up promotion.
   */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Answers the app's calls, as the server answers them over HTTP. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
};

export type RenderedPage = {
  /** The whole document. */
  html: string;
  /** The currency the page was rendered in. */
  currency: Currency | undefined;
};

/** Render passes at most: each one fetches the calls the previous one asked for. */
const MAX_PASSES = 6;

const readStream = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** A query the render asked for that has no answer yet and would run in the browser. */
const isWaiting = (query: Query): boolean => {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (typeof queryFn !== 'function') return false;
  if (typeof enabled === 'function') return (enabled as (query: Query) => boolean)(query);
  return enabled !== false;
};

/** Text placed inside a script element: nothing in it can close the element or break the line. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Render the page until every call it makes is answered and every part's code is loaded: a pass
 * renders, the calls it asked for are made, and the next pass renders with their answers (a call
 * can depend on an earlier one's answer, as the banners do on the currency from the site
 * detail). The page is done when a pass asks for nothing new and renders what the one before did,
 * so no part of it is left waiting for the browser.
 */
const renderWithData = async (
  queryClient: QueryClient,
  render: () => ReactNode,
): Promise<string> => {
  let previous: string | undefined;
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    // Never outline a large part into a later chunk: the document is sent whole, and its
    // inline reveal scripts would be refused by the site's content security policy.
    const { prelude } = await prerenderToNodeStream(render(), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await readStream(prelude);
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0 && html === previous) return html;
    previous = html;
    await Promise.all(
      waiting.map((query) =>
        queryClient
          .query({ queryKey: query.queryKey, queryFn: query.options.queryFn })
          // A call that fails leaves its part as the browser would show it while it asks again.
          .catch(() => undefined),
      ),
    );
  }
  return previous ?? '';
};

const fillTemplate = (
  template: string,
  parts: {
    lang: string;
    device: DeviceMode;
    title: string;
    description: string;
    favicon: string | undefined;
    body: string;
  },
  state: RenderedPageState,
): string =>
  template
    .replace(/<link rel="icon"[^>]*>/, (link) =>
      parts.favicon ? `<link rel="icon" href="${escapeHtml(parts.favicon)}" />` : link,
    )
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${parts.lang}" data-device="${parts.device}" data-rendered="true"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    )
    .replace(/<div id="boot-overlay"[\s\S]*?<\/div>\s*/, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.body}</div><script type="application/json" id="${RENDERED_PAGE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
    );

export type PageRendererOptions = {
  /** The built `index.html`, the document every page is rendered into. */
  template: string;
  /** A DOM window (the server's own, such as jsdom's) to parse and sanitise rich text with. */
  window: DomWindow;
};

export type PageRenderer = {
  /**
   * Render one visitor page: its markup, its title and description in its language, and the
   * answers it was rendered from, which the browser hydrates with instead of asking again.
   */
  render: (request: PageRequest) => Promise<RenderedPage>;
};

export const createPageRenderer = ({ template, window }: PageRendererOptions): PageRenderer => {
  setDomWindow(window);
  // One render at a time: the language, layout, currency and call transport are the app's own.
  let queue: Promise<unknown> = Promise.resolve();
  const render = async (request: PageRequest): Promise<RenderedPage> => {
    setCallTransport(request.transport);
    setRequestLanguage(request.language || FALLBACK_LANGUAGE);
    const queryClient: QueryClient = createQueryClient();
    const site = await queryClient.query(getSiteDetailQueryOptions());
    const siteDefault = site.default_language;
    const language: SupportedLanguage =
      request.language || (isSupportedLanguage(siteDefault) ? siteDefault : FALLBACK_LANGUAGE);
    await activateLanguage(language);
    setRenderedDeviceMode(request.device);
    const currency = resolveSiteCurrency(
      request.cookies[COOKIES.ccy.name],
      language,
      siteCurrencies(site),
    );
    setRenderedCurrency(currency);
    setRenderedCookies(request.cookies);

    const handler = createStaticHandler(routes);
    const context = await handler.query(
      new Request(new URL(request.address, 'http://site.invalid')),
    );
    if (context instanceof Response) throw new Error('A visitor page answered with a redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = await renderWithData(queryClient, () => (
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    ));

    const handle = [...context.matches]
      .reverse()
      .map((match) => match.route.handle as RouteHandle | undefined)
      .find((candidate) => candidate?.titleKey !== undefined);
    const title = composeTitle(
      handle?.titleKey ? i18n.t(handle.titleKey) : undefined,
      site,
      language,
    );
    // The site's own favicon, as the page's effect would set it once live.
    const favicon = logoUrlOf(queryClient.getQueryData(getLogoQueryOptions().queryKey), 'favicon');
    const state: RenderedPageState = {
      language,
      device: request.device,
      currency,
      queries: dehydrate(queryClient),
    };
    queryClient.clear();
    const html = fillTemplate(
      template,
      {
        lang: LANGUAGE_BCP47[language],
        device: request.device,
        title,
        description: i18n.t('meta.description'),
        favicon,
        body,
      },
      state,
    );
    return { html, currency };
  };
  return {
    render: (request) => {
      const result = queue.then(
        () => render(request),
        () => render(request),
      );
      queue = result.catch(() => undefined);
      return result;
    },
  };
};
