import type { IncomingHttpHeaders } from 'node:http';

import {
  type SupportedLanguage,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
} from '@member-site/contracts/constants';

import { requestCookie } from './cookies';

/**
 * The language of a request (Fastify's or the bare one `KeptAnswerFront` reads): the `lang`
 * header, else the `lang` cookie, else en_US.
 */
export const requestLanguage = (request: { headers: IncomingHttpHeaders }): SupportedLanguage => {
  const header = request.headers.lang;
  if (isSupportedLanguage(header)) return header;
  const cookie = requestCookie(request, 'lang');
  if (isSupportedLanguage(cookie)) return cookie;
  return FALLBACK_LANGUAGE;
};
