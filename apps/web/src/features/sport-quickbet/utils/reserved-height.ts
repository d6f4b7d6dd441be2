/**
 * The room the quick-bet frame takes before it reports its height: its design height with six
 * featured matches, so the server-rendered home page does not move when the frame arrives.
 * Kept apart from the frame's component so the lobby's first chunk can reserve it.
 */
export const QUICKBET_RESERVED_HEIGHT = { desktop: 360, mobile: 560 } as const;
