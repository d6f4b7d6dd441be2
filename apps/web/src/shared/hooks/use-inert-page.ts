import { useEffect } from 'react';

/**
 * While `active`, the page under a modal dialog is inert: nothing in it can be focused, clicked
 * or read by assistive technology, so only the dialog (rendered in a portal outside `#root`)
 * counts as the page until it closes.
 */
export const useInertPage = (active: boolean): void => {
  useEffect(() => {
    const page = document.getElementById('root');
    if (!active || !page) return undefined;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [active]);
};
