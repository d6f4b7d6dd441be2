import type { IncomingHttpHeaders } from 'node:http';

/**
 * A request cookie's raw value. The cookies the server reads (language, currency) hold plain
 * codes, which every caller checks against its own list.
 */
export const requestCookie = (
  request: { headers: IncomingHttpHeaders },
  name: string,
): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
