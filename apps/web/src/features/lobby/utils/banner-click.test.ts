import type { CarouselPicture } from '@member-site/contracts';
import { describe, expect, it } from 'vitest';

import { decideBannerAction } from './banner-click';

const banner = (overrides: Partial<CarouselPicture>): CarouselPicture => ({
  id: 1,
  title: 'Banner',
  image_url: '/media/banner.svg',
  url: '',
  link_type: 0,
  link_method: 0,
  game_link_parameter: null,
  sort: 1,
  ...overrides,
});

const context = { isDemo: false, siteCurrency: 'RMB' as const, origin: 'https://site.example' };

const game = {
  currency: 'RMB' as const,
  gt_id: 3,
  gp_id: 1,
  gp_gt_name: 'Live Baccarat',
  customized: false,
};

describe('decideBannerAction', () => {
  it('opens external http(s) links on the same page or in a new tab by link_method', () => {
    expect(decideBannerAction(banner({ url: 'https://promo.example/a' }), context)).toEqual({
      kind: 'external',
      url: 'https://promo.example/a',
      target: 'same-page',
    });
    expect(
      decideBannerAction(banner({ url: 'http://promo.example/', link_method: 1 }), context),
    ).toMatchObject({ kind: 'external', target: 'new-tab' });
  });

  it('refuses dangerous protocols on external links', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(decideBannerAction(banner({ url }), context)).toEqual({
        kind: 'none',
        reason: 'unsafe-url',
      });
    }
  });

  it('routes internal links inside the site, by path or same-origin URL', () => {
    expect(decideBannerAction(banner({ link_type: 1, url: '/discount/3' }), context)).toEqual({
      kind: 'internal',
      path: '/discount/3',
      target: 'same-page',
    });
    expect(
      decideBannerAction(banner({ link_type: 1, url: 'faq', link_method: 1 }), context),
    ).toEqual({ kind: 'internal', path: '/faq', target: 'new-tab' });
    expect(
      decideBannerAction(banner({ link_type: 1, url: 'https://site.example/app?x=1' }), context),
    ).toMatchObject({ kind: 'internal', path: '/app?x=1' });
  });

  it('does not let an internal link leave the site', () => {
    for (const url of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(decideBannerAction(banner({ link_type: 1, url }), context).kind).toBe('none');
    }
  });

  it('ignores a game link whose currency is not the site currency', () => {
    const action = decideBannerAction(
      banner({ link_type: 2, game_link_parameter: { ...game, currency: 'VND' } }),
      context,
    );
    expect(action).toEqual({ kind: 'none', reason: 'currency-mismatch' });
  });

  it('asks a visitor to log in before a game of the site currency', () => {
    expect(
      decideBannerAction(banner({ link_type: 2, game_link_parameter: game }), context),
    ).toEqual({ kind: 'game-login-required', game });
  });

  it('does nothing at all in demo mode', () => {
    const demo = { ...context, isDemo: true };
    expect(decideBannerAction(banner({ url: 'https://promo.example/' }), demo)).toEqual({
      kind: 'none',
      reason: 'demo',
    });
    expect(decideBannerAction(banner({ link_type: 2, game_link_parameter: game }), demo).kind).toBe(
      'none',
    );
  });
});
