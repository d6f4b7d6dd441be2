import { domWindow } from './dom-window';

/**
 * Plain text of rich text (marquee, previews). A DOMParser document is inert: nothing in it runs
 * or loads, so reading its text needs no sanitiser (and the sanitiser stays out of the first
 * chunk).
 */
export const htmlToText = (html: string): string => {
  const Parser = domWindow().DOMParser;
  const doc = new Parser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  return doc.body.textContent.replace(/\s+/g, ' ').trim();
};
