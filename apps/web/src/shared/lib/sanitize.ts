import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

import { domWindow } from './dom-window';

/** http(s), mailto and relative links; everything else (javascript:, data:, vbscript:) goes. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[/?#.]|[^:]*$)/i;

const createPurifier = (): Purifier => {
  const created = DOMPurify(domWindow());
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  return created;
};

let purifier: Purifier | undefined;

/**
 * The one sanitiser for rich text from the server (promotions, FAQ, news, announcements): no
 * scripts, styles that load things, event handlers or dangerous links; new-tab links get
 * rel="noopener noreferrer".
 */
export const sanitizeHtml = (html: string): string =>
  (purifier ??= createPurifier()).sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
