import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { COOKIES } from '@member-site/contracts/constants';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';

import { requestCookie } from './cookies';
import { createKeptDocuments } from './kept-documents';
import { type CachedAnswer, type ResponseCache, sendAnswer } from './response-cache';

type DeviceMode = 'desktop' | 'mobile';

/** The site's stylesheet as Beasties leaves it, last in the body. */
const BODY_STYLESHEET =
  /(<link rel="stylesheet"[^>]*\bhref="\/assets\/[^"<>]+\.css"[^>]*>)(\s*<\/body>)/;

/**
 * The site's stylesheet held back (`media="not all"`, `data-held-styles`): the rules the page's
 * markup uses are inline, and the browser applies the whole sheet once the page has settled, at
 * the visitor's first press or before the first element it adds
 * (`apps/web/src/shared/ui/held-styles.ts`). Applied while the page comes alive, the sheet had
 * restyled it whole in one long task. Without scripts, `<noscript>` applies it at once.
 */
export const holdStylesheet = (html: string): string =>
  html.replace(
    BODY_STYLESHEET,
    (_, link: string, end: string) =>
      `${link.replace(/\s*\/?>$/, ' media="not all" data-held-styles>')}<noscript>${link}</noscript>${end}`,
  );

/**
 * The page's data for the browser, which the renderer writes as script-safe JSON (no `<` inside)
 * into this element after the markup.
 */
const RENDERED_DATA = /(<script type="application\/json" id="rendered-page">)([^<]*)(<\/script>)/;

/** Styled markups kept; each is a rendered page's markup without its data, a few tens of KB. */
const MAX_STYLED_MARKUPS = 64;

/**
 * `style` (the critical rules inline, the stylesheet held back) with what it made for each markup
 * kept: a page rendered again differs from the last render of its address mostly in its data (the
 * answers' times, a jackpot's amount), and styling its markup (parsing the document and the
 * site's stylesheet, matching every rule) costs more server time than rendering it. The data is
 * taken out while the markup is styled or found, and put back as it was.
 */
export const keepStyledMarkups = (
  style: (html: string) => Promise<string>,
  maxKept = MAX_STYLED_MARKUPS,
): ((html: string) => Promise<string>) => {
  const kept = new LRUCache<string, string>({ max: maxKept });
  const withData = (styled: string, data: string) =>
    styled.replace(RENDERED_DATA, (_, open: string, __: string, close: string) =>
      [open, data, close].join(''),
    );
  return async (html) => {
    const data = RENDERED_DATA.exec(html)?.[2];
    if (data === undefined) return style(html);
    const markup = withData(html, '');
    const key = createHash('sha1').update(markup).digest('base64url');
    let styled = kept.get(key);
    if (styled === undefined) {
      styled = await style(markup);
      // Styling that lost the data's element (it never does) styles the whole page instead.
      if (!RENDERED_DATA.test(styled)) return style(html);
      kept.set(key, styled);
    }
    return withData(styled, data);
  };
};

/** The web app's server renderer (`apps/web/src/entry-server.tsx`), as this server uses it. */
type PageRenderer = {
  render: (request: {
    address: string;
    language: string;
    device: DeviceMode;
    cookies: Record<string, string | undefined>;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }) => Promise<{ html: string }>;
};

type RendererModule = {
  isServerRenderedAddress: (address: string) => boolean;
  preferredLanguage: (cookie: string | undefined, acceptLanguage: string | undefined) => string;
  createPageRenderer: (options: { template: string; window: unknown }) => PageRenderer;
};

/**
 * Renders waiting at most; beyond it a page gets the plain shell, which the browser renders
 * itself, so a flood of never-seen addresses cannot queue renders without end.
 */
const MAX_WAITING_RENDERS = 8;

const HTML = 'text/html; charset=utf-8';

/** A currency code the `ccy` cookie may hold; anything else is no choice. */
const CURRENCY_CODE = /^[A-Z]{3,5}$/;

/** A picture the page asks for ahead of the others (`fetchpriority="high"` on its `<img>`). */
const PROMINENT_PICTURE = /<img\b[^>]*?\bsrc="(\/(?!\/)[^"<>\s,]*)"[^>]*\bfetchpriority="high"/g;

/**
 * The `Link` header announcing a document's prominent pictures (the pop-up's, the first banner's),
 * so the browser fetches them as soon as the headers arrive, before it has parsed the document and
 * met the other pictures that would share the line with them. Undefined when it has none.
 */
export const preloadLinksOf = (html: string): string | undefined => {
  const links = [...new Set(Array.from(html.matchAll(PROMINENT_PICTURE), (match) => match[1]))]
    // A same-site path as React wrote it in the attribute, its `&` as `&amp;`.
    .map(
      (src) =>
        `<${(src ?? '').replaceAll('&amp;', '&')}>; rel=preload; as=image; fetchpriority=high`,
    );
  return links.length > 0 ? links.join(', ') : undefined;
};

