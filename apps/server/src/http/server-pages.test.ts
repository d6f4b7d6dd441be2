import { describe, expect, it } from 'vitest';

import { holdStylesheet, keepStyledMarkups, preloadLinksOf } from './server-pages';

describe('preloadLinksOf', () => {
  it('announces the pictures a document fetches at high priority, in its order, once each', () => {
    const html = [
      '<header><img src="/media/logos/golden-lotus-mobile.webp" alt="Golden Lotus" height="32"></header>',
      '<img src="/media/banners/welcome-mobile-zh_CN.webp" alt="首存" loading="eager" fetchpriority="high">',
      '<img src="/media/discounts/welcome-zh_CN.webp" alt="" loading="lazy">',
      '<img src="/media/promotions/popup-welcome-zh_CN.webp" alt="注册" class="x" fetchpriority="high">',
      '<img src="/media/banners/welcome-mobile-zh_CN.webp" fetchpriority="high">',
    ].join('');
    expect(preloadLinksOf(html)).toBe(
      '</media/banners/welcome-mobile-zh_CN.webp>; rel=preload; as=image; fetchpriority=high, ' +
        '</media/promotions/popup-welcome-zh_CN.webp>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('announces nothing for a page without such a picture', () => {
    expect(preloadLinksOf('<main><img src="/media/a.webp" loading="lazy"></main>')).toBeUndefined();
  });

  it('leaves out pictures from elsewhere and addresses that would break the header', () => {
    const html = [
      '<img src="https://cdn.example.com/a.webp" fetchpriority="high">',
      '<img src="//cdn.example.com/b.webp" fetchpriority="high">',
      '<img src="/media/c.webp?v=1&amp;w=2" fetchpriority="high">',
      '<img src="/media/d>, <https://evil.example/>.webp" fetchpriority="high">',
    ].join('');
    expect(preloadLinksOf(html)).toBe(
      '</media/c.webp?v=1&w=2>; rel=preload; as=image; fetchpriority=high',
    );
  });
});

describe('holdStylesheet', () => {
  it('holds the stylesheet at the end of the body, and applies it at once without scripts', () => {
    const html =
      '<head><style>.a{color:red}</style></head><body><div id="root"></div>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/style-BTDKJp90.css"></body>';
    expect(holdStylesheet(html)).toBe(
      '<head><style>.a{color:red}</style></head><body><div id="root"></div>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/style-BTDKJp90.css" media="not all" data-held-styles>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/style-BTDKJp90.css"></noscript></body>',
    );
  });

  it('leaves a page whose stylesheet is still in its head as it is', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/style-1.css"></head><body><div id="root"></div></body>';
    expect(holdStylesheet(html)).toBe(html);
  });
});

describe('keepStyledMarkups', () => {
  const page = (markup: string, data: string) =>
    `<html><head></head><body><div id="root">${markup}</div><script type="application/json" id="rendered-page">${data}</script></body></html>`;
  /** A stand-in for the critical-CSS step that shows which markup it styled. */
  const styler = () => {
    const styled: string[] = [];
    const style = async (html: string) => {
      styled.push(html);
      return html.replace('<head></head>', '<head><style>.lobby{display:grid}</style></head>');
    };
    return { styled, style };
  };

  it('styles a page once while only its data changes, and sends each render with its own data', async () => {
    const { styled, style } = styler();
    const inline = keepStyledMarkups(style);
    const first = await inline(
      page('<main class="lobby">大厅</main>', '{"jackpot":"100.00","at":1}'),
    );
    const second = await inline(
      page('<main class="lobby">大厅</main>', '{"jackpot":"100.00","at":2}'),
    );
    expect(styled).toHaveLength(1);
    expect(styled[0]).toContain('id="rendered-page"></script>');
    expect(first).toBe(
      page('<main class="lobby">大厅</main>', '{"jackpot":"100.00","at":1}').replace(
        '<head></head>',
        '<head><style>.lobby{display:grid}</style></head>',
      ),
    );
    expect(second).toContain('id="rendered-page">{"jackpot":"100.00","at":2}</script>');
    expect(second).toContain('<style>.lobby{display:grid}</style>');
  });

  it('puts data back exactly, dollar signs and all', async () => {
    const inline = keepStyledMarkups(styler().style);
    const data = '{"symbol":"$","text":"$& $1 $$"}';
    expect(await inline(page('<p>x</p>', data))).toContain(`id="rendered-page">${data}</script>`);
  });

  it('styles a changed markup anew and keeps only the markups used last', async () => {
    const { styled, style } = styler();
    const inline = keepStyledMarkups(style, 2);
    await inline(page('<p>a</p>', '1'));
    await inline(page('<p>b</p>', '1'));
    await inline(page('<p>a</p>', '2'));
    await inline(page('<p>c</p>', '1'));
    expect(styled).toHaveLength(3);
    await inline(page('<p>a</p>', '3'));
    await inline(page('<p>b</p>', '3'));
    expect(styled).toHaveLength(4);
  });

  it('styles a page without data as it is', async () => {
    const { styled, style } = styler();
    const inline = keepStyledMarkups(style);
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(await inline(html)).toContain('<style>');
    await inline(html);
    expect(styled).toEqual([html, html]);
  });
});
