/** The site's game page: a game opened as a page of the site (`/play`) fills it. */
export const PLAY_PATH = '/play';

/** Whether a path is the game page, in any case as the router matches it. */
export const isGamePage = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return path === PLAY_PATH || path.startsWith(`${PLAY_PATH}/`);
};
