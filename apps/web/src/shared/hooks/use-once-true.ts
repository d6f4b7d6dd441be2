import { useState } from 'react';

/**
 * True from the first time `flag` is true, for good: a dialog mounts (and its code loads) at its
 * first opening and stays for its closing transition and any later opening.
 */
export const useOnceTrue = (flag: boolean): boolean => {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
};
