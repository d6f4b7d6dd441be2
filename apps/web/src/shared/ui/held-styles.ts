import { onPageSettled } from '../hooks/use-page-settled';

/**
 * Marks the site's whole stylesheet in a page the server rendered: the page's own rules are inline
 * in its head, and this sheet, at the end of the body, does not apply yet (`media="not all"`,
 * fetched all the same). The server's `http/server-pages.ts` writes it.
 */
export const HELD_STYLES_ATTRIBUTE = 'data-held-styles';

/** Apply the held stylesheet now (nothing happens when none is held). */
export const releaseHeldStyles = (doc: Document = document): void => {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${HELD_STYLES_ATTRIBUTE}]`)) {
    link.removeAttribute(HELD_STYLES_ATTRIBUTE);
    link.media = 'all';
  }
};

/** Whether any of the records adds an element (text alone needs no new rules). */
const addsElements = (records: MutationRecord[]): boolean =>
  records.some((record) =>
    [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE),
  );

/**
 * Hold the site's stylesheet while the server's page comes alive, and apply it at the first of:
 * the page has settled, the visitor's first press or key (before React sees it, so whatever it
 * opens is styled from its first frame), or the first element added to the page (a toast, a
 * dialog, a part the browser renders itself), before that element is painted. Applied during the
 * first seconds, the sheet restyled the whole page in one long task: its rules for the page's own
 * markup were inline already.
 */
export const holdStylesUntilNeeded = (doc: Document = document): void => {
  if (!doc.querySelector(`link[${HELD_STYLES_ATTRIBUTE}]`)) return;
  let stopWaiting: () => void = () => undefined;
  const observer = new MutationObserver((records) => {
    if (addsElements(records)) release();
  });
  const release = () => {
    observer.disconnect();
    stopWaiting();
    releaseHeldStyles(doc);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
  stopWaiting = onPageSettled(release);
};
