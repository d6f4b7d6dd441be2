import { useMemo } from 'react';

import { sanitizeHtml } from '../lib/sanitize';
import classes from './rich-text.module.css';

/** Rich text from the server, always through the one sanitiser. */
export const RichText = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`${classes.rich} ${className ?? ''}`}
      // The HTML has just been sanitised by DOMPurify (see shared/lib/sanitize.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
