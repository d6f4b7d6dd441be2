import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HydrateOnView, holdServerRenderedParts } from './hydrate-on-view';

/** Stands in for the browser's observer: the test says when a part comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  comeIntoView() {
    this.report([{ isIntersecting: true }]);
  }
}

const Counter = ({ label }: { label: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
};

/** How many times the browser rendered the held part's content. */
const renders = { below: 0 };

const CountedRenders = () => {
  renders.below += 1;
  return null;
};

const Page = () => (
  <main>
    <Counter label="top" />
    <HydrateOnView>
      <Counter label="below" />
      <CountedRenders />
    </HydrateOnView>
  </main>
);

/** Whether the part is live: its wrapper says so once its own effects have run. */
const isLive = (element: Element): boolean =>
  element.closest('[data-hydrate-on-view]')?.getAttribute('data-live') === 'true';

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page />);
  renders.below = 0;
});

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

const hydrate = async () => {
  holdServerRenderedParts();
  await act(async () => {
    root = hydrateRoot(container, <Page />);
    await Promise.resolve();
  });
};

describe('HydrateOnView', () => {
  it('keeps a part the server rendered as markup until it comes into view', async () => {
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'top 0' }));
    expect(screen.getByRole('button', { name: 'top 1' })).toBeTruthy();
    const below = screen.getByRole('button', { name: 'below 0' });
    expect(isLive(below)).toBe(false);
    // The server's markup stays on screen meanwhile, observed for the view.
    expect(FakeIntersectionObserver.instances).toHaveLength(1);

    await act(async () => {
      FakeIntersectionObserver.instances[0]?.comeIntoView();
      await Promise.resolve();
    });
    const live = screen.getByRole('button', { name: 'below 0' });
    expect(isLive(live)).toBe(true);
    fireEvent.click(live);
    expect(screen.getByRole('button', { name: 'below 1' })).toBe(live);
  });

  it('hydrates without an error when the part is in view as React reaches it', async () => {
    // The browser reports the part in view right after React suspended on it, before React
    // comes back to it: React replays the part then.
    class InViewObserver extends FakeIntersectionObserver {
      override observe(element: Element) {
        super.observe(element);
        queueMicrotask(() => this.comeIntoView());
      }
    }
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const recovered = vi.fn();
    holdServerRenderedParts();
    root = hydrateRoot(container, <Page />, { onRecoverableError: recovered });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recovered).not.toHaveBeenCalled();
    expect(isLive(screen.getByRole('button', { name: 'below 0' }))).toBe(true);
  });

  it('spends no rendering on a held part until it is seen', async () => {
    await hydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(renders.below).toBe(0);
    await act(async () => {
      FakeIntersectionObserver.instances[0]?.comeIntoView();
      await Promise.resolve();
    });
    expect(renders.below).toBeGreaterThan(0);
  });

  it('becomes live at once when it is pressed before it was seen, and takes the press', async () => {
    await hydrate();
    const below = screen.getByRole('button', { name: 'below 0' });
    expect(isLive(below)).toBe(false);
    await act(async () => {
      fireEvent.pointerDown(below);
      fireEvent.click(below);
      await Promise.resolve();
    });
    expect(isLive(below)).toBe(true);
    expect(screen.getByRole('button', { name: 'below 1' })).toBeTruthy();
  });

  it("makes every part live at the visitor's first press anywhere", async () => {
    await hydrate();
    const below = screen.getByRole('button', { name: 'below 0' });
    expect(isLive(below)).toBe(false);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'top 0' }), { key: 'Tab' });
      await Promise.resolve();
    });
    expect(isLive(below)).toBe(true);
  });

  it('marks a part that can show on the first screen, so it is painted with the page', () => {
    const markup = renderToString(
      <>
        <HydrateOnView firstScreen>
          <p>banner</p>
        </HydrateOnView>
        <HydrateOnView>
          <p>news</p>
        </HydrateOnView>
      </>,
    );
    const parts = document.createElement('div');
    parts.innerHTML = markup;
    const wrappers = [...parts.querySelectorAll('[data-hydrate-on-view]')];
    expect(wrappers.map((wrapper) => wrapper.hasAttribute('data-first-screen'))).toEqual([
      true,
      false,
    ]);
  });

  it('renders at once in a page the browser renders itself', async () => {
    container.innerHTML = '';
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
      await Promise.resolve();
    });
    const below = screen.getByRole('button', { name: 'below 0' });
    expect(isLive(below)).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
