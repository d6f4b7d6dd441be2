import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { resetPageSettledForTests } from '../hooks/use-page-settled';
import { HELD_STYLES_ATTRIBUTE, holdStylesUntilNeeded, releaseHeldStyles } from './held-styles';

const heldLink = (): HTMLLinkElement => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/style.css';
  link.media = 'not all';
  link.setAttribute(HELD_STYLES_ATTRIBUTE, '');
  document.body.append(link);
  return link;
};

/** MutationObserver reports after the current task's microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetPageSettledForTests();
});

afterEach(() => {
  document.body.replaceChildren();
  resetPageSettledForTests();
});

describe('the held stylesheet', () => {
  it('applies at the visitor first press, before the page handles it', () => {
    const link = heldLink();
    holdStylesUntilNeeded();
    let mediaWhenHandled = '';
    document.body.addEventListener('pointerdown', () => {
      mediaWhenHandled = link.media;
    });
    expect(link.media).toBe('not all');

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    expect(mediaWhenHandled).toBe('all');
    expect(link.hasAttribute(HELD_STYLES_ATTRIBUTE)).toBe(false);
  });

  it('applies when the page adds an element, but not for text alone', async () => {
    const link = heldLink();
    const part = document.createElement('p');
    document.body.append(part);
    holdStylesUntilNeeded();

    part.textContent = 'jackpot 0001234567.89';
    await observed();
    expect(link.media).toBe('not all');

    part.append(document.createElement('span'));
    await observed();
    expect(link.media).toBe('all');
  });

  it('applies at once for a page the browser renders itself, and leaves other sheets alone', () => {
    const held = heldLink();
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.body.append(other);

    releaseHeldStyles();

    expect(held.media).toBe('all');
    expect(other.media).toBe('print');
  });
});
