import { useEffect } from 'react';

import { useLogoUrl } from '../api/get-logo';

/** Use the site's own favicon from /web/logo once it is known. */
export const useFavicon = (): void => {
  const url = useLogoUrl('favicon');
  useEffect(() => {
    if (!url) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    // The server's page names it already; rewriting it would restyle the page for nothing.
    if (link.getAttribute('href') === url && !link.hasAttribute('type')) return;
    link.removeAttribute('type');
    link.href = url;
  }, [url]);
};
