import { describe, expect, it } from 'vitest';

import { isAppEmbedded, parseAppPage } from './app-page';

describe('app embedding', () => {
  it('knows the three parts the app embeds and nothing else', () => {
    expect(parseAppPage('header')).toBe('header');
    expect(parseAppPage('content')).toBe('content');
    expect(parseAppPage('footer')).toBe('footer');
    expect(parseAppPage('sidebar')).toBeUndefined();
    expect(parseAppPage(null)).toBeUndefined();
  });

  it('counts a page as embedded by the app from the address or the visit’s first address', () => {
    expect(isAppEmbedded(new URLSearchParams('appPage=content'), undefined)).toBe(true);
    expect(isAppEmbedded(new URLSearchParams(''), 'content')).toBe(true);
    expect(isAppEmbedded(new URLSearchParams('appPage=other'), undefined)).toBe(false);
    expect(isAppEmbedded(new URLSearchParams(''), undefined)).toBe(false);
  });
});
