import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useInertPage } from './use-inert-page';

const makePage = () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  const layout = root.appendChild(document.createElement('div'));
  const popup = root.appendChild(document.createElement('div'));
  const dialog = popup.appendChild(document.createElement('section'));
  return { root, layout, popup, dialog };
};

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('useInertPage', () => {
  it('makes the whole page inert under a dialog in a portal, until it closes', () => {
    const { root } = makePage();
    const portal = document.body.appendChild(document.createElement('div'));
    const view = renderHook(({ active }) => useInertPage(active, { current: portal }), {
      initialProps: { active: true },
    });
    expect(root.inert).toBe(true);
    view.rerender({ active: false });
    expect(root.inert).toBe(false);
    portal.remove();
  });

  it('leaves a dialog rendered inside the page live and the rest of the page inert', () => {
    const { root, layout, popup, dialog } = makePage();
    const view = renderHook(() => useInertPage(true, { current: dialog }));
    // jsdom keeps `inert` as a plain property: never set reads undefined.
    expect(root.inert).not.toBe(true);
    expect(layout.inert).toBe(true);
    expect(popup.inert).not.toBe(true);
    view.unmount();
    expect(layout.inert).toBe(false);
  });
});
