import { describe, expect, it } from 'vitest';

import { holdStylesheet, preloadLinksOf } from './server-pages';

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
