/**
 * Sites share one realtime server, and channel names carry no site (`web_member`,
 * `presence-member.RMB`), so each site's channel is a room of its own: `{siteId}|{channel}`.
 * Clients only ever see the channel name.
 */
export const roomOf = (siteId: number, channel: string): string => `${siteId}|${channel}`;

/** The private and presence rooms a member's session joins. */
export const memberRooms = (siteId: number, memberId: number, currency: string): string[] => [
  roomOf(siteId, `private-member.${memberId}`),
  roomOf(siteId, `private-member.${currency}`),
  roomOf(siteId, `presence-member.${currency}`),
];
