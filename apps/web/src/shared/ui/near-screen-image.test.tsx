import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { watchScreen } from '../../test/screen-watch';
import { NearScreenImage } from './near-screen-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a picture that waits until it is near the screen', () => {
  it('is rendered without an address, in its frame, until it is live and near', () => {
    watchScreen();
    const markup = renderToString(
      <NearScreenImage src="/media/games/baccarat.webp" className="icon" />,
    );
    expect(markup).toContain('class="icon"');
    expect(markup).not.toContain('baccarat');
  });

  it('loads with the page when it need not wait', () => {
    const markup = renderToString(
      <NearScreenImage src="/media/games/baccarat.webp" wait={false} />,
    );
    expect(markup).toContain('src="/media/games/baccarat.webp"');
    expect(markup).toContain('loading="lazy"');
  });

  it('is requested once it comes within 200 px of the screen or its row, and then kept', () => {
    const screen = watchScreen();
    const { container } = render(<NearScreenImage src="/media/games/baccarat.webp" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBeNull();
    expect(screen.observers[0]?.options).toEqual({ rootMargin: '200px', scrollMargin: '200px' });

    screen.scrollIntoView(image);
    expect(image.getAttribute('src')).toBe('/media/games/baccarat.webp');
    // Nothing watches it any more: scrolling away does not take the picture back.
    expect(screen.observers.every((observer) => observer.watched.length === 0)).toBe(true);
  });

  it('loads at once in a browser that cannot tell what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<NearScreenImage src="/media/games/baccarat.webp" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/games/baccarat.webp');
  });
});
