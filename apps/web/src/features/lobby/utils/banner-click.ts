import { type CarouselPicture, type GameLinkParameter } from '@member-site/contracts';
import { LINK_METHODS, LINK_TYPES, type Currency } from '@member-site/contracts/constants';

import { parseExternalUrl, isSitePath } from '../../../shared/lib/safe-url';

export type LinkTarget = 'same-page' | 'new-tab';

/** What a click on a banner does (spec sections 3 and 5). */
export type BannerAction =
  | { kind: 'none'; reason: 'demo' | 'no-link' | 'unsafe-url' | 'currency-mismatch' }
  | { kind: 'external'; url: string; target: LinkTarget }
  | { kind: 'internal'; path: string; target: LinkTarget }
  /** A game: visitors cannot play real games, so they are asked to log in first. */
  | { kind: 'game-login-required'; game: GameLinkParameter };

type BannerContext = { isDemo: boolean; siteCurrency: Currency | undefined; origin: string };

const targetOf = (banner: Pick<CarouselPicture, 'link_method'>): LinkTarget =>
  banner.link_method === LINK_METHODS.newTab ? 'new-tab' : 'same-page';

/** An internal link as a site path: "/discount/3", "discount", or a full URL on this origin. */
const toSitePath = (url: string, origin: string): string | undefined => {
  const value = url.trim();
  if (value === '') return undefined;
  if (isSitePath(value)) return value;
  const absolute = parseExternalUrl(value);
  if (absolute) {
    return absolute.origin === origin
      ? `${absolute.pathname}${absolute.search}${absolute.hash}`
      : undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
  return `/${value}`;
};

/**
 * Decide what a banner click does. In demo mode banners do nothing. External links (type 0) open
 * only http(s) URLs, on the same page (method 0) or in a new tab (1). Internal links (type 1) are
 * site paths. Game links (type 2) are ignored when the game's currency is not the site currency;
 * otherwise the visitor is asked to log in first.
 */
export const decideBannerAction = (
  banner: Pick<CarouselPicture, 'url' | 'link_type' | 'link_method' | 'game_link_parameter'>,
  context: BannerContext,
): BannerAction => {
  if (context.isDemo) return { kind: 'none', reason: 'demo' };

  switch (banner.link_type) {
    case LINK_TYPES.external: {
      if (banner.url.trim() === '') return { kind: 'none', reason: 'no-link' };
      const url = parseExternalUrl(banner.url);
      return url
        ? { kind: 'external', url: url.href, target: targetOf(banner) }
        : { kind: 'none', reason: 'unsafe-url' };
    }
    case LINK_TYPES.internal: {
      if (banner.url.trim() === '') return { kind: 'none', reason: 'no-link' };
      const path = toSitePath(banner.url, context.origin);
      return path
        ? { kind: 'internal', path, target: targetOf(banner) }
        : { kind: 'none', reason: 'unsafe-url' };
    }
    case LINK_TYPES.game: {
      const game = banner.game_link_parameter;
      if (!game) return { kind: 'none', reason: 'no-link' };
      if (game.currency !== context.siteCurrency)
        return { kind: 'none', reason: 'currency-mismatch' };
      return { kind: 'game-login-required', game };
    }
  }
};