export type ServerPages = {
  /** Whether the address is a visitor page this server renders. */
  handles: (request: FastifyRequest) => boolean;
  /**
   * Answer with the page's document, from memory while nothing it shows has changed. False when
   * the server is too busy rendering others: nothing is sent and the caller sends the plain shell.
   */
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/**
 * The layout a browser gets first: its client hint when it sends one, else its user agent. A
 * wrong guess costs one re-render in the browser, never a broken page.
 */
export const deviceOf = (request: FastifyRequest): DeviceMode => {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  const agent = request.headers['user-agent'] ?? '';
  return /Mobi|Android|iPhone|iPod/i.test(agent) ? 'mobile' : 'desktop';
};

/** Headers of the page's own calls that the server's answers depend on. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

/**
 * The visitor pages rendered on the server (decision 0019): the web app's own components render
 * them from the same answers its calls get, through `inject`, so a page and the calls after it
 * never disagree. Each document is kept with the site's other answers in the response cache,
 * keyed by the address, host, language, currency and layout, and dropped by the same operator
 * changes; one past its lifetime is sent while the next one renders, a moment later
 * (`kept-documents.ts`).
 */
export const loadServerPages = async (
  app: FastifyInstance,
  options: { webDistDir: string; rendererFile: string; responseCache: ResponseCache },
): Promise<ServerPages> => {
  const renderer = (await import(pathToFileURL(options.rendererFile).href)) as RendererModule;
  const template = readFileSync(join(options.webDistDir, 'index.html'), 'utf8');
  const { window } = new JSDOM('');
  const pages = renderer.createPageRenderer({ template, window });
  // The rules the page's own markup uses go inline; the site's stylesheet moves to the end of the
  // body, where it no longer holds back the first paint.
  const criticalCss = new Beasties({
    path: options.webDistDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    logLevel: 'silent',
  });
  const inlineCriticalCss = keepStyledMarkups(async (html) => {
    try {
      return holdStylesheet(await criticalCss.process(html));
    } catch {
      // The page still works with the stylesheet where it was.
      return html;
    }
  });
  let waiting = 0;
  const keptDocuments = createKeptDocuments({
    cache: options.responseCache,
    onRenderError: (error) => {
      app.log.warn({ err: error }, 'a visitor page could not be rendered again');
    },
  });
  app.addHook('onClose', async () => {
    keptDocuments.close();
  });

  const transportFor =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        headers[name] = value;
      }
      const answer = await app.inject({
        method: init.method === 'GET' ? 'GET' : 'POST',
        url,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: request.ip,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
      }
      // The body inject gives is already decoded; no encoding header may describe it.
      responseHeaders.delete('content-encoding');
      return new Response(answer.statusCode === 304 ? null : answer.body, {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    };

  /** Each kept document's preload header, found once. */
  const preloads = new WeakMap<CachedAnswer, string | undefined>();
  const sendPage = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void => {
    if (!preloads.has(answer)) preloads.set(answer, preloadLinksOf(answer.body.toString()));
    const links = preloads.get(answer);
    if (links) reply.header('link', links);
    sendAnswer(request, reply, answer);
  };

  return {
    handles: (request) => renderer.isServerRenderedAddress(request.url),
    send: async (request, reply) => {
      const site = await app.deps.sites.resolveSite(undefined, request.hostname);
      const language = renderer.preferredLanguage(
        requestCookie(request, COOKIES.lang.name),
        request.headers['accept-language'],
      );
      const chosen = requestCookie(request, COOKIES.ccy.name) ?? '';
      const currency = CURRENCY_CODE.test(chosen) ? chosen : '';
      const device = deviceOf(request);
      // The session's first lobby shows the pop-up promotion; after a close the browser decides.
      const popupClosed = requestCookie(request, COOKIES.popupClosedAt.name) !== undefined;
      const key = `page\u0000${request.url}\u0000${request.hostname}\u0000${language}\u0000${currency}\u0000${device}\u0000${popupClosed ? 'popup-closed' : 'popup'}`;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie, accept-language, sec-ch-ua-mobile, user-agent')
        // Ask browsers for the hint that picks the layout of the next page they load.
        .header('accept-ch', 'Sec-CH-UA-Mobile');
      /** The page rendered now and kept; undefined when too many renders already wait. */
      const renderAndKeep = async (): Promise<CachedAnswer | undefined> => {
        if (waiting >= MAX_WAITING_RENDERS) return undefined;
        const generation = options.responseCache.generation(site.id);
        waiting += 1;
        const page = await pages
          .render({
            address: request.url,
            language,
            device,
            cookies: {
              [COOKIES.ccy.name]: currency,
              // Only its presence counts (the key holds no more): the pop-up then waits for the
              // browser.
              [COOKIES.popupClosedAt.name]: popupClosed ? 'closed' : undefined,
            },
            transport: transportFor(request),
          })
          .finally(() => {
            waiting -= 1;
          });
        const html = await inlineCriticalCss(page.html);
        return options.responseCache.set(site.id, key, html, generation, HTML);
      };
      const kept = keptDocuments.find(key, renderAndKeep);
      if (kept) {
        sendPage(request, reply, kept);
        return true;
      }
      const answer = await renderAndKeep();
      if (!answer) return false;
      sendPage(request, reply, answer);
      return true;
    },
  };
};
