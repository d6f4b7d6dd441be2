import { describe, expect, it } from 'vitest';

import { htmlToText } from './html-text';
import { sanitizeHtml } from './sanitize';

const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
};

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers but keeps the text', () => {
    const container = parse(
      '<p onclick="steal()">Hello<script>alert(1)</script><img src="/a.png" onerror="steal()"></p>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toBe('Hello');
  });

  it('strips javascript: and data: links and keeps http(s), mailto and relative ones', () => {
    const container = parse(
      [
        '<a id="js" href="javascript:alert(1)">x</a>',
        '<a id="js2" href=" JaVaScRiPt:alert(1)">x</a>',
        '<a id="data" href="data:text/html,<b>x</b>">x</a>',
        '<a id="web" href="https://example.com/a">x</a>',
        '<a id="mail" href="mailto:help@example.com">x</a>',
        '<a id="rel" href="/discount/2">x</a>',
      ].join(''),
    );
    expect(container.querySelector('#js')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('#js2')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('#data')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('#web')?.getAttribute('href')).toBe('https://example.com/a');
    expect(container.querySelector('#mail')?.getAttribute('href')).toBe('mailto:help@example.com');
    expect(container.querySelector('#rel')?.getAttribute('href')).toBe('/discount/2');
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    const link = parse('<a href="https://example.com" target="_blank">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops iframes, forms and inline styles', () => {
    const container = parse(
      '<iframe src="https://x"></iframe><form><input></form><p style="position:fixed">a</p>',
    );
    expect(container.querySelector('iframe, form, input')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('style')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('gives the plain text of rich text without running anything in it', () => {
    const before = document.querySelectorAll('img').length;
    expect(htmlToText('<p>Deposit <b>100%</b></p>\n<p>bonus</p><script>bad()</script>')).toBe(
      'Deposit 100% bonus',
    );
    expect(htmlToText('<img src=x onerror="window.__pwned = true">')).toBe('');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(document.querySelectorAll('img').length).toBe(before);
  });
});
