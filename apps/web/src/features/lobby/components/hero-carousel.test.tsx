import type { CarouselPicture } from '@member-site/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetPageSettledForTests } from '../../../shared/hooks/use-page-settled';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { HeroCarousel } from './hero-carousel';

const fetchMock = vi.fn<typeof fetch>();

const banner = (id: number, title: string): CarouselPicture => ({
  id,
  title,
  image_url: `/media/banners/${id}.webp`,
  url: '/promotions',
  link_type: 1,
  link_method: 0,
  game_link_parameter: null,
  sort: id,
});

const BANNERS = [banner(1, 'Welcome bonus'), banner(2, 'Weekly rebate'), banner(3, 'Live tables')];

const renderCarousel = () =>
  renderWithProviders(<HeroCarousel variant="mobile" onRequestLogin={() => undefined} />);

/** The visitor's first press anywhere on the page. */
const pressSomewhere = () => {
  fireEvent.pointerDown(document.body);
};

beforeAll(async () => {
  await setupTestI18n();
});

/** What the slider (embla) asks of the browser to know which slides show; jsdom has none. */
class QuietIntersectionObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
  takeRecords = (): IntersectionObserverEntry[] => [];
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
  useSiteCurrencyStore.setState({ currency: 'RMB' });
  fetchMock.mockResolvedValue(envelopeResponse({ web_carousel_picture_list: BANNERS }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetPageSettledForTests();
});

describe('hero carousel', () => {
  it('shows only the first banner until the page settles', async () => {
    renderCarousel();

    const carousel = await screen.findByTestId('carousel');
    expect(screen.getByRole('img', { name: 'Welcome bonus' }).getAttribute('src')).toBe(
      '/media/banners/1.webp',
    );
    expect(screen.queryByRole('img', { name: 'Weekly rebate' })).toBeNull();
    expect(screen.queryAllByTestId('carousel-slide')).toHaveLength(0);
    expect(carousel.hasAttribute('data-sliding')).toBe(false);
  });

  it('slides through every banner once the visitor starts using the page', async () => {
    renderCarousel();
    await screen.findByTestId('carousel');

    pressSomewhere();

    expect(await screen.findAllByTestId('carousel-slide')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Live tables' }).getAttribute('src')).toBe(
      '/media/banners/3.webp',
    );
    expect(screen.getByTestId('carousel').getAttribute('data-sliding')).toBe('true');
  });

  it('does not swap the banner under the pointer or focus, only once they leave', async () => {
    renderCarousel();
    const carousel = await screen.findByTestId('carousel');
    const first = screen.getByRole('button', { name: 'Welcome bonus' });

    fireEvent.pointerEnter(carousel);
    pressSomewhere();
    expect(screen.getByRole('button', { name: 'Welcome bonus' })).toBe(first);
    expect(screen.queryAllByTestId('carousel-slide')).toHaveLength(0);

    fireEvent.pointerLeave(carousel);
    expect(await screen.findAllByTestId('carousel-slide')).toHaveLength(3);
  });

  it('keeps a focused banner in place until focus moves on', async () => {
    renderCarousel();
    await screen.findByTestId('carousel');
    const first = screen.getByRole('button', { name: 'Welcome bonus' });

    first.focus();
    fireEvent.keyDown(first, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    expect(screen.queryAllByTestId('carousel-slide')).toHaveLength(0);

    first.blur();
    expect(await screen.findAllByTestId('carousel-slide')).toHaveLength(3);
  });
});
