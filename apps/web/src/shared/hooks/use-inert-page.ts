import { useEffect, type RefObject } from 'react';

/**
 * While `active`, the page under a modal dialog is inert: nothing in it can be focused, clicked
 * or read by assistive technology, so only the dialog counts as the page until it closes. A dialog
 * in a portal outside `#root` makes all of `#root` inert; one rendered inside it (`dialog`, as the
 * server renders the pop-up promotion with the page) leaves its own part of `#root` live.
 */
export const useInertPage = (active: boolean, dialog?: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const page = document.getElementById('root');
    if (!active || !page) return undefined;
    const holder = dialog?.current;
    const parts =
      holder && page.contains(holder)
        ? [...page.children].filter(
            (part): part is HTMLElement => part instanceof HTMLElement && !part.contains(holder),
          )
        : [page];
    for (const part of parts) part.inert = true;
    return () => {
      for (const part of parts) part.inert = false;
    };
  }, [active, dialog]);
};
