import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { API_PREFIX } from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The pages and their files: the web app and the house's game pages. */
const documentHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'"],
      // The service worker is a script of the site's own.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The API's JSON answers: what still means something for a response that is never rendered as a
 * page (OWASP's REST headers). No content is allowed to load from it and no page may frame it;
 * the document-only headers are left out, which halves the header bytes of every call.
 */
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const apiPath = `${API_PREFIX}/`;

type Headers = Record<string, string>;

/**
 * The headers a helmet middleware sets, read once from a response that is never sent: its values
 * depend only on the options, so running its chain of middlewares on every request would only
 * repeat the same work.
 */
const headersOf = (middleware: ReturnType<typeof helmet>): Headers => {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  middleware(request, response, (error?: unknown) => (failure = error));
  if (failure !== undefined) throw new Error('The security headers could not be prepared');
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
};

/** The security headers of every API answer, those sent from memory before Fastify included. */
export const API_SECURITY_HEADERS: Readonly<Headers> = headersOf(apiHeaders);

/**
 * Security headers on every answer, computed by helmet once at start. A later `reply.header` of a
 * route may still override one, as the media pictures do with their own policy.
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  const forApi = API_SECURITY_HEADERS;
  const forDocuments = headersOf(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPath) ? forApi : forDocuments);
    done();
  });
};
